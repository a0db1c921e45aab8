/**
 * The messages a demo page sends to the demo's worker (mocks/browser.ts), answered by the worker that
 * tools/build/write-precache-worker.ts generates (ADR 0038).
 */

/** Be claimed by the active worker: the bridge answers it with clients.claim(). */
export const CLAIM_REQUEST = 'CLAIM_THIS_PAGE';

/**
 * Cache every file of the demo, with a MessagePort: the worker fills its precache (skipping what is
 * already cached) and answers on the port with CACHED, or with the reason it could not.
 */
export const CACHE_REQUEST = 'CACHE_THE_DEMO';

/** The worker's answer to CACHE_REQUEST once every file of the demo is in its cache. */
export const CACHED = 'DEMO_CACHED';
