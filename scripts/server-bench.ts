// `npm run bench:server`: a bounded load test of the reference server on loopback. Starts its own
// server (temp data file, rate limit raised), sends lead submissions 50 at a time, then checks that
// every acknowledged id is in the data file.
// `npm run bench:crash` (--crash): the same, but the server is killed with SIGKILL in the middle of a
// burst, restarted on the same file, and every acknowledged record must still be there, in valid JSON.
// Options: --requests N (default 1000, max 20000), --concurrency N (default 50), --rounds N (crash rounds, default 3).
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { buildPath, contract, type RequestOf } from '../src/contract/index.ts';
import { httpRequest, percentile, startServerProcess, tempDataFile, type ServerProcess } from './server-harness.ts';

function option(name: string, fallback: number, max: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be 1..${max}`);
  return value;
}

const crashMode = process.argv.includes('--crash');
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
    metadata: { planType: 'Mid-Market', submittedAt: new Date().toISOString(), n },
  };
}

interface Burst {
  acked: Set<string>;
  latencies: number[];
  statuses: Map<string, number>;
  seconds: number;
}

/** Sends `count` leads with `concurrency` in flight; `onAck` may stop the burst early (crash test). */
async function burst(server: ServerProcess, from: number, count: number, onAck?: (acked: number) => void): Promise<Burst> {
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

async function storedLeadIds(file: string): Promise<{ valid: boolean; ids: Set<string> }> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as { leads: { id: string }[] };
    return { valid: true, ids: new Set(data.leads.map((l) => l.id)) };
  } catch {
    return { valid: false, ids: new Set() };
  }
}

const missing = (acked: Set<string>, stored: Set<string>) => [...acked].filter((id) => !stored.has(id)).length;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function report(label: string, b: Burst, lost: number): void {
  const sorted = [...b.latencies].sort((x, y) => x - y);
  const statuses = [...b.statuses].map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(
    `${label}: ${b.latencies.length} answered in ${b.seconds.toFixed(2)} s, ${(b.latencies.length / b.seconds).toFixed(0)} req/s, ` +
      `p50 ${fmt(percentile(sorted, 50))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}; ` +
      `statuses {${statuses}}; acknowledged ${b.acked.size}, lost ${lost}`,
  );
}

async function loadTest(): Promise<boolean> {
  const data = await tempDataFile('orbital-bench-');
  const server = await startServerProcess({ dataFile: data.file, env: serverEnv });
  try {
    console.log(`bench: ${total} lead submissions, ${concurrency} at a time, server ${server.url} (pid ${server.pid})`);
    await burst(server, -concurrency, concurrency); // warm-up, not counted
    const b = await burst(server, 0, total);
    const stored = await storedLeadIds(data.file); // read while the server runs: acknowledged means on disk
    const lost = missing(b.acked, stored.ids);
    report('bench', b, lost);
    const ok = stored.valid && lost === 0 && b.acked.size === total && server.problems.length === 0;
    console.log(`bench: data file valid JSON: ${stored.valid}; 5xx/errors in server log: ${server.problems.length}; ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

async function crashTest(): Promise<boolean> {
  const data = await tempDataFile('orbital-crash-');
  const everAcked = new Set<string>();
  let ok = true;
  let next = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const server = await startServerProcess({ dataFile: data.file, env: serverEnv });
      const before = await storedLeadIds(data.file);
      const survived = missing(everAcked, before.ids);
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
      const after = await storedLeadIds(data.file);
      const lost = missing(everAcked, after.ids);
      const extra = after.ids.size - everAcked.size;
      console.log(
        `crash round ${round}: restart found ${before.ids.size} records (lost before restart: ${survived}); ` +
          `kill -9 after ${killAt} acks; acknowledged this round ${b.acked.size}, failed requests (connection refused or reset) ${b.statuses.get('connection error') ?? 0}; ` +
          `file valid JSON: ${after.valid}; lost ${lost}; stored but unacknowledged ${extra}`,
      );
      ok &&= before.valid && after.valid && survived === 0 && lost === 0;
    }
    // A final clean start must keep everything and answer.
    const server = await startServerProcess({ dataFile: data.file, env: serverEnv });
    const final = await storedLeadIds(data.file);
    const b = await burst(server, next, concurrency);
    await server.stop();
    const lost = missing(everAcked, final.ids) + missing(b.acked, (await storedLeadIds(data.file)).ids);
    console.log(`crash: after ${rounds} kills and a restart, ${final.ids.size} records, ${everAcked.size} ever acknowledged, lost ${lost}; the restarted server acknowledged ${b.acked.size}/${concurrency} more`);
    ok &&= lost === 0 && b.acked.size === concurrency;
    console.log(`crash: ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await data.cleanup();
  }
}

const passed = crashMode ? await crashTest() : await loadTest();
process.exit(passed ? 0 : 1);
