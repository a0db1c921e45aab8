// `npm run bench:fairness` (issue 47 point 4): can one client take the server from the others while
// staying within its own rate limits? The reference server runs with its default limits and
// TRUST_PROXY=1, so two clients on loopback are told apart by the X-Forwarded-For address they send.
//  1. client B alone: sequential GET /api/stats/live, its latency p50/p99 (the floor);
//  2. client A floods summarize calls of 100,000 characters, 50 at a time, for 15 s (the red team's
//     700 calls took about that long), staying within its limits (a 429 waits its Retry-After), while
//     client B keeps asking as before: B's p50/p99/p99.9/max meanwhile (and how many took over
//     100 ms), what A got (200s, 429s), and the server's CPU seconds over the flood.
// Each client runs in a thread of its own, so neither's work delays the other's clock.
// Prints figures only; nothing is asserted (timings depend on the machine and its other load).
// Options: --seconds N (default 15), --concurrency N (default 50).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildPath, contract, SUMMARIZE_MAX_CHARS } from '../../src/contract/index.ts';
import { httpRequest, percentile, startServerProcess, tempDataFile } from './harness.ts';

const flooder = '198.51.100.1';
const bystander = '198.51.100.2';

type Job =
  | { role: 'bystander'; url: string; count: number; seconds: number }
  | { role: 'flooder'; url: string; seconds: number; concurrency: number };

/** Client B: sequential GETs, at least `count` of them and for at least `seconds`; their latencies. */
async function bystanderLoop({ url, count, seconds }: { url: string; count: number; seconds: number }): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ask = async () => (await httpRequest(url, { agent, headers: { 'x-forwarded-for': bystander } })).ms;
  for (let i = 0; i < 20; i++) await ask(); // warm-up
  const ms: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (ms.length < count || performance.now() < deadline) ms.push(await ask());
  agent.destroy();
  return ms;
}

/** Client A: `concurrency` summarize calls at a time for `seconds`; how many answers of each status. */
async function flooderLoop({ url, seconds, concurrency }: { url: string; seconds: number; concurrency: number }): Promise<[number, number][]> {
  const body = Buffer.from(JSON.stringify({ title: 'A long article', content: longArticle() }));
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const answer = await httpRequest(url, { method: 'POST', body, agent, headers: { 'x-forwarded-for': flooder } });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // Within its limits: a refused call waits as long as the server says.
      const wait = answer.status === 429 ? Math.min(Number(answer.headers['retry-after']) * 1000, deadline - performance.now()) : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return [...statuses].sort(([a], [b]) => a - b);
}

/** Each client in a thread of its own, so neither's sending delays the other's clock. */
function inThread<T>(job: Job): Promise<T> {
  const worker = new Worker(new URL(import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 5000) throw new Error(`--${name} must be 1..5000`);
  return value;
}

/** Prose of exactly SUMMARIZE_MAX_CHARS characters, sentences the summarizer has to rank. */
function longArticle(): string {
  const sentences = Array.from({ length: 2000 }, (_, i) => `Agents handled ${i} routine tasks in team ${i % 17} and saved ${(i * 7) % 90} hours of manual work.`);
  return sentences.join(' ').slice(0, SUMMARIZE_MAX_CHARS);
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const slow = sorted.filter((t) => t > 100).length;
  return `n=${sorted.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, p99.9 ${percentile(sorted, 99.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms, over 100 ms ${slow}`;
};

/** CPU seconds a process has used so far (user + system, from /proc: Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

async function main(): Promise<void> {
  const floodSeconds = option('seconds', 15);
  const concurrency = option('concurrency', 50);
  const data = await tempDataFile('orbital-fairness-');
  const server = await startServerProcess({ dataFile: data.file, env: { TRUST_PROXY: '1' } });
  try {
    const statsUrl = `${server.url}${buildPath(contract['stats.live'])}`;
    const summarizeUrl = `${server.url}${buildPath(contract['content.summarize'])}`;
    const alone = await inThread<number[]>({ role: 'bystander', url: statsUrl, count: 300, seconds: 0 });
    const cpuBefore = await cpuSeconds(server.pid);
    const [during, statuses] = await Promise.all([
      inThread<number[]>({ role: 'bystander', url: statsUrl, count: 1, seconds: floodSeconds }),
      inThread<[number, number][]>({ role: 'flooder', url: summarizeUrl, seconds: floodSeconds, concurrency }),
    ]);
    console.log(`server ${server.url}, default rate limits, client A floods content.summarize (${SUMMARIZE_MAX_CHARS.toLocaleString('en')} chars) for ${floodSeconds} s, ${concurrency} at a time`);
    console.log(`client B alone:          ${stats(alone)}`);
    console.log(`client B during A flood: ${stats(during)}`);
    console.log(`client A: ${statuses.map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    console.log(`server CPU during the flood: ${(await cpuSeconds(server.pid) - cpuBefore).toFixed(1)} s of ${floodSeconds} s`);
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

if (isMainThread) {
  await main();
} else {
  const job = workerData as Job;
  parentPort?.postMessage(job.role === 'bystander' ? await bystanderLoop(job) : await flooderLoop(job));
}
