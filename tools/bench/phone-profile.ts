// The throttled phone of `npm run bench:first-tap` and `npm run bench:first-paint`: Lighthouse's
// mobile profile (Moto G Power: 412x823 at 1.75x, touch; 150 ms latency, 1638.4 kbit/s down,
// 750 kbit/s up; CPU 4x slower), applied to the browser over CDP, so the page really runs at that
// pace (Lighthouse's default simulates it from an unthrottled load instead).
// BENCH_CPU=n runs at a CPU slowdown of n; BENCH_CPU=calibrated at the slowdown Lighthouse's
// calibration gives for the machine's speed measured just before (tools/bench/cpu-slowdown.ts): a shared
// machine's speed changes from one minute to the next, and 4x of a fast moment is a faster phone.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedCpuSlowdown } from './cpu-slowdown.ts';

const phone = { isMobile: true, hasTouch: true, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const network = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const LIGHTHOUSE_CPU_SLOWDOWN = 4;

const cpuSetting = process.env.BENCH_CPU ?? '';
if (cpuSetting !== '' && cpuSetting !== 'calibrated' && !(Number(cpuSetting) >= 1)) {
  console.error(`bench: BENCH_CPU is '${cpuSetting}'; use a slowdown of 1 or more, or 'calibrated'.`);
  process.exit(1);
}

const calibrated = cpuSetting === 'calibrated';
const fixedCpuSlowdown = cpuSetting === '' || calibrated ? LIGHTHOUSE_CPU_SLOWDOWN : Number(cpuSetting);

/** The CPU slowdown to apply on a machine of this benchmark index (BENCH_CPU, default Lighthouse's 4x). */
function cpuSlowdownFor(benchmarkIndex: number): number {
  return calibrated ? Number(calibratedCpuSlowdown(benchmarkIndex).toFixed(1)) : fixedCpuSlowdown;
}

/** The profile in one line, for a benchmark's header. */
export function profileLine(): string {
  const cpu = calibrated ? "CPU slowed by Lighthouse's calibration for the index of each row" : `CPU ${fixedCpuSlowdown}x slower`;
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

/** Lighthouse's CPU benchmark index (its own page function), in a blank page of a fresh context, unthrottled. */
async function cpuBenchmark(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    return await (await context.newPage()).evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

/** A row's CPU: the machine's benchmark index just before the row's runs, the slowdown they run at, both as the table prints them. */
export async function rowCpu(browser: Browser): Promise<{ cpuSlowdown: number; text: string }> {
  const benchmark = await cpuBenchmark(browser);
  const cpuSlowdown = cpuSlowdownFor(benchmark);
  return { cpuSlowdown, text: `${benchmark} at ${cpuSlowdown}x` };
}

/** The footnote of a table's CPU benchmark column (rowCpu). */
export const cpuColumnNote =
  "CPU benchmark: Lighthouse's benchmark index of this machine, measured unthrottled in a blank page just before the row's runs (npm run lighthouse prints the same index), and the CPU slowdown the row ran at. The slowdown is applied on top of whatever speed the machine has at that moment: at a fixed slowdown, rows measured at a lower index took longer for that alone (BENCH_CPU=calibrated slows each row by Lighthouse's calibration for its index instead).";
