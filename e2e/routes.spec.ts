import { expect, test } from './fixtures.ts';
import { pageTable, sampleUrl } from '../src/app/pageTable.ts';
import { headerLinks } from '../src/config/navigation.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './layout.ts';

for (const route of pageTable) {
  const url = sampleUrl(route);
  test(`${url} resolves, has one h1 and no axe violations`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('an unknown path shows both 404 texts, without axe violations', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/tutorials and /community lead to real pages', async ({ page }) => {
  await page.goto('/tutorials');
  await expect(page).toHaveURL(/\/resources$/);
  await page.goto('/community');
  await expect(page).toHaveURL(/\/help$/);
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

test('the footer shows the current year and the guarantee', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Orbital Agents`);
  await expect(footer).toContainText('10× Value Guarantee');
});

test('the performance collector logs web vitals after 5 s and makes no call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(req.url());
  });
  const logged = page.waitForEvent('console', { predicate: (msg) => msg.text().startsWith('[web-vitals]'), timeout: 9000 });
  const start = Date.now();
  await page.goto('/about');
  await logged;
  expect(Date.now() - start).toBeGreaterThanOrEqual(4500);
  expect(calls).toEqual([]);
});
