import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

test('a full blueprint from /solutions: three answers, roadmap, Start Over, Book Free Audit Call', async ({ page }) => {
  await page.goto('/solutions');
  await page.getByRole('button', { name: 'Get Your Free Blueprint' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Transformation Blueprint' });
  await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByText('Improve Efficiency').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Startup (1-50 employees)').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Customer Service').click();
  await dialog.getByRole('button', { name: 'Generate Blueprint' }).click();
  // startup x 1.1 x 1.0 = $165K over 12 weeks.
  await expect(dialog.getByText('$165K')).toBeVisible();
  await expect(dialog.getByText('3 months')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start Over' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Improve Efficiency' })).not.toBeChecked();
  await dialog.getByText('Scale Operations').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Enterprise (500+ employees)').click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Data Analysis').click();
  await dialog.getByRole('button', { name: 'Generate Blueprint' }).click();
  await dialog.getByRole('button', { name: 'Book Free Audit Call' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Audit ScheduledWe'll contact you within 24 hours to schedule your audit call.");
  await expect(dialog).toBeHidden();
});

test('keyboard only: the blueprint dialog from the home page, answered and booked without a mouse', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Get Your Free Blueprint' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AI Transformation Blueprint' });
  await expect(dialog).toBeVisible();
  // Question 1: Tab into the options, Space picks the first.
  await tabTo(page, dialog.getByRole('radio', { name: 'Reduce Costs' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Reduce Costs' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  // Question 2: focus lands on its options; arrow keys choose.
  await expect(dialog.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Startup (1-50 employees)' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Mid-Market (51-500 employees)' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  // Question 3, then Generate Blueprint.
  await expect(dialog.getByRole('radio', { name: 'Customer Service' })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Generate Blueprint' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your Transformation Blueprint' })).toBeFocused();
  await expect(dialog.getByText('$500K')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Book Free Audit Call' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('Audit Scheduled');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // Escape closes it and it starts over.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

