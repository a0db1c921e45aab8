// The concierge's per-client token budget is one budget however many instances answer (issue 59: it
// lived in each process, so two instances gave a client twice the model answers). Two reference
// servers on one real PostgreSQL, against the scripted fake provider, count the model calls one
// client gets, against what a single instance gives.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '../../src/contract/index.ts';
import { startFakeLlm, type FakeLlm } from '../test/llm-fake.ts';
import { startPostgres, type PostgresServer } from '../test/postgres-harness.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../start.ts';

let postgres: PostgresServer;
let fake: FakeLlm;
beforeAll(async () => {
  [postgres, fake] = await Promise.all([startPostgres(), startFakeLlm({ apiKey: 'sk-budget-test' })]);
});
afterAll(async () => {
  await Promise.all([postgres?.stop(), fake?.close()]);
});

const quiet = () => createLogger({ out: new Writable({ write: (_chunk, _encoding, done) => done() }) });

/** Model calls one client gets from 12 questions sent in turn to `count` instances on a new database. */
async function modelCallsFor(count: number, database: string): Promise<number> {
  const env = {
    DATABASE_URL: postgres.createDatabase(database),
    PORT: '0',
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'sk-budget-test',
    LLM_MAX_ANSWER_TOKENS: '100',
    // About three answers' worth of prompt and answer per hour.
    LLM_CLIENT_TOKENS_PER_HOUR: '4000',
  };
  const servers: RunningServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await startServer(loadConfig(env), quiet()));
  try {
    const post = async (server: RunningServer, id: keyof typeof contract, path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect([id, res.status]).toEqual([id, contract[id].status]);
      return (await res.json()) as { id: string };
    };
    const before = fake.requests.length;
    const session = await post(servers[0]!, 'chat.start', contract['chat.start'].path, { agentType: 'sales', messages: [] });
    for (let n = 0; n < 12; n++) {
      await post(servers[n % count]!, 'chat.message', contract['chat.message'].path.replace(':id', session.id), { message: `What does the Enterprise plan include? (${n})`, agentType: 'sales' });
    }
    return fake.requests.length - before;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

it('gives a client the same number of model answers through two instances as through one', async () => {
  const alone = await modelCallsFor(1, 'budget_one');
  const shared = await modelCallsFor(2, 'budget_two');
  expect(alone).toBeGreaterThan(0);
  expect(alone).toBeLessThan(12);
  expect(shared).toBe(alone);
});
