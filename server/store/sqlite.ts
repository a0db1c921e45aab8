// The durable store behind the reference server: one SQLite file (node:sqlite), see
// docs/adr/0008-sqlite-store.md.
//
// Each record is a row (kind, id, createdAt, an optional lookup key, the record as JSON). A write is
// applied at once inside an open transaction, so every later read on this connection sees it, and
// its promise resolves only after the COMMIT that makes it durable (WAL, synchronous=FULL). Writes
// arriving in the same turn of the event loop share one COMMIT (group commit: one fsync for many
// records), and a commit appends to the WAL instead of rewriting the data, so its cost does not grow
// with the number of records.
//
// The server holds SQLite's exclusive lock on a companion file (`<store>.lock`, named after the
// store's real path, so a symlink leads to the same lock) for its whole life: a second server cannot
// open the same store, and the lock is the operating system's, so it dies with its holder (kill -9
// included). A store that cannot be written, was emptied or is damaged is refused (store-file.ts). The store itself stays readable by other processes (WAL), so
// `npm run leads` works while the server runs.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { RateLimiter, type Limiter, type RateLimitOptions } from '../http/rate-limit.ts';
import { checkStoreFile, damagedStore, isCorruption, markCreated, refuseDamaged, StoreRefusedError } from './sqlite-file.ts';

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

/**
 * What the server uses of a store, which both stores implement: SQLite (this file, the default) and
 * PostgreSQL (store-postgres.ts, with DATABASE_URL). Reads are asynchronous for PostgreSQL's sake; a
 * change passed to `write` is synchronous and applied as one transaction, and the promise resolves
 * once it is committed.
 */
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
/** The SQL (SQLite and PostgreSQL alike) of an outbox update that redacts a reset mail's link. */
export const REDACT_RESET_LINK = `payload = CASE WHEN kind = '${RESET_MAIL_KIND}' THEN '"redacted"' ELSE payload END`;

/** A record's JSON as stored; over `maxBytes` it is refused with RecordTooLargeError. */
export function recordJson(data: unknown, maxBytes: number): string {
  const text = JSON.stringify(data);
  if (Buffer.byteLength(text) > maxBytes) throw new RecordTooLargeError(`A record may store at most ${maxBytes} bytes`);
  return text;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Store implements RecordStore {
  readonly file: string;
  #db: DatabaseSync;
  #statements: Record<
    'insert' | 'replace' | 'get' | 'byLookup' | 'countAfter' | 'deleteOlder' | 'count' | 'enqueue' | 'delivered' | 'retry' | 'failed' | 'due',
    StatementSync
  >;
  #waiting: Waiter[] = [];
  #open = false;
  #commitScheduled = false;
  #maxRecordBytes: number;
  #beforeCommit: (() => void) | undefined;

  #lock: DatabaseSync;

  private constructor(file: string, db: DatabaseSync, lock: DatabaseSync, maxRecordBytes: number, options: StoreOptions) {
    this.file = file;
    this.#db = db;
    this.#lock = lock;
    this.#maxRecordBytes = maxRecordBytes;
    this.#beforeCommit = options.beforeCommit;
    this.#statements = {
      insert: db.prepare('INSERT INTO records (kind, id, created_at, lookup, by_id, test, data) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      replace: db.prepare('UPDATE records SET data = ? WHERE kind = ? AND id = ? AND by_id = 1'),
      get: db.prepare('SELECT data FROM records WHERE kind = ? AND id = ? AND by_id = 1'),
      byLookup: db.prepare('SELECT data FROM records WHERE kind = ? AND lookup = ? ORDER BY seq'),
      countAfter: db.prepare('SELECT COUNT(*) AS n FROM records WHERE kind = ? AND lookup = ? AND created_at > ?'),
      deleteOlder: db.prepare('DELETE FROM records WHERE kind = ? AND created_at < ?'),
      count: db.prepare('SELECT COUNT(*) AS n FROM records WHERE kind = ?'),
      enqueue: db.prepare('INSERT INTO outbox (id, channel, kind, email, payload, due_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      delivered: db.prepare(`UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, ${REDACT_RESET_LINK} WHERE id = ?`),
      retry: db.prepare("UPDATE outbox SET status = 'pending', attempts = attempts + 1, last_error = ?, due_at = ? WHERE id = ?"),
      failed: db.prepare(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, ${REDACT_RESET_LINK} WHERE id = ?`),
      due: db.prepare("SELECT * FROM outbox WHERE status = 'pending' AND due_at <= ? AND channel IN (SELECT value FROM json_each(?)) ORDER BY due_at, seq LIMIT ?"),
    };
  }

  /**
   * Opens (or creates) the store and takes its lock. Every stored record is checked against its
   * shape first: a bad one stops the start with a message naming it, and nothing is written.
   */
  static open(file: string, options: StoreOptions = {}, maxRecordBytes = Number.POSITIVE_INFINITY): Store {
    try {
      mkdirSync(path.dirname(file), { recursive: true });
    } catch (error) {
      throw new StoreRefusedError(`Data store folder ${path.dirname(file)} cannot be created (${(error as NodeJS.ErrnoException).code}); point DATA_FILE elsewhere.`);
    }
    const { real, isNew } = checkStoreFile(file);
    const lock = takeServerLock(real, file);
    // A tool writing meanwhile (npm run leads -- redeliver) holds the write lock for a moment.
    const db = new DatabaseSync(real, { timeout: 2000 });
    try {
      // Before anything is written: a damaged store is left as it was found.
      if (!isNew) refuseDamaged(db, file);
      // Only a store this server creates gets its mode; an operator's choice for an existing one stays.
      if (isNew) chmodSync(real, 0o600);
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      db.exec(`
        CREATE TABLE IF NOT EXISTS records (
          seq INTEGER PRIMARY KEY,
          kind TEXT NOT NULL,
          id TEXT NOT NULL,
          created_at TEXT NOT NULL,
          lookup TEXT,
          by_id INTEGER NOT NULL DEFAULT 0,
          data TEXT NOT NULL
        );
        CREATE UNIQUE INDEX IF NOT EXISTS records_by_id ON records (kind, id) WHERE by_id = 1;
        CREATE INDEX IF NOT EXISTS records_by_lookup ON records (kind, lookup, created_at) WHERE lookup IS NOT NULL;
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS outbox (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          channel TEXT NOT NULL,
          kind TEXT NOT NULL,
          email TEXT,
          payload TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending',
          attempts INTEGER NOT NULL DEFAULT 0,
          due_at INTEGER NOT NULL,
          last_error TEXT,
          created_at TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due_at) WHERE status = 'pending';
      `);
      // Added for test records (issue 61): a store made before gets the column, every row a real record.
      if (!(db.prepare('PRAGMA table_info(records)').all() as { name: string }[]).some((column) => column.name === 'test')) {
        db.exec('ALTER TABLE records ADD COLUMN test INTEGER NOT NULL DEFAULT 0');
      }
      if (options.check) checkAll(db, file, options.check);
      const store = new Store(file, db, lock, maxRecordBytes, options);
      const initialised = db.prepare("SELECT value FROM meta WHERE key = 'initialised'").get();
      if (!initialised) store.#initialise(options);
      markCreated(real);
      return store;
    } catch (error) {
      db.close();
      lock.close();
      throw isCorruption(error) ? damagedStore(file, (error as Error).message) : error;
    }
  }

  #initialise(options: StoreOptions): void {
    const rows = options.initialRows?.();
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      let imported = 0;
      for (const row of rows ?? []) {
        const problem = options.check?.(row.kind, row.data);
        if (problem) throw new StoreRefusedError(`Cannot import record ${row.kind} ${row.id}: ${problem}. Nothing was imported.`);
        this.#insert(row, Number.POSITIVE_INFINITY);
        imported++;
      }
      this.#db.prepare("INSERT INTO meta (key, value) VALUES ('initialised', ?)").run(JSON.stringify({ at: new Date().toISOString(), imported }));
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** One record of a kind stored `byId`. */
  async get<T>(kind: string, id: string): Promise<T | undefined> {
    const row = this.#statements.get.get(kind, id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  async findByLookup<T>(kind: string, lookup: string): Promise<T[]> {
    return (this.#statements.byLookup.all(kind, lookup) as { data: string }[]).map((row) => JSON.parse(row.data) as T);
  }

  async count(kind: string): Promise<number> {
    return Number((this.#statements.count.get(kind) as { n: number }).n);
  }

  /**
   * Applies a change now (later reads see it) and resolves with its result once it is durable. A
   * change that throws leaves nothing behind (it runs in its own savepoint). If the COMMIT fails,
   * every change of that transaction is rolled back and each waiting caller is rejected.
   */
  write<T>(change: (tx: WriteTx) => T): Promise<T> {
    if (!this.#open) {
      this.#db.exec('BEGIN IMMEDIATE');
      this.#open = true;
    }
    this.#db.exec('SAVEPOINT change');
    let result: T;
    try {
      result = change({
        insert: (row) => this.#insert(row, this.#maxRecordBytes),
        replace: (kind, id, data) => this.#statements.replace.run(recordJson(data, this.#maxRecordBytes), kind, id),
        deleteOlderThan: (kind, before) => this.#statements.deleteOlder.run(kind, before),
        // One connection, synchronous inside the open transaction: nothing runs between count and insert.
        requireFewer: (kind, lookup, after, max) => {
          if (Number((this.#statements.countAfter.get(kind, lookup, after) as { n: number }).n) >= max) throw new LimitReachedError(`${kind}: ${max} reached`);
        },
        enqueue: (m) =>
          this.#statements.enqueue.run(m.id, m.channel, m.kind, m.email, JSON.stringify(m.payload), Date.parse(m.createdAt), m.createdAt),
        settle: (id, outcome) => {
          if (outcome.delivered) this.#statements.delivered.run(id);
          else if (outcome.retryAt === null) this.#statements.failed.run(outcome.error.slice(0, 500), id);
          else this.#statements.retry.run(outcome.error.slice(0, 500), outcome.retryAt, id);
        },
      });
      this.#db.exec('RELEASE change');
    } catch (error) {
      this.#db.exec('ROLLBACK TO change; RELEASE change');
      this.#scheduleCommit();
      return Promise.reject(error);
    }
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#scheduleCommit();
    }).then(() => result);
  }

  /** Resolves once every change made so far is durable (e.g. before answering with a record just read). */
  settled(): Promise<void> {
    if (!this.#open) return Promise.resolve();
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /** Up to `limit` messages of `channels` due at `now`, oldest first. */
  async dueMessages(now: number, limit: number, inFlight: ReadonlySet<string> = new Set(), channels: readonly string[] = ALL_CHANNELS): Promise<OutboxRow[]> {
    if (limit <= 0 || channels.length === 0) return [];
    const rows = (this.#statements.due.all(now, JSON.stringify(channels), limit + inFlight.size) as Record<string, unknown>[]).map(outboxRow);
    return rows.filter((row) => !inFlight.has(row.id)).slice(0, limit);
  }

  rateLimiter(_name: string, options: RateLimitOptions): Limiter {
    return new RateLimiter(options);
  }


  #insert(row: Row, maxBytes: number): void {
    this.#statements.insert.run(row.kind, row.id, row.createdAt, row.lookup ?? null, row.byId ? 1 : 0, row.test ? 1 : 0, recordJson(row.data, maxBytes));
  }

  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    // setImmediate: after the I/O of this loop turn, so every request parsed meanwhile shares the COMMIT.
    setImmediate(() => this.#commit());
  }

  #commit(): void {
    this.#commitScheduled = false;
    if (!this.#open) return;
    const batch = this.#waiting;
    this.#waiting = [];
    this.#open = false;
    try {
      this.#beforeCommit?.();
      this.#db.exec('COMMIT');
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    for (const waiter of batch) waiter.resolve();
  }

  /** Commits what is pending, then closes the connection and releases the lock. */
  async close(): Promise<void> {
    if (!this.#db.isOpen) return;
    await this.settled().catch(() => undefined);
    this.#db.close();
    this.#lock.close();
  }
}

/** SQLite's exclusive lock on `<real path>.lock`, held until the connection closes or the process dies. */
function takeServerLock(real: string, named: string): DatabaseSync {
  const lock = new DatabaseSync(`${real}.lock`, { timeout: 0 });
  try {
    lock.exec('PRAGMA locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (pid INTEGER); COMMIT');
    chmodSync(`${real}.lock`, 0o600);
    return lock;
  } catch (error) {
    lock.close();
    if (/locked|busy/i.test((error as Error).message)) throw new StoreRefusedError(`Data store ${named} is in use by another server process.`);
    throw error;
  }
}

/**
 * Opens a store for a tool (export, redeliver) while the server may be running: no lock, no shape
 * check. A missing store is refused: a tool never creates one.
 */
export function openForTools(file: string): DatabaseSync {
  if (!existsSync(file)) throw new StoreRefusedError(`No data store at ${file} (DATA_FILE): nothing to read.`);
  const db = new DatabaseSync(file, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  return db;
}

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

function checkAll(db: DatabaseSync, file: string, check: NonNullable<StoreOptions['check']>): void {
  for (const row of db.prepare('SELECT kind, id, data FROM records ORDER BY seq').iterate() as Iterable<{ kind: string; id: string; data: string }>) {
    let data: unknown;
    try {
      data = JSON.parse(row.data);
    } catch {
      throw new StoreRefusedError(`Data store ${file}: record ${row.kind} ${row.id} is not valid JSON; refusing to start (nothing was changed).`);
    }
    const problem = check(row.kind, data);
    if (problem) {
      throw new StoreRefusedError(`Data store ${file}: record ${row.kind} ${row.id} does not have the expected shape (${problem}); refusing to start (nothing was changed).`);
    }
  }
}
