import { mockPanel, revealMockPanel } from './mockPanel.ts';
import { contactCopy } from '../src/content/contact.ts';
import { toasts } from '../src/content/toasts.ts';
import { recordCallBodies } from './callBodies.ts';
import { expect, firstApiAnswer, openAndHydrate, openWithoutWaiting, test } from './fixtures.ts';
import { toastText } from './toastText.ts';

// Issue 14: first-touch campaign attribution. A visitor lands on /?utm_source=linkedin&utm_campaign=q3-audit,
// moves to /pricing and sends the Mid-Market dialog: the lead carries both values (and the landing
// path), the mock panel shows them, and nothing is kept in a cookie.
test('a pricing lead carries the utm values of the landing page, shown in the mock panel', async ({ page, context }) => {
  const bodies = recordCallBodies(page, 'leads.capture');
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
  await revealMockPanel(page);
  const panel = mockPanel(page);
  await expect(panel.getByText('utm_source').locator('xpath=following-sibling::dd')).toHaveText('linkedin');
  await expect(panel.getByText('utm_campaign').locator('xpath=following-sibling::dd')).toHaveText('q3-audit');
  expect(await context.cookies()).toEqual([]);
});

// A visitor who lands on an article and follows a link before the page has hydrated reaches the next
// page by a whole-page load. The first touch is still the landing page's: an inline script in every
// page's head keeps it (src/api/landingPage.ts).
test('a lead carries the utm values of a landing page left by a link before it hydrated', async ({ page }) => {
  const bodies = recordCallBodies(page, 'contact.submit');
  // The landing page never gets its scripts: the link is followed by the browser itself.
  await page.route('**/assets/*.js', (route) => (new URL(route.request().frame().url()).pathname === '/about' ? route.abort() : route.continue()));
  await openWithoutWaiting(page, '/about?utm_source=newsletter&utm_campaign=autumn-launch');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await openAndHydrate(page, '/contact');

  await page.getByRole('textbox', { name: 'First name' }).fill('Jamie');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jamie.rivera@northwind-logistics.example');
  await page.getByRole('textbox', { name: 'Message' }).fill('We want to automate invoice matching.');
  await page.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.messageSent), firstApiAnswer);

  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.attribution).toEqual({ utm_source: 'newsletter', utm_campaign: 'autumn-launch', landingPath: '/about' });
});
