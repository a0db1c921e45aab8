import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page is wider than the viewport (no sideways scrolling, WCAG 1.4.10 reflow). With
 * `soft`, the test goes on and reports the failure at its end under `label`.
 */
export async function expectNoHorizontalScroll(page: Page, { soft = false, label }: { soft?: boolean; label?: string } = {}): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  (soft ? expect.soft : expect)(scrollWidth, label).toBeLessThanOrEqual(innerWidth);
}
