import type { Page } from '@playwright/test';

/**
 * Holds every request of the page that matches `glob` (such as '**\/assets/*.js') until the returned
 * function is called, to act on the page before its scripts have run.
 */
export async function holdRequests(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
