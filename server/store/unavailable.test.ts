// What a client sees while the PostgreSQL store is unreachable (issue 47): the calls that need the
// store answer 503 with Retry-After and the documented error body; the calls that only compute, and
// the GET that reads nothing stored, keep answering (their rate limits fall back to this instance's).
// The database is a real one, stopped mid-test.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract, STORE_RETRY_AFTER_SECONDS } from '../../src/contract/index.ts';
import { callExamples } from '../../src/contract/examples.ts';
import { startPostgres, type PostgresServer } from '../test/postgres-harness.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../start.ts';

let postgres: PostgresServer;
let running: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  const out = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(chunk.toString());
      done();
    },
  });
  running = await startServer(loadConfig({ DATABASE_URL: postgres.createDatabase('unavailable'), PORT: '0' }), createLogger({ out }));
});
afterAll(async () => {
  await running.close();
  await postgres.stop();
});

async function post(id: keyof typeof contract, body: unknown): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const endpoint = contract[id];
  const res = await fetch(`${running.url}${endpoint.path.replace(':id', 'c0ffee00-0000-4000-8000-000000000000')}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json' },
    body: endpoint.method === 'GET' ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

it('answers 503 with Retry-After where the store is needed, and keeps computing, while the database is down', async () => {
  expect((await post('leads.capture', callExamples['leads.capture'].request)).status).toBe(201);
  await postgres.stop();

  const unavailable = {
    error: { code: 'service_unavailable', message: `The service is briefly unavailable. Please try again in ${STORE_RETRY_AFTER_SECONDS} seconds.` },
  };
  for (const id of ['leads.capture', 'contact.submit', 'booking.schedule', 'chat.start', 'chat.message'] as const) {
    expect([id, await post(id, callExamples[id].request ?? {})]).toEqual([id, { status: 503, retryAfter: String(STORE_RETRY_AFTER_SECONDS), body: unavailable }]);
  }
  for (const id of ['auth.forgot-password', 'auth.reset-password'] as const) {
    expect([id, await post(id, callExamples[id].request ?? {})]).toEqual([
      id,
      { status: 503, retryAfter: String(STORE_RETRY_AFTER_SECONDS), body: { success: false, message: unavailable.error.message, ...unavailable } },
    ]);
  }
  for (const id of ['roi.calculate', 'playground.analyze', 'blueprint.generate', 'content.summarize', 'agents.analyze', 'stats.live'] as const) {
    expect([id, (await post(id, callExamples[id].request ?? {})).status]).toEqual([id, contract[id].status]);
  }
  expect(lines.filter((line) => line.includes('"status":500'))).toEqual([]);
});
