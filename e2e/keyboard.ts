import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has focus: keyboard-only navigation. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The element Tab moves to from the focused one, as the page's tab order gives it: the next element in
 * document order that sequential focus navigation visits (focusable, enabled, visible, not inert,
 * tabIndex 0 or more; the site sets no positive tabindex), or, past the last, the document's first:
 * focus wraps round to the start of the page.
 */
export async function nextInTabOrder(page: Page): Promise<ElementHandle<Element>> {
  return page.evaluateHandle(() => {
    const selector =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"])';
    const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const active = document.activeElement;
    const follows = (element: Element) =>
      active !== null && active !== element && !active.contains(element) && Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    return tabbable.find(follows) ?? tabbable[0]!;
  });
}

/** What has focus, against `expected`: true when it is that element, else a short description of it ('body' when nothing has focus). */
export async function focusedIs(page: Page, expected: ElementHandle<Element>): Promise<true | string> {
  return page.evaluate((element) => {
    const active = document.activeElement;
    if (active === element) return true;
    if (!active || active === document.body) return 'body';
    return active.outerHTML.slice(0, 120);
  }, expected);
}
