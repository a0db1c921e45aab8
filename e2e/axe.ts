import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with the list of violations (rule, impact, target) at WCAG 2.2 AA. With `soft`, the test
 * goes on and reports the failure at its end under `label` (one test checking many pages).
 */
export async function expectNoAxeViolations(page: Page, { soft = false, label }: { soft?: boolean; label?: string } = {}): Promise<void> {
  // Contrast is judged on the page at rest: a card fading in is half transparent for a moment (seen
  // as a color-contrast failure on the playground's result cards in a clean-clone run).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read: axe then keeps one node per passing rule instead of all of them.
  // options() replaces the whole option object, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcag22aa).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  (soft ? expect.soft : expect)(summary, label).toEqual([]);
}
