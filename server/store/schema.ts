// The store's tables, for both databases (issue 62): numbered migrations written once with Kysely's
// schema builder and compiled for SQLite or PostgreSQL. Each is applied once, in order, inside the
// store's opening transaction (PostgreSQL under an advisory lock, so instances starting together
// apply each once), and recorded in schema_migrations. A migration is appended, never edited: its
// version is its index + 1. A store made before SQLite had schema_migrations has the tables of 1 (and
// 2's are new), which their IF NOT EXISTS leave as they are.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Compilable, type Generated, type RawBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** A boolean column: SQLite stores 0 or 1, PostgreSQL a boolean. */
type Flag = number | boolean;

export interface Tables {
  records: { seq: Generated<number>; kind: string; id: string; created_at: string; lookup: string | null; by_id: Generated<Flag>; test: Generated<Flag>; data: string };
  meta: { key: string; value: string };
  outbox: {
    seq: Generated<number>;
    id: string;
    channel: string;
    kind: string;
    email: string | null;
    payload: string;
    status: Generated<string>;
    attempts: Generated<number>;
    due_at: number;
    last_error: string | null;
    created_at: string;
  };
  rate_buckets: { limiter: string; key: string; tokens: number; updated_at: number; allowed: Flag };
  schema_migrations: { version: number; applied_at: string };
  concierge_questions: {
    seq: Generated<number>;
    /** The reply's id (chat.message's messageId), which chat.feedback names. */
    message_id: string;
    session_id: string;
    asked_at: string;
    /** The visitor's question without emails or phone numbers (ADR 0078). */
    question: string;
    /** The same, normalised: what questions are grouped by. */
    normalised: string;
    had_source: Flag;
    /** 'helpful', 'not_helpful', or null (no rating). */
    feedback: string | null;
    /** Set on every question of a conversation once it became a lead. */
    became_lead: Generated<Flag>;
    test: Generated<Flag>;
  };
}

/** A Kysely that only builds and compiles queries for `dialect`; each store runs them on its own driver. */
export function queryBuilder(dialect: Dialect): Kysely<Tables> {
  const sqlite = dialect === 'sqlite';
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
    },
  });
}

/**
 * `true` as a literal of the dialect. A literal, not a parameter: SQLite uses a partial index only
 * for a query whose WHERE names the index's own constant.
 */
export const yes = (dialect: Dialect): RawBuilder<Flag> => (dialect === 'sqlite' ? sql.lit(1) : sql.lit(true));

type Migration = (db: Kysely<Tables>, dialect: Dialect) => Compilable[];

export const MIGRATIONS: readonly Migration[] = [
  // 1: records, meta, the outbox.
  (db, d) => {
    const flag = d === 'sqlite' ? 'integer' : 'boolean';
    return [
      db.schema
        .createTable('records')
        .ifNotExists()
        .addColumn('seq', d === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('lookup', 'text')
        .addColumn('by_id', flag, (c) => c.notNull().defaultTo(d === 'sqlite' ? 0 : false))
        .addColumn('data', 'text', (c) => c.notNull()),
      db.schema.createIndex('records_by_id').ifNotExists().unique().on('records').columns(['kind', 'id']).where(sql.ref('by_id'), '=', yes(d)),
      db.schema.createIndex('records_by_lookup').ifNotExists().on('records').columns(['kind', 'lookup', 'created_at']).where('lookup', 'is not', null),
      db.schema.createTable('meta').ifNotExists().addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()),
      db.schema
        .createTable('outbox')
        .ifNotExists()
        .addColumn('seq', d === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey())
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull()),
      db.schema.createIndex('outbox_due').ifNotExists().on('outbox').column('due_at').where(sql.ref('status'), '=', sql.lit('pending')),
    ];
  },
  // 2: the rate limiters' token buckets, shared by every instance (issue 47; SQLite's limiter lives in its one process).
  (db, d) => [
    db.schema
      .createTable('rate_buckets')
      .ifNotExists()
      .addColumn('limiter', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('tokens', d === 'sqlite' ? 'real' : 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('allowed', d === 'sqlite' ? 'integer' : 'boolean', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_buckets_key', ['limiter', 'key']),
  ],
  // 3: test records (issue 61), kept apart from real ones and out of exports.
  (db, d) => [db.schema.alterTable('records').addColumn('test', d === 'sqlite' ? 'integer' : 'boolean', (c) => c.notNull().defaultTo(d === 'sqlite' ? 0 : false))],
  // 4: what the concierge was asked (issue 63): one row per question, for `npm run leads -- concierge`.
  (db, d) => {
    const flag = d === 'sqlite' ? 'integer' : 'boolean';
    const no = d === 'sqlite' ? 0 : false;
    return [
      db.schema
        .createTable('concierge_questions')
        .ifNotExists()
        .addColumn('seq', d === 'sqlite' ? 'integer' : 'bigserial', (c) => c.primaryKey())
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('asked_at', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('normalised', 'text', (c) => c.notNull())
        .addColumn('had_source', flag, (c) => c.notNull())
        .addColumn('feedback', 'text')
        .addColumn('became_lead', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('test', flag, (c) => c.notNull().defaultTo(no)),
      db.schema.createIndex('concierge_questions_session').ifNotExists().on('concierge_questions').column('session_id'),
      db.schema.createIndex('concierge_questions_asked').ifNotExists().on('concierge_questions').column('asked_at'),
    ];
  },
];

/** The table that records the applied migrations, and the highest version in it. */
export const migrationsTable = (db: Kysely<Tables>) =>
  db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull());
export const currentVersion = (db: Kysely<Tables>) => db.selectFrom('schema_migrations').select((e) => e.fn.max('version').as('v'));
export const recordVersion = (db: Kysely<Tables>, version: number) => db.insertInto('schema_migrations').values({ version, applied_at: new Date().toISOString() });

/** The refusal of a store whose schema is newer than this server's. */
export const newerSchema = (store: string, version: number) =>
  `${store} is at schema version ${version}, newer than this server's ${MIGRATIONS.length}; refusing to start.`;
