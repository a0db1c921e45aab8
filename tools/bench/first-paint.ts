// `npm run bench:first-paint`: a benchmark, not a test. When a phone visitor first sees each page of
// issue 46's first-paint goals (the production build: dist/, run `npm run build` first; or
// STATIC_DIR): a fresh context of the system Chromium as the throttled phone of bench:first-tap
// (tools/bench/phone-profile.ts, applied to the browser), up to the load event and 3 s more, then the
// page's own First Contentful Paint, Largest Contentful Paint (and its element) and layout shift.
// Median of BENCH_RUNS (3) runs per page and CPU slowdown (a column each: 4x and 12x, or what BENCH_CPU
// names; phone-profile.ts); a control page (a heading and a paragraph, no style or
// script, served by the same server) is the floor, measured in the same run. BENCH_PAGES lists other
// pages (comma-separated), for a peer site built into STATIC_DIR.
// `npm run lighthouse` estimates the same paints from an unthrottled load (Lantern), which counts
// every file that arrived before the unthrottled first paint as holding it up, module scripts that
// ran after it included; this measures the paints the throttled page really made.
import { chromium, type Browser } from 'playwright';
import { benchRuns, formatTable, median, medianAndRange, summaryHeading } from './figures.ts';
import { builtSiteDir, firstPaintPages, plainControlPage, startBuildAndControl } from './sites.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { cpuColumnNote, cpuColumns, profileLine, rowCpu, throttledPhonePage } from './phone-profile.ts';

const RUNS = benchRuns('bench:first-paint');
const SETTLE_MS = 3000;
const staticDir = builtSiteDir('bench:first-paint');
/** BENCH_PAGES=/,/about: other pages (a peer site's, for one), comma-separated. */
const pages = process.env.BENCH_PAGES?.split(',') ?? firstPaintPages;

interface Paints {
  fcp: number;
  lcp: number;
  /** The LCP element: tag, and its id or its first words. */
  lcpElement: string;
  cls: number;
}

/** In the page: its paints so far, from the buffered performance entries. */
function readPaints(): Promise<Paints> {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    let lcp: (PerformanceEntry & { element?: Element | null }) | undefined;
    let cls = 0;
    new PerformanceObserver((list) => (lcp = list.getEntries().at(-1) ?? lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!shift.hadRecentInput) cls += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries are delivered in a task after observe().
    setTimeout(() => {
      const element = lcp?.element;
      const words = element?.textContent?.trim().split(/\s+/).slice(0, 5).join(' ') ?? '';
      const lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${words}"` : '-';
      resolve({ fcp, lcp: lcp?.startTime ?? Number.NaN, lcpElement, cls });
    }, 50);
  });
}

async function measure(browser: Browser, url: string, cpuSlowdown: number): Promise<Paints> {
  const { context, page } = await throttledPhonePage(browser, cpuSlowdown);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(readPaints);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const timing = (values: number[]) => medianAndRange(values, ms);

const started = Date.now();
const { build: server, control: controlServer, stop: stopServers } = await startBuildAndControl(staticDir, plainControlPage, 'first-paint');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
/** byColumn[c]: a page's runs at the slowdown of cpuColumns[c]. */
const results: { page: string; byColumn: Paints[][]; cpu: string }[] = [];
try {
  console.log(`bench:first-paint: ${staticDir} at ${server.url}, control page at ${controlServer.url}`);
  console.log(`Chromium ${browser.version()} (${chromiumPath()}, headless), a fresh context per run`);
  console.log(profileLine());
  console.log(`${RUNS} runs per page and column, paints read ${SETTLE_MS / 1000} s after the load event\n`);
  for (const [page, url] of [...pages.map((page) => [page, `${server.url}${page}`]), ['control page', `${controlServer.url}/`]] as const) {
    const { cpuSlowdowns, text: cpu } = await rowCpu(browser);
    const byColumn: Paints[][] = cpuColumns.map(() => []);
    // The slowdowns take turns run by run.
    for (let i = 0; i < RUNS; i++) {
      for (const [c, cpuSlowdown] of cpuSlowdowns.entries()) {
        const run = await measure(browser, url, cpuSlowdown);
        console.log(`${page} ${cpuSlowdown}x #${i + 1}: FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)} (${run.lcpElement}), CLS ${run.cls.toFixed(3)}`);
        byColumn[c]!.push(run);
      }
    }
    results.push({ page, byColumn, cpu });
  }
} finally {
  await browser.close();
  await stopServers();
}

const controlLcps = results.at(-1)!.byColumn.map((runs) => median(runs.map((run) => run.lcp)));
console.log(summaryHeading('First paints on the throttled phone', RUNS, started));
const headings = ['page', ...cpuColumns.flatMap((cpu) => [`FCP ${cpu.name}`, `LCP ${cpu.name}`, `LCP - control ${cpu.name}`]), 'CLS', 'CPU benchmark', 'LCP element'];
const rows = results.map(({ page, byColumn, cpu }) => [
  page,
  ...byColumn.flatMap((runs, c) => {
    const lcp = median(runs.map((run) => run.lcp));
    const gap = page === 'control page' ? '' : `${lcp >= controlLcps[c]! ? '+' : ''}${ms(lcp - controlLcps[c]!)}`;
    return [timing(runs.map((run) => run.fcp)), timing(runs.map((run) => run.lcp)), gap];
  }),
  Math.max(...byColumn.flat().map((run) => run.cls)).toFixed(3),
  cpu,
  byColumn[0]!.at(-1)?.lcpElement ?? '-',
]);
const right = [...cpuColumns.map((_, c) => 3 + 3 * c), 1 + 3 * cpuColumns.length, 2 + 3 * cpuColumns.length];
for (const line of formatTable(headings, rows, right)) console.log(line);
console.log('CLS: the largest of the runs, all columns. LCP element: of the first column\'s last run.');
console.log(cpuColumnNote);
