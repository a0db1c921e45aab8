import { expect, test } from './fixtures.ts';
import { articles } from '../src/content/articles.ts';
import { expectNoAxeViolations } from './axe.ts';

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

test('Share copies the link and says Link Copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/article/${articles[2]!.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Link Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

