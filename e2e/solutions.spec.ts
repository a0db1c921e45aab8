import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test('the ROI calculator calculates on load and again, debounced, after a change; Export PDF Report makes no call', async ({ page }) => {
  const calls: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/roi/calculate') && req.method() === 'POST') calls.push(req.postDataJSON());
  });
  await page.goto('/solutions');
  const total = page.getByTestId('roi-total');
  await expect(total).toHaveText('$331,373');
  // The labour savings in the results list (the chart's table repeats the figures).
  await expect(page.getByRole('definition').filter({ hasText: /^\$223,125$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = calls.length;
  const fte = page.getByRole('slider', { name: 'Annual FTE cost' });
  await fte.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(fte).toHaveValue('90000');
  await expect(page.getByText('$90,000')).toBeVisible();
  const expected = { fteCost: 90000, taskVolume: 2500, errorRate: 12 };
  // hourly 45: labor 236250, error 68850, efficiency 45765.
  await expect(total).toHaveText('$350,865');
  // Five quick steps make one request, not five.
  expect(calls.slice(before)).toEqual([expected]);

  // Export PDF Report only shows its toast: no call at all.
  const anyCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) anyCalls.push(req.url());
  });
  await page.getByRole('button', { name: 'Export PDF Report' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('PDF ExportROI report will be emailed to you shortly.');
  expect(anyCalls).toEqual([]);
});
