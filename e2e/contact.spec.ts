import { expect, test, type Page } from './fixtures.ts';
import { contactCopy } from '../src/content/contact.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

const visitor = {
  first: 'Jamie',
  last: 'Rivera',
  email: 'jamie.rivera@northwind-logistics.example',
  company: 'Northwind Logistics',
  phone: '+1 415 555 0142',
  message: 'We would like to automate invoice processing across three warehouses.',
};

function captureContacts(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/contact/submit') && req.method() === 'POST') bodies.push(req.postDataJSON());
  });
  return bodies;
}

const form = (page: Page) => page.getByRole('form', { name: contactCopy.formTitle });

async function fill(page: Page) {
  const f = form(page);
  await f.getByRole('textbox', { name: 'First name' }).fill(visitor.first);
  await f.getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
  await f.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await f.getByRole('textbox', { name: 'Company' }).fill(visitor.company);
  await f.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
  await f.getByRole('textbox', { name: 'Message' }).fill(visitor.message);
}

const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

test('contact shows the form, details and promises without axe violations', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: contactCopy.title })).toBeVisible();
  await expect(page.getByText(contactCopy.formIntro)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText('sales@orbitalagents.example');
  await expect(page.getByRole('region', { name: 'What to expect' }).getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('a message is sent, confirmed in place of the button for 5 s, and the form cleared', async ({ page }) => {
  const bodies = captureContacts(page);
  await page.goto('/contact');
  await fill(page);
  await form(page).getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Message Sent Successfully!We'll get back to you within 4 hours");
  const banner = form(page).getByRole('status');
  await expect(banner).toContainText(contactCopy.sentText);
  await expect(form(page).getByRole('button', { name: contactCopy.submit })).toBeHidden();
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(bodies).toEqual([
    {
      name: 'Jamie Rivera',
      email: visitor.email,
      company: visitor.company,
      phone: visitor.phone,
      message: visitor.message,
      formType: 'contact',
      // The session's first touch (issue 14): a direct visit to /contact.
      attribution: { landingPath: '/contact' },
    },
  ]);
  await toTop(page);
  await expectNoAxeViolations(page);
  // After 5 s the button is back.
  await expect(form(page).getByRole('button', { name: contactCopy.submit })).toBeVisible({ timeout: 7000 });
  await expect(banner).toBeHidden();
});

test('a failed send shows the Error toast and keeps what was typed', async ({ page }) => {
  await page.goto('/contact?scenario=contact.submit:error');
  await fill(page);
  await form(page).getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText('ErrorFailed to send message. Please try again.');
  await expect(form(page).getByRole('textbox', { name: 'Message' })).toHaveValue(visitor.message);
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveValue(visitor.email);
  await toTop(page);
  await expectNoAxeViolations(page);
});

test('missing fields and a malformed email are refused with their toasts; nothing is sent', async ({ page }) => {
  const bodies = captureContacts(page);
  await page.goto('/contact');
  await form(page).getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Missing Required FieldsPlease fill in your name, email, and message.');
  await fill(page);
  await form(page).getByRole('textbox', { name: 'Email' }).fill('jamie@northwind');
  await form(page).getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Invalid EmailPlease enter a valid email address.');
  expect(bodies).toEqual([]);
});

test('the form works by keyboard alone', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  await tabTo(page, f.getByRole('textbox', { name: 'First name' }));
  await page.keyboard.type(visitor.first);
  await page.keyboard.press('Tab');
  await page.keyboard.type(visitor.last);
  await page.keyboard.press('Tab');
  await page.keyboard.type(visitor.email);
  await tabTo(page, f.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type(visitor.message);
  await page.keyboard.press('Tab');
  await expect(f.getByRole('button', { name: contactCopy.submit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('Message Sent Successfully!');
  await expect(f.getByRole('status')).toBeFocused();
});
