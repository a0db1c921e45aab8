// The offline demo's service worker (ADR 0038), bundled with Workbox's modules by
// tools/build/write-precache-worker.ts, which gives it the build's file list (PRECACHE_MANIFEST).
// Workbox's own precacheAndRoute (what generateSW writes) downloads the whole list in the install
// event, and a worker answers nothing, /api included, until it has installed and activated; so this
// one installs with nothing to download and fills the same precache after activation, entry by entry
// as Workbox's install does (its cache keys and cache modes, a redirected response copied, any failed
// file failing the fill). PrecacheRoute serves a cached entry and fetches one not cached yet from the
// network. The fill starts when a page asks for it (CACHE_REQUEST, which every demo page sends once
// the worker is active, unless the tab's `?offlineCache=off` says not to), never inside the activate
// event (fetches wait for an activating worker): the message event of the request keeps the worker
// alive until the fill ends, pages that ask meanwhile wait for the same fill, and a worker the browser
// stopped starts again from what is cached.
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { copyResponse } from 'workbox-core';
import { CACHE_REQUEST, CACHED } from './claimRequest.ts';

// A worker's globals, which the site's DOM typings lack: what this file uses of them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  registration: { active: object | null };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const importScripts: (...urls: string[]) => void;
/** The build's files, with their revisions (workbox-build's getManifest), and the script of MSW's bridge. */
declare const PRECACHE_MANIFEST: PrecacheEntry[];
declare const MOCKS_BRIDGE: string;

const worker = self as unknown as WorkerScope;

importScripts(MOCKS_BRIDGE);

const precache = new PrecacheController();
precache.addToCacheList(PRECACHE_MANIFEST);
// ?scenario=..., ?token=..., ?type=... open the same cached page.
registerRoute(new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/] }));
// Unknown paths get the 404 page.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('404.html')));
cleanupOutdatedCaches();

let filling: Promise<void> | undefined;

/** Caches every file of the list not cached yet, one at a time; a failed file fails the fill, and the next request starts another. */
function fill(): Promise<void> {
  filling ??= (async () => {
    const cache = await caches.open(precache.strategy.cacheName);
    for (const { url, revision } of PRECACHE_MANIFEST) {
      const cacheKey = precache.getCacheKeyForURL(url);
      if (cacheKey === undefined || (await cache.match(cacheKey))) continue;
      // A revisioned entry bypasses the HTTP cache, a hashed one may come from it (as Workbox installs them).
      const response = await fetch(url, { cache: revision ? 'reload' : 'default', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
    }
  })().catch((error: unknown) => {
    filling = undefined;
    throw error;
  });
  return filling;
}

// A first visit's worker takes the page at once; a next build's waits until no page of the older one is open (ADR 0052).
worker.addEventListener('install', () => {
  if (!worker.registration.active) void worker.skipWaiting();
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
  // Drops the entries of an older build that this one does not list.
  precache.activate(event);
});

worker.addEventListener('message', (event) => {
  if (event.data !== CACHE_REQUEST) return;
  const [port] = event.ports;
  event.waitUntil(
    fill().then(
      () => port?.postMessage(CACHED),
      (error: unknown) => port?.postMessage(String(error)),
    ),
  );
});
