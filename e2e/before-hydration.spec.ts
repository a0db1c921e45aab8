// On a phone the prerendered form shows seconds before its code has run. What the visitor types
// into it meanwhile must survive hydration and be what the form checks and sends; a submit pressed
// meanwhile must not send the fields in the address (the form has no action), but once it hydrates.
import { contactCopy } from '../src/content/contact.ts';
import { toasts } from '../src/content/toasts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { toastText } from './toastText.ts';
import { phoneViewport } from './viewports.ts';

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('text typed into the contact form and the footer sign-up before hydration is kept and sent', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  // The fixture's goto resolves once the page has hydrated, so it is awaited after the scripts run.
  const loaded = page.goto('/contact');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const signUp = page.getByRole('form', { name: 'Newsletter sign-up' });
  await firstName.fill('Ada');
  await message.fill('We want to automate invoices.');
  await signUp.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  releaseScripts();
  await loaded;

  await page.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.contactMissingFields));
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('Message is required')).toHaveCount(0);
  await expect(firstName).toHaveValue('Ada');
  await expect(message).toHaveValue('We want to automate invoices.');

  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.subscribed));
});

test('Enter pressed in the sign-in form before hydration signs in once it hydrates, the password never in the address', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const loaded = page.goto('/signin');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.locator('input[name="password"]');
  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  await email.fill('ada@example.com');
  await page.getByText('Remember me').click();
  await expect(remember).toBeChecked();
  await password.fill('correct horse battery');
  await password.press('Enter');
  releaseScripts();
  await loaded;

  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.accountsSoon));
  expect(new URL(page.url()).search).toBe('');
  await expect(password).toHaveValue('');
  await expect(email).toHaveValue('ada@example.com');
  await expect(remember).toBeChecked();
});

test('Send Message pressed before hydration sends the message once the form hydrates', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const loaded = page.goto('/contact');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('We want to automate invoices.');
  await page.getByRole('button', { name: contactCopy.submit }).click();
  releaseScripts();
  await loaded;

  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.messageSent));
  await expect(page.getByRole('status').filter({ hasText: contactCopy.sentTitle })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
});

test('a button tapped before hydration acts once the page hydrates: the phone menu opens', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  const releaseScripts = await holdScripts(page);
  const loaded = page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  releaseScripts();
  await loaded;

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  // Once: the menu stays open rather than being toggled again.
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a select opened before hydration opens once its part of the page hydrates', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const loaded = page.goto('/playground');
  await page.getByRole('button', { name: /^Choose a data source/ }).click();
  releaseScripts();
  await loaded;

  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Support Tickets' })).toBeVisible();
});
