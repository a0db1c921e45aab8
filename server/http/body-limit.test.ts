// A body over the call's limit is answered 413, and the client reads that answer: the server does not
// close the connection while the client is still sending (the kernel would then reset it, and the
// client see a network error instead of the 413, as `npm run bench:server` did now and then).
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../start.ts';

let dir: string;
let running: RunningServer | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'body-limit-test-'));
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  running = await startServer(loadConfig({ DATA_FILE: path.join(dir, 'db.sqlite'), PORT: '0', RATE_LIMIT_MAX: '100000' }), createLogger({ out: quiet }));
});
afterEach(async () => {
  await running?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A POST of `body` over `agent`: its status (or the network error's code), and whether it went over a connection already used. */
function post(url: string, body: string, agent: Agent): Promise<{ status: number | string; reused: boolean }> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, reused: req.reusedSocket }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, reused: req.reusedSocket }));
    req.end(body);
  });
}

it('reads a body far over the limit to its end after the 413, and answers the next call on the same connection', async () => {
  // 1 MB against the 16 KB limit: the server used to stop reading at 16 times the limit and close the
  // connection while the client was still sending; the kernel then reset it, and now and then the
  // client saw a network error instead of the 413 (npm run bench:server, npm run test:server).
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${running!.url}/api/leads/capture`;
  const big = await post(url, JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com`, source: 'newsletter' }), agent);
  const next = await post(url, JSON.stringify({ email: 'casey@northwind.example', source: 'newsletter' }), agent);
  agent.destroy();
  expect({ big, next }).toEqual({ big: { status: 413, reused: false }, next: { status: 201, reused: true } });
});

it('cuts off a client that stops in the middle of a body over the limit, rather than wait for it', { timeout: 20_000 }, async () => {
  const outcome = await new Promise<string>((resolve) => {
    const req = request(`${running!.url}/api/leads/capture`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': 1024 * 1024 } }, (res) =>
      resolve(`answered ${res.statusCode}`),
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.write(Buffer.alloc(100 * 1024, 0x61)); // and never the rest
  });
  expect(outcome).toBe('ECONNRESET');
});
