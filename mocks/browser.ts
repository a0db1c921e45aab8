// The mock API in the browser (dev server, demo build): msw's service worker answers every /api
// call. In the built demo that worker is sw.js, which also caches the whole demo: it answers as soon
// as it has activated and fills its cache afterwards (ADR 0038).
// src/entry.client.tsx loads this module through one dynamic import when VITE_API_MOCKING is 'true',
// so the production build contains none of it.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { applyScenarioUrl, activeScenarios } from './scenarios.ts';
import {
  configureMocks,
  latencyStorageKey as latencyKey,
  offlineCacheStorageKey,
  parseLatency,
  parseOfflineCache,
  parsePresenterView,
  presenterStorageKey,
} from './config.ts';
import { listenForPresenterShortcut, startPresenterView } from './presenter.ts';
import { keepDbInSession, resetDb } from './db.ts';
import { setReadyOffline } from './offline.ts';
import { CACHE_REQUEST, CACHED, CLAIM_REQUEST } from './claimRequest.ts';

let started: Promise<SetupWorker> | undefined;

/**
 * Starts the worker once: applies `?scenario=call:scenario,...`, `?mockLatency=realistic|instant|ms`,
 * `?offlineCache=on|off` and `?presenter=on|off` (each kept for the tab's session), restores the tab's
 * data and mailbox. The panel comes with `showMockPanel`; the built demo opens in presenter view
 * (panel hidden), the dev server shows it, and Alt+Shift+M switches at any moment.
 */
export function startMockWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    startPresenterView(tabSetting('presenter', presenterStorageKey, parsePresenterView) ?? (import.meta.env.PROD ? 'on' : 'off'), presenterStorageKey);
    listenForPresenterShortcut();
    applyScenarioUrl(location.search);
    const latency = tabSetting('mockLatency', latencyKey, parseLatency);
    if (latency !== undefined) configureMocks({ latency });
    const offlineCache = tabSetting('offlineCache', offlineCacheStorageKey, parseOfflineCache) ?? 'on';

    // Data and mailbox survive a full page load in this tab (a reset link opened from the mailbox).
    await keepDbInSession();

    // The built demo's worker precaches it too; the dev server has MSW's worker alone.
    const workerFile = import.meta.env.PROD ? 'sw.js' : 'mockServiceWorker.js';
    if (import.meta.env.PROD) await controlledOnceInstalled();
    const worker = setupWorker(...handlers);
    const registration = await worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}${workerFile}` },
    });
    if (import.meta.env.PROD && registration?.active && offlineCache === 'on') followReadyOffline(registration.active);

    const active = Object.entries(activeScenarios()).map(([id, scenario]) => `${id}:${scenario}`);
    console.info(
      `[mock api] answering every /api call in the browser${active.length ? `; scenarios: ${active.join(', ')}` : ''}. ` +
        'Open the Mock API panel (bottom left; Alt+Shift+M shows or hides it) or use ?scenario=roi.calculate:error',
    );
    return worker;
  })();
  return started;
}

/** How long a page waits for the worker to claim it before MSW reloads it (a worker of an older build does not answer). */
const CLAIM_WAIT_MS = 5000;

/**
 * A page opened while the demo's worker is still installing (a second tab or a reload during the
 * first visit) is not controlled by it. MSW reloads a page that a registered worker does not
 * control; when the install still cached the whole build (before ADR 0038), such a page reloaded
 * again and again until it ended. The worker claims open pages when it activates (clientsClaim), so
 * the page waits for that; its /api calls wait with it (holdRequestsUntil).
 * A page whose document was still arriving when the worker activated is left out of that claim,
 * and so is one opened by a hard reload: such a page asks the active worker to claim it. MSW's
 * reload had come after hydration, replacing a page the visitor was using (in a CI run, the page
 * under an axe check).
 */
async function controlledOnceInstalled(): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.getRegistration();
  const installing = registration?.installing ?? registration?.waiting;
  if (container.controller || !registration || (!installing && !registration.active)) return;
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    if (registration.active) {
      registration.active.postMessage(CLAIM_REQUEST);
      setTimeout(resolve, CLAIM_WAIT_MS);
    }
    // An install that fails (the network went away) ends as 'redundant': MSW then registers anew.
    else installing?.addEventListener('statechange', () => installing.state === 'redundant' && resolve());
  });
}

/**
 * Asks the demo's worker to cache every file of the demo (it fills its cache when a page asks, after
 * it has activated, so that it answers /api at once, ADR 0038; the request keeps it alive until the
 * fill ends) and
 * shows 'Ready offline' once it answers that all are cached. A new build's worker that takes the
 * page over has its own cache to fill: the badge goes, and that worker is asked in turn. An answer
 * from a worker that no longer controls the page is ignored.
 */
function followReadyOffline(active: ServiceWorker): void {
  const container = navigator.serviceWorker;
  const ask = (worker: ServiceWorker) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
      channel.port1.close();
      if (worker !== (container.controller ?? active)) return;
      if (data === CACHED) setReadyOffline(true);
      else console.warn(`[mock api] the demo is not cached for offline use: ${String(data)}`);
    };
    worker.postMessage(CACHE_REQUEST, [channel.port2]);
  };
  ask(active);
  container.addEventListener('controllerchange', () => {
    setReadyOffline(false);
    if (container.controller) ask(container.controller);
  });
}

/**
 * A demo setting of this tab: `?<param>=` wins and is kept for the tab's session, else the kept value
 * (tests store theirs before the page loads); undefined when neither parses.
 */
function tabSetting<T>(param: string, storageKey: string, parse: (value: string | null) => T | undefined): T | undefined {
  const fromUrl = parse(new URLSearchParams(location.search).get(param));
  try {
    if (fromUrl !== undefined) sessionStorage.setItem(storageKey, String(fromUrl));
    return fromUrl ?? parse(sessionStorage.getItem(storageKey));
  } catch {
    return fromUrl; // storage unavailable: this page only
  }
}

/**
 * Mounts the mock panel (bottom left) into its own DOM node. Call it after the page has hydrated:
 * a second React root created before `hydrateRoot(document)` would keep React from listening to
 * events on the document.
 */
export async function showMockPanel(): Promise<void> {
  const { mountMockPanel } = await import('./panel/mount.tsx');
  mountMockPanel({ onResetData: () => resetDb() });
}
