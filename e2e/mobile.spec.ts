import { expect, test } from './fixtures.ts';
import { headerLinks, signInLink, trialLink } from '../src/config/navigation.ts';
import { expectNoAxeViolations } from './axe.ts';
import { focusedIs, nextInTabOrder } from './keyboard.ts';
import { leadDialogs, leadForm } from '../src/content/pricing.ts';

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

test('Tab past the side menu\'s last link closes it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeFocused();
  const last = menu.getByRole('link', { name: trialLink.label, exact: true });
  await last.focus();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  // Focus went on to the page, not back to the menu's button or nowhere.
  await expect(page.getByRole('button', { name: 'Open menu' })).not.toBeFocused();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('#mobile-menu'))).toBe(true);
});

test('keyboard: opened with Enter, the side menu keeps Tab in it through every control, then closes as focus goes on to the page', async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByRole('button', { name: 'Open menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeFocused();
  // Its controls in order: the close button, the links, sign in, the trial; each Tab stays in the menu.
  const controls = [menu.getByRole('button', { name: 'Close menu' }), ...[...headerLinks, signInLink, trialLink].map((link) => menu.getByRole('link', { name: link.label, exact: true }))];
  for (const control of controls) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await expect(menu).toBeVisible();
  }
  // Tab past the last: the menu closes and focus is on what the page's tab order gives after it.
  const next = await nextInTabOrder(page);
  expect(await next.evaluate((element) => !element.closest('#mobile-menu'))).toBe(true);
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  expect(await focusedIs(page, next)).toBe(true);
});

test('keyboard: Shift+Tab out of the side menu closes it, focus back on its button; Escape from a link in it returns focus to the button', async ({ page }) => {
  await page.goto('/about');
  const trigger = page.getByRole('button', { name: 'Open menu' });
  await trigger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  // Again, Escape from deep in the menu.
  await page.keyboard.press('Enter');
  await expect(menu).toBeFocused();
  for (const control of [menu.getByRole('button', { name: 'Close menu' }), ...headerLinks.slice(0, 2).map((link) => menu.getByRole('link', { name: link.label, exact: true }))]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  // A fast keyboard: focus moved on in the menu before the browser's toggle event stays where it went.
  const focusedAfterToggle = await page.evaluate(async () => {
    const panel = document.getElementById('mobile-menu')!;
    const toggled = new Promise((resolve) => panel.addEventListener('toggle', resolve, { once: true }));
    panel.showPopover();
    panel.querySelector<HTMLElement>('[aria-label="Close menu"]')!.focus();
    await toggled;
    return document.activeElement?.getAttribute('aria-label');
  });
  expect(focusedAfterToggle).toBe('Close menu');
});

test("on a touch screen a plan's dialog takes focus itself, and its first field takes a tap", async ({ page }) => {
  // ADR 0050: focus in a text field would keep the modal hidden until the on-screen keyboard settles.
  await page.goto('/pricing');
  const audit = leadDialogs.Enterprise;
  await page.getByRole('button', { name: audit.trigger }).tap();
  const dialog = page.getByRole('dialog', { name: audit.title });
  await expect(dialog).toBeFocused();
  const name = dialog.getByRole('textbox', { name: leadForm.name });
  await name.tap();
  await expect(name).toBeFocused();
});
