// `npm run bench:provider` (issue 59 point 9): does a provider that sends a huge answer hold up the
// other clients? The reference server runs as a process of its own against the scripted fake
// provider (server/test/llm-fake.ts, a process of its own too) answering every chat completion with
// `--mb` megabytes (default 200), generated as it is sent (the fake never holds the answer).
//  1. another client alone: sequential GET /api/stats/live for `--seconds`, its latency p50/p99/max;
//  2. the same while `--chats` visitors (default 4) keep sending chat messages that reach the huge
//     answer: its latency again, its requests over 1 s (counted as timeouts), what the chats got
//     (statuses, time per message) and the server's peak memory.
// Prints figures only; nothing is asserted (timings depend on the machine and its other load).
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { buildPath, contract } from '../../src/contract/index.ts';
import { httpRequest, memoryOf, percentile, repoRoot, startServerProcess, tempDataFile } from './harness.ts';

const { values } = parseArgs({ options: { mb: { type: 'string' }, seconds: { type: 'string' }, chats: { type: 'string' } } });
function option(value: string | undefined, fallback: number, name: string): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new Error(`--${name} must be a whole number from 1 to 10000`);
  return n;
}
const megabytes = option(values.mb, 200, 'mb');
const seconds = option(values.seconds, 10, 'seconds');
const chats = option(values.chats, 4, 'chats');
const BYSTANDER_TIMEOUT_MS = 1000;

const fake = spawn(process.execPath, [path.join(repoRoot, 'server/test/llm-fake.ts')], {
  env: { ...process.env, FAKE_LLM_PORT: '0', FAKE_LLM_HUGE_BYTES: String(megabytes * 1024 * 1024) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const fakeUrl = await new Promise<string>((resolve, reject) => {
  fake.once('exit', (code) => reject(new Error(`the fake provider exited (code ${code})`)));
  createInterface({ input: fake.stdout }).once('line', (line) => {
    const url = / on (http:\/\/\S+): /.exec(line)?.[1];
    if (url) resolve(url);
    else reject(new Error(`the fake provider said: ${line}`));
  });
});

const { file: dataFile, cleanup } = await tempDataFile('orbital-bench-provider-');
const server = await startServerProcess({
  dataFile,
  env: { LLM_BASE_URL: fakeUrl, LLM_MODEL: 'fake-model', RATE_LIMIT_MAX: '100000', LLM_CLIENT_TOKENS_PER_HOUR: '100000000' },
});

interface Bystander {
  ms: number[];
  timeouts: number;
}

/** Sequential cheap calls until `until()` says stop: their latencies, and the calls that took over BYSTANDER_TIMEOUT_MS. */
async function bystander(until: () => boolean): Promise<Bystander> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${server.url}${buildPath(contract['stats.live'])}`;
  const result: Bystander = { ms: [], timeouts: 0 };
  while (!until()) {
    const started = performance.now();
    try {
      await httpRequest(url, { agent, timeoutMs: BYSTANDER_TIMEOUT_MS });
      result.ms.push(performance.now() - started);
    } catch {
      result.timeouts++;
      result.ms.push(performance.now() - started);
    }
  }
  agent.destroy();
  return result;
}

async function post(route: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await httpRequest(`${server.url}${route}`, { method: 'POST', body: JSON.stringify(body), timeoutMs: 120_000 });
  return { status: answer.status, json: JSON.parse(answer.text || '{}') as Record<string, unknown> };
}

/** One visitor: a conversation, then chat messages one after another until `until()`; each message's status and time. */
async function visitor(until: () => boolean): Promise<{ status: number; ms: number }[]> {
  const { json: session } = await post(buildPath(contract['chat.start']), { agentType: 'sales', messages: [] });
  const route = buildPath(contract['chat.message'], { id: String(session.id) });
  const out: { status: number; ms: number }[] = [];
  while (!until()) {
    const started = performance.now();
    const { status } = await post(route, { message: 'What does the Enterprise plan include?', agentType: 'sales' });
    out.push({ status, ms: performance.now() - started });
  }
  return out;
}

const deadline = (s: number) => {
  const end = performance.now() + s * 1000;
  return () => performance.now() >= end;
};
const summary = ({ ms, timeouts }: Bystander) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${String(sorted.length).padStart(6)} | ${percentile(sorted, 50).toFixed(1).padStart(7)} | ${percentile(sorted, 99).toFixed(1).padStart(7)} | ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(7)} | ${String(timeouts).padStart(8)}`;
};

await bystander(deadline(1)); // warm-up
const alone = await bystander(deadline(seconds));
const chatsDone = deadline(seconds);
const [during, ...visitors] = await Promise.all([bystander(chatsDone), ...Array.from({ length: chats }, () => visitor(chatsDone))]);
const memory = await memoryOf(server.pid);

const messages = visitors.flat();
const statuses = [...messages.reduce((map, m) => map.set(m.status, (map.get(m.status) ?? 0) + 1), new Map<number, number>())].sort(([a], [b]) => a - b);
const chatMs = messages.map((m) => m.ms).sort((a, b) => a - b);

console.log(`provider answer: ${megabytes} MB per chat completion; ${chats} visitors sending chat messages for ${seconds} s\n`);
console.log(`GET /api/stats/live (another client) | calls | p50 ms | p99 ms | max ms | over ${BYSTANDER_TIMEOUT_MS} ms`);
console.log(`alone                                | ${summary(alone)}`);
console.log(`during the huge answers              | ${summary(during!)}`);
console.log(`\nchat messages: ${messages.length} (${statuses.map(([s, n]) => `${n} × HTTP ${s}`).join(', ')}), p50 ${percentile(chatMs, 50).toFixed(0)} ms, max ${(chatMs.at(-1) ?? NaN).toFixed(0)} ms`);
console.log(`server memory: peak RSS ${memory ? memory.peakMb.toFixed(0) : '?'} MB`);

await server.stop();
fake.kill('SIGTERM');
await cleanup();
