// `npm run bench:crash-postgres` (issue 47): two server instances on one PostgreSQL (the harness's
// throwaway server) behind a round-robin proxy on 127.0.0.1. Leads are sent through the proxy while
// each instance in turn is killed with kill -9 and started again. Passes when every acknowledged lead
// is in the database and reached the webhook receiver at least once; prints the duplicates.
// Options: --requests N (default 1200), --concurrency N (default 20).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildPath, contract, type RequestOf } from '../../src/contract/index.ts';
import { roundRobin, startPostgres, type Proxy } from './postgres-harness.ts';
import { httpRequest, startServerProcess, tempDataFile, type ServerProcess } from './harness.ts';
import { newSecret, Receiver } from './webhooks.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '1200' }, concurrency: { type: 'string', default: '20' } } });
const total = Math.min(Number(values.requests), 20_000);
const concurrency = Number(values.concurrency);
const leadPath = buildPath(contract['leads.capture']);
const runId = Date.now().toString(36);

const lead = (n: number): RequestOf<'leads.capture'> => ({
  email: `pg-crash-${runId}-${n}@example.com`,
  source: 'pricing_page',
  firstName: 'Bench',
  company: 'Load Test Inc.',
  metadata: { name: 'Bench Lead', company: 'Load Test Inc.', phone: '+1 555 0100', planType: 'Mid-Market', submittedAt: new Date().toISOString() },
});

const postgres = await startPostgres();
const secret = newSecret();
const hooks = new Receiver([secret]);
let ok = false;
const instances: ServerProcess[] = [];
const data = await tempDataFile('orbital-pg-crash-');
let proxy: Proxy | undefined;
try {
  await hooks.start();
  const url = postgres.createDatabase('crash');
  const env = {
    DATABASE_URL: url,
    RATE_LIMIT_MAX: '100000000',
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET: secret,
    WEBHOOK_RETRY_DELAYS: '0.5,1,2,4,8,16',
    OUTBOX_CLAIM_MS: '3000',
    WEBHOOK_TIMEOUT_MS: '2000',
  };
  const start = () => startServerProcess({ dataFile: data.file, env });
  instances.push(...(await Promise.all([start(), start()])));
  proxy = await roundRobin(() => instances.map((i) => i.url));

  const acked = new Set<string>();
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let sent = 0;
  const kills = [Math.floor(total * 0.25), Math.floor(total * 0.6)];
  let restarting: Promise<void> = Promise.resolve();
  const began = performance.now();
  const worker = async () => {
    while (sent < total) {
      const n = sent++;
      try {
        const answer = await httpRequest(`${proxy!.url}${leadPath}`, { method: 'POST', body: JSON.stringify(lead(n)) });
        statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
        if (answer.status === 201) {
          latencies.push(answer.ms);
          acked.add((JSON.parse(answer.text) as { id: string }).id);
          const which = kills.indexOf(acked.size);
          if (which >= 0) {
            // Instance `which` is killed; the other keeps answering; the killed one starts again.
            const victim = instances[which]!;
            restarting = restarting.then(async () => {
              await victim.crash();
              instances[which] = await start();
            });
          }
        }
      } catch {
        statuses.set('connection error', (statuses.get('connection error') ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await restarting;
  const seconds = (performance.now() - began) / 1000;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stored = new Set((await client.query<{ id: string }>("SELECT id FROM records WHERE kind = 'leads'")).rows.map((r) => r.id));
  const lost = [...acked].filter((id) => !stored.has(id)).length;
  const delivered = () => new Set([...hooks.delivered.values()].map((d) => String(d.data.id)));
  const drainStart = performance.now();
  await hooks.waitWhileArriving(() => [...acked].every((id) => delivered().has(id)), 30_000);
  const undelivered = [...acked].filter((id) => !delivered().has(id)).length;
  const pending = (await client.query<{ status: string; n: string }>('SELECT status, COUNT(*) AS n FROM outbox GROUP BY status ORDER BY status')).rows;
  await client.end();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(1);
  console.log(
    `crash-postgres: 2 instances behind a round-robin proxy, each killed -9 once and restarted: ${total} leads sent in ${seconds.toFixed(1)} s, ` +
      `answers ${JSON.stringify(Object.fromEntries(statuses))}, acknowledged ${acked.size}, p50 ${at(50)} ms, p99 ${at(99)} ms`,
  );
  console.log(
    `crash-postgres: stored ${stored.size}, acknowledged but lost ${lost}; delivered ${acked.size - undelivered} of ${acked.size} acknowledged (${undelivered} missing) ` +
      `${((performance.now() - drainStart) / 1000).toFixed(1)} s after the load; delivered twice ${hooks.duplicates.length}; outbox ${JSON.stringify(pending)}`,
  );
  ok = lost === 0 && undelivered === 0 && acked.size > total / 2;
  console.log(`crash-postgres: ${ok ? 'PASS' : 'FAIL'}`);
} finally {
  await proxy?.close();
  await Promise.all(instances.map((i) => i.stop()));
  await hooks.stop();
  await data.cleanup();
  await postgres.stop();
}
process.exit(ok ? 0 : 1);
