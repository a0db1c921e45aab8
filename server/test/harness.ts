// Starts the reference server as a child process on 127.0.0.1 with a free port (PORT=0) and a temp
// store, reads its JSON log, and stops it by PID. Used by the server test, sweep, fuzz and load scripts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LogLine {
  event?: string;
  status?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  pid: number;
  dataFile: string;
  child: ChildProcess;
  /** Every request line with a 5xx status, and every error event, seen so far. */
  problems: LogLine[];
  /** Log lines with an `event` other than 'request' (mail, listening, errors...). */
  events: LogLine[];
  requestCount(): number;
  /** Method, path and status of every request logged so far. */
  requests: LogLine[];
  /** SIGTERM by PID and wait for the exit (SIGKILL after 10 s). */
  stop(): Promise<number | null>;
  /** kill -9 by PID, as a crash would. */
  crash(): Promise<void>;
}

/** A port free on 127.0.0.1 right now (for a server that must be told its port before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function tempDataFile(prefix = 'orbital-server-'): Promise<{ file: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { file: path.join(dir, 'db.sqlite'), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The records of one kind in a store, read as another process would after the server stopped (or
 * was killed: opening the file recovers its write-ahead log). The server must not be running: it
 * holds the store's lock.
 */
export function storedRecords<T = Record<string, unknown>>(file: string, kind: string): { id: string; data: T }[] {
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    const rows = db.prepare('SELECT id, data FROM records WHERE kind = ? ORDER BY seq').all(kind) as { id: string; data: string }[];
    return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
  } finally {
    db.close();
  }
}

/** Every message about these records (the record id in the payload's data), whatever its state. */
export function messagesAbout(
  db: DatabaseSync,
  recordIds: readonly string[],
): { id: string; recordId: string; status: string; attempts: number; lastError: string | null; dueAt: number }[] {
  if (recordIds.length === 0) return [];
  return db
    .prepare(
      `SELECT id, json_extract(payload, '$.data.id') AS recordId, status, attempts, last_error AS lastError, due_at AS dueAt FROM outbox ` +
        `WHERE json_extract(payload, '$.data.id') IN (${recordIds.map(() => '?').join(', ')}) ORDER BY seq`,
    )
    .all(...recordIds) as { id: string; recordId: string; status: string; attempts: number; lastError: string | null; dueAt: number }[];
}


/** The outbox state of the messages about these records (for a report of what was not delivered). */
export function outboxMessagesOf(file: string, recordIds: string[]): ReturnType<typeof messagesAbout> {
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    return messagesAbout(db, recordIds);
  } finally {
    db.close();
  }
}

/**
 * Resolves once `url` answers 2xx (to a GET, or to `request`); throws after `timeoutMs`, or at once when
 * `exited()` gives a reason.
 */
export async function waitForOk(url: string, timeoutMs: number, exited: () => string | undefined = () => undefined, request?: RequestInit): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(reason);
    if (await fetch(url, request).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident and peak memory of a process, from /proc (Linux), in MB. */
export async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number } | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kb = (name: string) => Number(status?.match(new RegExp(`^${name}:\\s*(\\d+)`, 'm'))?.[1] ?? NaN);
  return status ? { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 } : undefined;
}

export interface StartOptions {
  dataFile: string;
  env?: Record<string, string>;
  /** Print every non-request log line (mail, listening...). */
  echo?: boolean;
  onEvent?: (line: LogLine) => void;
}

export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/index.ts')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_FILE: options.dataFile, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const problems: LogLine[] = [];
  const events: LogLine[] = [];
  const requests: LogLine[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[server stderr] ${chunk.toString()}`));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not start within 20 s'));
    }, 20_000);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited during start (code ${code}); see its log above`));
    });
    createInterface({ input: child.stdout }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        process.stdout.write(`[server] ${text}\n`);
        return;
      }
      if (line.event === 'request') {
        requests.push({ method: line.method, path: line.path, status: line.status });
        if ((line.status ?? 0) >= 500) problems.push(line);
      } else {
        events.push(line);
        options.onEvent?.(line);
        if (line.level === 'error') problems.push(line);
        if (options.echo || line.level === 'error') process.stdout.write(`[server] ${text}\n`);
      }
      if (line.event === 'listening') {
        clearTimeout(timer);
        resolve({
          url: String(line.url),
          pid: child.pid ?? 0,
          dataFile: options.dataFile,
          child,
          problems,
          events,
          requestCount: () => requests.length,
          requests,
          async stop() {
            if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
            process.kill(child.pid ?? 0, 'SIGTERM');
            const force = setTimeout(() => process.kill(child.pid ?? 0, 'SIGKILL'), 10_000);
            const code = await exited;
            clearTimeout(force);
            return code;
          },
          async crash() {
            if (child.exitCode !== null || child.signalCode !== null) return;
            process.kill(child.pid ?? 0, 'SIGKILL');
            await exited;
          },
        });
      }
    });
  });
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** One HTTP request over node:http (keep-alive through `agent`); rejects only on connection errors. */
export function httpRequest(
  url: string,
  options: { method?: string; body?: string | Buffer; headers?: Record<string, string>; agent?: Agent; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.body !== undefined && !options.headers?.['transfer-encoding']
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
