// Runs once in the main vitest process before the contract suite.
// - Reachability: when the suite targets a server (CONTRACT_BASE_URL), one request first; if it cannot
//   be made, stop with a single clear line instead of a hundred identical fetch failures.
// - The report: the suite records every (call, rule) outcome in a file; the teardown prints them
//   grouped by call, whatever reporter vitest uses.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatReport, type ReportEntry } from './report.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    contractReportFile: string;
  }
}

function reason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within 5 s';
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function stop(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

export default async function setup(project: TestProject): Promise<() => void> {
  const base = process.env.CONTRACT_BASE_URL?.trim();
  if (base) {
    let url: URL;
    try {
      url = new URL('/api/stats/live', base);
    } catch {
      stop(`CONTRACT_BASE_URL '${base}' is not a valid URL (expected for example http://127.0.0.1:3001)`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      stop(`Contract target ${base.replace(/\/$/, '')} cannot be reached (${reason(error)})`);
    }
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'contract-report-'));
  const file = path.join(dir, 'report.jsonl');
  project.provide('contractReportFile', file);

  return () => {
    let entries: ReportEntry[] = [];
    try {
      entries = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReportEntry);
    } catch {
      // no test recorded anything (filtered run)
    }
    rmSync(dir, { recursive: true, force: true });
    if (entries.length > 0) process.stdout.write(formatReport(entries, base || 'in-process mocks'));
  };
}
