// Issue 20: no render error, failed chunk or deploy leaves a white page. These run on the production
// build (E2E_PROD_DIR, default dist; the demo's worker serves every file from its cache, so a deploy
// cannot break it), a copy served on E2E_DEPLOY_PORT; the last test gives every hashed asset a new
// name under the open page, as a new build replacing the old one does.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeHeaders } from '../tools/build/write-headers.ts';
import { errorPageCopy } from '../src/shell/errorPageCopy.ts';
import { expect, test, waitForHydration, type Page } from './fixtures.ts';
import { serveCopyOf } from './servedCopy.ts';

const served = serveCopyOf(process.env.E2E_PROD_DIR ?? 'dist', Number(process.env.E2E_DEPLOY_PORT ?? 4494), 'deploy');
const base = served.base;

test.use({ baseURL: base });

/** From now on, counts the documents the page requests: each whole-page load or reload. */
function countDocumentLoads(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  return () => documents;
}

/** The REST topic's lazily loaded endpoint list: a chunk loaded inside a page. */
const docsChunk = '**/assets/EndpointList-*.js';

test('a render error inside a page keeps the header and footer and offers Reload and home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(docsChunk, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('Broken on purpose by the test');" }),
  );
  await page.goto('/docs/api/rest');
  await expect(page.getByRole('heading', { level: 1, name: errorPageCopy.title })).toBeVisible();
  await expect(page.getByText(errorPageCopy.text)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: errorPageCopy.reload })).toBeVisible();
  await page.getByRole('link', { name: errorPageCopy.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: errorPageCopy.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // React reports the induced failure once as recoverable (#422: the page's Suspense boundary switched
  // to client rendering) when it strikes during hydration; whether it does depends on timing.
  expect(errors.filter((message) => !message.includes('React error #422'))).toEqual([]);
});

test('a chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  const documents = countDocumentLoads(page);
  await page.route(docsChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/docs/api/rest');
  await expect.poll(documents, 'the page loaded again').toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: errorPageCopy.title })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/api\/rest$/);
  expect(documents(), 'loaded again once, not twice').toBe(2);
});

test('an ROI answer outside the contract shows Calculation Error, never a blank page or NaN', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const body of ['null', '[]', '{}', '{"laborSavings":"lots","errorSavings":1,"efficiencySavings":2,"totalROI":3}', '<html>Bad Gateway</html>', '{"laborSav']) {
    await page.route('**/api/roi/calculate', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    await page.goto('/solutions');
    await expect(page.getByRole('alertdialog'), body).toContainText('Calculation Error');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('roi-total')).toBeVisible();
    expect(await page.locator('body').innerText(), body).not.toMatch(/NaN|undefined|\[object Object\]/);
    await page.unroute('**/api/roi/calculate');
  }
  expect(errors).toEqual([]);
});

/**
 * Every file under assets/ gets a new hashed name, and every reference to it follows, with the pages'
 * policies for their new inline scripts: a new deploy.
 */
function deployNewBuild(root: string): number {
  const assets = path.join(root, 'assets');
  const renames = readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z]+)$/, 'n3w$1')] as const);
  for (const [from, to] of renames) renameSync(path.join(assets, from), path.join(assets, to));
  const longestFirst = [...renames].sort((a, b) => b[0].length - a[0].length);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  for (const file of walk(root).filter((f) => /\.(html|js|css|json|webmanifest)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const next = longestFirst.reduce((t, [from, to]) => t.split(from).join(to), text);
    if (next !== text) writeFileSync(file, next);
  }
  writeHeaders(root);
  return renames.length;
}

// Last: it changes the served files.
test('after a deploy under an open page, following a link opens the new page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const renamed = deployNewBuild(served.root());
  const newAssets: string[] = [];
  page.on('response', (response) => {
    if (response.ok() && /n3w\.(js|css)$/.test(response.url())) newAssets.push(response.url());
  });
  // The router cannot load the old build's /pricing module and loads the page as a whole document.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await reloaded;
  await expect(page).toHaveURL(`${base}/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  console.log(`deploy test: ${renamed} assets renamed; the new page loaded ${newAssets.length} of the new build's assets`);
  expect(newAssets.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: errorPageCopy.title })).toHaveCount(0);
});
