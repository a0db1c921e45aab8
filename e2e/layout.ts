import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the viewport (no sideways scrolling, WCAG 1.4.10 reflow). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
