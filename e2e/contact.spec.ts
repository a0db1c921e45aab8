import { expect, test, type Page } from './fixtures.ts';
import { contactCopy } from '../src/content/contact.ts';
import { expectNoAxeViolations } from './axe.ts';

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

