import { expect, hydrateEveryPart, test, type APIRequestContext, type Page } from './fixtures.ts';
import { redirects, pageTable, sampleUrl } from '../src/app/pageTable.ts';
import { pagePaths } from '../src/app/sitePaths.ts';
import { headerLinks } from '../src/config/navigation.ts';
import { expectNoAxeViolations } from './axe.ts';
import { inGroups } from './groups.ts';
import { recordPageErrors } from './pageErrors.ts';
import { expectNoHorizontalScroll } from './layout.ts';
import { phoneViewport } from './viewports.ts';

// One visit per URL (every route's sample, every prerendered page, every redirect) checks all that a
// page must satisfy, from hydration until the network is idle, at the desktop width and then resized
// to a phone's. Axe runs on each route's sample: the other prerendered pages (the docs topics, the
// other articles and events) are the same templates.
const redirectTargets = new Map(redirects.map((r) => [r.from, r.to]));
const routeSamples = pageTable.map(sampleUrl);
const urls = [...new Set([...routeSamples, ...pagePaths(), ...redirectTargets.keys()])];

// product-rules.md D5: no link leads to the 404 screen. Every page a link can open is one of the URLs
// above, each checked here for its h1 and the absence of the 404 text; so a link is sound when its
// path is one of them. A link to a file (such as /openapi.json) must answer 200.
const pageAddresses = new Set(urls.map((url) => url.split('?')[0]!));
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** Same-origin links of the page as it is now (header, footer, content; not the mock panel), as path and query. */
async function internalHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (a.closest('[data-mock-panel]')) continue;
      const raw = a.getAttribute('href') ?? '';
      if (raw.startsWith('#') || raw.startsWith('mailto:') || raw.startsWith('tel:')) continue;
      const url = new URL(a.href, location.href);
      if (url.origin === location.origin) found.add(url.pathname + url.search);
    }
    return [...found];
  });
}

const checkedFiles = new Map<string, number>();

/** The links of the page that lead nowhere: a path that is no page, or a file that does not answer 200. */
async function brokenLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const hrefs = await internalHrefs(page);
  if (hrefs.length === 0) return ['no link found on the page'];
  const broken: string[] = [];
  for (const href of hrefs) {
    const path = href.split('?')[0]!;
    if (isFile(path)) {
      if (!checkedFiles.has(path)) checkedFiles.set(path, (await request.get(path)).status());
      if (checkedFiles.get(path) !== 200) broken.push(`${href}: HTTP ${checkedFiles.get(path)}`);
    } else if (!pageAddresses.has(path)) broken.push(href);
  }
  return broken;
}

test.describe('every page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [index, group] of inGroups(urls, 4).entries()) {
    test(`group ${index + 1}: answers 200 (or redirects), hydrates without an error, one h1, no 404 text, no sideways scroll at 1280 or 390 px, no link to a missing page, no axe violations on the route samples`, async ({ page, request }) => {
      test.setTimeout(15_000 * group.length);
      const desktop = page.viewportSize()!;
      const errors = recordPageErrors(page);
      for (const url of group) {
        await test.step(url, async () => {
          errors.take();
          const response = await page.goto(url); // waits for hydration (fixtures.ts)
          await hydrateEveryPart(page);
          await page.waitForLoadState('networkidle');
          expect.soft(errors.take(), `errors on ${url} until the network is idle`).toEqual([]);
          const target = redirectTargets.get(url);
          if (target) expect.soft(new URL(page.url()).pathname, `${url} redirects`).toBe(target);
          else expect.soft(response?.status(), `status of ${url}`).toBe(200);
          await expect.soft(page.getByRole('main'), `main of ${url}`).toBeVisible();
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${url}`).toHaveCount(1);
          await expect.soft(page.getByText('404 Page Not Found'), `404 text on ${url}`).toHaveCount(0);
          await expectNoHorizontalScroll(page, { soft: true, label: `width of ${url}` });
          expect.soft(await brokenLinks(page, request), `links on ${url} to no page`).toEqual([]);
          if (routeSamples.includes(url)) await expectNoAxeViolations(page, { soft: true, label: `axe on ${url}` });
          // The same page on a phone's width: it reflows without sideways scrolling.
          await page.setViewportSize(phoneViewport);
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${url} at 390 px`).toBeVisible();
          await expectNoHorizontalScroll(page, { soft: true, label: `width of ${url} at 390 px` });
          await page.setViewportSize(desktop);
        });
      }
    });
  }
});

test('an unknown path shows both 404 texts, without axe violations', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('header links navigate client-side and highlight the current page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of headerLinks) {
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the performance collector logs web vitals after 5 s and makes no call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(req.url());
  });
  const logged = page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith('[web-vitals]'), timeout: 20_000 });
  const start = Date.now();
  await page.goto('/about');
  const values = (await (await logged).args()[1]!.jsonValue()) as Record<string, number>;
  expect(Date.now() - start).toBeGreaterThanOrEqual(4500);
  // The collector starts with the page's scripts, on a visit that never acts: what happened before is
  // read from the buffered entries, largest paint and layout shift as they stand at 5 s.
  expect(Object.keys(values).sort(), JSON.stringify(values)).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
  expect(values.LCP).toBeGreaterThanOrEqual(values.FCP!);
  expect(calls).toEqual([]);
});
