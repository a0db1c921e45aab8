// The default store of the reference server: one SQLite file (node:sqlite), see
// docs/adr/0008-sqlite-store.md and store.ts.
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
// included). A store that cannot be written, was emptied or is damaged is refused (sqlite-file.ts).
// The store itself stays readable by other processes (WAL), so `npm run leads` works while the server
// runs. Its tables come from schema.ts's migrations, its statements from queries.ts.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { storeQueries, type Query } from './queries.ts';
import { RateLimiter, type Limiter, type RateLimitOptions } from './rate-limit.ts';
import { currentVersion, MIGRATIONS, migrationsTable, newerSchema, queryBuilder, recordVersion } from './schema.ts';
import { checkStoreFile, damagedStore, isCorruption, markCreated, refuseDamaged } from './sqlite-file.ts';
import {
  ALL_CHANNELS,
  LimitReachedError,
  outboxRow,
  recordJson,
  StoreRefusedError,
  type OutboxRow,
  type RecordStore,
  type Row,
  type StoreOptions,
  type WriteTx,
} from './store.ts';

const queries = storeQueries('sqlite');

/** Runs compiled queries on one connection, each SQL text prepared once. */
function runner(db: DatabaseSync) {
  const prepared = new Map<string, StatementSync>();
  const statement = (q: Query) => {
    let found = prepared.get(q.sql);
    if (!found) prepared.set(q.sql, (found = db.prepare(q.sql)));
    return found;
  };
  const params = (q: Query) => q.parameters as SQLInputValue[];
  return {
    run: (q: Query) => statement(q).run(...params(q)),
    all: <R>(q: Query) => statement(q).all(...params(q)) as R[],
    get: <R>(q: Query) => statement(q).get(...params(q)) as R | undefined,
    iterate: <R>(q: Query) => statement(q).iterate(...params(q)) as Iterable<R>,
  };
}

/** Applies the migrations this store lacks, in one transaction; a store newer than this server is refused. */
function migrate(db: DatabaseSync, file: string): void {
  const schema = queryBuilder('sqlite');
  const sql = runner(db);
  db.exec('BEGIN IMMEDIATE');
  try {
    sql.run(migrationsTable(schema).compile() as Query);
    const current = Number(sql.get<{ v: number | null }>(currentVersion(schema).compile() as Query)?.v ?? 0);
    if (current > MIGRATIONS.length) throw new StoreRefusedError(newerSchema(`Data store ${file}`, current));
    for (let version = current + 1; version <= MIGRATIONS.length; version++) {
      for (const step of MIGRATIONS[version - 1]!(schema, 'sqlite')) db.exec(step.compile().sql);
      sql.run(recordVersion(schema, version).compile() as Query);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Store implements RecordStore {
  readonly file: string;
  #db: DatabaseSync;
  #sql: ReturnType<typeof runner>;
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
    this.#sql = runner(db);
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
      migrate(db, file);
      if (options.check) checkAll(db, file, options.check);
      const store = new Store(file, db, lock, maxRecordBytes, options);
      const initialised = runner(db).get(queries.initialised());
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
      this.#sql.run(queries.markInitialised(imported));
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** One record of a kind stored `byId`. */
  async get<T>(kind: string, id: string): Promise<T | undefined> {
    const row = this.#sql.get<{ data: string }>(queries.get(kind, id));
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  async findByLookup<T>(kind: string, lookup: string): Promise<T[]> {
    return this.#sql.all<{ data: string }>(queries.byLookup(kind, lookup)).map((row) => JSON.parse(row.data) as T);
  }

  async count(kind: string): Promise<number> {
    return Number(this.#sql.get<{ n: number }>(queries.count(kind))!.n);
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
        replace: (kind, id, data) => this.#sql.run(queries.replace(kind, id, recordJson(data, this.#maxRecordBytes))),
        deleteOlderThan: (kind, before) => this.#sql.run(queries.deleteOlder(kind, before)),
        // One connection, synchronous inside the open transaction: nothing runs between count and insert.
        requireFewer: (kind, lookup, after, max) => {
          if (Number(this.#sql.get<{ n: number }>(queries.countAfter(kind, lookup, after))!.n) >= max) throw new LimitReachedError(`${kind}: ${max} reached`);
        },
        recordQuestion: (q) => this.#sql.run(queries.recordQuestion(q)),
        rateAnswer: (messageId, feedback) => this.#sql.run(queries.rateAnswer(messageId, feedback)),
        markConversationLead: (sessionId) => this.#sql.run(queries.markConversationLead(sessionId)),
        enqueue: (m) => this.#sql.run(queries.enqueue(m)),
        settle: (id, outcome) => {
          if (outcome.delivered) this.#sql.run(queries.delivered(id));
          else if (outcome.retryAt === null) this.#sql.run(queries.failed(id, outcome.error.slice(0, 500)));
          else this.#sql.run(queries.retry(id, outcome.error.slice(0, 500), outcome.retryAt));
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
    const rows = this.#sql.all<Record<string, unknown>>(queries.due(now, channels, limit + inFlight.size)).map(outboxRow);
    return rows.filter((row) => !inFlight.has(row.id)).slice(0, limit);
  }

  rateLimiter(_name: string, options: RateLimitOptions): Limiter {
    return new RateLimiter(options);
  }


  #insert(row: Row, maxBytes: number): void {
    this.#sql.run(queries.insert(row, recordJson(row.data, maxBytes)));
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

function checkAll(db: DatabaseSync, file: string, check: NonNullable<StoreOptions['check']>): void {
  for (const row of runner(db).iterate<{ kind: string; id: string; data: string }>(queries.allRecords())) {
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
