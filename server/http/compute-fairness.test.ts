// Issue 47 point 4: one client must not take the server's CPU within its limits. Compute calls are
// charged by their body's size, so a client flooding 100,000-character summaries runs out of its
// allowance after a few, while small calls still fit many times.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildPath, contract, SUMMARIZE_MAX_CHARS } from '../../src/contract/index.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../start.ts';

let dir: string;
let running: RunningServer | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compute-fairness-test-'));
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  // RATE_LIMIT_COMPUTE_MAX 100: a 100,000-character summary costs 49 units, a short one 1.
  const config = loadConfig({ DATA_FILE: path.join(dir, 'db.sqlite'), PORT: '0', RATE_LIMIT_COMPUTE_MAX: '100' });
  running = await startServer(config, createLogger({ out: quiet }));
});
afterEach(async () => {
  await running?.close();
  await rm(dir, { recursive: true, force: true });
});

const post = async (id: 'content.summarize', body: unknown) =>
  (await fetch(`${running!.url}${buildPath(contract[id])}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;

it('charges compute calls by body size: the third 100,000-character summary in a minute is refused, then a small one still fits', async () => {
  const longest = { title: 'Long', content: 'Agents save time. '.repeat(SUMMARIZE_MAX_CHARS / 18).slice(0, SUMMARIZE_MAX_CHARS) };
  const summaries = [await post('content.summarize', longest), await post('content.summarize', longest), await post('content.summarize', longest)];
  expect(summaries).toEqual([200, 200, 429]);
  expect(await post('content.summarize', { title: 'Short', content: 'Agents save time. They also cut errors.' })).toBe(200);
});
