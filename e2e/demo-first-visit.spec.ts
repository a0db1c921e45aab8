// The offline demo's first visit: its service worker answers /api as soon as it has activated and
// caches the whole build when the page asks (ADR 0038), which takes seconds on a slow network. The page does
// not wait for the worker: it works at once, and its /api calls go out when the worker answers them,
// none of them lost or unhandled. Neither the page nor its calls wait for the cache; 'Ready offline'
// does, and comes on a visit where the visitor does nothing too.
import { mockApiStarted, mockPanel, READY_OFFLINE, readyOfflineStatus, revealMockPanel, withMockPanel } from './mockPanel.ts';
import { conciergeGreeting } from '../src/domain/concierge.ts';
import { expect, firstApiAnswer, openAndHydrate, openWithoutWaiting, test, waitForHydration, type BrowserContext, type Page } from './fixtures.ts';

// These tests are about the demo's offline cache, which the other tests leave off (fixtures.ts).
test.use({ offlineCache: 'on' });

/**
 * Holds the worker's filling of its cache: its request for the sitemap, a file of the precache that no
 * page asks for (so nothing else waits on it). `asked` resolves once the worker has asked for it.
 */
async function holdTheCache(context: BrowserContext): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await context.route('**/sitemap.xml', async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { asked, release };
}

/** Asks the concierge a question: its greeting and its answer come from the worker's MSW (the session call, then the message call). */
async function askTheConcierge(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Talk to AI Concierge' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('What are your pricing plans?');
  await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(dialog.locator('li[data-role="assistant"]').first()).toContainText(conciergeGreeting(), firstApiAnswer);
  await expect(dialog.locator('li[data-role="assistant"]')).toHaveCount(2);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
}

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

  await page.goto(withMockPanel('/'));
  await page.getByRole('button', { name: 'Talk to AI Concierge' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('What are your pricing plans?');
  await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(dialog.locator('li[data-role="user"]')).toHaveText(['You: What are your pricing plans?']);
  expect(apiCalls).toEqual([]);

  await page.evaluate(() => (window as unknown as { releaseDemoWorker(): void }).releaseDemoWorker());
  await expect(dialog.locator('li[data-role="assistant"]')).toHaveCount(2, firstApiAnswer);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The home figures' first poll was held with the rest; it goes out too.
  await expect.poll(() => apiCalls).toContain('/api/stats/live');
  await expect(mockPanel(page)).toBeVisible();
});

test('the first visit is answered while the demo is still being cached, and is ready offline once it is', async ({ page, context }) => {
  test.setTimeout(120_000);
  const cache = await holdTheCache(context);
  let firstAnswer = 0;
  context.on('response', (response) => {
    if (!firstAnswer && new URL(response.url()).pathname.startsWith('/api/')) firstAnswer = Date.now();
  });
  const started = Date.now();
  await page.goto(withMockPanel('/'));
  await cache.asked;

  await askTheConcierge(page);
  console.log(`demo first visit: first /api answer ${firstAnswer - started} ms after the visit started, with the cache held`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(readyOfflineStatus(page)).toHaveText('');

  cache.release();
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
});

test('a visit where the visitor does nothing caches the demo and says it is ready offline', async ({ page }) => {
  test.setTimeout(120_000);
  await openWithoutWaiting(page, withMockPanel('/'));
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
});

test('a page opened or reloaded while the demo is being cached is served once and answered', async ({ page, context }) => {
  test.setTimeout(120_000);
  const cache = await holdTheCache(context);
  await page.goto(withMockPanel('/'));
  await cache.asked;
  await expect(mockPanel(page)).toBeVisible(firstApiAnswer);

  const second = await context.newPage();
  let documents = 0;
  second.on('load', () => documents++);
  await second.goto(withMockPanel('/pricing'));
  await openAndHydrate(second, '/pricing'); // a page of the context, not the fixture's
  // MSW has started on it: the panel mounts then, and MSW reloads a page its worker does not control.
  await expect(mockPanel(second)).toBeVisible(firstApiAnswer);
  expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A reload of the first page, answered by the worker while the cache is still held.
  await page.reload();
  await openAndHydrate(page, '/'); // a reload is not the fixture's goto
  await askTheConcierge(page);
  await expect(readyOfflineStatus(page)).toHaveText('');

  cache.release();
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  await expect(readyOfflineStatus(second)).toHaveText(READY_OFFLINE, firstApiAnswer);
  expect(documents).toBe(1);
});

test('a page that was still loading when the worker activated is claimed, not reloaded', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The worker claims the open pages when it activates; a page whose document is still arriving then
  // is left out, and MSW reloads a page that a worker does not control. Under load (a CI run) that
  // reload came after hydration and replaced a route's page during its axe check.
  // The first page's registration of the worker is held until /pricing's document is on its way.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const held = new Promise<void>((resolve) => Object.assign(window, { releaseDemoWorker: resolve }));
    container.register = (...args: Parameters<typeof register>) => held.then(() => register(...args));
  });
  await page.goto('/');

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
  const opened = second.goto(withMockPanel('/pricing'));
  await asked;
  await page.evaluate(() => (window as unknown as { releaseDemoWorker(): void }).releaseDemoWorker());
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), firstApiAnswer).toBe(true); // the claim is over
  releaseDocument();
  await opened;
  await second.evaluate(() => Object.assign(window, { firstDocument: true }));
  await waitForHydration(second);

  await expect.poll(() => second.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), firstApiAnswer).toBe(true);
  expect(await second.evaluate(() => 'firstDocument' in window), 'the page is the one that was opened, not a reload').toBe(true);
  await expect(mockPanel(second)).toBeVisible(firstApiAnswer);
});

/** How many files the demo's worker has in its precache (Workbox's cache; MSW keeps one of its own). */
const cachedFiles = (page: Page) =>
  page.evaluate(async () => {
    const precaches = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
    const counts = await Promise.all(precaches.map(async (name) => (await (await caches.open(name)).keys()).length));
    return counts.reduce((sum, count) => sum + count, 0);
  });

test('a tab opened with ?offlineCache=off is answered without downloading the demo, until it asks for on', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(withMockPanel('/?offlineCache=off'));
  await askTheConcierge(page);
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(readyOfflineStatus(page)).toHaveText('');
  expect(await cachedFiles(page)).toBe(0);

  await page.goto('/?offlineCache=on');
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
});

test('the demo opens in presenter view; Alt+Shift+M shows the Mock API panel and hides it again, for the tab', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(mockApiStarted(page)).toBeAttached(firstApiAnswer);
  await expect(mockPanel(page)).toHaveCount(0);
  await expect(page.getByText(READY_OFFLINE)).toHaveCount(0);

  const launcher = page.getByRole('button', { name: 'Talk to AI Concierge' });
  await launcher.focus();
  await revealMockPanel(page);
  await expect(mockPanel(page).getByRole('combobox', { name: 'auth.forgot-password' })).toBeVisible();
  await page.keyboard.press('Escape');
  const toggle = mockPanel(page).getByRole('button', { name: 'Mock API', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  await page.keyboard.press('Alt+Shift+KeyM');
  await expect(mockPanel(page)).toHaveCount(0);
  await expect(launcher).toBeFocused();

  // Ready offline and hidden: the choice is kept for the tab's session.
  await page.reload();
  await openAndHydrate(page, '/'); // a reload is not the fixture's goto
  await expect(mockApiStarted(page)).toBeAttached(firstApiAnswer);
  await expect(mockPanel(page)).toHaveCount(0);
  await expect(page.getByText(READY_OFFLINE)).toHaveCount(0);

  // ?presenter=off shows it from the start, folded, until the tab asks otherwise.
  await page.goto('/pricing?presenter=off');
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/contact');
  await expect(mockPanel(page)).toBeVisible(firstApiAnswer);
});
