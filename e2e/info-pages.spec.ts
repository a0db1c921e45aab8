import { expect, test } from './fixtures.ts';
import { jobs } from '../src/content/careers.ts';
import { docTopics, topicId } from '../src/content/docs.ts';
import { faqs } from '../src/content/help.ts';
import { endpoints } from '../src/contract/index.ts';
import { expectNoAxeViolations } from './axe.ts';

// The information pages on the demo build: their content, keyboard use and axe.

test('/about shows stats, mission, values, team and journey', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Company stats' }).getByRole('listitem')).toHaveCount(4);
  for (const name of ['Our Mission', 'Our Values', 'Meet the Team', 'Our Journey']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('/careers lists four roles with Apply Now to /contact and the $3,000 learning budget', async ({ page }) => {
  await page.goto('/careers');
  const roles = page.getByRole('region', { name: 'Open Positions' });
  await expect(roles.getByRole('heading', { level: 3 })).toHaveText(jobs.map((j) => j.title));
  await expect(roles.getByRole('link', { name: /^Apply Now/ })).toHaveCount(4);
  await expect(page.getByText('$3,000 every year for courses, books and conferences.')).toBeVisible();
  await expectNoAxeViolations(page);
  await roles.getByRole('link', { name: `Apply Now: ${jobs[1]!.title}` }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Send General Application' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/help: categories with 8, 12, 6, 4 articles, single-open FAQ by keyboard, Chat Support opens the AI Concierge', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Browse by Category' }).getByRole('link')).toHaveText([
    '8 articles',
    '12 articles',
    '6 articles',
    '4 articles',
  ]);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.getByRole('button')).toHaveText(faqs.map((f) => f.question));
  await expectNoAxeViolations(page);

  const first = faq.getByRole('button', { name: faqs[0]!.question });
  const second = faq.getByRole('button', { name: faqs[1]!.question });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(faqs[0]!.answer)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Concierge' })).toBeVisible();
});

test('/docs lists every endpoint of the contract and links the published OpenAPI document', async ({ page, request }) => {
  await page.goto('/docs');
  const list = page.getByRole('list', { name: 'API endpoints' });
  await expect(list.getByRole('article')).toHaveCount(endpoints.length);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(endpoints.map((e) => `${e.method}${e.path.replace(/:(\w+)/g, '{$1}')}`));
  await expectNoAxeViolations(page);
  const href = await page.getByRole('link', { name: /OpenAPI 3\.1 document/ }).getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  const document = (await answer.json()) as { paths: Record<string, Record<string, unknown>> };
  expect(Object.values(document.paths).flatMap((methods) => Object.keys(methods))).toHaveLength(endpoints.length);
});

test('/docs offers the contract tests as one downloadable file that the build publishes', async ({ page, request }) => {
  await page.goto('/docs');
  const link = page.getByRole('link', { name: 'contract tests (contract-tests.mjs, one file, download)' });
  await expect(link).toHaveAttribute('download', 'contract-tests.mjs');
  const answer = await request.get((await link.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/^#!\/usr\/bin\/env node\n[\s\S]*Contract tests of the Orbital Agents API/);
});

for (const topic of docTopics) {
  test(`/docs/${topic.topic} opens /docs at that topic, focused`, async ({ page }) => {
    await page.goto(`/docs/${topic.topic}`);
    const heading = page.locator(`#${topicId(topic.topic)}-title`);
    await expect(heading).toHaveText(topic.title);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });
}

test('/privacy and /terms are dated July 29, 2025 and state the legal figures', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated: July 29, 2025')).toBeVisible();
  await expect(page.getByText('Support communications are retained for 3 years.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Data Retention' }).click();
  await expect(page).toHaveURL(/\/privacy#data-retention$/);
  await expect(page.getByRole('heading', { level: 2, name: '3. Data Retention' })).toBeInViewport();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: July 29, 2025')).toBeVisible();
  for (const text of [
    'Price changes are announced 30 days ahead',
    'We target 99.9% uptime',
    "Either party may end the agreement with 30 days' notice. After termination you keep access to your data for 30 days",
    'capped at the fees you paid in the previous 12 months',
  ]) {
    await expect(page.getByText(text, { exact: false })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
