// `npm run bench:first-tap`: a benchmark, not a test. How long a phone visitor waits after the FIRST
// TAP on a page of the production build (dist/, run `npm run build` first; or STATIC_DIR) before the
// control visibly responds. Serves the build with the reference server as `npm run lighthouse` does,
// opens each page in a fresh context of the system Chromium as Lighthouse's phone
// (tools/bench/phone-profile.ts), waits 5 s or 1 s after
// the load event, taps the control with a real touch and times, in the page's own clock, the first
// animation frame in which the response shows. Prints the median of BENCH_RUNS (3) runs per control,
// delay and CPU slowdown (a column each: 4x and 12x, or what BENCH_CPU names), their spread, and the KiB the page fetched after the tap (until the response + 500 ms),
// and, per control, Lighthouse's CPU benchmark index of the machine just before its runs: a shared
// machine's speed changes from one minute to the next, and a row measured at a lower index is slower
// for that alone.
// BENCH_ONLY=menu,faq runs a subset (the ids of the table's first column, or their kind: menu, faq,
// slider, field, floor...). The floor rows tap the same kinds of controls on a control page of plain
// HTML (popover, details, range, input; no style, no script) served by the same server: what a tap
// costs on a page that does nothing.
// Controls below the fold are scrolled to by script before the wait: a visitor's swipe would itself
// be a first action (touchstart), and the tap would no longer be the first.
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { builtSiteDir, startBuildAndControl } from './sites.ts';
import { benchRuns, formatTable, median, medianAndRange, summaryHeading } from './figures.ts';
import { bringIntoView, cpuColumnNote, cpuColumns, profileLine, rowCpu, throttledPhonePage } from './phone-profile.ts';

const RUNS = benchRuns('bench:first-tap');
const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim()).filter(Boolean);
const staticDir = builtSiteDir('bench:first-tap');
/** Waits after the load event before the tap, in ms: a visitor who reads first, and one who taps at once. */
const DELAYS = [5000, 1000] as const;
const GIVE_UP_MS = 15_000;
/** After the response, what it pulled still counts for this long. */
const SETTLE_MS = 500;

// ---- In the page. These functions are sent to the page as text (Playwright serialises them), so
// they use nothing from this module; they reach each other through window.__firstTap.

interface Outcome {
  /** Times in the page's clock (performance.now()). The tap: its event's timeStamp. */
  tapAt?: number;
  tapType?: string;
  /** performance.now() in the first animation frame in which the response showed. */
  frameAt?: number;
  timeOrigin: number;
  /** The response showed already before the tap: the predicate is wrong for this page. */
  heldBefore: boolean;
}

interface FirstTap {
  /** Rendered, not transparent or hidden, and at least partly on screen. */
  shown(element: Element | null | undefined): boolean;
  /** aria-label, or the text of aria-labelledby. */
  nameOf(element: Element): string;
  /** Some text node under `scope` holding `text` is shown. */
  textShown(scope: Element, text: string): boolean;
  /** The elements matching `selector` whose name (nameOf) matches `pattern`; all of them without one. */
  named(selector: string, pattern?: RegExp): Element[];
  /** The dialogs (`<dialog>` or role=dialog) whose name matches `pattern`; all of them without one. */
  dialogs(pattern?: RegExp): Element[];
  /** A form field under `scope` (an input other than hidden, a textarea or a select) is shown. */
  fieldShown(scope: Element): boolean;
  /** Checks `predicate` in every animation frame from now on; says whether it holds already. */
  watch(predicate: () => boolean): boolean;
  result?: Promise<Outcome>;
}

type BenchWindow = Window & typeof globalThis & { __firstTap: FirstTap };

/** The init script: runs before any script of the page, in every document of the context. */
function installFirstTap(giveUpMs: number): void {
  let tapAt: number | undefined;
  let tapType: string | undefined;
  // The event's timeStamp is when the touch came in: a busy main thread's delay counts, as it does
  // for the visitor (performance.now() in the listener would leave it out).
  const first = (event: Event) => {
    if (tapAt !== undefined) return;
    tapAt = event.timeStamp;
    tapType = event.type;
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown']) addEventListener(type, first, { capture: true, passive: true });

  const shown = (element: Element | null | undefined): boolean => {
    if (!element?.isConnected || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label !== null) return label.trim();
    const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  };
  const textShown = (scope: Element, text: string): boolean => {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(text) && shown(node.parentElement)) return true;
    }
    return false;
  };
  const named = (selector: string, pattern?: RegExp): Element[] =>
    [...document.querySelectorAll(selector)].filter((element) => !pattern || pattern.test(nameOf(element)));
  const api: FirstTap = {
    shown,
    nameOf,
    textShown,
    named,
    dialogs: (pattern) => named('dialog, [role="dialog"]', pattern),
    fieldShown: (scope) => [...scope.querySelectorAll('input:not([type="hidden"]), textarea, select')].some((field) => shown(field)),
    watch(predicate) {
      const holds = () => {
        try {
          return predicate();
        } catch {
          return false;
        }
      };
      const heldBefore = holds();
      const started = performance.now();
      api.result = new Promise<Outcome>((resolve) => {
        const done = (frameAt?: number) => resolve({ tapAt, tapType, frameAt, heldBefore, timeOrigin: performance.timeOrigin });
        const frame = () => {
          const now = performance.now();
          // One more frame, so that the one that showed the response was produced.
          if (tapAt !== undefined && holds()) requestAnimationFrame(() => done(now));
          else if (now - (tapAt ?? started) > giveUpMs) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      return heldBefore;
    },
  };
  (window as BenchWindow).__firstTap = api;
}

// Response predicates: each gets the tapped element in the page and starts the watch there.

/** A link of the phone menu shows: in a navigation labelled Mobile, or a dialog or popover named Menu. */
function menuLinksShow(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() =>
    bench
      .named('nav, [role="navigation"], dialog, [role="dialog"], [popover]', /^(mobile|menu)$/i)
      .some((menu) => [...menu.querySelectorAll('a[href]')].some((link) => bench.shown(link))),
  );
}

/** A dialog named ... AI Concierge ... shows. */
function conciergeShows(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() => bench.dialogs(/concierge/i).some((dialog) => bench.shown(dialog)));
}

/** The answer of the tapped question shows: the element it controls, or the rest of its <details>. */
function answerShows(question: Element): boolean {
  const bench = (window as BenchWindow).__firstTap;
  const controlled = document.getElementById(question.getAttribute('aria-controls') ?? '');
  const details = question.closest('details');
  const answer = controlled ?? details?.querySelector(':scope > :not(summary)');
  const text = answer?.textContent?.trim().slice(0, 40) ?? '';
  if (!text) throw new Error('no answer found for the question');
  const scope = details ?? question.closest('section') ?? document.body;
  return bench.watch(() => bench.textShown(scope, text));
}

/** The concierge's message field shows: the panel is ready for a question (it shows before, saying Loading…). */
function conciergeFieldShows(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() => bench.dialogs(/concierge/i).some((dialog) => bench.fieldShown(dialog)));
}

/** A dialog shows (its body may still say Loading…). */
function dialogShows(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() => bench.dialogs().some((dialog) => bench.shown(dialog)));
}

/** A dialog holding a form field shows. */
function dialogFormShows(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() => bench.dialogs().some((dialog) => bench.shown(dialog) && bench.fieldShown(dialog)));
}

/** The printed value by the tapped slider (the <output> of its group) changes. */
function printedValueChanges(slider: Element): boolean {
  const bench = (window as BenchWindow).__firstTap;
  let group = slider.parentElement;
  while (group && !group.querySelector('output')) group = group.parentElement;
  const output = group?.querySelector('output');
  if (!output) throw new Error('no <output> by the slider');
  const before = output.textContent;
  return bench.watch(() => output.isConnected && output.textContent !== before);
}

/** The range input's own value changes (the control page prints nothing: no script). */
function rangeValueChanges(slider: Element): boolean {
  const bench = (window as BenchWindow).__firstTap;
  const input = slider as HTMLInputElement;
  const before = input.value;
  return bench.watch(() => input.value !== before);
}

/** A text field of a form named ... booking shows (step 2 of /book-call). */
function bookingFormShows(): boolean {
  const bench = (window as BenchWindow).__firstTap;
  return bench.watch(() => bench.named('form', /booking/i).some((form) => bench.fieldShown(form)));
}

/** The tapped field has focus and holds the character typed after the tap. */
function typedCharacterShows(field: Element, typed: string): boolean {
  const bench = (window as BenchWindow).__firstTap;
  const name = field.getAttribute('name');
  return bench.watch(() => {
    const active = document.activeElement;
    return (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.getAttribute('name') === name && active.value.includes(typed);
  });
}

/**
 * Where to tap on `target`, as fractions of a box; `wide`: the box of the nearest element around it at
 * least 100 px wide that is seen at its centre (a slider's track: the range input of a kit slider's
 * thumb is clipped out of sight). Says whether the point hits that box (not something laid over it).
 */
function tapPoint(target: Element, at: { x: number; y: number; wide: boolean }): { x: number; y: number; hits: boolean } {
  const seen = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return rect.width >= 100 && hit !== null && element.contains(hit);
  };
  let box: Element = target;
  while (at.wide && !seen(box) && box.parentElement) box = box.parentElement;
  const rect = box.getBoundingClientRect();
  const x = rect.left + rect.width * at.x;
  const y = rect.top + rect.height * at.y;
  const hit = document.elementFromPoint(x, y);
  return { x, y, hits: Boolean(hit && (box.contains(hit) || hit.contains(box))) };
}

// ---- In Node.

interface Control {
  /** For BENCH_ONLY and the table's first column; `kind` groups the same control on several pages. */
  id: string;
  kind: string;
  site: 'build' | 'control';
  path: string;
  label: string;
  target: (page: Page) => Locator;
  watch: (target: Element, typed: string) => boolean;
  /** Where to tap on the target (default: the centre of its box). */
  at?: { x: number; y: number; wide: boolean };
  /** Typed right after the tap. */
  type?: string;
}

const openMenu = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const conciergeLauncher = (page: Page) => page.getByRole('button', { name: 'Talk to AI Concierge' });
const firstPlanButton = (page: Page) => page.getByRole('list', { name: 'Plans' }).getByRole('button').first();
const firstQuestion = (page: Page) =>
  page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('button, summary').first();
// The slider's track, at three quarters of its width: away from the thumb, so the tap moves the value
// (a tap on the thumb would leave it where it was; arrow keys are no phone's gesture).
const alongTrack = { x: 0.75, y: 0.5, wide: true };

const controls: Control[] = [
  ...(['/about', '/pricing', '/'] as const).map(
    (page): Control => ({
      id: `menu-${page === '/' ? 'home' : page.slice(1)}`,
      kind: 'menu',
      site: 'build',
      path: page,
      label: 'Open menu',
      target: openMenu,
      watch: menuLinksShow,
    }),
  ),
  {
    id: 'concierge',
    kind: 'concierge',
    site: 'build',
    path: '/about',
    label: 'Talk to AI Concierge',
    target: conciergeLauncher,
    watch: conciergeShows,
  },
  {
    id: 'concierge-ready',
    kind: 'concierge',
    site: 'build',
    path: '/about',
    label: 'Talk to AI Concierge, to its field',
    target: conciergeLauncher,
    watch: conciergeFieldShows,
  },
  { id: 'faq', kind: 'faq', site: 'build', path: '/help', label: 'first FAQ question', target: firstQuestion, watch: answerShows },
  {
    id: 'plan',
    kind: 'plan',
    site: 'build',
    path: '/pricing',
    label: "first plan's dialog button",
    target: firstPlanButton,
    watch: dialogShows,
  },
  {
    id: 'plan-ready',
    kind: 'plan',
    site: 'build',
    path: '/pricing',
    label: "first plan's dialog button, to its form",
    target: firstPlanButton,
    watch: dialogFormShows,
  },
  {
    id: 'slider',
    kind: 'slider',
    site: 'build',
    path: '/solutions',
    label: 'first ROI slider (track)',
    target: (page) => page.getByRole('slider').first(),
    watch: printedValueChanges,
    at: alongTrack,
  },
  {
    id: 'booking',
    kind: 'booking',
    site: 'build',
    path: '/book-call',
    label: 'first Choose ... session',
    target: (page) => page.getByRole('button', { name: /^Choose / }).first(),
    watch: bookingFormShows,
  },
  {
    id: 'field',
    kind: 'field',
    site: 'build',
    path: '/contact',
    label: "form's first field, type A",
    target: (page) => page.getByRole('main').getByRole('textbox').first(),
    watch: typedCharacterShows,
    type: 'A',
  },
  { id: 'floor-menu', kind: 'menu', site: 'control', path: '/', label: 'Open menu (popover)', target: openMenu, watch: menuLinksShow },
  {
    id: 'floor-faq',
    kind: 'faq',
    site: 'control',
    path: '/',
    label: 'first <details> summary',
    target: (page) => page.locator('summary').first(),
    watch: answerShows,
  },
  {
    id: 'floor-slider',
    kind: 'slider',
    site: 'control',
    path: '/',
    label: '<input type=range> (track)',
    target: (page) => page.getByRole('slider').first(),
    watch: rangeValueChanges,
    at: alongTrack,
  },
  {
    id: 'floor-field',
    kind: 'field',
    site: 'control',
    path: '/',
    label: '<input>, type A',
    target: (page) => page.getByRole('textbox').first(),
    watch: typedCharacterShows,
    type: 'A',
  },
];

/** The control page: the same kinds of controls done natively, no style, no script. */
const controlPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Control page</title></head><body>' +
  '<header><button popovertarget="menu">Open menu</button><nav id="menu" popover aria-label="Mobile"><ul>' +
  '<li><a href="/solutions">Solutions</a></li><li><a href="/pricing">Pricing</a></li><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li>' +
  '</ul></nav></header><main><h1>Control page</h1>' +
  '<details name="faq"><summary>How quickly can I get an agent running?</summary><p>Most agents go live in under 60 seconds from a template.</p></details>' +
  '<details name="faq"><summary>Is there a free trial?</summary><p>Yes: 14 days, and no credit card is required.</p></details>' +
  '<form><label for="name">Name</label> <input id="name" name="name"></form>' +
  '<p><label for="fte">Annual FTE cost</label> <input type="range" id="fte" name="fte" min="50000" max="200000" step="1000" value="85000"> ' +
  '<output for="fte">$85,000</output></p></main></body></html>';

interface Fetch {
  /** When it was sent, wall clock in ms. */
  sentAt: number;
  bytes: number;
}

/** Every request of the page from now on: when it was sent and its bytes on the wire so far. */
function trackRequests(cdp: CDPSession): Map<string, Fetch> {
  const fetches = new Map<string, Fetch>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!fetches.has(event.requestId)) fetches.set(event.requestId, { sentAt: event.wallTime * 1000, bytes: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const fetch = fetches.get(event.requestId);
    if (fetch) fetch.bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const fetch = fetches.get(event.requestId);
    if (fetch) fetch.bytes = event.encodedDataLength;
  });
  return fetches;
}

interface Run {
  /** Tap to response, ms; Infinity when it did not come within GIVE_UP_MS. */
  ms: number;
  kib: number;
  problem?: string;
}

/** A fresh context (no cache) and page as the phone, throttled, at `url` up to its load event. */
async function openPage(browser: Browser, url: string, cpuSlowdown: number) {
  let fetches = new Map<string, Fetch>();
  const { context, page } = await throttledPhonePage(browser, cpuSlowdown, async (context, cdp) => {
    await context.addInitScript(installFirstTap, GIVE_UP_MS);
    fetches = trackRequests(cdp);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  return { context, page, fetches };
}

/** Starts the watch, taps (and types), and waits for the page's outcome (undefined: no answer from the page). */
async function tapAndWatch(page: Page, control: Control, target: Locator) {
  const point = await target.evaluate(tapPoint, control.at ?? { x: 0.5, y: 0.5, wide: false });
  const heldBefore = await target.evaluate(control.watch, control.type ?? '');
  await page.touchscreen.tap(point.x, point.y);
  if (control.type) await page.keyboard.type(control.type);
  const outcome = await Promise.race([
    page.evaluate(() => (window as BenchWindow).__firstTap.result),
    new Promise<undefined>((resolve) => setTimeout(resolve, GIVE_UP_MS + 5000)),
  ]);
  const problems = [
    heldBefore && 'response showed before the tap',
    !point.hits && 'the tap point is covered by another element',
    outcome?.tapAt === undefined && 'the page saw no tap',
  ].filter(Boolean);
  return { outcome, problem: problems.join('; ') || undefined };
}

/** KiB of the requests sent from the tap (wall clock, ms) until `until`, as much as has arrived by now. */
function kibSent(fetches: Map<string, Fetch>, from: number, until: number): number {
  let bytes = 0;
  for (const fetch of fetches.values()) if (fetch.sentAt >= from && fetch.sentAt <= until) bytes += fetch.bytes;
  return bytes / 1024;
}

async function measure(browser: Browser, control: Control, url: string, delay: number, cpuSlowdown: number): Promise<Run> {
  const { context, page, fetches } = await openPage(browser, url, cpuSlowdown);
  try {
    const loadedAt = Date.now();
    const target = control.target(page);
    await target.evaluate(bringIntoView);
    await page.waitForTimeout(Math.max(0, delay - (Date.now() - loadedAt)));
    const { outcome, problem } = await tapAndWatch(page, control, target);
    await page.waitForTimeout(SETTLE_MS);
    if (outcome?.tapAt === undefined) return { ms: Infinity, kib: NaN, problem };
    const ms = outcome.frameAt !== undefined ? outcome.frameAt - outcome.tapAt : Infinity;
    const tapWall = outcome.timeOrigin + outcome.tapAt;
    return { ms, kib: kibSent(fetches, tapWall, tapWall + ms + SETTLE_MS), problem };
  } finally {
    await context.close();
  }
}

const duration = (ms: number) => (!Number.isFinite(ms) ? `> ${GIVE_UP_MS / 1000} s` : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);
const timing = (runs: Run[]) => medianAndRange(runs.map((run) => run.ms), duration);
const kib = (runs: Run[]) => {
  const measured = runs.map((run) => run.kib).filter(Number.isFinite);
  return measured.length === 0 ? '-' : median(measured).toFixed(0);
};

const wanted = (control: Control) =>
  !only || only.some((id) => id === control.id || id === control.kind || control.id.startsWith(`${id}-`));
const chosen = controls.filter(wanted);
if (chosen.length === 0) {
  console.error(`bench:first-tap: BENCH_ONLY=${process.env.BENCH_ONLY} matches no control; ids: ${controls.map((c) => c.id).join(', ')}.`);
  process.exit(1);
}

const started = Date.now();
const { build: server, control: controlServer, stop: stopServers } = await startBuildAndControl(staticDir, controlPage, 'first-tap');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
/** A column per CPU slowdown and delay, in that order: '4x, tap 5 s after load'. */
const columns = cpuColumns.flatMap((cpu, c) => DELAYS.map((delay, d) => ({ c, d, name: `${cpu.name}, tap ${delay / 1000} s after load` })));
const rows: string[][] = [];
try {
  console.log(`bench:first-tap: ${staticDir} at ${server.url}, control page at ${controlServer.url}`);
  console.log(`Chromium ${browser.version()} (${chromiumPath()}, headless), a fresh context per run`);
  console.log(profileLine());
  console.log(`${RUNS} runs per control and column, tapped ${DELAYS.map((d) => `${d / 1000} s`).join(' and ')} after the load event; gives up after ${GIVE_UP_MS / 1000} s\n`);
  for (const control of chosen) {
    const base = control.site === 'build' ? server.url : controlServer.url;
    const { cpuSlowdowns, text: cpu } = await rowCpu(browser);
    // byColumn[c][d]: the runs at slowdown c, tapped DELAYS[d] after load. The slowdowns take turns run by run.
    const byColumn: Run[][][] = cpuColumns.map(() => DELAYS.map(() => []));
    for (const [d, delay] of DELAYS.entries()) {
      for (let i = 0; i < RUNS; i++) {
        for (const [c, cpuSlowdown] of cpuSlowdowns.entries()) {
          const run = await measure(browser, control, `${base}${control.path}`, delay, cpuSlowdown).catch((error: unknown): Run => {
            return { ms: Infinity, kib: NaN, problem: error instanceof Error ? error.message.split('\n')[0] : String(error) };
          });
          console.log(`${control.id} at ${delay / 1000} s, ${cpuSlowdown}x #${i + 1}: ${duration(run.ms)}, ${Number.isFinite(run.kib) ? run.kib.toFixed(0) : '-'} KiB after the tap${run.problem ? `  !! ${run.problem}` : ''}`);
          byColumn[c]![d]!.push(run);
        }
      }
    }
    const page = control.site === 'build' ? control.path : 'control';
    rows.push([
      control.id,
      page,
      control.label,
      ...columns.map(({ c, d }) => timing(byColumn[c]![d]!)),
      byColumn.map((byDelay) => byDelay.map(kib).join(' / ')).join(' | '),
      cpu,
    ]);
  }
} finally {
  await browser.close();
  await stopServers();
}
console.log(summaryHeading('First tap to the first frame showing its response', RUNS, started));
const headings = ['id', 'page', 'tapped', ...columns.map((column) => column.name), 'KiB after tap', 'CPU benchmark'];
for (const line of formatTable(headings, rows, [headings.length - 2, headings.length - 1])) console.log(line);
console.log(
  `KiB after tap (${cpuColumns.map((cpu) => DELAYS.map((d) => `${cpu.name} ${d / 1000} s`).join(' / ')).join(' | ')}): received by ${SETTLE_MS} ms after the response, for the requests sent from the tap until then (encoded bytes, headers included)`,
);
console.log(cpuColumnNote);
