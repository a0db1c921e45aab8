// `npm run bench:server`: a bounded load test of the reference server on loopback (temp stores, rate
// limits raised). It prints, for issue 12:
//  - write latency p50/p99 with 100 records stored and with 100,000 (seeded straight into the store,
//    not through 100,000 requests), and their ratio (goal: at most 1.5);
//  - mixed-load requests per second over every call, with no errors;
//  - the store's size after 10,000 leads, and the server's memory after the run;
//  - the time to reject each 1 MB adversarial input (goal: under 100 ms each);
// and fails if an acknowledged lead is missing after a kill -9, a request errs, or an answer is 5xx.
// `npm run bench:crash` (--crash): the server is killed with SIGKILL in the middle of bursts and
// restarted on the same store; every acknowledged record must still be there.
// `npm run bench:server -- --postgres` (issue 47; not a step of npm test): lead writes and the mixed
// load on SQLite, on one instance on a throwaway PostgreSQL, and on two instances on it behind a
// round-robin proxy: req/s, p50, p99 side by side; fails on a lost acknowledged lead, an error or a 5xx.
// Options: --requests N (default 1000, max 20000), --concurrency N (default 50), --rounds N (crash rounds, default 3).
import { stat } from 'node:fs/promises';
import { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import { buildPath, contract, type RequestOf } from '../../src/contract/index.ts';
import { samples } from '../../contract-tests/samples.ts';
import { rowOf, type Lead } from '../store/records.ts';
import { Store } from '../store/sqlite.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookEvent } from '../delivery/outbox.ts';
import { openPostgresForTools } from '../store/postgres.ts';
import { exportRecords } from '../delivery/leads-queries.ts';
import { adversarialCases, runAdversarial } from './adversarial.ts';
import { roundRobin, startPostgres } from './postgres-harness.ts';
import { newSecret, Receiver } from './webhooks.ts';
import { httpRequest, memoryOf, outboxMessagesOf, percentile, startServerProcess, storedRecords, tempDataFile, type ServerProcess } from './harness.ts';

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be 1..${max}`);
  return value;
}

const crashMode = process.argv.includes('--crash');
const postgresMode = process.argv.includes('--postgres');
const total = option('requests', 1000, 20_000);
const concurrency = option('concurrency', 50, 500);
const rounds = option('rounds', 3, 20);
const serverEnv = { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_WINDOW_MS: '60000' };
const leadPath = buildPath(contract['leads.capture']);
const runId = Date.now().toString(36);

function lead(n: number): RequestOf<'leads.capture'> {
  return {
    email: `bench-${runId}-${n}@example.com`,
    source: 'pricing_page',
    firstName: 'Bench',
    company: 'Load Test Inc.',
    metadata: { name: 'Bench Lead', company: 'Load Test Inc.', phone: '+1 555 0100', planType: 'Mid-Market', submittedAt: new Date().toISOString() },
  };
}

/** Puts `count` leads like the bench's into a store directly, in one transaction. */
async function seedLeads(file: string, count: number): Promise<void> {
  const store = Store.open(file);
  const createdAt = new Date().toISOString();
  await store.write((tx) => {
    for (let n = 0; n < count; n++) tx.insert(rowOf.lead({ ...lead(-1 - n), id: randomUUID(), createdAt } as Lead));
  });
  await store.close();
}

interface Burst {
  acked: Set<string>;
  latencies: number[];
  statuses: Map<string, number>;
  seconds: number;
}

/** Sends `count` leads with `concurrency` in flight; `onAck` may stop the burst early (crash test). */
async function burst(server: Pick<ServerProcess, 'url' | 'child'>, from: number, count: number, onAck?: (acked: number) => void): Promise<Burst> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const result: Burst = { acked: new Set(), latencies: [], statuses: new Map(), seconds: 0 };
  const count1 = (key: string) => result.statuses.set(key, (result.statuses.get(key) ?? 0) + 1);
  let next = from;
  const started = performance.now();
  const worker = async () => {
    while (next < from + count) {
      const n = next++;
      try {
        const answer = await httpRequest(`${server.url}${leadPath}`, { method: 'POST', body: JSON.stringify(lead(n)), agent });
        count1(String(answer.status));
        result.latencies.push(answer.ms);
        if (answer.status === 201) {
          result.acked.add((JSON.parse(answer.text) as { id: string }).id);
          onAck?.(result.acked.size);
        }
      } catch {
        count1('connection error');
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

const storedLeadIds = (file: string) => new Set(storedRecords(file, 'leads').map((r) => r.id));

const missing = (acked: Set<string>, stored: Set<string>) => [...acked].filter((id) => !stored.has(id)).length;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function report(label: string, b: Burst, lost?: number): { p50: number; p99: number } {
  const sorted = [...b.latencies].sort((x, y) => x - y);
  const statuses = [...b.statuses].map(([k, v]) => `${k}: ${v}`).join(', ');
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.log(
    `${label}: ${b.latencies.length} answered in ${b.seconds.toFixed(2)} s, ${(b.latencies.length / b.seconds).toFixed(0)} req/s, ` +
      `p50 ${fmt(p50)}, p99 ${fmt(p99)}, max ${fmt(sorted.at(-1) ?? NaN)}; statuses {${statuses}}; acknowledged ${b.acked.size}` +
      (lost === undefined ? '' : `, lost after kill -9: ${lost}`),
  );
  return { p50, p99 };
}

/** Write latency with `seeded` records already stored; the server is then killed -9 and every acknowledged lead must be there. */
async function writeLatency(seeded: number, extraEnv: Record<string, string> = {}, label = ''): Promise<{ p50: number; p99: number; ok: boolean }> {
  const data = await tempDataFile('orbital-bench-');
  try {
    const seedStart = performance.now();
    await seedLeads(data.file, seeded);
    const startStart = performance.now();
    const server = await startServerProcess({ dataFile: data.file, env: { ...serverEnv, ...extraEnv } });
    console.log(`bench: ${seeded.toLocaleString('en-US')} leads seeded in ${((startStart - seedStart) / 1000).toFixed(1)} s; server start (shape check of every record) ${((performance.now() - startStart) / 1000).toFixed(1)} s`);
    await burst(server, -1 - 4 * concurrency, 4 * concurrency); // warm-up, not counted
    const b = await burst(server, 0, total);
    const problems = server.problems.length;
    await server.crash();
    const lost = missing(b.acked, storedLeadIds(data.file));
    const { p50, p99 } = report(`writes with ${seeded.toLocaleString('en-US')} stored${label}`, b, lost);
    return { p50, p99, ok: lost === 0 && b.acked.size === total && problems === 0 };
  } finally {
    await data.cleanup();
  }
}

type Call = { path: string; method: 'GET' | 'POST'; body?: unknown };

/** One request of every kind the site makes, in turn. */
function mixedCall(n: number, chatId: string): Call {
  const post = (id: keyof typeof contract, body: unknown): Call => ({ path: buildPath(contract[id], id === 'chat.message' ? { id: chatId } : undefined), method: 'POST', body });
  const calls: Call[] = [
    { path: buildPath(contract['stats.live']), method: 'GET' },
    post('roi.calculate', samples.roi()),
    post('playground.analyze', samples.playground()),
    post('blueprint.generate', samples.blueprint()),
    post('agents.analyze', samples.agents()),
    post('content.summarize', samples.summarize()),
    post('leads.capture', lead(1_000_000 + n)),
    post('contact.submit', { ...samples.contact(), email: `mixed-${runId}-${n}@example.com` }),
    post('chat.message', { message: 'What does pricing look like?' }),
  ];
  return calls[n % calls.length]!;
}

async function mixedLoad(server: Pick<ServerProcess, 'url'>, count: number): Promise<{ ok: boolean; perSecond: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  let errors = 0;
  let chatId = '';
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      if (n % 150 === 0 || !chatId) {
        const chat = await httpRequest(`${server.url}${buildPath(contract['chat.start'])}`, { method: 'POST', body: JSON.stringify(samples.chatStart()), agent });
        chatId = (JSON.parse(chat.text) as { id: string }).id;
      }
      const call = mixedCall(n, chatId);
      try {
        const answer = await httpRequest(`${server.url}${call.path}`, { method: call.method, body: call.body === undefined ? undefined : JSON.stringify(call.body), agent });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 400) errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  console.log(`mixed load: ${count} requests over 10 calls in ${seconds.toFixed(2)} s, ${(count / seconds).toFixed(0)} req/s, statuses {${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}}, errors ${errors}`);
  return { ok: errors === 0, perSecond: count / seconds };
}

/** Issue 19: the time to deliver `count` queued webhook events to a local receiver that verifies each. */
async function drain(count: number): Promise<boolean> {
  const data = await tempDataFile('orbital-drain-');
  const secret = newSecret();
  const receiver = new Receiver([secret]);
  await receiver.start();
  try {
    const store = Store.open(data.file);
    await store.write((tx) => {
      for (let n = 0; n < count; n++) {
        const record = { ...lead(2_000_000 + n), id: randomUUID(), createdAt: new Date().toISOString() } as Lead;
        tx.insert(rowOf.lead(record));
        tx.enqueue(webhookEvent('lead.captured', record));
      }
    });
    await store.close();
    const started = performance.now();
    const server = await startServerProcess({ dataFile: data.file, env: { ...serverEnv, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret } });
    const done = await receiver.waitFor(() => receiver.delivered.size >= count, 300_000);
    const seconds = (performance.now() - started) / 1000;
    const memory = await memoryOf(server.pid);
    await server.stop();
    const verified = [...receiver.delivered.values()].every((d) => d.verifiedWith === 1);
    console.log(
      `drain: ${receiver.delivered.size.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} queued deliveries in ${seconds.toFixed(1)} s ` +
        `(${(receiver.delivered.size / seconds).toFixed(0)} deliveries/s, 4 in flight, every signature verified: ${verified}); ` +
        `server memory after: ${memory ? `RSS ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakMb.toFixed(0)} MB` : 'n/a'}`,
    );
    return done && verified;
  } finally {
    await receiver.stop();
    await data.cleanup();
  }
}

async function storeSize(leads: number): Promise<void> {
  const data = await tempDataFile('orbital-size-');
  try {
    await seedLeads(data.file, leads);
    const bytes = (await stat(data.file)).size + ((await stat(`${data.file}-wal`).catch(() => undefined))?.size ?? 0);
    console.log(`store size after ${leads.toLocaleString('en-US')} leads: ${(bytes / 1024 / 1024).toFixed(2)} MB (${Math.round(bytes / leads)} bytes per lead)`);
  } finally {
    await data.cleanup();
  }
}

async function loadTest(): Promise<boolean> {
  console.log(`bench: ${total} lead submissions per run, ${concurrency} at a time`);
  const small = await writeLatency(100);
  const large = await writeLatency(100_000);
  const ratio = { p50: large.p50 / small.p50, p99: large.p99 / small.p99 };
  console.log(`latency ratio 100,000 / 100 records: p50 ${ratio.p50.toFixed(2)}, p99 ${ratio.p99.toFixed(2)} (goal: at most 1.5)`);

  // Issue 19: delivery happens after the answer, so a receiver that never answers costs a lead nothing.
  const hung = createServer(() => undefined);
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}/hooks`;
  const withDelivery = await writeLatency(100, { WEBHOOK_URL: hungUrl, WEBHOOK_SECRET: newSecret(), WEBHOOK_TIMEOUT_MS: '2000' }, ', webhooks on, receiver never answers');
  hung.closeAllConnections();
  hung.close();
  const deliveryRatio = { p50: withDelivery.p50 / small.p50, p99: withDelivery.p99 / small.p99 };
  console.log(`latency ratio delivery on (hung receiver) / off: p50 ${deliveryRatio.p50.toFixed(2)}, p99 ${deliveryRatio.p99.toFixed(2)} (goal: at most 1.2)`);
  const drained = await drain(10_000);

  const data = await tempDataFile('orbital-mixed-');
  const server = await startServerProcess({ dataFile: data.file, env: { ...serverEnv, RATE_LIMIT_COMPUTE_MAX: '100000000' } });
  let ok = small.ok && large.ok && withDelivery.ok && drained;
  try {
    ok = (await mixedLoad(server, total * 2)).ok && ok;
    const adversarial = await runAdversarial(server.url);
    const { results } = adversarial;
    console.log(
      `adversarial strings: ${results.length} requests (${adversarialCases().length} shapes in every string field at the body limit, and 1 MB per call); ` +
        `slowest answer ${fmt(Math.max(...results.map((r) => r.ms)))} (goal: under 100 ms); stats.live answered ${adversarial.sideAnswers} times meanwhile, slowest ${fmt(adversarial.sideSlowestMs)}`,
    );
    for (const id of new Set(results.map((r) => r.endpoint))) {
      const own = results.filter((r) => r.endpoint === id);
      const slowest = own.reduce((a, b) => (b.ms > a.ms ? b : a));
      const statuses = [...new Set(own.map((r) => r.status))].sort().join('/');
      console.log(`  ${id}: ${own.length} inputs, statuses ${statuses}, slowest ${fmt(slowest.ms)} (${slowest.label})`);
    }
    ok = ok && results.every((r) => r.status >= 400 && r.status < 500);
    const memory = await memoryOf(server.pid);
    console.log(`server memory after the run: ${memory ? `RSS ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakMb.toFixed(0)} MB` : 'not available (no /proc)'}`);
    ok = ok && server.problems.length === 0;
  } finally {
    await server.stop();
    await data.cleanup();
  }
  await storeSize(10_000);
  console.log(`bench: 5xx/errors in server logs: ${ok ? 0 : 'see above'}; ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function crashTest(): Promise<boolean> {
  const data = await tempDataFile('orbital-crash-');
  const secret = newSecret();
  const receiver = new Receiver([secret]);
  await receiver.start();
  const crashEnv = { ...serverEnv, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, WEBHOOK_RETRY_DELAYS: '0.5,1,2,4,8,16' };
  const everAcked = new Set<string>();
  let ok = true;
  let next = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const before = round === 1 ? new Set<string>() : storedLeadIds(data.file);
      const survived = missing(everAcked, before);
      const server = await startServerProcess({ dataFile: data.file, env: crashEnv });
      // Kill somewhere in the middle of the burst, at a different point each round.
      const killAt = Math.floor(total * (0.3 + 0.4 * Math.random()));
      let killed = false;
      const b = await burst(server, next, total, (acked) => {
        if (!killed && acked >= killAt) {
          killed = true;
          void server.crash();
        }
      });
      next += total;
      await server.crash(); // in case the burst ended first
      for (const id of b.acked) everAcked.add(id);
      const after = storedLeadIds(data.file);
      const lost = missing(everAcked, after);
      const extra = after.size - everAcked.size;
      console.log(
        `crash round ${round}: restart found ${before.size} records (lost before restart: ${survived}); ` +
          `kill -9 after ${killAt} acks; acknowledged this round ${b.acked.size}, failed requests (connection refused or reset) ${b.statuses.get('connection error') ?? 0}; ` +
          `lost ${lost}; stored but unacknowledged ${extra}`,
      );
      ok &&= survived === 0 && lost === 0;
    }
    // A final clean start must keep everything and answer.
    const final = storedLeadIds(data.file);
    const server = await startServerProcess({ dataFile: data.file, env: crashEnv });
    const b = await burst(server, next, concurrency);
    // Issue 19: every acknowledged lead reaches the webhook receiver, at least once.
    const deliveredIds = () => new Set([...receiver.delivered.values()].map((d) => String(d.data.id)));
    const allAcked = [...everAcked, ...b.acked];
    const drainStart = performance.now();
    await receiver.waitWhileArriving(() => allAcked.every((id) => deliveredIds().has(id)), 30_000);
    const drainSeconds = (performance.now() - drainStart) / 1000;
    await server.stop();
    const undelivered = allAcked.filter((id) => !deliveredIds().has(id));
    const dupes = [...receiver.attempts.values()].filter((n) => n > 1).length;
    console.log(
      `crash: deliveries: ${allAcked.length - undelivered.length} of ${allAcked.length} acknowledged leads reached the receiver (${undelivered.length} missing) ` +
        `${drainSeconds.toFixed(1)} s after the restart, ${receiver.duplicates.length} delivered twice, ${dupes} sent more than once`,
    );
    for (const message of outboxMessagesOf(data.file, undelivered.slice(0, 5))) console.log(`  not delivered: ${JSON.stringify(message)}`);
    ok &&= undelivered.length === 0;
    const lost = missing(everAcked, final) + missing(b.acked, storedLeadIds(data.file));
    console.log(`crash: after ${rounds} kills and a restart, ${final.size} records, ${everAcked.size} ever acknowledged, lost ${lost}; the restarted server acknowledged ${b.acked.size}/${concurrency} more`);
    ok &&= lost === 0 && b.acked.size === concurrency;
    console.log(`crash: ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await receiver.stop();
    await data.cleanup();
  }
}

/**
 * Lead writes (after a warm-up) and the mixed load against `instances` servers sharing `env`'s store,
 * behind a round-robin proxy when there are two; every acknowledged lead must be stored (`storedIds`).
 */
async function storeRun(label: string, instances: number, env: Record<string, string>, dataFile: string, storedIds: () => Promise<Set<string>>) {
  const servers = await Promise.all(Array.from({ length: instances }, () => startServerProcess({ dataFile, env: { ...serverEnv, RATE_LIMIT_COMPUTE_MAX: '100000000', ...env } })));
  const proxy = instances > 1 ? await roundRobin(() => servers.map((s) => s.url)) : undefined;
  const target = { url: proxy?.url ?? servers[0]!.url, child: servers[0]!.child };
  try {
    await burst(target, -1 - 4 * concurrency, 4 * concurrency); // warm-up, not counted
    const writes = await burst(target, 0, total);
    const mixed = await mixedLoad(target, total * 2);
    const lost = missing(writes.acked, await storedIds());
    const { p50, p99 } = report(`${label}: lead writes`, writes);
    const problems = servers.reduce((sum, s) => sum + s.problems.length, 0);
    return { label, writesPerSecond: writes.latencies.length / writes.seconds, p50, p99, mixedPerSecond: mixed.perSecond, lost, problems, ok: mixed.ok && lost === 0 && writes.acked.size === total && problems === 0 };
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function postgresTest(): Promise<boolean> {
  console.log(`bench --postgres: ${total} lead submissions and ${total * 2} mixed requests per store, ${concurrency} at a time`);
  const data = await tempDataFile('orbital-bench-pg-');
  const postgres = await startPostgres();
  try {
    const rows = [await storeRun('SQLite, one instance', 1, {}, data.file, async () => storedLeadIds(data.file))];
    for (const instances of [1, 2]) {
      const url = postgres.createDatabase(`bench_${instances}`);
      // Read as `npm run leads -- export --kind leads` reads them.
      const ids = async () => {
        const db = await openPostgresForTools(url);
        try {
          return new Set((await exportRecords(db, ['leads'])).map((r) => String(r.id)));
        } finally {
          await db.close();
        }
      };
      rows.push(await storeRun(`PostgreSQL, ${instances === 1 ? 'one instance' : 'two instances behind a round-robin proxy'}`, instances, { DATABASE_URL: url }, data.file, ids));
    }
    console.log('\nstore                                                 writes req/s   p50 ms   p99 ms   mixed req/s   lost   5xx/errors');
    for (const row of rows) {
      const cells = [row.writesPerSecond.toFixed(0).padStart(13), row.p50.toFixed(1).padStart(8), row.p99.toFixed(1).padStart(8), row.mixedPerSecond.toFixed(0).padStart(13), String(row.lost).padStart(6), String(row.problems).padStart(12)];
      console.log(`${row.label.padEnd(52)} ${cells.join(' ')}`);
    }
    const ok = rows.every((row) => row.ok);
    console.log(`bench --postgres: ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await postgres.stop();
    await data.cleanup();
  }
}

const passed = postgresMode ? await postgresTest() : crashMode ? await crashTest() : await loadTest();
process.exit(passed ? 0 : 1);
