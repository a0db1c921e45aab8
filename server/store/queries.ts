// Every statement of the stores and of `npm run leads`, written once with Kysely and compiled for the
// dialect of the store that runs it (issue 62). Each function returns a compiled query (SQL text and
// parameters): the SQLite store runs it on node:sqlite (its prepared statements kept by text), the
// PostgreSQL store and tool on node-postgres.
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { queryBuilder, yes, type Dialect, type Tables } from './schema.ts';
import { RESET_MAIL_KIND, type AnswerFeedback, type ConciergeQuestion, type OutboxMessage, type Row } from './store.ts';

export type Query = CompiledQuery<Record<string, unknown>>;

/** A boolean as the dialect binds it (node:sqlite takes no booleans). */
const flagOf = (dialect: Dialect, value: boolean) => (dialect === 'sqlite' ? (value ? 1 : 0) : value);

export function storeQueries(dialect: Dialect) {
  const db: Kysely<Tables> = queryBuilder(dialect);
  // Literals, as the partial indexes name them (records_by_id, outbox_due): SQLite uses such an index
  // only for a query that names its constant.
  const byId = yes(dialect);
  const pending = sql.lit('pending');
  const compile = (query: { compile(): CompiledQuery }) => query.compile() as Query;
  // A reset mail's link (a live token) is kept only while the mail may still be sent.
  const redactResetLink = sql<string>`CASE WHEN kind = ${RESET_MAIL_KIND} THEN ${'"redacted"'} ELSE payload END`;

  return {
    insert: (row: Row, json: string) =>
      compile(
        db.insertInto('records').values({
          kind: row.kind,
          id: row.id,
          created_at: row.createdAt,
          lookup: row.lookup ?? null,
          by_id: flagOf(dialect, row.byId === true),
          test: flagOf(dialect, row.test === true),
          data: json,
        }),
      ),
    replace: (kind: string, id: string, json: string) =>
      compile(db.updateTable('records').set({ data: json }).where('kind', '=', kind).where('id', '=', id).where('by_id', '=', byId)),
    get: (kind: string, id: string) => compile(db.selectFrom('records').select('data').where('kind', '=', kind).where('id', '=', id).where('by_id', '=', byId)),
    byLookup: (kind: string, lookup: string) => compile(db.selectFrom('records').select('data').where('kind', '=', kind).where('lookup', '=', lookup).orderBy('seq')),
    countAfter: (kind: string, lookup: string, after: string) =>
      compile(db.selectFrom('records').select((e) => e.fn.countAll().as('n')).where('kind', '=', kind).where('lookup', '=', lookup).where('created_at', '>', after)),
    deleteOlder: (kind: string, before: string) => compile(db.deleteFrom('records').where('kind', '=', kind).where('created_at', '<', before)),
    count: (kind: string) => compile(db.selectFrom('records').select((e) => e.fn.countAll().as('n')).where('kind', '=', kind)),
    allRecords: () => compile(db.selectFrom('records').select(['kind', 'id', 'data']).orderBy('seq')),
    initialised: () => compile(db.selectFrom('meta').select('value').where('key', '=', 'initialised')),
    markInitialised: (imported: number) => compile(db.insertInto('meta').values({ key: 'initialised', value: JSON.stringify({ at: new Date().toISOString(), imported }) })),
    enqueue: (m: OutboxMessage) =>
      compile(
        db.insertInto('outbox').values({
          id: m.id,
          channel: m.channel,
          kind: m.kind,
          email: m.email,
          payload: JSON.stringify(m.payload),
          due_at: Date.parse(m.createdAt),
          created_at: m.createdAt,
        }),
      ),
    delivered: (id: string) =>
      compile(db.updateTable('outbox').set((e) => ({ status: 'delivered', attempts: e('attempts', '+', 1), last_error: null, payload: redactResetLink })).where('id', '=', id)),
    failed: (id: string, error: string) =>
      compile(db.updateTable('outbox').set((e) => ({ status: 'failed', attempts: e('attempts', '+', 1), last_error: error, payload: redactResetLink })).where('id', '=', id)),
    retry: (id: string, error: string, dueAt: number) =>
      compile(db.updateTable('outbox').set((e) => ({ status: 'pending', attempts: e('attempts', '+', 1), last_error: error, due_at: dueAt })).where('id', '=', id)),
    /** Pending messages of `channels` due at `now`, oldest first (SQLite: its one server reads them as they are). */
    due: (now: number, channels: readonly string[], limit: number) =>
      compile(db.selectFrom('outbox').selectAll().where('status', '=', pending).where('due_at', '<=', now).where('channel', 'in', channels).orderBy('due_at').orderBy('seq').limit(limit)),
    /**
     * PostgreSQL: the same, claimed. The due time of each message taken moves `claimMs` ahead (a lease),
     * FOR UPDATE SKIP LOCKED keeps two instances from taking the same one.
     */
    claimDue: (now: number, channels: readonly string[], limit: number, inFlight: readonly string[], leaseUntil: number) =>
      compile(
        db
          .updateTable('outbox')
          .set({ due_at: leaseUntil })
          .from(
            db
              .selectFrom('outbox')
              .select(['seq', 'due_at'])
              .where('status', '=', pending)
              .where('due_at', '<=', now)
              .where('channel', 'in', channels)
              .$if(inFlight.length > 0, (q) => q.where('id', 'not in', inFlight))
              .orderBy('due_at')
              .orderBy('seq')
              .limit(limit)
              .forUpdate()
              .skipLocked()
              .as('due'),
          )
          .whereRef('outbox.seq', '=', 'due.seq')
          .returningAll('outbox')
          .returning('due.due_at as was_due'),
      ),
    /** PostgreSQL: an advisory lock on `key` until COMMIT, which orders the writes of every instance on it. */
    lockKey: (key: string) => compile(db.selectNoFrom(sql<number>`pg_advisory_xact_lock(hashtextextended(${key}, 0))`.as('locked'))),
    /** PostgreSQL: one hit on a token bucket kept in the database (see postgres.ts rateLimiter). */
    hitBucket: (limiter: string, key: string, max: number, needed: number, at: number, perMs: number) => {
      // In DO UPDATE, rate_buckets.* is the stored row (every SET reads it as it was).
      const refilled = sql<number>`LEAST(${max}::float8, rate_buckets.tokens + (${at} - rate_buckets.updated_at) * ${perMs}::float8)`;
      return compile(
        db
          .insertInto('rate_buckets')
          .values({ limiter, key, tokens: max >= needed ? max - needed : max, updated_at: at, allowed: max >= needed })
          .onConflict((c) =>
            c.columns(['limiter', 'key']).doUpdateSet({
              allowed: sql<boolean>`${refilled} >= ${needed}::float8`,
              tokens: sql<number>`${refilled} - CASE WHEN ${refilled} >= ${needed}::float8 THEN ${needed}::float8 ELSE 0 END`,
              updated_at: at,
            }),
          )
          .returning(['tokens', 'allowed']),
      );
    },
    /** PostgreSQL: drops the buckets that have refilled completely. */
    sweepBuckets: (limiter: string, now: number, perMs: number, max: number) =>
      compile(db.deleteFrom('rate_buckets').where('limiter', '=', limiter).where(sql<boolean>`tokens + (${now} - updated_at) * ${perMs}::float8 >= ${max}`)),

    // The concierge's questions (issue 63, ADR 0078).
    recordQuestion: (q: ConciergeQuestion) =>
      compile(
        db.insertInto('concierge_questions').values({
          message_id: q.messageId,
          session_id: q.sessionId,
          asked_at: q.askedAt,
          question: q.question,
          normalised: q.normalised,
          had_source: flagOf(dialect, q.hadSource),
          test: flagOf(dialect, q.test === true),
        }),
      ),
    rateAnswer: (messageId: string, feedback: AnswerFeedback) => compile(db.updateTable('concierge_questions').set({ feedback }).where('message_id', '=', messageId)),
    markConversationLead: (sessionId: string) =>
      compile(db.updateTable('concierge_questions').set({ became_lead: flagOf(dialect, true) }).where('session_id', '=', sessionId)),

    // npm run leads (delivery/leads-queries.ts): the same statements on either store.
    exportRecords: (kinds: readonly string[], since: string, includeTest: boolean) =>
      compile(
        db
          .selectFrom('records')
          .select(['kind', 'data', 'test'])
          .where('kind', 'in', kinds)
          .where('created_at', '>=', since)
          .$if(!includeTest, (q) => q.where('test', '=', flagOf(dialect, false)))
          .orderBy('seq'),
      ),
    failedMessages: () =>
      compile(db.selectFrom('outbox').select(['id', 'kind', 'email', 'attempts', 'last_error as lastError']).where('status', '=', 'failed').orderBy('seq')),
    requeueFailed: (now: number, id: string | undefined) =>
      compile(
        db
          .updateTable('outbox')
          .set({ status: 'pending', attempts: 0, due_at: now })
          .where('status', '=', 'failed')
          .where('kind', '!=', RESET_MAIL_KIND)
          .$if(id !== undefined, (q) => q.where('id', '=', id!)),
      ),
    /** npm run leads -- concierge: the questions asked in [since, until), real ones only. */
    conciergeQuestions: (since: string, until: string) => {
      const period = db
        .selectFrom('concierge_questions')
        .where('asked_at', '>=', since)
        .where('asked_at', '<', until)
        .where('test', '=', flagOf(dialect, false));
      return {
        /** Each normalised question, how often, one wording of it; most asked first. */
        top: (limit: number, withoutSource: boolean) =>
          compile(
            period
              .$if(withoutSource, (q) => q.where('had_source', '=', flagOf(dialect, false)))
              .select((e) => ['normalised', e.fn.min('question').as('question'), e.fn.countAll().as('n')])
              .groupBy('normalised')
              .orderBy('n', 'desc')
              .orderBy('normalised')
              .limit(limit),
          ),
        feedback: () => compile(period.select((e) => ['feedback', e.fn.countAll().as('n')]).groupBy('feedback')),
        conversations: () =>
          compile(
            period.select((e) => [
              e.fn.count('session_id').distinct().as('conversations'),
              e.fn.count(sql<string | null>`CASE WHEN became_lead = ${yes(dialect)} THEN session_id END`).distinct().as('leads'),
              e.fn.countAll().as('questions'),
            ]),
          ),
      };
    },
    /** PostgreSQL: whether the server's tables exist (npm run leads never creates a store). */
    hasStore: () => compile(db.selectNoFrom(sql<string | null>`to_regclass('schema_migrations')`.as('found'))),
  };
}

export type StoreQueries = ReturnType<typeof storeQueries>;
