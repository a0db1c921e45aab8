import { expect, test, type Page } from './fixtures.ts';
import { redirects, pageTable, sampleUrl } from '../src/app/pageTable.ts';
import { pagePaths } from '../src/app/sitePaths.ts';
import { headerLinks } from '../src/config/navigation.ts';
import { expectNoAxeViolations } from './axe.ts';
import { inGroups } from './groups.ts';
import { expectNoHorizontalScroll } from './layout.ts';

// One visit per URL (every route's sample, every prerendered page, every redirect) checks all that a
// page must satisfy, from hydration until the network is idle. Axe runs on each route's sample: the
// other prerendered pages (the docs topics, the other articles and events) are the same templates.
const redirectTargets = new Map(redirects.map((r) => [r.from, r.to]));
const routeSamples = pageTable.map(sampleUrl);
const urls = [...new Set([...routeSamples, ...pagePaths(), ...redirectTargets.keys()])];

/** The errors and uncaught exceptions the page reports; `take()` returns those since its last call. */
function recordErrors(page: Page) {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

test.describe('every page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [index, group] of inGroups(urls, 4).entries()) {
    test(`group ${index + 1}: answers 200 (or redirects), hydrates without an error, one h1, no 404 text, no sideways scroll, no axe violations on the route samples`, async ({ page }) => {
      test.setTimeout(15_000 * group.length);
      const errors = recordErrors(page);
      for (const url of group) {
        await test.step(url, async () => {
          errors.take();
          const response = await page.goto(url); // waits for hydration (fixtures.ts)
          await page.waitForLoadState('networkidle');
          expect.soft(errors.take(), `errors on ${url} until the network is idle`).toEqual([]);
          const target = redirectTargets.get(url);
          if (target) expect.soft(new URL(page.url()).pathname, `${url} redirects`).toBe(target);
          else expect.soft(response?.status(), `status of ${url}`).toBe(200);
          await expect.soft(page.getByRole('main'), `main of ${url}`).toBeVisible();
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${url}`).toHaveCount(1);
          await expect.soft(page.getByText('404 Page Not Found'), `404 text on ${url}`).toHaveCount(0);
          await expectNoHorizontalScroll(page, { soft: true, label: `width of ${url}` });
          if (routeSamples.includes(url)) await expectNoAxeViolations(page, { soft: true, label: `axe on ${url}` });
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
  await logged;
  expect(Date.now() - start).toBeGreaterThanOrEqual(4500);
  expect(calls).toEqual([]);
});
