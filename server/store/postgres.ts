// The PostgreSQL store (issue 47 point 2, docs/adr/0043 and 0066): chosen by DATABASE_URL, so several
// server instances share one database. Same tables (schema.ts) and statements (queries.ts) as the
// SQLite store; what differs:
// - the migrations are applied at start inside a transaction holding an advisory lock, so instances
//   starting together apply each once;
// - a write's changes are collected while its function runs, then sent as one transaction: the
//   promise resolves after COMMIT (durable under PostgreSQL's default synchronous_commit);
// - the outbox is claimed with FOR UPDATE SKIP LOCKED: a claimed message's due time moves a lease
//   ahead, so another instance takes it only if this one died before settling it (at least once).
import pg from 'pg';
import { storeQueries, type Query } from './queries.ts';
import { currentVersion, MIGRATIONS, migrationsTable, newerSchema, queryBuilder, recordVersion } from './schema.ts';
import { ALL_CHANNELS, LimitReachedError, outboxRow, recordJson, RecordTooLargeError, StoreRefusedError, StoreUnavailableError, type OutboxRow, type RecordStore, type StoreOptions, type WriteTx } from './store.ts';
import type { ToolDb } from '../delivery/leads-queries.ts';
import { RateLimiter, refusal, type Limiter, type RateDecision, type RateLimitOptions } from './rate-limit.ts';

/** Any number: the key of the advisory lock taken while migrating (pg_advisory_xact_lock). */
const MIGRATION_LOCK = 4_707_047;

const queries = storeQueries('postgres');

/** How long a claimed message stays with the instance that claimed it (beyond any delivery timeout). */
const DEFAULT_CLAIM_MS = 120_000;
/** Connections an instance keeps to the database at most (DATABASE_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;

export interface PostgresSettings {
  /** OUTBOX_CLAIM_MS. */
  claimMs?: number;
  /** DATABASE_POOL_MAX. */
  poolMax?: number;
}

/** A query of a write; `check` may refuse its result, which rolls the whole write back. */
type WriteQuery = { query: Query; check?: (rows: Record<string, unknown>[]) => void };

const run = <R extends pg.QueryResultRow>(client: pg.Pool | pg.PoolClient | pg.Client, q: Query) => client.query<R>(q.sql, q.parameters as unknown[]);

/**
 * Network errors, and PostgreSQL's connection_exception class (08), insufficient_resources class (53:
 * too many connections, out of memory or disk) and shutdown codes (57P01-57P03): the call may be sent again.
 */
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|08...|53...|57P0[123])$/;

/** The error a call sees: StoreUnavailableError when the database cannot be reached, else the error itself. */
function unreachableAsUnavailable(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const lost = typeof message === 'string' && /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
  if ((typeof code === 'string' && UNREACHABLE.test(code)) || lost) return new StoreUnavailableError(`PostgreSQL store unreachable: ${String(code ?? message)}`, { cause: error });
  return error;
}

/** DATABASE_URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The one-line refusal of the store at `url` (the server's start, or npm run leads): the first line of `reason`, never the password. */
function storeRefused(url: string, reason: string, outcome: 'refusing to start' | 'nothing to read'): StoreRefusedError {
  return new StoreRefusedError(`PostgreSQL store ${redactedUrl(url)}: ${reason.split('\n')[0]!.replaceAll(url, redactedUrl(url))}; ${outcome}.`);
}

export class PostgresStore implements RecordStore {
  #pool: pg.Pool;
  #maxRecordBytes: number;
  #beforeCommit: (() => void) | undefined;
  #inFlight = new Set<Promise<unknown>>();
  #closed = false;
  #claimMs: number;

  private constructor(pool: pg.Pool, maxRecordBytes: number, options: StoreOptions, claimMs: number) {
    this.#pool = pool;
    this.#claimMs = claimMs;
    this.#maxRecordBytes = maxRecordBytes;
    this.#beforeCommit = options.beforeCommit;
  }

  /**
   * Connects, applies the migrations this database lacks (under the advisory lock), checks every
   * stored record's shape, imports `initialRows` into a new database. A failure is a StoreRefusedError
   * whose message never holds the password.
   */
  static async open(url: string, options: StoreOptions = {}, maxRecordBytes = Number.POSITIVE_INFINITY, settings: PostgresSettings = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: settings.poolMax ?? DEFAULT_POOL_MAX, connectionTimeoutMillis: 10_000 });
    // A connection that dies (a restart, pg_terminate_backend) emits 'error' on its client, idle or
    // checked out; unheard, that event ends the process. The query in flight is rejected on its own,
    // and the pool drops the client, so these listeners have nothing left to do.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const store = new PostgresStore(pool, maxRecordBytes, options, settings.claimMs ?? DEFAULT_CLAIM_MS);
    try {
      await store.#migrate(options);
      return store;
    } catch (error) {
      await pool.end();
      if (error instanceof StoreRefusedError || error instanceof RecordTooLargeError) throw error;
      const original = error instanceof StoreUnavailableError ? error.cause : error;
      throw storeRefused(url, (original as Error).message, 'refusing to start');
    }
  }

  async #migrate(options: StoreOptions): Promise<void> {
    const schema = queryBuilder('postgres');
    await this.#transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await run(client, migrationsTable(schema).compile() as Query);
      const { rows } = await run<{ v: number | null }>(client, currentVersion(schema).compile() as Query);
      const current = Number(rows[0]?.v ?? 0);
      if (current > MIGRATIONS.length) throw new StoreRefusedError(newerSchema('PostgreSQL store', current));
      for (let version = current + 1; version <= MIGRATIONS.length; version++) {
        for (const step of MIGRATIONS[version - 1]!(schema, 'postgres')) await client.query(step.compile().sql);
        await run(client, recordVersion(schema, version).compile() as Query);
      }
      if (options.check) {
        const records = await run<{ kind: string; id: string; data: string }>(client, queries.allRecords());
        for (const row of records.rows) {
          const problem = options.check(row.kind, JSON.parse(row.data));
          if (problem) throw new StoreRefusedError(`PostgreSQL store: record ${row.kind} ${row.id} does not have the expected shape (${problem}); refusing to start (nothing was changed).`);
        }
      }
      const initialised = await run(client, queries.initialised());
      if (initialised.rowCount === 0) {
        let imported = 0;
        for (const row of options.initialRows?.() ?? []) {
          const problem = options.check?.(row.kind, row.data);
          if (problem) throw new StoreRefusedError(`Cannot import record ${row.kind} ${row.id}: ${problem}. Nothing was imported.`);
          await run(client, queries.insert(row, recordJson(row.data, Number.POSITIVE_INFINITY)));
          imported++;
        }
        await run(client, queries.markInitialised(imported));
      }
    });
  }

  /** A query on the pool; an unreachable database is a StoreUnavailableError. */
  async #query<R extends pg.QueryResultRow>(q: Query): Promise<pg.QueryResult<R>> {
    try {
      return await run<R>(this.#pool, q);
    } catch (error) {
      throw unreachableAsUnavailable(error);
    }
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect().catch((error: unknown) => {
      throw unreachableAsUnavailable(error);
    });
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      this.#beforeCommit?.();
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError as Error));
      throw unreachableAsUnavailable(error);
    } finally {
      // A client whose ROLLBACK failed has lost its connection: the pool destroys it instead of lending it again.
      client.release(broken);
    }
  }

  async get<T>(kind: string, id: string): Promise<T | undefined> {
    const { rows } = await this.#query<{ data: string }>(queries.get(kind, id));
    return rows[0] ? (JSON.parse(rows[0].data) as T) : undefined;
  }

  async findByLookup<T>(kind: string, lookup: string): Promise<T[]> {
    const { rows } = await this.#query<{ data: string }>(queries.byLookup(kind, lookup));
    return rows.map((row) => JSON.parse(row.data) as T);
  }

  async count(kind: string): Promise<number> {
    const { rows } = await this.#query<{ n: string }>(queries.count(kind));
    return Number(rows[0]!.n);
  }

  /** Runs `change` now to collect its queries, then sends them as one transaction. */
  write<T>(change: (tx: WriteTx) => T): Promise<T> {
    const queries_: WriteQuery[] = [];
    const add = (query: Query, check?: WriteQuery['check']) => queries_.push({ query, check });
    let result: T;
    try {
      result = change({
        insert: (row) => add(queries.insert(row, recordJson(row.data, this.#maxRecordBytes))),
        replace: (kind, id, data) => add(queries.replace(kind, id, recordJson(data, this.#maxRecordBytes))),
        deleteOlderThan: (kind, before) => add(queries.deleteOlder(kind, before)),
        // The advisory lock (per kind and lookup, held until COMMIT) orders the writes of every
        // instance; the count, a statement of its own, then sees what the previous holder committed.
        requireFewer: (kind, lookup, after, max) => {
          add(queries.lockKey(`${kind}\n${lookup}`));
          add(queries.countAfter(kind, lookup, after), (rows) => {
            if (Number(rows[0]!.n) >= max) throw new LimitReachedError(`${kind}: ${max} reached`);
          });
        },
        recordQuestion: (q) => add(queries.recordQuestion(q)),
        rateAnswer: (messageId, feedback) => add(queries.rateAnswer(messageId, feedback)),
        markConversationLead: (sessionId) => add(queries.markConversationLead(sessionId)),
        enqueue: (m) => add(queries.enqueue(m)),
        settle: (id, outcome) => {
          if (outcome.delivered) add(queries.delivered(id));
          else if (outcome.retryAt === null) add(queries.failed(id, outcome.error.slice(0, 500)));
          else add(queries.retry(id, outcome.error.slice(0, 500), outcome.retryAt));
        },
      });
    } catch (error) {
      return Promise.reject(error);
    }
    const running = this.#transaction(async (client) => {
      for (const { query, check } of queries_) {
        const { rows } = await run<Record<string, unknown>>(client, query);
        check?.(rows);
      }
    }).then(() => result);
    this.#inFlight.add(running);
    void running.finally(() => this.#inFlight.delete(running)).catch(() => undefined);
    return running;
  }

  /** Resolves once every write started so far has been committed or has failed. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.#inFlight]);
  }

  async dueMessages(now: number, limit: number, inFlight: ReadonlySet<string> = new Set(), channels: readonly string[] = ALL_CHANNELS): Promise<OutboxRow[]> {
    if (limit <= 0 || channels.length === 0) return [];
    const { rows } = await this.#query<Record<string, unknown>>(queries.claimDue(now, channels, limit, [...inFlight], now + this.#claimMs));
    return rows.sort((a, b) => Number(a.was_due) - Number(b.was_due) || Number(a.seq) - Number(b.seq)).map(outboxRow);
  }

  /**
   * A token bucket per client like RateLimiter's (rate-limit.ts), kept in the database, so every
   * instance draws from the same bucket. One statement per hit: the row lock of the upsert orders
   * concurrent hits on one key.
   */
  rateLimiter(name: string, options: RateLimitOptions): Limiter {
    const { max, windowMs } = options;
    const now = options.now ?? Date.now;
    const perMs = max / windowMs;
    const query = <R extends pg.QueryResultRow>(q: Query) => this.#query<R>(q);
    // While the database cannot be reached, each instance counts on its own: the calls that only
    // compute keep answering, and those that store answer 503 from their handler.
    const local = new RateLimiter(options);
    return {
      windowMs,
      async hit(key: string, cost = 1): Promise<RateDecision> {
        const needed = Math.max(1, Math.min(cost, max));
        const answer = await query<{ tokens: number; allowed: boolean }>(queries.hitBucket(name, key, max, needed, now(), perMs)).catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) return undefined;
          throw error;
        });
        if (!answer) return local.hit(key, cost);
        const row = answer.rows[0]!;
        return row.allowed ? { allowed: true, remaining: Math.floor(row.tokens) } : refusal(row.tokens, needed, max, windowMs);
      },
      sweep() {
        query(queries.sweepBuckets(name, now(), perMs, max)).catch(() => undefined); // the next sweep tries again
        local.sweep();
      },
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.settled();
    await this.#pool.end();
  }
}

/**
 * The operators' tool on a PostgreSQL store (npm run leads): one connection, no migration (it never
 * creates a store); a database without the server's tables, or one it cannot reach, is refused in
 * one line without the password.
 */
export async function openPostgresForTools(url: string): Promise<ToolDb> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined); // a lost connection: the next query reports it
  try {
    await client.connect();
    const { rows } = await run<{ found: string | null }>(client, queries.hasStore());
    if (rows[0]?.found === null) throw new StoreRefusedError('no store here (the server has not started on this database)');
  } catch (error) {
    await client.end().catch(() => undefined);
    throw storeRefused(url, (error as Error).message, 'nothing to read');
  }
  return {
    queries,
    all: async <R>(q: Query) => (await run(client, q)).rows as R[],
    run: async (q: Query) => (await run(client, q)).rowCount ?? 0,
    close: () => client.end(),
  };
}
