// What the server uses of a store (issue 62: one interface, one schema, each statement once), which
// both stores implement: SQLite (sqlite.ts, the default: one file, one server) and PostgreSQL
// (postgres.ts, with DATABASE_URL: several instances on one database). Their tables are made by the
// numbered migrations of schema.ts, and every statement is written once in queries.ts and compiled
// for each store's dialect. Reads are asynchronous for PostgreSQL's sake; a change passed to `write`
// is synchronous and applied as one transaction, and the promise resolves once it is committed.
import type { Limiter, RateLimitOptions } from './rate-limit.ts';

export interface Row<T = unknown> {
  kind: string;
  id: string;
  createdAt: string;
  /** An indexed key to find records by (e.g. a lead's identity, a chat turn's session). */
  lookup?: string | null;
  /**
   * True for kinds read back by id (chat sessions, reset tokens): only these enter the id index, so
   * the bulk of records (leads, messages) are pure appends whose cost does not grow with the store.
   */
  byId?: boolean;
  /**
   * A test record (a request marked `Test-Record: true`, as the contract kit sends): kept apart from
   * real ones (its lookups are its own), never delivered, left out of exports unless asked.
   */
  test?: boolean;
  data: T;
}

/** A message the outbox delivers after the write that caused it is committed (issue 19). */
export interface OutboxMessage {
  id: string;
  /** How it travels: 'webhook' or 'mail'. */
  channel: string;
  /** What it is about, e.g. 'lead.captured'. */
  kind: string;
  /** The visitor's address, for operators' listings. */
  email: string | null;
  payload: unknown;
  createdAt: string;
}

export interface OutboxRow extends OutboxMessage {
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastError: string | null;
}

/** One question the concierge answered, as `npm run leads -- concierge` counts it (ADR 0078). */
export interface ConciergeQuestion {
  /** The reply's id (chat.message's messageId). */
  messageId: string;
  sessionId: string;
  askedAt: string;
  /** Without emails or phone numbers. */
  question: string;
  normalised: string;
  hadSource: boolean;
  test?: boolean;
}

export type AnswerFeedback = 'helpful' | 'not_helpful' | null;

/** What a write may do, inside the shared transaction. */
export interface WriteTx {
  /** Queues a message in the same transaction as the record that causes it (transactional outbox). */
  enqueue(message: OutboxMessage): void;
  /** Records the outcome of one delivery attempt: delivered, due again at `retryAt`, or failed for good. */
  settle(id: string, outcome: { delivered: true } | { delivered: false; error: string; retryAt: number | null }): void;
  insert(row: Row): void;
  /** Replaces the JSON of one record (of a kind stored `byId`). */
  replace(kind: string, id: string, data: unknown): void;
  /** Deletes the records of a kind created before `before` (an ISO time). */
  deleteOlderThan(kind: string, before: string): void;
  /**
   * Goes on only while fewer than `max` records of `kind` with this lookup were created after `after`,
   * else the whole write is undone and rejected with LimitReachedError. Checked atomically with the
   * write, across instances too (the reset-mail throttle); call it before the inserts it guards.
   */
  requireFewer(kind: string, lookup: string, after: string, max: number): void;
  /** The concierge's record of a question it answered (concierge_questions). */
  recordQuestion(question: ConciergeQuestion): void;
  /** The visitor's rating of the reply `messageId`, replacing an earlier one; null takes it back. */
  rateAnswer(messageId: string, feedback: AnswerFeedback): void;
  /** Marks every question of the conversation as one that became a lead. */
  markConversationLead(sessionId: string): void;
}

/** The store cannot be reached for the moment (PostgreSQL down or unreachable): the call may be sent again. */
export class StoreUnavailableError extends Error {}

/** A write's requireFewer found the limit reached: nothing of the write was kept. */
export class LimitReachedError extends Error {}

export interface StoreOptions {
  /** Returns a message when a stored record does not have its kind's shape; checked for every row at open. */
  check?: (kind: string, data: unknown) => string | undefined;
  /** Rows to import once into a new store (e.g. from the former JSON data file); read before anything is written. */
  initialRows?: () => Iterable<Row> | undefined;
  /** Test hook: runs before every COMMIT (e.g. to make it fail). */
  beforeCommit?: () => void;
}

/** A store; see the top of this file. */
export interface RecordStore {
  get<T>(kind: string, id: string): Promise<T | undefined>;
  findByLookup<T>(kind: string, lookup: string): Promise<T[]>;
  count(kind: string): Promise<number>;
  write<T>(change: (tx: WriteTx) => T): Promise<T>;
  settled(): Promise<void>;
  /**
   * Up to `limit` messages due at `now` and not in `inFlight` (this instance's deliveries), oldest
   * first; PostgreSQL also claims them, so another instance does not take them until they are settled.
   */
  dueMessages(now: number, limit: number, inFlight?: ReadonlySet<string>, channels?: readonly string[]): Promise<OutboxRow[]>;
  /**
   * A per-client token bucket named `name`: in this process for SQLite (one server per store), in
   * the database for PostgreSQL, so every instance draws from the same bucket.
   */
  rateLimiter(name: string, options: RateLimitOptions): Limiter;
  close(): Promise<void>;
}

/** The outbox's channels; an instance asks only for those it can deliver (dueMessages). */
export const ALL_CHANNELS: readonly string[] = ['webhook', 'mail'];

/** A stored record over this many bytes is refused (issue 12: no request stores more than 16 KB). */
export class RecordTooLargeError extends Error {}

/**
 * A reset mail's link (a live token) is kept only while the mail may still be sent: once it is
 * delivered or has failed for good, its payload is replaced (and such a mail is not queued again).
 */
export const RESET_MAIL_KIND = 'password.reset';

/** A record's JSON as stored; over `maxBytes` it is refused with RecordTooLargeError. */
export function recordJson(data: unknown, maxBytes: number): string {
  const text = JSON.stringify(data);
  if (Buffer.byteLength(text) > maxBytes) throw new RecordTooLargeError(`A record may store at most ${maxBytes} bytes`);
  return text;
}

/** A store the server must not start on; the message is the one line it prints. */
export class StoreRefusedError extends Error {}

export function outboxRow(row: Record<string, unknown>): OutboxRow {
  return {
    id: String(row.id),
    channel: String(row.channel),
    kind: String(row.kind),
    email: row.email === null ? null : String(row.email),
    payload: JSON.parse(String(row.payload)) as unknown,
    createdAt: String(row.created_at),
    attempts: Number(row.attempts),
    status: row.status as OutboxRow['status'],
    lastError: row.last_error === null ? null : String(row.last_error),
  };
}
