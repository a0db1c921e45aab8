import { expect, test } from './fixtures.ts';

// Issue 14: first-touch campaign attribution. A visitor lands on /?utm_source=linkedin&utm_campaign=q3-audit,
// moves to /pricing and sends the Mid-Market dialog: the lead carries both values (and the landing
// path), the mock panel shows them, and nothing is kept in a cookie.
test('a pricing lead carries the utm values of the landing page, shown in the mock panel', async ({ page, context }) => {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/leads/capture') && req.method() === 'POST') bodies.push(req.postDataJSON());
  });
  await page.goto('/?utm_source=linkedin&utm_campaign=q3-audit');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: 'Reserve Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve Your Mid-Market Slot' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Jamie Rivera');
  await dialog.getByRole('textbox', { name: 'Work email' }).fill('jamie.rivera@northwind-logistics.example');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Northwind Logistics');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0142');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Request Submitted!');

  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.attribution).toEqual({ utm_source: 'linkedin', utm_campaign: 'q3-audit', landingPath: '/' });
  await page.getByRole('button', { name: /^Mock API/ }).click();
  const panel = page.getByRole('complementary', { name: 'Mock API controls' });
  await expect(panel.getByText('utm_source').locator('xpath=following-sibling::dd')).toHaveText('linkedin');
  await expect(panel.getByText('utm_campaign').locator('xpath=following-sibling::dd')).toHaveText('q3-audit');
  expect(await context.cookies()).toEqual([]);
});
