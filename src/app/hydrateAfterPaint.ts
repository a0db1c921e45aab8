// The prerendered page paints before its JavaScript downloads (ADR 0024). React Router's <Scripts>
// writes a modulepreload link for every file the page hydrates with and an inline module that
// imports them; the browser then fetches ~150 KiB of script at high priority alongside the one
// stylesheet the first paint needs, and on a throttled phone the paint waits behind it. This
// rewrites that output at build time: the preload links go, and the inline module first waits for
// the first contentful paint, then adds the same preload links (the whole graph still downloads in
// parallel) and imports the same modules in the same order. A page marked `hydratesAtFirstAction` in
// the route table waits for the visitor's first action as well, or for a part that needs its scripts
// to come on screen (ADR 0034).
//
// After the paint, every step runs in a task of its own (ADR 0024, 2026-11-26): a long task keeps a
// tap waiting, and Lighthouse counts each one past 50 ms (at its 4x slowdown, 12.5 ms here) into the
// total blocking time. So the preload links go in one per task (each costs 0.1-12 ms here; 20 in one
// task took 12-96 ms, 4 per task under Lighthouse's tracing 16-25 ms), and the files evaluate one by
// one in the order they depend on each other (React Router's manifest names the framework and
// shell files the client entry needs) instead of the whole graph in one task. The Intl warm-up
// worker (public/intl-warmup.js, ADR 0031) starts first. A step yields with `scheduler.yield`, or where
// that is missing (Safari) with a message: a chain of timers is held to 4 ms a step after the fifth.

import { siteLocale } from '../config/locale.ts';
import { SCRIPTS_WHEN_SEEN } from '../config/scriptsWhenSeen.ts';
import { chunkFailure, RESUME_NAVIGATION_KEY, STALE_RELOAD_KEY, STALE_RELOAD_MS } from '../config/staleAssets.ts';

/** The Intl warm-up worker (public/intl-warmup.js, ADR 0031). Single-quoted in the boot module: `npm run size`
 * counts the double-quoted script paths a page loads on its main thread, and this one runs on another. */
export const INTL_WARMUP_WORKER = '/intl-warmup.js';

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScript = /<script type="module" async="">([^<]*)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");\n/gm;

/**
 * Resolves once the first contentful paint is on screen. Chromium reports its paint timing entry
 * when the frame is presented: on a slow phone tens of milliseconds after the frame's main-thread
 * work, while its raster still runs, which the scripts' download and compilation would compete
 * with. At once in a hidden tab (or one the browser prerenders), which paints nothing; after the
 * first frame where paint timing is missing; after 3 s at the latest, so a page whose paint is
 * never reported still hydrates.
 */
const afterFirstPaint = `await new Promise((resolve) => {
  if (document.visibilityState === 'hidden') return resolve();
  document.addEventListener('visibilitychange', resolve, { once: true });
  setTimeout(resolve, 3000);
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});`;

/** In the boot module of a page that hydrates at the visitor's first action; `npm run size` looks for it. */
export const AT_FIRST_ACTION_MARK = '/* hydrates at the first action (ADR 0034) */';

/**
 * Resolves at the visitor's first touch, press, key or wheel turn, or the first click, focus or input
 * without one: a screen reader activates a button with a click alone, and voice input types without
 * keys. Not a pointer movement: Chromium reports one when a page loads under a resting mouse pointer.
 * Listening starts as the boot module runs, before the paint, so an early tap is not missed; the
 * inline head script (heldPresses.ts) keeps the button it pressed until the page has hydrated.
 * Not a press on a link, the focus it gives the link, or Enter on one: the link works as plain HTML
 * and the page is being left, so the scripts would only compete with the next page, and after a
 * deploy their failure would reload this page in its place. Focus reaching a link by Tab comes after
 * a key, which counts.
 * Also, with no action, once a part marked SCRIPTS_WHEN_SEEN is on screen (the boot module runs after
 * the body's content, which React Router's <Scripts> closes), and at once on an address the static
 * HTML cannot serve: where the query parameter `atOnceWithout` names is missing or blank. At once too
 * on the page React Router reloads when a route module of the next page is missing (a deploy): the
 * client then goes on to that page (src/shell/staleAssets.ts).
 */
const firstAction = (atOnceWithout?: string) => `const firstAction = new Promise((resolve) => {
  const kinds = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'click', 'focusin', 'input'];
  const pressesLink = (event) => (['pointerdown', 'touchstart', 'click', 'focusin'].includes(event.type) || (event.type === 'keydown' && event.key === 'Enter')) && Boolean(event.target?.closest?.('a[href]'));
  const seen = new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) start(); });
  const start = () => {
    for (const kind of kinds) removeEventListener(kind, act, true);
    seen.disconnect();
    resolve();
  };
  const act = (event) => { if (!pressesLink(event)) start(); };
  for (const kind of kinds) addEventListener(kind, act, { capture: true, passive: true });
  for (const part of document.querySelectorAll('[${SCRIPTS_WHEN_SEEN}]')) seen.observe(part);
  try { if (sessionStorage.getItem('${RESUME_NAVIGATION_KEY}')) start(); } catch {}${
    atOnceWithout ? `\n  if (!new URLSearchParams(location.search).get('${atOnceWithout}')?.trim()) start();` : ''
  }
});`;

/**
 * A deploy since the page loaded removed the files it asks for (likelier the longer a page waits
 * for its first action): load the page again, once per address a minute, as the client
 * does (src/shell/staleAssets.ts). Where storage is unavailable the guard cannot hold, so no reload.
 * No `<` in it: tools read the boot module up to the next one.
 */
const reloadForStaleFiles = `if (${chunkFailure}.test(error?.message ?? '')) {
    let last = null;
    try { last = JSON.parse(sessionStorage.getItem('${STALE_RELOAD_KEY}') ?? 'null'); } catch {}
    if (last?.url !== location.href || Date.now() - last.at >= ${STALE_RELOAD_MS}) {
      try {
        sessionStorage.setItem('${STALE_RELOAD_KEY}', JSON.stringify({ url: location.href, at: Date.now() }));
        location.reload();
        await new Promise(() => {});
      } catch {}
    }
  }`;

export interface BootOptions {
  /** A page marked `hydratesAtFirstAction` in src/app/pageTable.ts: wait for the visitor's first action too. */
  atFirstAction?: boolean;
  /** Its `atOnceWithout` (src/app/pageTable.ts): the query parameter it does not wait without (missing or blank). */
  atOnceWithout?: string;
}

export function hydrateAfterPaint(html: string, { atFirstAction = false, atOnceWithout }: BootOptions = {}): string {
  if (atOnceWithout !== undefined && !/^\w+$/.test(atOnceWithout)) throw new Error(`hydrateAfterPaint: atOnceWithout must be a plain parameter name, not ${atOnceWithout}`);
  const hrefs = [...html.matchAll(preloadLink)].map((m) => m[1]!);
  const boot = bootScript.exec(html);
  if (hrefs.length === 0 || !boot) {
    throw new Error('hydrateAfterPaint: no modulepreload links or boot module in the page (has React Router changed <Scripts>?)');
  }
  const imports = [...boot[1]!.matchAll(staticImport)];
  const rest = boot[1]!.replace(staticImport, '');
  // The first import is the route manifest's (no binding), which the staged evaluation reads.
  if (imports.length < 2 || imports[0]![1] !== undefined || /^import /m.test(rest)) {
    throw new Error('hydrateAfterPaint: the boot module imports in an unexpected form (has React Router changed <Scripts>?)');
  }
  const names = imports.map((m) => m[1] ?? '').join(', ');
  const [manifest, ...routes] = imports.map((m) => m[2]!);
  const deferred = `${atFirstAction ? `${AT_FIRST_ACTION_MARK}\n${firstAction(atOnceWithout)}\n` : ''}${afterFirstPaint}
${atFirstAction ? 'await firstAction;' : ''}
const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });
try { new Worker('${INTL_WARMUP_WORKER}').postMessage(${JSON.stringify(siteLocale)}); } catch {}
for (const href of ${JSON.stringify(hrefs)}) {
  await nextTask();
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}
const modules = [];
try {
  modules.push(await import(${manifest}));
  for (const href of window.__reactRouterManifest?.entry?.imports ?? []) { await nextTask(); await import(href); }
  for (const href of [${routes.join(', ')}]) { await nextTask(); modules.push(await import(href)); }
} catch (error) {
  ${reloadForStaleFiles}
  throw error;
}
const [${names}] = modules;
await nextTask();
${rest.trim()}`;
  return html.replace(preloadLink, '').replace(boot[0], () => `<script type="module" async="">${deferred}</script>`);
}
