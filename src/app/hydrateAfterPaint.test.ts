import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPTS_WHEN_SEEN } from '../config/scriptsWhenSeen.ts';
import { RESUME_NAVIGATION_KEY } from '../config/staleAssets.ts';
import { hydrateAfterPaint, INTL_WARMUP_WORKER } from './hydrateAfterPaint.ts';

// The shape React Router 7.18's <Scripts> writes into a prerendered page (React hoists the links).
const page = [
  '<head><link rel="stylesheet" href="/assets/style.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/framework-3.js"/></head><body><h1>Pricing</h1>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/PricingPage-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"pages/PricingPage":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body>',
].join('');

/** Stand-ins for the parts of a page marked SCRIPTS_WHEN_SEEN and an IntersectionObserver that watches them. */
class PartsOnScreen {
  readonly parts: object[];
  private readonly callbacks: ((entries: { target: object; isIntersecting: boolean }[]) => void)[] = [];
  readonly Observer;
  constructor(parts: object[]) {
    this.parts = parts;
    const callbacks = this.callbacks;
    this.Observer = class {
      constructor(callback: (entries: { target: object; isIntersecting: boolean }[]) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {
        callbacks.length = 0;
      }
    };
  }
  /** What an IntersectionObserver reports: each part, on screen or not. */
  report(onScreen: boolean[]) {
    for (const callback of [...this.callbacks]) callback(this.parts.map((target, i) => ({ target, isIntersecting: onScreen[i]! })));
  }
}

const bootOf = (html: string) => /<script type="module" async="">([^<]*)<\/script>/.exec(html)![1]!;

describe('hydrateAfterPaint', () => {
  const out = hydrateAfterPaint(page);
  const boot = bootOf(out);

  it('leaves no preload link in the page, so the first paint waits only for the stylesheet', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    expect(out).toContain('<h1>Pricing</h1>');
  });

  // Runs the boot module with stand-ins for the page; `yielder` installs how a step gives the thread back.
  async function runBoot(
    yielder: (nextTask: () => void) => void,
    page: { visibilityState: string; paint?: Promise<void> } = { visibilityState: 'hidden' },
    steps: string[] = [],
    {
      script = boot,
      window: target = new EventTarget(),
      failing,
      sessionStorage = { getItem: () => null, setItem() {} },
      partsNeedingScripts = new PartsOnScreen([]),
      search = '',
    }: {
      script?: string;
      window?: EventTarget;
      failing?: [href: string, error: Error];
      sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
      partsNeedingScripts?: PartsOnScreen;
      search?: string;
    } = {},
  ): Promise<string[]> {
    let tasks = 0;
    yielder(() => tasks++);
    const globals = {
      // A visible page's paint timing: the observer hears of the first contentful paint when `page.paint` settles.
      PerformanceObserver: Object.assign(
        class {
          callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
          constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {
            this.callback = callback;
          }
          observe() {
            void page.paint?.then(() => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }));
          }
        },
        { supportedEntryTypes: ['paint'] },
      ),
      setTimeout() {},
      document: {
        visibilityState: page.visibilityState,
        addEventListener() {},
        head: { append: (link: { href: string }) => steps.push(`preload ${link.href} (task ${tasks})`) },
        createElement: () => ({}),
        querySelectorAll: (selector: string) => (selector === `[${SCRIPTS_WHEN_SEEN}]` ? partsNeedingScripts.parts : []),
      },
      IntersectionObserver: partsNeedingScripts.Observer,
      Worker: class {
        url: string;
        constructor(url: string) {
          this.url = url;
        }
        postMessage(locale: string) {
          steps.push(`worker ${this.url} ${locale} (task ${tasks})`);
        }
      },
      window: {} as Record<string, unknown>,
      sessionStorage,
      location: { href: `https://orbital.example/pricing${search}`, search, reload: () => steps.push(`reload (task ${tasks})`) },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    const modules: Record<string, () => unknown> = {
      '/assets/manifest-1.js': () => (globals.window.__reactRouterManifest = { entry: { imports: ['/assets/framework-3.js'] } }),
      '/assets/framework-3.js': () => ({}),
      '/assets/root-4.js': () => ({ id: 'root' }),
      '/assets/PricingPage-5.js': () => ({ id: 'pricing' }),
      '/assets/entry.client-2.js': () => steps.push(`hydrate with ${JSON.stringify(globals.window.__reactRouterRouteModules)} (task ${tasks})`),
    };
    const load = async (href: string) => {
      if (failing?.[0] === href) throw failing[1];
      steps.push(`evaluate ${href} (task ${tasks})`);
      return modules[href]!();
    };
    const run = new Function(...Object.keys(globals), 'load', `return (async () => { ${script.replaceAll('import(', 'load(')} })();`);
    try {
      await run(...Object.values(globals), load);
    } finally {
      vi.unstubAllGlobals();
    }
    return steps;
  }

  const inOwnTasks = [
    `worker ${INTL_WARMUP_WORKER} en-US (task 0)`,
    'preload /assets/manifest-1.js (task 1)',
    'preload /assets/entry.client-2.js (task 2)',
    'preload /assets/framework-3.js (task 3)',
    'evaluate /assets/manifest-1.js (task 3)',
    'evaluate /assets/framework-3.js (task 4)',
    'evaluate /assets/root-4.js (task 5)',
    'evaluate /assets/PricingPage-5.js (task 6)',
    'evaluate /assets/entry.client-2.js (task 7)',
    'hydrate with {"root":{"id":"root"},"pages/PricingPage":{"id":"pricing"}} (task 7)',
  ];

  it('runs each step after the paint in a task of its own: the worker, each preload, then one file after another', async () => {
    const steps = await runBoot((nextTask) => vi.stubGlobal('scheduler', { yield: async () => nextTask() }));
    expect(steps).toEqual(inOwnTasks);
  });

  it('on a visible page does nothing until the first contentful paint is reported', async () => {
    let reportPaint!: () => void;
    const paint = new Promise<void>((resolve) => (reportPaint = resolve));
    const steps: string[] = [];
    const run = runBoot((nextTask) => vi.stubGlobal('scheduler', { yield: async () => nextTask() }), { visibilityState: 'visible', paint }, steps);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const beforePaint = [...steps];
    reportPaint();
    await run;
    expect({ beforePaint, afterPaint: steps }).toEqual({ beforePaint: [], afterPaint: inOwnTasks });
  });

  it('yields with a message where scheduler.yield is missing (chained timers would wait 4 ms a step)', async () => {
    const steps = await runBoot((nextTask) => {
      vi.stubGlobal('scheduler', undefined);
      vi.stubGlobal(
        'MessageChannel',
        class {
          port1: { onmessage?: () => void } = {};
          port2 = { postMessage: () => void Promise.resolve().then(() => (nextTask(), this.port1.onmessage?.())) };
        },
      );
    });
    expect(steps).toEqual(inOwnTasks);
  });

  describe('on a page that waits for the first action (atFirstAction, ADR 0034)', () => {
    const deferred = hydrateAfterPaint(page, { atFirstAction: true });
    const script = bootOf(deferred);
    const yieldInTasks = (nextTask: () => void) => vi.stubGlobal('scheduler', { yield: async () => nextTask() });

    it('asks for no script and starts nothing until the visitor first acts, then boots as any page does', async () => {
      for (const kind of ['pointerdown', 'touchstart', 'keydown', 'wheel', 'click', 'focusin', 'input']) {
        const window = new EventTarget();
        const steps: string[] = [];
        const run = runBoot(yieldInTasks, { visibilityState: 'visible', paint: Promise.resolve() }, steps, { script, window });
        // Chromium reports a pointer movement when a page loads under a resting mouse: not an action.
        window.dispatchEvent(new Event('pointermove'));
        await new Promise((resolve) => setTimeout(resolve, 20));
        const beforeAction = [...steps];
        window.dispatchEvent(new Event(kind));
        window.dispatchEvent(new Event(kind));
        await run;
        expect({ kind, beforeAction, afterAction: steps }).toEqual({ kind, beforeAction: [], afterAction: inOwnTasks });
      }
    });

    it('does not count a press on a link, the focus it gives the link, nor Enter on one, which leave the page; a wheel turn on it still counts', async () => {
      // Every event here comes from inside a link.
      const window = Object.assign(new EventTarget(), { closest: (selector: string) => (selector === 'a[href]' ? {} : null) });
      const steps: string[] = [];
      const run = runBoot(yieldInTasks, { visibilityState: 'visible', paint: Promise.resolve() }, steps, { script, window });
      for (const kind of ['pointerdown', 'touchstart', 'focusin', 'click']) window.dispatchEvent(new Event(kind));
      window.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Enter' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const beforeAction = [...steps];
      window.dispatchEvent(new Event('wheel'));
      await run;
      expect({ beforeAction, afterAction: steps }).toEqual({ beforeAction: [], afterAction: inOwnTasks });
    });

    it('boots with no action once a part that needs the scripts (SCRIPTS_WHEN_SEEN, the home hero\'s counters) is on screen', async () => {
      const parts = new PartsOnScreen([{ id: 'results' }, { id: 'other' }]);
      const steps: string[] = [];
      const run = runBoot(yieldInTasks, { visibilityState: 'visible', paint: Promise.resolve() }, steps, { script, partsNeedingScripts: parts });
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Below the fold at load (a phone): nothing yet.
      parts.report([false, false]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const offScreen = [...steps];
      parts.report([false, true]);
      await run;
      expect({ offScreen, onScreen: steps }).toEqual({ offScreen: [], onScreen: inOwnTasks });
    });

    // An address the static HTML cannot serve: /reset-password without its token, which it reads blank as none
    // (ResetPasswordPage).
    it("boots with no action on an address without the query parameter the static HTML cannot do without (/reset-password's token), and waits on one with it", async () => {
      const boots = { '?token=rst_1': false, '?tokn=rst_1': true, '?token=%20': true };
      const script = bootOf(hydrateAfterPaint(page, { atFirstAction: true, atOnceWithout: 'token' }));
      const steps = Object.fromEntries(Object.keys(boots).map((search) => [search, [] as string[]]));
      const run = (search: string) => runBoot(yieldInTasks, { visibilityState: 'visible', paint: Promise.resolve() }, steps[search]!, { script, search });
      // The addresses that wait first, then each that boots in turn: every run counts its tasks on the one global scheduler.
      const addresses = Object.entries(boots);
      for (const [search] of addresses.filter(([, booting]) => !booting)) void run(search);
      for (const [search] of addresses.filter(([, booting]) => booting)) await run(search);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(steps).toEqual(Object.fromEntries(Object.entries(boots).map(([search, booting]) => [search, booting ? inOwnTasks : []])));
    });

    it('boots with no action on the page React Router reloaded for a missing route module, so the client goes on to the next page', async () => {
      const script = bootOf(hydrateAfterPaint(page, { atFirstAction: true }));
      const visible = { visibilityState: 'visible', paint: Promise.resolve() };
      const resuming = { getItem: (key: string) => (key === RESUME_NAVIGATION_KEY ? 'http://127.0.0.1/pricing' : null), setItem() {} };
      const waiting: string[] = [];
      void runBoot(yieldInTasks, visible, waiting, { script });
      const steps = await runBoot(yieldInTasks, visible, [], { script, sessionStorage: resuming });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect({ waiting, resuming: steps }).toEqual({ waiting: [], resuming: inOwnTasks });
    });

    it('takes only a plain parameter name for the address it does not wait on', () => {
      expect(() => hydrateAfterPaint(page, { atFirstAction: true, atOnceWithout: "token')||alert(1)//" })).toThrow(/atOnceWithout must be a plain parameter name/);
    });

    it('leaves no preload link and no script path outside the boot module', () => {
      expect(deferred).not.toContain('<link rel="modulepreload"');
      expect(deferred.replace(script, '')).not.toMatch(/\.js"/);
    });

    it('never asks for its scripts while the page is left alone, even once it is hidden', async () => {
      const steps: string[] = [];
      void runBoot(yieldInTasks, { visibilityState: 'hidden' }, steps, { script });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(steps).toEqual([]);
    });
  });

  describe('when a deploy has removed the files the page asks for', () => {
    const yieldInTasks = (nextTask: () => void) => vi.stubGlobal('scheduler', { yield: async () => nextTask() });
    const gone = new TypeError('Failed to fetch dynamically imported module: https://orbital.example/assets/framework-3.js');
    const storage = () => {
      const items = new Map<string, string>();
      return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    };

    it('loads the page again once, and keeps the time and address it did so', async () => {
      const sessionStorage = storage();
      const steps: string[] = [];
      void runBoot(yieldInTasks, undefined, steps, { failing: ['/assets/framework-3.js', gone], sessionStorage });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(steps.slice(-2)).toEqual(['evaluate /assets/manifest-1.js (task 3)', 'reload (task 4)']);
      expect(JSON.parse(sessionStorage.items.get('orbital:stale-assets-reload')!)).toMatchObject({ url: 'https://orbital.example/pricing' });
    });

    it('does not reload again within the minute, nor for an error that is not a missing file, nor without storage', async () => {
      const reloadedNow = storage();
      reloadedNow.setItem('orbital:stale-assets-reload', JSON.stringify({ url: 'https://orbital.example/pricing', at: Date.now() }));
      const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
      for (const [error, sessionStorage] of [[gone, reloadedNow], [new TypeError('x is not a function'), storage()], [gone, broken]] as const) {
        const steps: string[] = [];
        await expect(runBoot(yieldInTasks, undefined, steps, { failing: ['/assets/framework-3.js', error], sessionStorage })).rejects.toBe(error);
        expect(steps.filter((step) => step.startsWith('reload'))).toEqual([]);
      }
    });
  });

  it('fails the build when React Router writes its scripts in another form', () => {
    expect(() => hydrateAfterPaint('<body><h1>x</h1></body>')).toThrow(/has React Router changed <Scripts>/);
    const otherImport = page.replace('import * as route1 from', 'import { default as route1 } from');
    expect(() => hydrateAfterPaint(otherImport)).toThrow(/unexpected form/);
  });
});

describe('the Intl warm-up worker (public/intl-warmup.js)', () => {
  it('builds the formats the site uses in the locale the page posts, then closes', () => {
    const source = readFileSync(new URL(`../../public${INTL_WARMUP_WORKER}`, import.meta.url), 'utf8');
    const built: string[] = [];
    const spy = (name: keyof typeof Intl) =>
      new Proxy(Intl[name] as unknown as object, { construct: (target, args) => (built.push(`${name} ${args[0]}`), Reflect.construct(target as never, args)) });
    const worker = { close: vi.fn(), onmessage: undefined as undefined | ((event: { data: string }) => void) };
    const scope = vm.createContext({ Intl: { ...Intl, DateTimeFormat: spy('DateTimeFormat'), NumberFormat: spy('NumberFormat'), PluralRules: spy('PluralRules'), ListFormat: spy('ListFormat'), Locale: spy('Locale') } });
    vm.runInContext(`${source}\nglobalThis.handler = onmessage;`, Object.assign(scope, { close: worker.close }));
    (scope.handler as (event: { data: string }) => void)({ data: 'en-US' });
    expect(built).toEqual(['DateTimeFormat en-US', 'NumberFormat en-US', 'NumberFormat en-US', 'PluralRules en-US', 'ListFormat en-US', 'Locale en-US']);
    expect(worker.close).toHaveBeenCalledTimes(1);
  });
});
