// The site is written in US English (<html lang="en">, dollars, month/day/year). A visitor whose
// browser prefers another language still gets react-aria's words and number formats in the site's
// language: nothing read aloud or shown in a control switches to the browser's (ADR 0027).
import { roiInputs } from '../src/contract/options.ts';
import { formatDollars } from '../src/domain/format.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'de-DE' });

test('with a German browser, the ROI sliders and the booking date field speak the page’s English', async ({ page }) => {
  await page.goto('/solutions');
  const { fteCost, errorRate } = roiInputs;
  await expect(page.getByRole('slider', { name: fteCost.label })).toHaveAttribute('aria-valuetext', formatDollars(fteCost.default));
  await expect(page.getByRole('slider', { name: errorRate.label })).toHaveAttribute('aria-valuetext', `${errorRate.default}%`);

  await page.goto('/book-call?type=demo');
  const date = page.getByRole('group', { name: 'Preferred date' });
  await expect(date.getByRole('spinbutton')).toHaveCount(3);
  await expect(date.getByRole('spinbutton').first()).toHaveAccessibleName(/^month, /);
  await expect(date.getByRole('spinbutton').first()).toHaveText('mm');
});
