// Queries for the operators' tool (leads-cli.ts) on an open store: read records and the outbox, and
// queue failed messages again. The server never exposes these over HTTP.
import type { DatabaseSync } from 'node:sqlite';
import { withoutHiddenCharactersDeep } from './hidden-characters.ts';
import { withoutCredentials } from './outbox.ts';
import { RESET_MAIL_KIND } from './store.ts';

export interface ExportedRecord {
  kind: string;
  [field: string]: unknown;
}

export function exportRecords(db: DatabaseSync, kinds: readonly string[], since?: string): ExportedRecord[] {
  const rows = db
    .prepare(`SELECT kind, data FROM records WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND created_at >= ? ORDER BY seq`)
    .all(...kinds, since ?? '') as { kind: string; data: string }[];
  // A record stored before the server took them out of requests may hold bidi controls (issue 47).
  return rows.map((row) => ({ kind: row.kind, ...withoutHiddenCharactersDeep(JSON.parse(row.data) as Record<string, unknown>) }));
}

export function failedMessages(db: DatabaseSync): { id: string; kind: string; email: string | null; attempts: number; lastError: string | null }[] {
  const rows = db
    .prepare("SELECT id, kind, email, attempts, last_error AS lastError FROM outbox WHERE status = 'failed' ORDER BY seq")
    .all() as { id: string; kind: string; email: string | null; attempts: number; lastError: string | null }[];
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
export function requeueFailed(db: DatabaseSync, id?: string): number {
  const sql = `UPDATE outbox SET status = 'pending', attempts = 0, due_at = ? WHERE status = 'failed' AND kind != '${RESET_MAIL_KIND}'${id ? ' AND id = ?' : ''}`;
  const result = id ? db.prepare(sql).run(Date.now(), id) : db.prepare(sql).run(Date.now());
  return Number(result.changes);
}
