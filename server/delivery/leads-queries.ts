// Queries for the operators' tool (leads-cli.ts) on an open store, SQLite or PostgreSQL (ToolDb: the
// same SQL on both, `?` placeholders): read records and the outbox, and queue failed messages again.
// The server never exposes these over HTTP.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { withoutHiddenCharactersDeep } from '../../src/contract/index.ts';
import { withoutCredentials } from './outbox.ts';
import { RESET_MAIL_KIND } from '../store/sqlite.ts';

export interface ExportedRecord {
  kind: string;
  [field: string]: unknown;
}

/** What the tool needs of a store's database: rows of a query, and the number of rows a change touched. */
export interface ToolDb {
  all<R>(sql: string, params: readonly (string | number)[]): Promise<R[]>;
  run(sql: string, params: readonly (string | number)[]): Promise<number>;
  close(): Promise<void>;
}

export function sqliteToolDb(db: DatabaseSync): ToolDb {
  return {
    all: async <R>(sql: string, params: readonly (string | number)[]) => db.prepare(sql).all(...(params as SQLInputValue[])) as R[],
    run: async (sql, params) => Number(db.prepare(sql).run(...(params as SQLInputValue[])).changes),
    close: async () => db.close(),
  };
}

/** Records of `kinds` created since `since`; test records (test-records.ts) only with `includeTest`, marked `test: true`. */
export async function exportRecords(db: ToolDb, kinds: readonly string[], since?: string, options: { includeTest?: boolean } = {}): Promise<ExportedRecord[]> {
  const rows = await db.all<{ kind: string; data: string; test: unknown }>(
    `SELECT kind, data, test FROM records WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND created_at >= ?${options.includeTest ? '' : ' AND NOT test'} ORDER BY seq`,
    [...kinds, since ?? ''],
  );
  // A record stored before the server took them out of requests may hold bidi controls (issue 47).
  return rows.map((row) => ({
    kind: row.kind,
    ...withoutHiddenCharactersDeep(JSON.parse(row.data) as Record<string, unknown>),
    ...(row.test === true || row.test === 1 ? { test: true } : {}),
  }));
}

export async function failedMessages(db: ToolDb): Promise<{ id: string; kind: string; email: string | null; attempts: number; lastError: string | null }[]> {
  // The alias quoted: PostgreSQL folds unquoted names to lower case.
  const rows = await db.all<{ id: string; kind: string; email: string | null; attempts: number; lastError: string | null }>(
    `SELECT id, kind, email, attempts, last_error AS "lastError" FROM outbox WHERE status = 'failed' ORDER BY seq`,
    [],
  );
  // An error stored before WEBHOOK_URL with credentials was refused at start may still name them.
  return rows.map((row) => ({ ...row, lastError: row.lastError === null ? null : withoutCredentials(row.lastError) }));
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

/**
 * Puts failed messages (one, or all) back in the queue, due now, with a fresh retry schedule; not
 * reset mails, whose link was redacted when they failed (and has expired since).
 */
export function requeueFailed(db: ToolDb, id?: string): Promise<number> {
  const sql = `UPDATE outbox SET status = 'pending', attempts = 0, due_at = ? WHERE status = 'failed' AND kind != '${RESET_MAIL_KIND}'${id ? ' AND id = ?' : ''}`;
  return db.run(sql, id ? [Date.now(), id] : [Date.now()]);
}
