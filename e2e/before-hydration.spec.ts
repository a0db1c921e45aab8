// On a phone the prerendered form shows before its code has run. What the visitor types into it
// meanwhile must survive hydration and be what the form checks and sends (docs/boot.md).
import { contactCopy } from '../src/content/contact.ts';
import { toasts } from '../src/content/toasts.ts';
import { expect, firstApiAnswer, hydrateEveryPart, test, type Page } from './fixtures.ts';
import { holdRequests } from './holdRequests.ts';
import { toastText } from './toastText.ts';

/**
 * Opens `url` with every script of the page held, runs `act` on the static HTML, then lets the scripts
 * in and resolves once the page has hydrated (the fixture's goto waits for it).
 */
async function actBeforeHydration(page: Page, url: string, act: () => Promise<void>): Promise<void> {
  const release = await holdRequests(page, '**/assets/*.js');
  const loaded = page.goto(url);
  await act();
  release();
  await loaded;
}

test('text typed into the contact form and the footer sign-up before hydration is kept and sent', async ({ page }) => {
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const signUp = page.getByRole('form', { name: 'Newsletter sign-up' });
  await actBeforeHydration(page, '/contact', async () => {
    await firstName.fill('Ada');
    await message.fill('We want to automate invoices.');
    await signUp.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  });

  await page.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.contactMissingFields));
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('Message is required')).toHaveCount(0);
  await expect(firstName).toHaveValue('Ada');
  await expect(message).toHaveValue('We want to automate invoices.');

  await hydrateEveryPart(page);
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.subscribed), firstApiAnswer);
});

// A form's submit pressed before its code has run (a slow phone, a field filled by autofill) must not
// post the page: the static host has no page to answer it, so the visitor got a blank 404 and lost
// what was typed. It does nothing; pressed again once the form has hydrated, it sends.
test('a submit pressed before the form has hydrated keeps the visitor on the page with what was typed, and the next one sends', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const fields = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    Message: 'We want to automate invoices.',
  };
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await actBeforeHydration(page, '/contact', async () => {
    for (const [name, value] of Object.entries(fields)) await field(name).fill(value);
    await page.getByRole('button', { name: contactCopy.submit }).click();
  });

  expect(documents).toEqual(['GET /contact']);
  for (const [name, value] of Object.entries(fields)) await expect(field(name)).toHaveValue(value);
  await page.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.messageSent), firstApiAnswer);
});
