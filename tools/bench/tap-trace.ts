// `npm run bench:tap-trace`: where the main thread's time goes in one first tap, a benchmark's
// companion, not a test. Serves the production build (dist/, or STATIC_DIR) as bench:first-tap does,
// opens TAP_PATH (/about) as the throttled phone at TAP_CPU (4) times slowdown, waits TAP_DELAY ms
// (5000) after the load event, records a Chromium trace while it taps the button named TAP_NAME
// ('Talk to AI Concierge') and for 1.5 s after, and prints, from the tap's pointerdown on: the long
// tasks, each event's handler time, the style and layout passes, the main thread's time by trace
// event, and the JavaScript functions with the most self time (names as the build minified them).
import { chromium, type CDPSession } from 'playwright';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { builtSiteDir, startBuild } from './sites.ts';
import { bringIntoView, throttledPhonePage } from './phone-profile.ts';

const staticDir = builtSiteDir('bench:tap-trace');
const tapPath = process.env.TAP_PATH ?? '/about';
const tapName = process.env.TAP_NAME ?? 'Talk to AI Concierge';
const cpuSlowdown = Number(process.env.TAP_CPU ?? 4);
const delay = Number(process.env.TAP_DELAY ?? 5000);
const WINDOW_US = 1_000_000;
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      type?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

async function traceOf(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol's types call a trace event a map of strings; its numbers and nested args are as above.
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...(chunk.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

/** Self time per function, from the sampling profiler's chunks of the main thread. */
function selfTimes(chunks: TraceEvent[]): Map<string, number> {
  const nodes = new Map<number, ProfileNode>();
  const self = new Map<string, number>();
  for (const chunk of chunks) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const where = frame.url ? ` ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
      const key = `${frame.functionName || '(anonymous)'}${where}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0));
    });
  }
  return self;
}

function report(events: TraceEvent[]): void {
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!thread) throw new Error('bench:tap-trace: the trace has no renderer main thread');
  const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const timed = onMain.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const tap = timed.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown');
  if (!tap) throw new Error('bench:tap-trace: the page saw no pointerdown');
  const after = timed.filter((event) => event.ts >= tap.ts && event.ts < tap.ts + WINDOW_US);
  const at = (event: TraceEvent) => `+${((event.ts - tap.ts) / 1000).toFixed(0)}`;

  const tasks = after.filter((event) => event.name === 'RunTask' && event.dur! >= 5000);
  console.log(`Tasks of 5 ms or more, ms after the pointerdown: ${tasks.map((task) => `${at(task)} ${ms(task.dur!)}`).join(', ')}`);
  const handlers = after.filter((event) => event.name === 'EventDispatch' && event.dur! >= 500);
  console.log(`Events whose handlers took 0.5 ms or more: ${handlers.map((event) => `${event.args?.data?.type} ${at(event)} ${ms(event.dur!)}`).join(', ')}`);
  const passes = after.filter((event) => event.name === 'UpdateLayoutTree' || event.name === 'Layout');
  console.log(`Style (UpdateLayoutTree) and layout passes: ${passes.map((pass) => `${pass.name} ${at(pass)} ${ms(pass.dur!)}`).join(', ')}`);

  const byName = new Map<string, number>();
  for (const event of after) if (event.name !== 'RunTask') byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur!);
  console.log('\nMain-thread time by trace event (nested events count in each):');
  for (const [name, dur] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms(dur).padStart(9)}  ${name}`);

  // The sampling profiler reports from a thread of its own in the renderer's process.
  const profileChunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === thread.pid);
  console.log('\nJavaScript self time over the whole trace (the sampling profiler; idle left out):');
  for (const [name, dur] of [...selfTimes(profileChunks)].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms(dur).padStart(9)}  ${name}`);
}

const servers = await startBuild(staticDir, 'tap-trace');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const { page, cdp } = await throttledPhonePage(browser, cpuSlowdown);
  await page.goto(`${servers.build.url}${tapPath}`, { waitUntil: 'load', timeout: 120_000 });
  const target = page.getByRole('button', { name: tapName }).first();
  await target.evaluate(bringIntoView);
  const box = await target.boundingBox();
  if (!box) throw new Error(`bench:tap-trace: no visible button named '${tapName}' on ${tapPath}`);
  await page.waitForTimeout(delay);
  const events = await traceOf(cdp, async () => {
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1500);
  });
  console.log(`Tap on '${tapName}' at ${tapPath}, ${cpuSlowdown}x CPU, ${delay} ms after load (phone profile of bench:first-tap)\n`);
  report(events);
} finally {
  await browser.close();
  await servers.stop();
}
