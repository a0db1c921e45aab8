import type { Page } from '@playwright/test';

/** Lets the held requests go on; `requested()` counts the requests held so far. */
export type Release = (() => void) & { requested: () => number };

/**
 * Holds every request of the page's context that matches `glob` (such as '**\/assets/*.js') until the
 * returned function is called, to act on the page before its scripts have run. The context's route,
 * not the page's: once the demo's service worker controls the page, a request goes out from the worker,
 * which `page.route` never sees (a chunk held that way arrived at once), and the page's own `request`
 * event for it waits for the worker's answer; in Chromium `context.route` sees the worker's requests.
 */
export async function holdRequests(page: Page, glob: string): Promise<Release> {
  let release = () => {};
  let requested = 0;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(glob, async (route) => {
    requested++;
    await held;
    await route.continue();
  });
  return Object.assign(release, { requested: () => requested });
}
