// `npm test`: every check a change must pass. Steps run in parallel where they do not depend on
// each other (TEST_JOBS at once, default 3), the longest chain first; each step is an npm script a
// developer can also run alone. A failure starts no further step; the summary prints each step's
// time, and the full output of a failed step is printed before it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { stepCpu } from './step-cpu.ts';

// `alone`: a benchmark whose figures mean something only on a quiet machine; it starts when no other
// step runs, and nothing starts beside it.
type Step = { name: string; command: string; after?: string[]; alone?: boolean };

// Listed in the order they are started when a slot is free: the demo build -> e2e chain and the story
// tests are the longest, so they go first. The two builds run one after the other (each takes both
// cores for half a minute).
const steps: Step[] = [
  { name: 'offline demo build', command: 'npm run build:demo' },
  { name: 'end-to-end tests (Chromium, demo build)', command: 'npm run test:e2e', after: ['offline demo build'] },
  { name: 'production build', command: 'npm run build', after: ['offline demo build'] },
  { name: 'story tests (Chromium)', command: 'npm run test:stories' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'dead code (knip: no unused files, exports or dependencies)', command: 'npm run knip' },
  { name: 'citations point at docs/product-rules.md', command: 'node tools/docs/cite-product-rules.ts --check' },
  { name: 'unit tests', command: 'npm run test:unit' },
  { name: 'no mock code in the production build', command: 'node tools/build/checks/check-no-mock-code.ts dist', after: ['production build'] },
  { name: 'no content editor code in either build', command: 'node tools/build/checks/check-no-editor-code.ts dist dist-demo', after: ['production build', 'offline demo build'] },
  { name: 'publishing content (Decap CMS on a temporary copy: API confined to content/ and covers, every schema rule refused in the form, the site as preview; what it wrote and a hand-written file built into pages, sitemap and feed)', command: 'npm run test:content-editor' },
  { name: 'route sizes', command: 'npm run size', after: ['production build'] },
  { name: "the concierge's committed site index is the build's (npm run concierge:index)", command: 'node server/concierge/write-index.ts --check', after: ['production build'] },
  { name: 'production build served by the reference server (every page prerendered, CSP, 404, headers)', command: 'npm run test:server-site', after: ['production build'] },
  { name: 'the site as npm start serves it (dev server, mock mode: every page hydrates, MSW answers, no error)', command: 'npm run test:dev-server', after: ['story tests (Chromium)'] }, // one Vite optimizer at a time in node_modules/.vite
  { name: 'npm start with broken content files (left out, the banner names each problem, the rest works; the build refuses them)', command: 'npm run test:content-preview' }, // its own optimizer cache: it may run beside the other dev server
  { name: 'contract tests (in-process mocks)', command: 'npm run test:contract' },
  { name: 'OpenAPI lint (Redocly recommended-strict: 0 errors, 0 warnings)', command: 'npm run lint:openapi' },
  { name: 'contract suite as one file (bundle run from an empty folder against the reference server)', command: 'npm run test:contract-bundle' },
  { name: 'reference server (contract suite, bad-input sweep, adversarial strings, fast-check fuzz)', command: 'npm run test:server' },
  { name: 'reference server load (latency at 100 and 100,000 records, mixed load, adversarial timings, 0 lost)', command: 'npm run bench:server', alone: true },
  // Counts records, not time: it may run beside other steps.
  { name: 'reference server crash durability (kill -9, restart, 0 lost)', command: 'npm run bench:crash' },
  { name: 'two reference servers on PostgreSQL behind a round-robin proxy, each killed -9 in turn (0 lost, every lead delivered)', command: 'npm run bench:crash-postgres' },
  { name: 'PostgreSQL restarted and its backends terminated under load, out of connections, concurrent duplicates (servers stay up, 503 with Retry-After, 0 lost)', command: 'npm run test:server-faults' },
];

// cpu: processor seconds (user + system) of the step and everything it started, so a step slowed by
// its neighbours can be told apart from a step with much to do (tools/testing/step-cpu.ts).
type Result = { step: Step; ok: boolean; seconds: number; cpu: number; output: string };

// SKIP_STEPS: commands (or names without commas) to leave out, comma-separated, e.g. "npm run test:e2e".
const skipped = new Set((process.env.SKIP_STEPS ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const skip = new Set(steps.filter((s) => skipped.has(s.name) || skipped.has(s.command)).map((s) => s.name));
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 3));
const logDir = 'test-logs';
mkdirSync(logDir, { recursive: true });

const pending = steps.filter((s) => !skip.has(s.name));
const done = new Map<string, Result>();
let running = 0;
let aloneRunning = false;
let failed = false;
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const logFile = (step: Step) => `${logDir}/${step.command.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.log`;

function run(step: Step): Promise<Result> {
  console.log(`${clock()}  start ${step.name}: ${step.command}`);
  const began = Date.now();
  return new Promise((resolve) => {
    // bash's `times` prints the processor time of everything the step ran, once it has ended.
    const cpu = stepCpu(step.name);
    const command = `${cpu.enter}${step.command}; status=$?; times >&3; exit $status`;
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'], env: withLocalBin });
    let times = '';
    child.stdio[3]!.on('data', (c: Buffer) => (times += c.toString('utf8')));
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (c: Buffer) => chunks.push(c));
    child.stderr!.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      writeFileSync(logFile(step), output);
      const cpuSeconds = cpu.seconds() ?? childrenCpuSeconds(times);
      cpu.remove();
      resolve({ step, ok: code === 0, seconds: (Date.now() - began) / 1000, cpu: cpuSeconds, output });
    });
  });
}

/** The children's user and system time from the second line of bash's `times` ("0m1.950s 0m0.018s"). */
function childrenCpuSeconds(times: string): number {
  const line = times.trim().split('\n').at(-1) ?? '';
  return line
    .split(' ')
    .map((part) => /^(\d+)m(\d+(?:\.\d+)?)s$/.exec(part))
    .reduce((sum, match) => sum + (match ? Number(match[1]) * 60 + Number(match[2]) : 0), 0);
}

// `node` in a step is the project's Node 24 even when this file is started outside npm.
const withLocalBin = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` };

const timing = (r: Result) => `${r.seconds.toFixed(1)} s, ${r.cpu.toFixed(1)} s of processor time`;

const ready = (s: Step) => (s.after ?? []).every((name) => done.get(name)?.ok || skip.has(name));

await new Promise<void>((finish) => {
  const schedule = () => {
    while (!failed && running < jobs && !aloneRunning) {
      const next = pending.find((step) => ready(step) && (!step.alone || running === 0));
      if (!next) break;
      aloneRunning = Boolean(next.alone);
      pending.splice(pending.indexOf(next), 1);
      running++;
      void run(next).then((result) => {
        running--;
        if (next.alone) aloneRunning = false;
        done.set(next.name, result);
        console.log(`${clock()}  ${result.ok ? 'ok  ' : 'FAIL'} ${next.name} (${timing(result)})`);
        if (!result.ok) failed = true;
        schedule();
      });
    }
    if (running === 0) finish();
  };
  schedule();
});

/** The failed tests' lines of a Vitest (FAIL, ×) or Playwright (✘) report, at most 12, then their errors (the message and the locator it waited for), at most 12. */
function failedTests(output: string): string[] {
  const plain = stripVTControlCharacters(output).split('\n').map((line) => line.trim());
  const tests = plain.filter((line) => /^(?:FAIL\s|×\s|✘\s)/.test(line));
  const errors = plain.filter((line) => /^(?:\w*Error:|Locator:)/.test(line)).map((line) => `  ${line.slice(0, 240)}`);
  return [...[...new Set(tests)].slice(0, 12), ...[...new Set(errors)].slice(0, 12)];
}

const results = steps.map((s) => done.get(s.name)).filter((r): r is Result => Boolean(r));
for (const r of results.filter((r) => !r.ok)) {
  console.log(`\n━━ output of the failed step: ${r.step.name} (${r.step.command}; also in ${logFile(r.step)})\n${r.output}`);
}
console.log(`\n━━ summary (${jobs} steps at a time; full output of every step in ${logDir}/)`);
for (const r of [...results].sort((a, b) => b.seconds - a.seconds)) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.step.name} (${timing(r)})`);
  // Which tests failed, here at the end where a truncated CI log still shows it.
  if (!r.ok) for (const line of failedTests(r.output)) console.log(`       ${line}`);
}
const notRun = steps.filter((s) => !skip.has(s.name) && !done.has(s.name));
for (const s of notRun) console.log(`skip ${s.name} (not started after a failure)`);
const failedCount = results.filter((r) => !r.ok).length;
const cpuTotal = results.reduce((sum, r) => sum + r.cpu, 0);
console.log(
  `steps: ${results.length - failedCount} passed, ${failedCount} failed, ${notRun.length} not run; total ${((Date.now() - started) / 1000).toFixed(1)} s (${cpuTotal.toFixed(0)} s of processor time)`,
);
process.exit(failedCount + notRun.length === 0 ? 0 : 1);
