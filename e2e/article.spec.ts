import { expect, test } from './fixtures.ts';
import { articles } from '../src/content/articles.ts';
import { expectNoAxeViolations } from './axe.ts';

for (const article of articles) {
  test(`/article/${article.id} shows the article, ${article.readTime} min read, without axe violations`, async ({ page }) => {
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText(`${article.readTime} min read`)).toBeVisible();
    await expect(page.getByText(`By ${article.author.name}, ${article.author.role}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(article.tags);
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/trial');
    await expectNoAxeViolations(page);
  });
}

test('AI Summary sends the article and shows the summary panel', async ({ page }) => {
  const article = articles[1]!;
  const sent: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/content/summarize')) sent.push(req.postDataJSON());
  });
  await page.goto(`/article/${article.id}`);
  await page.getByRole('button', { name: 'AI Summary' }).click();
  const panel = page.getByRole('region', { name: 'AI Summary' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('alertdialog')).toContainText('AI Summary GeneratedArticle summary created successfully.');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.title).toBe(article.title);
  expect(String(sent[0]!.content)).toContain('Step 1: Baseline before you automate');
  await expectNoAxeViolations(page);
});

test('a failed summary shows Summary Error and no panel', async ({ page }) => {
  await page.goto(`/article/${articles[0]!.id}?scenario=content.summarize:error`);
  await page.getByRole('button', { name: 'AI Summary' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Summary ErrorFailed to generate summary.');
  await expect(page.getByRole('region', { name: 'AI Summary' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('Share copies the link and says Link Copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/article/${articles[2]!.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Link Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown article shows Article Not Found with a link back to /resources', async ({ page }) => {
  await page.goto('/article/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});
