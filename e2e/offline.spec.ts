// Issue 20: the offline demo works with no network at all. One visit to the demo served on
// E2E_OFFLINE_PORT (its own copy of E2E_STATIC_DIR, default dist-demo), until the Mock API panel says
// 'Ready offline'; then the static server is stopped and the browser goes offline: every page opens
// by its address, a reload too, and a form is answered by the mocks in the worker.
// A second copy (E2E_UPDATE_PORT) gets a next build: its worker waits while a page of the first build
// is open (its mock API keeps answering), and takes over once none is.
import { READY_OFFLINE, readyOfflineStatus, withMockPanel } from './mockPanel.ts';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { writePrecacheWorker } from '../tools/build/write-precache-worker.ts';
import { pagePaths } from '../src/app/sitePaths.ts';
import { contactCopy } from '../src/content/contact.ts';
import { contract } from '../src/contract/index.ts';
import { errorPageCopy } from '../src/shell/errorPageCopy.ts';
import { expect, firstApiAnswer, openAndHydrate, openWithoutWaiting, test, type Page } from './fixtures.ts';
import { serveCopyOf } from './servedCopy.ts';

// These tests are about the demo's offline cache, which the other tests leave off (fixtures.ts).
test.use({ offlineCache: 'on' });

const demoDir = process.env.E2E_STATIC_DIR ?? 'dist-demo';
const served = serveCopyOf(demoDir, Number(process.env.E2E_OFFLINE_PORT ?? 4496), 'offline');
const base = served.base;
const updated = serveCopyOf(demoDir, Number(process.env.E2E_UPDATE_PORT ?? 4497), 'update');


test('after one visit every page opens and a form is answered with no network', async ({ page, context }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  await page.goto(withMockPanel(`${base}/`));
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  console.log(`offline demo: ready offline ${Date.now() - started} ms after the first visit started`);

  served.stop();
  await context.setOffline(true);
  await expect.poll(() => fetch(`${base}/`).then(() => 'up', () => 'down')).toBe('down');

  const opened: string[] = [];
  for (const url of pagePaths()) {
    await page.goto(`${base}${url}`);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
    await expect(page.getByText('404 Page Not Found'), url).toHaveCount(0);
    await expect(page.getByRole('heading', { name: errorPageCopy.title }), url).toHaveCount(0);
    opened.push(url);
  }
  console.log(`offline demo: ${opened.length} of ${pagePaths().length} pages opened by address offline`);

  await page.goto(`${base}/contact`);
  await page.reload();
  // A reload is not the fixture's goto: wait for hydration here.
  await openAndHydrate(page, `${base}/contact`);
  const form = page.getByRole('form', { name: contactCopy.formTitle });
  await form.getByRole('textbox', { name: 'First name' }).fill('Jamie');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await form.getByRole('textbox', { name: 'Email' }).fill('jamie.rivera@northwind-logistics.example');
  await form.getByRole('textbox', { name: 'Company' }).fill('Northwind Logistics');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0142');
  await form.getByRole('textbox', { name: 'Message' }).fill('We would like to automate invoice processing.');
  await form.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Message Sent Successfully!');
});

test('a next build waits while a page of the first is open, then takes over: it drops what the first one cached and caches its own files', async ({ page, context }) => {
  test.setTimeout(180_000);
  // The workers' states as Chromium reports them, by version, to a tab that stays open (about:blank
  // until the end, so no page of the first build).
  const later = await context.newPage();
  const versions = new Map<string, string>();
  const cdp = await context.newCDPSession(later);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const { versionId, status } of updated) versions.set(versionId, status);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto(withMockPanel(`${updated.base}/`));
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  const firstWorkers = new Set(versions.keys());
  /** The precache's keys of robots.txt: one per revision it holds. */
  const robotsKeys = (on: Page) =>
    on.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys.map((request) => request.url).filter((url) => new URL(url).pathname === '/robots.txt');
    });
  const liveStatsStatus = (on: Page) =>
    on.evaluate((path) => fetch(path).then((response) => response.status), contract['stats.live'].path);
  const [firstBuild] = await robotsKeys(page);
  expect(firstBuild).toBeDefined();

  // The next build changes one file, and so its revision in the worker; the browser finds it.
  appendFileSync(path.join(updated.root(), 'robots.txt'), '# the next build\n');
  await writePrecacheWorker(updated.root());
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  const nextWorker = () => [...versions].filter(([id]) => !firstWorkers.has(id)).map(([, status]) => status);
  await expect.poll(nextWorker, firstApiAnswer).toEqual(['installed']);
  // The open page keeps its worker: the mock API answers it, and a reload too; the first build stays cached.
  expect(await liveStatsStatus(page)).toBe(200);
  await page.reload();
  await openAndHydrate(page, `${updated.base}/`);
  await expect(readyOfflineStatus(page)).toHaveText(READY_OFFLINE, firstApiAnswer);
  expect(await liveStatsStatus(page)).toBe(200);
  expect((await robotsKeys(page)).map((key) => key === firstBuild)).toEqual([true]);
  expect(nextWorker()).toEqual(['installed']);

  // Once no page of the first build is open, the next one takes over.
  await page.close();
  await expect.poll(nextWorker, firstApiAnswer).toEqual(['activated']);
  await later.goto(withMockPanel(`${updated.base}/`));
  await openAndHydrate(later, `${updated.base}/`);
  await expect.poll(async () => (await robotsKeys(later)).map((key) => key === firstBuild), firstApiAnswer).toEqual([false]);
  await expect(readyOfflineStatus(later)).toHaveText(READY_OFFLINE, firstApiAnswer);
  expect(await liveStatsStatus(later)).toBe(200);

  updated.stop();
  await context.setOffline(true);
  await openWithoutWaiting(later, `${updated.base}/robots.txt`);
  await expect(later.locator('body')).toContainText('# the next build');
});
