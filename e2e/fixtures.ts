// The e2e `test`: after every page.goto it waits until React has hydrated the prerendered page (every
// part's mark says so, tools/testing/hydration.ts), because a button pressed in the static HTML before
// hydration does nothing (before-hydration.spec.ts types before it, on purpose).
// Specs import { test, expect } from here, not '@playwright/test'.
// The demo's mock API answers at once here (the stored `?mockLatency=instant`, docs/scenarios.md);
// a spec that needs the demo's real pace calls `realisticLatency(page)` before its first goto. Each
// test's fresh browser leaves the demo uncached (the stored `?offlineCache=off`): the tests of the
// offline demo ask for it with `test.use({ offlineCache: 'on' })`.
import { test as base, type Page } from '@playwright/test';
import { latencyStorageKey as latencyKey, offlineCacheStorageKey, type OfflineCache } from '../mocks/config.ts';
import { hydrationState, isHydrated } from '../tools/testing/hydration.ts';
import { redirectTarget } from '../src/app/pageTable.ts';

export * from '@playwright/test';

/**
 * For an assertion that waits on a visit's first /api answer: on a first visit the demo's worker
 * installs and activates before MSW answers (ADR 0038), which a loaded CI machine has taken longer
 * than the 10 s default for. A hang guard, not a duration under test.
 */
export const firstApiAnswer = { timeout: 60_000 };

/** A redirect page (/tutorials) sends the visitor on by its meta refresh: the page to act on is its target's. */
async function untilRedirected(page: Page, url: string): Promise<void> {
  const target = redirectTarget(new URL(url, 'http://localhost').pathname);
  if (target) await page.waitForURL((address) => address.pathname === target);
}

/**
 * Opens `url` without waiting for it to hydrate (the static HTML, or a page whose scripts a test
 * holds): until its DOMContentLoaded, which React Router's async module script does not hold up.
 */
export async function openWithoutWaiting(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url, { waitUntil: 'domcontentloaded' });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated, false);
}

/**
 * Once `url` has loaded: follows a redirect page to its target and waits until the page has hydrated.
 * What every e2e `page.goto` does, and what a script that shoots pages does before its picture.
 */
export async function openAndHydrate(page: Page, url: string): Promise<void> {
  await untilRedirected(page, url);
  try {
    await page.waitForFunction(isHydrated, false);
  } catch (error) {
    // What the page was doing goes to the log with the failure.
    console.warn(`openAndHydrate: ${url} did not hydrate: ${await page.evaluate(hydrationState).catch((reason: unknown) => String(reason))}`);
    throw error;
  }
}

/**
 * Brings each part that hydrates only near the viewport (the footer's sign-up, ADR 0057) into view and
 * waits until it has hydrated too, so checks for hydration errors cover the whole page.
 */
export async function hydrateEveryPart(page: Page): Promise<void> {
  for (const part of await page.locator('[data-hydrates-when-near]').all()) await part.scrollIntoViewIfNeeded();
  await page.waitForFunction(isHydrated, true);
}

export async function realisticLatency(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, 'realistic');
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, latencyKey);
}

export const test = base.extend<{ offlineCache: OfflineCache }>({
  offlineCache: ['off', { option: true }],
  page: async ({ page, javaScriptEnabled, offlineCache }, use) => {
    if (javaScriptEnabled) {
      await page.addInitScript(
        (settings) => {
          try {
            for (const [key, value] of settings) if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
          } catch {
            // about:blank and other opaque origins have no storage
          }
        },
        Object.entries({ [latencyKey]: 'instant', [offlineCacheStorageKey]: offlineCache }),
      );
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await openAndHydrate(page, url);
        return response;
      };
    }
    await use(page);
  },
});
