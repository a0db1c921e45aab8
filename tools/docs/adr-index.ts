// The index of the decision records (issue 62): docs/adr/README.md lists every ADR with its number,
// title, status and what superseded it. ADRs superseded whole live in docs/adr/superseded/; those
// superseded in part stay beside the accepted ones, their status saying which part.
// `npm run adr:index` writes the index; `--check` writes nothing and fails when it is stale (npm
// test's unit project runs the same check in adr-index.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ADR_DIR = path.resolve(import.meta.dirname, '../../docs/adr');
export const SUPERSEDED_DIR = path.join(ADR_DIR, 'superseded');
const INDEX = path.join(ADR_DIR, 'README.md');

export interface Adr {
  number: string;
  title: string;
  /** The status paragraph, on one line. */
  status: string;
  /** The ADR that superseded it whole, or undefined. */
  supersededBy: string | undefined;
  /** Its path from docs/adr/. */
  file: string;
}

/** An ADR file's number, title and status. */
export function readAdr(file: string, text: string): Adr {
  const title = /^# ADR (\d{4}): (.+)$/m.exec(text);
  if (!title) throw new Error(`${file}: the first line must read '# ADR NNNN: the decision'`);
  const paragraph = /^Status: ([^\n]+(?:\n(?!\n)[^\n]+)*)/m.exec(text)?.[1];
  const status = paragraph?.split('\n').map((line) => line.trim()).join(' ');
  if (!status) throw new Error(`${file}: no 'Status:' line`);
  const whole = /^superseded by ADR (\d{4})/i.exec(status);
  return { number: title[1]!, title: title[2]!, status, supersededBy: whole?.[1], file };
}

export function allAdrs(): Adr[] {
  const read = (dir: string, prefix: string) =>
    readdirSync(dir)
      .filter((name) => /^\d{4}-.+\.md$/.test(name))
      .map((name) => readAdr(`${prefix}${name}`, readFileSync(path.join(dir, name), 'utf8')));
  return [...read(ADR_DIR, ''), ...read(SUPERSEDED_DIR, 'superseded/')].sort((a, b) => a.number.localeCompare(b.number));
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function formatIndex(adrs: readonly Adr[]): string {
  const open = adrs.filter((adr) => !adr.supersededBy);
  const gone = adrs.filter((adr) => adr.supersededBy);
  const row = (adr: Adr) => `| [${adr.number}](${adr.file}) | ${cell(adr.title)} | ${cell(adr.status)} |`;
  return [
    '# Architecture decision records',
    '',
    'Each file records one decision: its context, what we do, and what follows (template: `TEMPLATE.md`).',
    'A changed decision gets a new ADR, and the old one says what superseded it. An ADR superseded whole',
    'moves to `superseded/`; one superseded in part stays here, its status naming the part. This page is',
    'written by `npm run adr:index` (a unit test fails when it is stale).',
    '',
    `## In force (${open.length})`,
    '',
    '| ADR | decision | status |',
    '|---|---|---|',
    ...open.map(row),
    '',
    `## Superseded (${gone.length})`,
    '',
    '| ADR | decision | superseded by |',
    '|---|---|---|',
    ...gone.map((adr) => `| [${adr.number}](${adr.file}) | ${cell(adr.title)} | ADR ${adr.supersededBy} |`),
    '',
  ].join('\n');
}

if (import.meta.main) {
  const text = formatIndex(allAdrs());
  if (process.argv.includes('--check')) {
    if (readFileSync(INDEX, 'utf8') !== text) {
      console.error('docs/adr/README.md is stale: run `npm run adr:index`.');
      process.exit(1);
    }
  } else {
    writeFileSync(INDEX, text);
    console.log(`Wrote docs/adr/README.md (${allAdrs().length} ADRs)`);
  }
}
