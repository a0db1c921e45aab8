// The throttled phone of `npm run bench:first-tap` and `npm run bench:first-paint`: Lighthouse's
// mobile profile (Moto G Power: 412x823 at 1.75x, touch; 150 ms latency, 1638.4 kbit/s down,
// 750 kbit/s up; CPU 4x slower), applied to the browser over CDP, so the page really runs at that
// pace (Lighthouse's default simulates it from an unthrottled load instead).
// Each benchmark prints a column per CPU slowdown, from one run: BENCH_CPU (tools/bench/cpu-slowdown.ts,
// cpuColumnsOf), 4x and 12x by default: Lighthouse's phone, and a low-end one three times slower.
// BENCH_CPU=n gives one column at a slowdown of n; BENCH_CPU=calibrated one at the slowdown
// Lighthouse's calibration gives for the machine's speed measured just before each row: a shared
// machine's speed changes from one minute to the next, and 4x of a fast moment is a faster phone.
// A list mixes them (BENCH_CPU=4,calibrated).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuColumnsOf, type CpuColumn } from './cpu-slowdown.ts';

/** The phone's screen and input (the visit-size benchmark opens pages as it, unthrottled). */
export const phone = { isMobile: true, hasTouch: true, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const network = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const columns = cpuColumnsOf(process.env.BENCH_CPU);
if (!columns) {
  console.error(`bench: BENCH_CPU is '${process.env.BENCH_CPU}'; use slowdowns of 1 or more, or 'calibrated', separated by commas (default 4,12).`);
  process.exit(1);
}
/** The table's CPU columns, in order: each row runs once per column and run. */
export const cpuColumns: readonly CpuColumn[] = columns;

/** The profile in one line, for a benchmark's header. */
export function profileLine(): string {
  const slowdown = (column: CpuColumn) => (column.name === 'calibrated' ? "by Lighthouse's calibration for the index of each row" : `${column.name}`);
  const cpu = `CPU slowed ${cpuColumns.map(slowdown).join(', and ')}${cpuColumns.length > 1 ? ' (a column each)' : ''}`;
  const kbit = (bytesPerSecond: number) => ((bytesPerSecond * 8) / 1024).toFixed(1);
  return (
    `phone: ${phone.viewport.width}x${phone.viewport.height} at ${phone.deviceScaleFactor}x, touch; ${cpu}, ` +
    `${network.latency} ms latency, ${kbit(network.downloadThroughput)} kbit/s down, ${kbit(network.uploadThroughput)} kbit/s up (Lighthouse mobile)`
  );
}

/**
 * The profile, before the navigation. Chromium 156 deprecates Network.emulateNetworkConditions for
 * Network.emulateNetworkConditionsByRule (an empty urlPattern: every request) with
 * Network.overrideNetworkState (what navigator.connection says).
 */
async function throttle(cdp: CDPSession, cpuSlowdown: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditionsByRule', { matchedNetworkConditions: [{ urlPattern: '', ...network }] });
  await cdp.send('Network.overrideNetworkState', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * A fresh context (no cache) and page as the phone, throttled; `prepare` runs before the throttling
 * (init scripts, listeners on the CDP session). The caller navigates and closes the context.
 */
export async function throttledPhonePage(
  browser: Browser,
  cpuSlowdown: number,
  prepare?: (context: BrowserContext, cdp: CDPSession) => Promise<void> | void,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await prepare?.(context, cdp);
  await throttle(cdp, cpuSlowdown);
  return { context, page, cdp };
}

/**
 * In the page: scrolls a control to the middle of the screen if it is not all on screen already, as a
 * visitor scrolls to it (a tap outside the viewport reaches nothing).
 */
export function bringIntoView(target: Element): void {
  const rect = target.getBoundingClientRect();
  if (rect.top >= 0 && rect.bottom <= innerHeight) return;
  target.scrollIntoView({ block: 'center', behavior: 'instant' });
}

/** Lighthouse's CPU benchmark index (its own page function), in a blank page of a fresh context, unthrottled. */
async function cpuBenchmark(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    return await (await context.newPage()).evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

/**
 * A row's CPU: the machine's benchmark index just before the row's runs, the slowdown of each column
 * there (cpuColumns' order), and both as the table prints them: '1050 at 4x/12x'.
 */
export async function rowCpu(browser: Browser): Promise<{ cpuSlowdowns: number[]; text: string }> {
  const benchmark = await cpuBenchmark(browser);
  const cpuSlowdowns = cpuColumns.map((column) => column.slowdownFor(benchmark));
  return { cpuSlowdowns, text: `${benchmark} at ${cpuSlowdowns.map((slowdown) => `${slowdown}x`).join('/')}` };
}

/** The footnote of a table's CPU benchmark column (rowCpu). */
export const cpuColumnNote =
  "CPU benchmark: Lighthouse's benchmark index of this machine, measured unthrottled in a blank page just before the row's runs (npm run lighthouse prints the same index), and the CPU slowdown of each column there. The slowdown is applied on top of whatever speed the machine has at that moment: at a fixed slowdown, rows measured at a lower index took longer for that alone (BENCH_CPU=calibrated slows each row by Lighthouse's calibration for its index instead).";
