import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test('home shows the hero, live badge, trusted-by logos, console and results, without axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Agents That Cut Costs, Grow Revenue and Never Sleep');
  await expect(page.getByTestId('live-badge')).toHaveText(/^[\d,]+ AI agents running live$/);
  const logoStrip = page.getByRole('list', { name: 'Trusted by teams at' });
  for (const client of ['Northwind Logistics', 'Helix Health', 'Summit Capital', 'Brightline Retail']) await expect(logoStrip.getByRole('img', { name: client })).toBeVisible();
  const agentConsole = page.getByRole('region', { name: 'Agent Console' });
  for (const agent of ['Sales Copilot', 'Efficiency Auditor', 'Ops Assistant']) await expect(agentConsole.getByText(agent)).toBeVisible();
  const results = page.getByRole('region', { name: 'Live Results' });
  // The counters end on the live values: around $847K, 89% and 12.5K; uptime fixed.
  await expect(results.getByText(/^\$8[34]\dK$/)).toBeVisible({ timeout: 5000 });
  await expect(results.getByText(/^(8[89]|90)%$/)).toBeVisible();
  await expect(results.getByText(/^12\.\dK$/)).toBeVisible();
  await expect(results.getByText('99.9%')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('live stats fall back to 2,847, $847K, 89%, 12.5K and 99.9% when unavailable', async ({ page }) => {
  await page.goto('/?scenario=stats.live:error');
  await expect(page.getByTestId('live-badge')).toHaveText('2,847 AI agents running live');
  const results = page.getByRole('region', { name: 'Live Results' });
  await expect(results.getByText('$847K')).toBeVisible({ timeout: 5000 });
  await expect(results.getByText('89%')).toBeVisible();
  await expect(results.getByText('12.5K')).toBeVisible();
  await expect(results.getByText('99.9%')).toBeVisible();
});

test('with reduced motion the counters show their values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?scenario=stats.live:error');
  await expect(page.getByRole('region', { name: 'Live Results' })).toBeVisible();
  // Without motion there is no 2 s count-up.
  await expect(page.getByRole('region', { name: 'Live Results' }).getByText('$847K')).toBeVisible({ timeout: 400 });
});

test('Book a 15-min Discovery Call leads to /book-call?type=discovery', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'AI Agents That Cut Costs, Grow Revenue and Never Sleep' }).getByRole('link', { name: 'Book a 15-min Discovery Call' }).click();
  await expect(page).toHaveURL(/\/book-call\?type=discovery$/);
});

test('Launch Live Demo leads to /playground', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'AI Agents That Cut Costs, Grow Revenue and Never Sleep' }).getByRole('link', { name: 'Launch Live Demo' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Playground' })).toBeVisible();
});

test('the other calls to action lead to their pages', async ({ page }) => {
  const ctas: Array<[string, RegExp]> = [
    ['Open the Playground', /\/playground$/],
    ['Read All Case Studies', /\/case-studies$/],
    ['Start Free Trial', /\/trial$/],
    ['See Plan Details: Mid-Market', /\/pricing$/],
  ];
  for (const [name, url] of ctas) {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  await page.goto('/');
  const closing = page.getByRole('region', { name: 'Ready to Put Agents to Work?' });
  await closing.getByRole('link', { name: 'Book a 15-min Discovery Call' }).click();
  await expect(page).toHaveURL(/\/book-call\?type=discovery$/);
});
