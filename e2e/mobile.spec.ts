import { expect, test } from './fixtures.ts';
import { pageTable, sampleUrl } from '../src/app/pageTable.ts';
import { headerLinks, signInLink, trialLink } from '../src/config/navigation.ts';
import { expectNoHorizontalScroll } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';
import { inGroups } from './groups.ts';

test('on a small screen the links sit in a slide-in side menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const link of [...headerLinks, signInLink, trialLink]) {
    await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
});

test('the side menu closes with Escape and returns focus to its button', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Open menu' });
  await trigger.click();
  // Focus moves into the menu once it has slid in; Escape then closes it.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('every route at 390 px', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [index, group] of inGroups(pageTable.map(sampleUrl), 2).entries()) {
    test(`group ${index + 1}: fits a 390 px screen without sideways scrolling`, async ({ page }) => {
      test.setTimeout(10_000 * group.length);
      for (const url of group) {
        await test.step(url, async () => {
          await page.goto(url);
          await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${url}`).toBeVisible();
          await expectNoHorizontalScroll(page, { soft: true, label: `width of ${url}` });
        });
      }
    });
  }
});
