// `npm run lighthouse`: a benchmark, not a test. Serves the production build (dist/, run
// `npm run build` first; or STATIC_DIR) with the reference API as `npm run serve:prod` does, runs
// Lighthouse (mobile, simulated throttling) three times per page in the system Chromium and prints
// the median run against the goals of issue 46. LIGHTHOUSE_JSON_DIR=dir also writes each page's
// median report there (LCP element, phases, request chains) for diagnosis.
// LIGHTHOUSE_CPU=n runs at a CPU slowdown of n instead of Lighthouse's default 4x; the table prints,
// beside the slowdown each run used, the one Lighthouse's calibration gives for the machine's speed
// during that run (tools/bench/cpu-slowdown.ts, ADR 0063).
// LIGHTHOUSE_THROTTLING=devtools applies the profile to the browser (DevTools throttling) instead of
// simulating it: the paints are then the ones the throttled page really made, not Lantern's estimate
// from an unthrottled load (which counts every request started before the paint as blocking it).
// Under it Lighthouse sometimes aborts the whole script with a protocol error from a check it left
// running ('Inspected target navigated or closed', 'Session closed'): the script then stops its
// Chromium and servers and exits with 1. Run it again.
// A last row measures a control page, a heading and a paragraph with no style or script, served by
// the same server as the build (its headers, its CSP): what this machine and Chromium cost any
// page, the floor under every figure above. (The server's Cross-Origin-Opener-Policy makes Chromium
// start each page in a renderer process of its own, as a visitor coming from another site gets, not
// in the tab's warm one.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { calibratedCpuSlowdown } from './cpu-slowdown.ts';
import { benchRuns } from './figures.ts';
import { builtSiteDir, firstPaintPages, plainControlPage, startBuildAndControl } from './sites.ts';
import { repoRoot } from '../../server/test/harness.ts';

// LIGHTHOUSE_PAGES=/,/pricing measures a subset (while working on one page).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? firstPaintPages;
const RUNS = benchRuns('lighthouse', 'LIGHTHOUSE_RUNS');
const staticDir = builtSiteDir('lighthouse');
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
const cpu = process.env.LIGHTHOUSE_CPU ?? '';
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools') {
  console.error(`lighthouse: LIGHTHOUSE_THROTTLING is '${throttlingMethod}'; use simulate or devtools.`);
  process.exit(1);
}
if (cpu !== '' && !(Number(cpu) >= 1)) {
  console.error(`lighthouse: LIGHTHOUSE_CPU is '${cpu}'; use a slowdown of 1 or more.`);
  process.exit(1);
}

const goals = "goals (issue 46): Performance >= 95, LCP at most 0.4 s after the control page's, CLS <= 0.01, Accessibility, SEO and Best Practices 100";
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
/** Every run's value, lowest to highest: '76-88' or '420-1264 ms'. */
const spread = (runs: Result[], value: (run: Result) => number, unit: string) => {
  const values = runs.map(value).sort((a, b) => a - b);
  return `${values[0]}-${values.at(-1)}${unit}`;
};

const { build: server, control: controlServer, stop: stopServers } = await startBuildAndControl(staticDir, plainControlPage, 'lighthouse');
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });
// Lighthouse can abort from a check it left running (an unhandled rejection, outside the await below):
// stop the browser and the servers anyway, so that no Chromium or server outlives the benchmark.
const abort = (error: unknown) => {
  console.error(`lighthouse: aborted by ${error instanceof Error ? error.message : String(error)}`);
  void Promise.allSettled([chrome.kill(), stopServers()]).then(() => process.exit(1));
};
process.once('unhandledRejection', abort);
process.once('uncaughtException', abort);
const rows: string[] = [];
/** Each page's median LCP, ms: the goal compares each with the control page's of the same run. */
const lcps = new Map<string, number>();
try {
  console.log(`lighthouse: ${path.relative(repoRoot, staticDir)} at ${server.url}, Chromium pid ${chrome.pid}, ${RUNS} runs per page (mobile)`);
  for (const [page, url] of [...pages.map((page) => [page, `${server.url}${page}`]), ['control page', `${controlServer.url}/`]] as const) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttlingMethod,
        ...(cpu === '' ? {} : { throttling: { cpuSlowdownMultiplier: Number(cpu) } }),
      });
      if (result) runs.push(result.lhr);
    }
    // A run that failed (no first paint under load, a runtime error) is reported and left out.
    const valid = filterToValidRuns(runs);
    for (const run of runs.filter((r) => !valid.includes(r))) console.warn(`${page}: a run without FCP (${run.runtimeError?.code ?? 'no paint'}) left out`);
    if (valid.length === 0) {
      rows.push(`${page.padEnd(40)} no valid run`);
      continue;
    }
    const lhr = computeMedianRun(valid);
    lcps.set(page, metric(lhr, 'largest-contentful-paint'));
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(path.join(jsonDir, `${page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}.json`), JSON.stringify(lhr));
    }
    rows.push(
      [
        page.padEnd(40),
        String(score(lhr, 'performance')).padStart(5),
        String(score(lhr, 'accessibility')).padStart(5),
        String(score(lhr, 'seo')).padStart(5),
        String(score(lhr, 'best-practices')).padStart(5),
        `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(metric(lhr, 'total-blocking-time'))} ms`.padStart(8),
        metric(lhr, 'cumulative-layout-shift').toFixed(3).padStart(7),
        // TBT moves about 2x from run to run on a busy 2-core machine: the median alone hides it.
        `  ${spread(valid, (run) => score(run, 'performance'), '')}`.padEnd(12),
        spread(valid, (run) => Math.round(metric(run, 'total-blocking-time')), ' ms').padEnd(14),
        // Lighthouse's CPU benchmark of this machine during each run: simulated throttling multiplies
        // the observed main-thread time by the slowdown whatever the machine's speed at that moment.
        spread(valid, (run) => Math.round(run.environment.benchmarkIndex), '').padEnd(18),
        spread(valid, (run) => run.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN, 'x').padEnd(12),
        spread(valid, (run) => Number(calibratedCpuSlowdown(run.environment.benchmarkIndex).toFixed(1)), 'x'),
      ].join(' '),
    );
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  await stopServers();
}
// Simulated throttling scales the observed main-thread work: a busy machine inflates TBT, so say the load.
const slowdown = cpu === '' ? "Lighthouse's default 4x" : `${cpu}x`;
console.log(`\nMedian of ${RUNS} Lighthouse runs (mobile, ${throttlingMethod} throttling, CPU slowdown ${slowdown}) of the production build, load average ${loadavg()[0]!.toFixed(1)}; ${goals}`);
console.log(`${'page'.padEnd(40)}  perf  a11y   seo    bp      LCP      TBT     CLS   perf runs   TBT runs        CPU benchmark runs  slowdown    calibrated`);
console.log("calibrated: the slowdown Lighthouse's throttling guide gives for each run's benchmark index (LIGHTHOUSE_CPU=n reruns at n)");
console.log("control page: a heading and a paragraph, no style or script, served as the build is; its TBT is what this machine and Chromium cost any page (ADR 0063)");
for (const row of rows) console.log(row);
const controlLcp = lcps.get('control page');
if (controlLcp !== undefined) {
  const after = pages.filter((page) => lcps.has(page)).map((page) => `${page} +${((lcps.get(page)! - controlLcp) / 1000).toFixed(2)} s`);
  console.log(`LCP after the control page's: ${after.join(', ')}`);
}
