// After a deploy, an open tab asks for hashed files that no longer exist. The client
// (src/shell/staleAssets.ts) then loads the page again, at most once per address within a minute,
// under one guard in sessionStorage.

export const STALE_RELOAD_KEY = 'orbital:stale-assets-reload';
/** The address a navigation was going to when the page reloaded for a missing route module: the client goes on to it (src/shell/staleAssets.ts). */
export const RESUME_NAVIGATION_KEY = 'orbital:resume-navigation';
/** A second failure for the same address within this time is not reloaded again. */
export const STALE_RELOAD_MS = 60_000;

/** Chromium, Firefox and Safari's failed dynamic import, and Vite's failed preload (`vite:preloadError`). */
export const chunkFailure = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
