// The operators' tool (leads-cli.ts) on an open store, SQLite or PostgreSQL: read records and the
// outbox, and queue failed messages again, with the statements of store/queries.ts compiled for the
// store's dialect. The server never exposes these over HTTP.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { withoutHiddenCharactersDeep } from '../../src/contract/index.ts';
import { storeQueries, type Query, type StoreQueries } from '../store/queries.ts';
import { withoutCredentials } from './outbox.ts';

export interface ExportedRecord {
  kind: string;
  [field: string]: unknown;
}

/** What the tool needs of a store's database: its dialect's statements, rows of a query, and the number of rows a change touched. */
export interface ToolDb {
  queries: StoreQueries;
  all<R>(q: Query): Promise<R[]>;
  run(q: Query): Promise<number>;
  close(): Promise<void>;
}

export function sqliteToolDb(db: DatabaseSync): ToolDb {
  const params = (q: Query) => q.parameters as SQLInputValue[];
  return {
    queries: storeQueries('sqlite'),
    all: async <R>(q: Query) => db.prepare(q.sql).all(...params(q)) as R[],
    run: async (q: Query) => Number(db.prepare(q.sql).run(...params(q)).changes),
    close: async () => db.close(),
  };
}

/** Records of `kinds` created since `since`; test records (test-records.ts) only with `includeTest`, marked `test: true`. */
export async function exportRecords(db: ToolDb, kinds: readonly string[], since?: string, options: { includeTest?: boolean } = {}): Promise<ExportedRecord[]> {
  const rows = await db.all<{ kind: string; data: string; test: unknown }>(db.queries.exportRecords(kinds, since ?? '', options.includeTest === true));
  // A record stored before the server took them out of requests may hold bidi controls (issue 47).
  return rows.map((row) => ({
    kind: row.kind,
    ...withoutHiddenCharactersDeep(JSON.parse(row.data) as Record<string, unknown>),
    ...(row.test === true || row.test === 1 ? { test: true } : {}),
  }));
}

export async function failedMessages(db: ToolDb): Promise<{ id: string; kind: string; email: string | null; attempts: number; lastError: string | null }[]> {
  const rows = await db.all<{ id: string; kind: string; email: string | null; attempts: number; lastError: string | null }>(db.queries.failedMessages());
  // An error stored before WEBHOOK_URL with credentials was refused at start may still name them.
  return rows.map((row) => ({ ...row, lastError: row.lastError === null ? null : withoutCredentials(row.lastError) }));
}

/**
 * Puts failed messages (one, or all) back in the queue, due now, with a fresh retry schedule; not
 * reset mails, whose link was redacted when they failed (and has expired since).
 */
export function requeueFailed(db: ToolDb, id?: string): Promise<number> {
  return db.run(db.queries.requeueFailed(Date.now(), id));
}

/** What `npm run leads -- concierge` prints for a period (ADR 0078). */
export interface ConciergeReport {
  questions: number;
  top: { question: string; count: number }[];
  withoutSource: { question: string; count: number }[];
  feedback: { helpful: number; notHelpful: number; none: number };
  conversations: number;
  leads: number;
}

/** The concierge's questions in [since, until): real ones only (test records are left out). */
export async function conciergeReport(db: ToolDb, since: string, until: string, limit = 10): Promise<ConciergeReport> {
  const q = db.queries.conciergeQuestions(since, until);
  const groups = (rows: { question: string; n: unknown }[]) => rows.map((row) => ({ question: row.question, count: Number(row.n) }));
  // One after the other: PostgreSQL's tool connection runs one query at a time.
  const top = await db.all<{ question: string; n: unknown }>(q.top(limit, false));
  const withoutSource = await db.all<{ question: string; n: unknown }>(q.top(limit, true));
  const feedback = await db.all<{ feedback: string | null; n: unknown }>(q.feedback());
  const [totals] = await db.all<{ conversations: unknown; leads: unknown; questions: unknown }>(q.conversations());
  const rated = (value: string | null) => Number(feedback.find((row) => row.feedback === value)?.n ?? 0);
  return {
    questions: Number(totals?.questions ?? 0),
    top: groups(top),
    withoutSource: groups(withoutSource),
    feedback: { helpful: rated('helpful'), notHelpful: rated('not_helpful'), none: rated(null) },
    conversations: Number(totals?.conversations ?? 0),
    leads: Number(totals?.leads ?? 0),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/** The report as the tool prints it. */
export function conciergeReportText(report: ConciergeReport, period: string): string {
  const list = (rows: { question: string; count: number }[]) =>
    rows.length === 0 ? ['  (none)'] : rows.map((row) => `  ${String(row.count).padStart(5)}  ${row.question}`);
  const { helpful, notHelpful, none } = report.feedback;
  return [
    `Concierge questions ${period}: ${report.questions} in ${report.conversations} conversation(s)`,
    '',
    'Top questions',
    ...list(report.top),
    '',
    'Questions with no source (content gaps)',
    ...list(report.withoutSource),
    '',
    'Feedback on answers',
    `  helpful      ${String(helpful).padStart(5)}  ${percent(helpful, report.questions)}`,
    `  not helpful  ${String(notHelpful).padStart(5)}  ${percent(notHelpful, report.questions)}`,
    `  none         ${String(none).padStart(5)}  ${percent(none, report.questions)}`,
    '',
    'Conversations to leads',
    `  ${report.leads} of ${report.conversations} conversation(s) became leads (${percent(report.leads, report.conversations)})`,
    '',
  ].join('\n');
}
