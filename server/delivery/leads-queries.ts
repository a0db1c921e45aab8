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
