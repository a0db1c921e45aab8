import { expect, test, type ElementHandle, type Locator, type Page } from './fixtures.ts';
import { contactCopy } from '../src/content/contact.ts';
import { toasts } from '../src/content/toasts.ts';
import { withMockPanel } from './mockPanel.ts';

// Issue 13, point 7, at 390 px: the fixed controls at the bottom (the concierge launcher, the demo's
// Mock API badge, shown with ?presenter=off; both carry data-floating-control) never cover the control that has focus, nor the
// concierge's input and send button. Exact geometry from getBoundingClientRect.

interface Covering {
  focused: string;
  floating: string;
}

/**
 * The visible floating controls drawn over `target` (default: the focused element), named for the
 * report. `wholly`: the target must be wholly clear even if it is not a control (a toast's text).
 */
async function covering(page: Page, target?: Locator, wholly = false): Promise<Covering[]> {
  const handle: ElementHandle<Element> | null = target ? await target.elementHandle() : (await page.evaluateHandle(() => document.activeElement ?? document.body)).asElement();
  if (!handle) throw new Error('nothing to measure');
  return handle.evaluate((el, wholly) => {
    if (el === document.body) return [];
    const name = (e: Element) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    const box = el.getBoundingClientRect();
    // A control (field, button, link) must be wholly clear. A focusable container taller than the
    // screen (a scroll region) cannot be; it must not be hidden entirely (WCAG 2.2, 2.4.11).
    const isControl = wholly || el.matches('a, button, input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"]');
    return [...document.querySelectorAll('[data-floating-control]')]
      .filter((f) => !f.contains(el) && f.checkVisibility({ visibilityProperty: true }))
      .filter((f) => {
        const r = f.getBoundingClientRect();
        if (!isControl) return r.left <= box.left && r.right >= box.right && r.top <= box.top && r.bottom >= box.bottom;
        return r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((f) => ({ focused: name(el), floating: name(f) }));
  }, wholly);
}

/** Tabs through the whole page; every control that takes focus must be clear of the floating controls. */
async function expectNothingFocusedIsCovered(page: Page) {
  await expect(page.locator('[data-floating-control]')).toHaveCount(2);
  const covered: Covering[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 150; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      el.setAttribute('data-tab-seen', el.getAttribute('data-tab-seen') ?? String(Math.random()));
      return el.getAttribute('data-tab-seen')!;
    });
    if (seen.has(id)) break; // round the page once
    seen.add(id);
    covered.push(...(await covering(page)));
  }
  expect(seen.size).toBeGreaterThan(15);
  expect(covered).toEqual([]);
}

for (const path of ['/contact', '/pricing']) {
  test(`${path}: at 390 px the launcher and the Mock API badge cover no control that Tab reaches`, async ({ page }) => {
    await page.goto(withMockPanel(path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNothingFocusedIsCovered(page);
  });
}

test('a field tapped under the launcher: the launcher and the badge step aside while it has focus', async ({ page }) => {
  await page.goto(withMockPanel('/contact'));
  const field = page.getByRole('textbox', { name: /message/i });
  // Put the field right under the launcher, at the bottom of the screen, then tap it.
  await field.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 20));
  const launcher = page.getByRole('button', { name: 'Talk to AI Concierge' });
  await field.tap();
  await expect(field).toBeFocused();
  expect(await covering(page, field)).toEqual([]);
  await expect(launcher).toBeHidden();
  await field.blur();
  await expect(launcher).toBeVisible();
});

test('the open sheet: the launcher and the badge cover neither the input nor the send button', async ({ page }) => {
  await page.goto(withMockPanel('/'));
  await page.getByRole('button', { name: 'Talk to AI Concierge' }).tap();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  const input = dialog.getByRole('textbox', { name: 'Message' });
  const send = dialog.getByRole('button', { name: 'Send message' });
  // On a touch screen the sheet takes focus itself and shows at once; the visitor taps the field (ADR 0050).
  await expect(dialog).toBeFocused();
  await input.tap();
  await expect(input).toBeFocused();
  await input.fill('Compare the plans');
  await input.blur();
  expect(await covering(page, input)).toEqual([]);
  expect(await covering(page, send)).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Mock API controls', includeHidden: true })).toBeHidden();
  await send.tap();
  await expect(dialog.locator('li[data-role="assistant"]')).toHaveCount(2);
  await expect(dialog.locator('li[data-role="assistant"]').nth(1).getByRole('group', { name: 'Table' })).toBeVisible();
});

test('a toast: the launcher and the badge cover neither its text nor its close button', async ({ page }) => {
  await page.goto(withMockPanel('/contact'));
  const form = page.getByRole('form', { name: contactCopy.formTitle });
  await form.getByRole('textbox', { name: /First name/ }).fill('Jamie');
  await form.getByRole('textbox', { name: /Email/ }).fill('jamie.rivera@northwind-logistics.example');
  await form.getByRole('textbox', { name: /Message/ }).fill('We would like to automate invoice matching.');
  await form.getByRole('button', { name: contactCopy.submit }).tap();
  const toast = page.getByRole('alertdialog').filter({ hasText: toasts.messageSent.title });
  await expect(toast).toBeVisible();
  expect(await covering(page, toast, true)).toEqual([]);
  // F8 moves focus to the toast (src/components/overlay/ToastRegion.tsx): it stays clear while focused.
  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();
  expect(await covering(page, undefined, true)).toEqual([]);
});
