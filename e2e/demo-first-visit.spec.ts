// The offline demo's first visit: its service worker caches the whole build (ADR 0013) before it
// answers /api, which takes seconds on a slow network. The page must not wait for it: it works at
// once, and its /api calls go out when the worker answers them, none of them lost or unhandled.
import { expect, firstAction, firstApiAnswer, test, waitForHydration, type BrowserContext, type Page } from './fixtures.ts';

test('on the first visit the page works before the worker is ready, and its calls wait for it', async ({ page }) => {
  test.setTimeout(120_000);
  // Holds the worker's registration, as a slow first download of the demo would.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const held = new Promise<void>((resolve) => Object.assign(window, { releaseDemoWorker: resolve }));
    container.register = (...args: Parameters<typeof register>) => held.then(() => register(...args));
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Talk to AI Concierge' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('What are your pricing plans?');
  await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(dialog.locator('li[data-role="user"]')).toHaveText(['You: What are your pricing plans?']);
  expect(apiCalls).toEqual([]);

  await page.evaluate(() => (window as unknown as { releaseDemoWorker(): void }).releaseDemoWorker());
  // The worker answers once it has cached the whole build (a CI run of ccfe85c saw the answer arrive
  // just after the 10 s default).
  await expect(dialog.locator('li[data-role="assistant"]')).toHaveCount(2, firstApiAnswer);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The home figures' first poll was held with the rest; it goes out too.
  await expect.poll(() => apiCalls).toContain('/api/stats/live');
  await expect(page.getByRole('complementary', { name: 'Mock API controls' })).toBeVisible();
});

/**
 * Opens / and holds its worker's install, which caches every file of the build, the sitemap too,
 * which no page loads. Returns the function that lets the install end.
 */
async function openWithInstallHeld(page: Page, context: BrowserContext): Promise<() => void> {
  let releaseInstall!: () => void;
  const installHeld = new Promise<void>((resolve) => (releaseInstall = resolve));
  await context.route('**/sitemap.xml', async (route) => {
    await installHeld;
    await route.continue();
  });
  await page.goto('/');
  const workerState = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state ?? 'none');
  await expect.poll(workerState).toBe('installing');
  return releaseInstall;
}

test('a page opened while the worker installs waits for it instead of reloading', async ({ page, context }) => {
  test.setTimeout(120_000);
  const releaseInstall = await openWithInstallHeld(page, context);

  const second = await context.newPage();
  // Marks (for the tab, across reloads) that the page's mock start has looked up its worker: an
  // uncontrolled page was reloaded from there.
  await second.addInitScript(() => {
    const container = navigator.serviceWorker;
    const lookups = { getRegistration: container.getRegistration.bind(container), getRegistrations: container.getRegistrations.bind(container) };
    const looked = () => sessionStorage.setItem('lookedUpDemoWorker', 'yes');
    container.getRegistration = (...args: Parameters<typeof lookups.getRegistration>) => (looked(), lookups.getRegistration(...args));
    container.getRegistrations = () => (looked(), lookups.getRegistrations());
  });
  let documents = 0;
  second.on('load', () => documents++);
  await second.goto('/pricing');
  await firstAction(second); // a page of the context, not the fixture's: /pricing waits for it (ADR 0034)
  await expect.poll(() => second.evaluate(() => sessionStorage.getItem('lookedUpDemoWorker')).catch(() => null)).toBe('yes');
  await waitForHydration(second);

  releaseInstall();
  await expect(second.getByRole('complementary', { name: 'Mock API controls' })).toBeVisible(firstApiAnswer);
  expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(documents).toBe(1);
});

test('a page that was still loading when the worker activated is claimed, not reloaded', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The worker claims the open pages when it activates; a page whose document is still arriving then
  // is left out, and MSW reloads a page that a worker does not control. Under load (a CI run) that
  // reload came after hydration and replaced a route's page during its axe check.
  const releaseInstall = await openWithInstallHeld(page, context);

  const second = await context.newPage();
  let releaseDocument!: () => void;
  const documentHeld = new Promise<void>((resolve) => (releaseDocument = resolve));
  let documentAsked!: () => void;
  const asked = new Promise<void>((resolve) => (documentAsked = resolve));
  await second.route(
    (url) => url.pathname === '/pricing',
    async (route) => {
      documentAsked();
      await documentHeld;
      await route.continue();
    },
  );
  const opened = second.goto('/pricing');
  await asked;
  releaseInstall();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), firstApiAnswer).toBe(true); // the claim is over
  releaseDocument();
  await opened;
  await second.evaluate(() => Object.assign(window, { firstDocument: true }));
  await firstAction(second); // /pricing waits for it (ADR 0034)
  await waitForHydration(second);

  await expect.poll(() => second.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), firstApiAnswer).toBe(true);
  expect(await second.evaluate(() => 'firstDocument' in window), 'the page is the one that was opened, not a reload').toBe(true);
  await expect(second.getByRole('complementary', { name: 'Mock API controls' })).toBeVisible(firstApiAnswer);
});
