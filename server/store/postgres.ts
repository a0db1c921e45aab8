// The PostgreSQL store (issue 47 point 2, docs/adr/0043-postgres-store-pg-and-numbered-migrations.md):
// chosen by DATABASE_URL, so several server instances share one database. Same rows as the SQLite
// store (store.ts); what differs:
// - the schema is made by numbered migrations, applied at start inside a transaction holding an
//   advisory lock, so instances starting together apply each migration once;
// - a write's changes are collected while its function runs, then sent as one transaction: the
//   promise resolves after COMMIT (durable under PostgreSQL's default synchronous_commit);
// - the outbox is claimed with FOR UPDATE SKIP LOCKED: a claimed message's due time moves a lease
//   ahead, so another instance takes it only if this one died before settling it (at least once).
import pg from 'pg';
import { ALL_CHANNELS, LimitReachedError, outboxRow, recordJson, RecordTooLargeError, REDACT_RESET_LINK, StoreUnavailableError, type OutboxRow, type RecordStore, type Row, type StoreOptions, type WriteTx } from './sqlite.ts';
import { StoreRefusedError } from './sqlite-file.ts';
import type { ToolDb } from '../delivery/leads-queries.ts';
import { RateLimiter, refusal, type Limiter, type RateDecision, type RateLimitOptions } from '../http/rate-limit.ts';

/** Any number: the key of the advisory lock taken while migrating (pg_advisory_xact_lock). */
const MIGRATION_LOCK = 4_707_047;

/** Applied in order, each once; a new one is appended, never edited (the version is its index + 1). */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE records (
     seq BIGSERIAL PRIMARY KEY,
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     created_at TEXT NOT NULL,
     lookup TEXT,
     by_id BOOLEAN NOT NULL DEFAULT false,
     data TEXT NOT NULL
   );
   CREATE UNIQUE INDEX records_by_id ON records (kind, id) WHERE by_id;
   CREATE INDEX records_by_lookup ON records (kind, lookup, created_at) WHERE lookup IS NOT NULL;
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE outbox (
     seq BIGSERIAL PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     channel TEXT NOT NULL,
     kind TEXT NOT NULL,
     email TEXT,
     payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending',
     attempts INTEGER NOT NULL DEFAULT 0,
     due_at BIGINT NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX outbox_due ON outbox (due_at) WHERE status = 'pending';`,
  // 2: the rate limiters' token buckets, shared by every instance (issue 47).
  `CREATE TABLE rate_buckets (
     limiter TEXT NOT NULL,
     key TEXT NOT NULL,
     tokens DOUBLE PRECISION NOT NULL,
     updated_at BIGINT NOT NULL,
     allowed BOOLEAN NOT NULL,
     PRIMARY KEY (limiter, key)
   );`,
  // 3: test records (issue 61), kept apart from real ones and out of exports.
  `ALTER TABLE records ADD COLUMN test BOOLEAN NOT NULL DEFAULT false;`,
];

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
type Query = { text: string; values: unknown[]; check?: (rows: Record<string, unknown>[]) => void };

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
    await this.#transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
      const { rows } = await client.query<{ v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations');
      const current = rows[0]?.v ?? 0;
      if (current > MIGRATIONS.length) {
        throw new StoreRefusedError(`PostgreSQL store is at schema version ${current}, newer than this server's ${MIGRATIONS.length}; refusing to start.`);
      }
      for (let version = current + 1; version <= MIGRATIONS.length; version++) {
        await client.query(MIGRATIONS[version - 1]!);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      }
      if (options.check) {
        const records = await client.query<{ kind: string; id: string; data: string }>('SELECT kind, id, data FROM records ORDER BY seq');
        for (const row of records.rows) {
          const problem = options.check(row.kind, JSON.parse(row.data));
          if (problem) throw new StoreRefusedError(`PostgreSQL store: record ${row.kind} ${row.id} does not have the expected shape (${problem}); refusing to start (nothing was changed).`);
        }
      }
      const initialised = await client.query("SELECT 1 FROM meta WHERE key = 'initialised'");
      if (initialised.rowCount === 0) {
        let imported = 0;
        for (const row of options.initialRows?.() ?? []) {
          const problem = options.check?.(row.kind, row.data);
          if (problem) throw new StoreRefusedError(`Cannot import record ${row.kind} ${row.id}: ${problem}. Nothing was imported.`);
          const insert = this.#insertQuery(row, Number.POSITIVE_INFINITY);
          await client.query(insert.text, insert.values);
          imported++;
        }
        await client.query("INSERT INTO meta (key, value) VALUES ('initialised', $1)", [JSON.stringify({ at: new Date().toISOString(), imported })]);
      }
    });
  }

  /** A query on the pool; an unreachable database is a StoreUnavailableError. */
  async #query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      return await this.#pool.query<R>(text, values);
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
    const { rows } = await this.#query<{ data: string }>('SELECT data FROM records WHERE kind = $1 AND id = $2 AND by_id', [kind, id]);
    return rows[0] ? (JSON.parse(rows[0].data) as T) : undefined;
  }

  async findByLookup<T>(kind: string, lookup: string): Promise<T[]> {
    const { rows } = await this.#query<{ data: string }>('SELECT data FROM records WHERE kind = $1 AND lookup = $2 ORDER BY seq', [kind, lookup]);
    return rows.map((row) => JSON.parse(row.data) as T);
  }

  async count(kind: string): Promise<number> {
    const { rows } = await this.#query<{ n: string }>('SELECT COUNT(*) AS n FROM records WHERE kind = $1', [kind]);
    return Number(rows[0]!.n);
  }

  /** Runs `change` now to collect its queries, then sends them as one transaction. */
  write<T>(change: (tx: WriteTx) => T): Promise<T> {
    const queries: Query[] = [];
    let result: T;
    try {
      result = change({
        insert: (row) => queries.push(this.#insertQuery(row, this.#maxRecordBytes)),
        replace: (kind, id, data) =>
          queries.push({ text: 'UPDATE records SET data = $1 WHERE kind = $2 AND id = $3 AND by_id', values: [recordJson(data, this.#maxRecordBytes), kind, id] }),
        deleteOlderThan: (kind, before) => queries.push({ text: 'DELETE FROM records WHERE kind = $1 AND created_at < $2', values: [kind, before] }),
        // The advisory lock (per kind and lookup, held until COMMIT) orders the writes of every
        // instance; the count, a statement of its own, then sees what the previous holder committed.
        requireFewer: (kind, lookup, after, max) =>
          queries.push(
            { text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', values: [`${kind}\n${lookup}`] },
            {
              text: 'SELECT COUNT(*) AS n FROM records WHERE kind = $1 AND lookup = $2 AND created_at > $3',
              values: [kind, lookup, after],
              check: (rows) => {
                if (Number(rows[0]!.n) >= max) throw new LimitReachedError(`${kind}: ${max} reached`);
              },
            },
          ),
        enqueue: (m) =>
          queries.push({
            text: 'INSERT INTO outbox (id, channel, kind, email, payload, due_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
            values: [m.id, m.channel, m.kind, m.email, JSON.stringify(m.payload), Date.parse(m.createdAt), m.createdAt],
          }),
        settle: (id, outcome) => {
          if (outcome.delivered) {
            queries.push({ text: `UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, ${REDACT_RESET_LINK} WHERE id = $1`, values: [id] });
          } else if (outcome.retryAt === null) {
            queries.push({ text: `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $1, ${REDACT_RESET_LINK} WHERE id = $2`, values: [outcome.error.slice(0, 500), id] });
          } else {
            queries.push({ text: "UPDATE outbox SET status = 'pending', attempts = attempts + 1, last_error = $1, due_at = $2 WHERE id = $3", values: [outcome.error.slice(0, 500), outcome.retryAt, id] });
          }
        },
      });
    } catch (error) {
      return Promise.reject(error);
    }
    const running = this.#transaction(async (client) => {
      for (const query of queries) {
        const { rows } = await client.query<Record<string, unknown>>(query.text, query.values);
        query.check?.(rows);
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
    const { rows } = await this.#query<Record<string, unknown>>(
      `UPDATE outbox SET due_at = $3
         FROM (SELECT seq, due_at FROM outbox WHERE status = 'pending' AND due_at <= $1 AND channel = ANY($5) AND NOT (id = ANY($4)) ORDER BY due_at, seq LIMIT $2 FOR UPDATE SKIP LOCKED) AS due
        WHERE outbox.seq = due.seq
        RETURNING outbox.*, due.due_at AS was_due`,
      [now, limit, now + this.#claimMs, [...inFlight], [...channels]],
    );
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
    const pool = this.#pool;
    const query = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => this.#query<R>(text, values);
    // While the database cannot be reached, each instance counts on its own: the calls that only
    // compute keep answering, and those that store answer 503 from their handler.
    const local = new RateLimiter(options);
    return {
      windowMs,
      async hit(key: string, cost = 1): Promise<RateDecision> {
        const needed = Math.max(1, Math.min(cost, max));
        const at = now();
        const answer = await query<{ tokens: number; allowed: boolean }>(
          `INSERT INTO rate_buckets AS b (limiter, key, tokens, updated_at, allowed)
                VALUES ($1, $2, CASE WHEN $3::float8 >= $4::float8 THEN $3::float8 - $4::float8 ELSE $3::float8 END, $5, $3::float8 >= $4::float8)
           ON CONFLICT (limiter, key) DO UPDATE SET
             allowed = LEAST($3::float8, b.tokens + ($5 - b.updated_at) * $6::float8) >= $4::float8,
             tokens = LEAST($3::float8, b.tokens + ($5 - b.updated_at) * $6::float8)
                      - CASE WHEN LEAST($3::float8, b.tokens + ($5 - b.updated_at) * $6::float8) >= $4::float8 THEN $4::float8 ELSE 0 END,
             updated_at = $5
           RETURNING tokens, allowed`,
          [name, key, max, needed, at, perMs],
        ).catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) return undefined;
          throw error;
        });
        if (!answer) return local.hit(key, cost);
        const row = answer.rows[0]!;
        return row.allowed ? { allowed: true, remaining: Math.floor(row.tokens) } : refusal(row.tokens, needed, max, windowMs);
      },
      sweep() {
        pool
          .query('DELETE FROM rate_buckets WHERE limiter = $1 AND tokens + ($2 - updated_at) * $3::float8 >= $4', [name, now(), perMs, max])
          .catch(() => undefined); // the next sweep tries again
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

  #insertQuery(row: Row, maxBytes: number): Query {
    return {
      text: 'INSERT INTO records (kind, id, created_at, lookup, by_id, test, data) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      values: [row.kind, row.id, row.createdAt, row.lookup ?? null, row.byId === true, row.test === true, recordJson(row.data, maxBytes)],
    };
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
    const { rows } = await client.query<{ found: string | null }>("SELECT to_regclass('schema_migrations') AS found");
    if (rows[0]?.found === null) throw new StoreRefusedError('no store here (the server has not started on this database)');
  } catch (error) {
    await client.end().catch(() => undefined);
    throw storeRefused(url, (error as Error).message, 'nothing to read');
  }
  // The tool's SQL has SQLite's '?' placeholders (tools.ts); none of its literals holds one.
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async <R>(sql: string, params: readonly (string | number)[]) => (await client.query(numbered(sql), [...params])).rows as R[],
    run: async (sql, params) => (await client.query(numbered(sql), [...params])).rowCount ?? 0,
    close: () => client.end(),
  };
}
