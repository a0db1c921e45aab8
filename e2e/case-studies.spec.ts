import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test('case studies: dashboard, three stories, full-detail dialog and cross-industry stats', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live platform figures' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Results Across Industries' }).getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'View Full Case Study: Summit Capital' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summit Capital: Financial Services' });
  await expect(dialog.getByText('16 weeks')).toBeVisible();
  await expect(dialog.getByText('$320K')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Implementation' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Full Case Study: Summit Capital' })).toBeFocused();
});
