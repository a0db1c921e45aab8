// The e2e `test`: after every page.goto it acts once (a page marked `hydratesAtFirstAction` hydrates
// at the visitor's first action, ADR 0034) and waits until React has hydrated the prerendered page
// (the footer and every control carry React's fiber), because a button pressed in the static HTML
// before hydration acts only once it has hydrated (before-hydration.spec.ts types and presses before
// it, on purpose).
// Specs import { test, expect } from here, not '@playwright/test'.
// The demo's mock API answers at once here (the stored `?mockLatency=instant`, docs/scenarios.md);
// a spec that needs the demo's real pace calls `realisticLatency(page)` before its first goto.
import { test as base, type Page } from '@playwright/test';
import { latencyStorageKey as latencyKey } from '../mocks/config.ts';
import { dispatchFirstAction, hydrationState, isHydrated } from '../scripts/hydration.ts';
import { redirectTarget } from '../src/app/pageTable.ts';

export * from '@playwright/test';

/**
 * For an assertion that waits on a visit's first /api answer: on a first visit the demo's worker
 * caches the whole build before it answers (ADR 0013), 12-22 s in CI runs (offline.spec.ts logs it),
 * past the 10 s default. A hang guard, not a duration under test.
 */
export const firstApiAnswer = { timeout: 60_000 };

/** The visitor's first action (`dispatchFirstAction`, ADR 0034). */
export async function firstAction(page: Page): Promise<void> {
  // A page may be leaving as it is acted on (a redirect's meta refresh): the page it goes to is acted on after.
  await page.evaluate(dispatchFirstAction).catch((error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
  });
}

/** A redirect page (/tutorials) sends the visitor on by its meta refresh: the page to act on is its target's. */
async function untilRedirected(page: Page, url: string): Promise<void> {
  const target = redirectTarget(new URL(url, 'http://localhost').pathname);
  if (target) await page.waitForURL((address) => address.pathname === target);
}

/** Opens `url` as a visitor who has not acted yet, without waiting for anything to hydrate. */
export async function openWithoutActing(page: Page, url: string): Promise<void> {
  await page.mainFrame().goto(url);
}

/**
 * Waits until a page that does not wait for the first action would have asked for its scripts, and
 * returns how many module preload links the page has added by then: 0 on a page that waits (ADR 0034).
 * The boot module of any other page adds its first one a task or two after the first contentful paint
 * is reported (ADR 0024), to observers in the order they were made: the boot's before this one's.
 * Waiting for the network to go idle instead waited out a CI run's 60 s once, on /docs: on a page that
 * asks for nothing after its DOMContentLoaded, Playwright can lose that state for good
 * (microsoft/playwright#42598, still in 1.65).
 */
export async function modulePreloadsAfterPaint(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) =>
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true }),
    );
    for (let task = 0; task < 3; task++) await new Promise((resolve) => setTimeout(resolve));
    return document.querySelectorAll('link[rel="modulepreload"]').length;
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated, false);
}

/**
 * Once `url` has loaded: follows a redirect page to its target, acts once as the visitor (a page marked
 * `hydratesAtFirstAction` waits for it, ADR 0034) and waits until the page has hydrated. What every
 * e2e `page.goto` does, and what a script that shoots pages does before its picture.
 */
export async function actAndHydrate(page: Page, url: string): Promise<void> {
  await untilRedirected(page, url);
  // The boot module listens for the action from when it runs, before DOMContentLoaded: an action
  // dispatched earlier (a page reached by a link, whose address changes first) reached no one.
  await page.waitForLoadState('domcontentloaded');
  await firstAction(page);
  // A first action can be spent without the page hydrating: two clean-clone runs under load timed out
  // here, the page static and focused where it opened (cause not found; one known way is the boot's
  // reload after a chunk that failed to load, ADR 0034, which then waits for a new action). A visitor
  // acts again, and so does this, every 10 s, five times at most.
  for (let tries = 1; ; tries++) {
    try {
      await page.waitForFunction(isHydrated, false, { timeout: 10_000 });
      return;
    } catch (error) {
      // What the page was doing goes to the log, for the cause of a run that needed another action.
      const state = await page.evaluate(hydrationState).catch((reason: unknown) => String(reason));
      console.warn(`actAndHydrate: not hydrated 10 s after action ${tries} of ${url}: ${state}`);
      if (tries === 5) throw error;
      await firstAction(page);
    }
  }
}

/**
 * Brings each part that hydrates only near the viewport (the footer's sign-up, ADR 0033) into view and
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

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      await page.addInitScript((key) => {
        try {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, 'instant');
        } catch {
          // about:blank and other opaque origins have no storage
        }
      }, latencyKey);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await actAndHydrate(page, url);
        return response;
      };
    }
    await use(page);
  },
});
