// What an ordinary bad day of the database does to the PostgreSQL store (issue 59), on a real
// throwaway PostgreSQL: a fast restart and pg_terminate_backend under load, and a database out of
// connections (SQLSTATE 53300). The store must stay up (node-postgres emits 'error' on a pooled
// client whose connection dies; without a listener that ends the process), report each refused call
// as StoreUnavailableError (the API's 503 with Retry-After), and work again by itself.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../test/postgres-harness.ts';
import { StoreUnavailableError, type RecordStore } from './store.ts';
import { PostgresStore } from './postgres.ts';

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

const row = (n: number) => ({ kind: 'leads', id: `lead_${n}`, createdAt: new Date(n).toISOString(), data: { n } });

/** Writes and reads `count` times, `concurrency` at once, until `until` resolves; counts each outcome by its error's class. */
async function load(store: RecordStore, until: Promise<unknown>, concurrency = 12) {
  const outcomes = new Map<string, number>();
  const acknowledged: string[] = [];
  let n = 0;
  let done = false;
  void until.finally(() => (done = true));
  const worker = async () => {
    while (!done) {
      const id = ++n;
      try {
        await store.write((tx) => tx.insert(row(id)));
        acknowledged.push(`lead_${id}`);
        outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
      } catch (error) {
        const name = error instanceof StoreUnavailableError ? 'StoreUnavailableError' : `${(error as Error).name}: ${(error as Error).message}`;
        outcomes.set(name, (outcomes.get(name) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, acknowledged };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('outlives pg_terminate_backend of its connections and a fast restart under load, then works again by itself', async () => {
  const url = postgres.createDatabase('faults_restart');
  const store = await PostgresStore.open(url);
  const faults = (async () => {
    await pause(300);
    postgres.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'faults_restart' AND pid <> pg_backend_pid()");
    await pause(300);
    await postgres.restart(500);
    await pause(500);
  })();
  const { outcomes, acknowledged } = await load(store, faults);
  // Only two kinds of outcome: committed, or refused as unavailable (the API's 503).
  expect([...outcomes.keys()].filter((k) => k !== 'ok' && k !== 'StoreUnavailableError')).toEqual([]);
  expect(outcomes.get('StoreUnavailableError') ?? 0).toBeGreaterThan(0);
  // Served again by itself after the restart, and every acknowledged write is there.
  await store.write((tx) => tx.insert(row(0)));
  const stored = new Set(postgres.sql("SELECT id FROM records WHERE kind = 'leads'", 'faults_restart').trim().split('\n'));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(stored.has('lead_0')).toBe(true);
  await store.close();
});

it('reports a database out of connections (SQLSTATE 53300) as unavailable, and keeps to its pool size', async () => {
  postgres.sql('CREATE ROLE limited LOGIN CONNECTION LIMIT 3');
  postgres.sql('CREATE DATABASE faults_limited OWNER limited');
  const url = postgres.url.replace('postgres@', 'limited@').replace(/\/postgres$/, '/faults_limited');
  const [a, b] = await Promise.all([PostgresStore.open(url, {}, undefined, { poolMax: 2 }), PostgresStore.open(url, {}, undefined, { poolMax: 2 })]);
  let peak = 0;
  const watching = setInterval(() => {
    peak = Math.max(peak, Number(postgres.sql("SELECT count(*) FROM pg_stat_activity WHERE datname = 'faults_limited'")));
  }, 50);
  const runs = await Promise.all([a, b].map((store) => load(store, pause(1500), 6)));
  clearInterval(watching);
  const kinds = new Set(runs.flatMap((run) => [...run.outcomes.keys()]));
  expect([...kinds].sort()).toEqual(['StoreUnavailableError', 'ok']);
  expect(peak).toBeLessThanOrEqual(3);
  await Promise.all([a.close(), b.close()]);
});
