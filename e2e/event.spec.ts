import { expect, test, type Page } from './fixtures.ts';
import { events } from '../src/content/events.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics' };
const workshop = events.find((e) => e.id === 'building-custom-ai-workflows')!;

function captureLeads(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/leads/capture') && req.method() === 'POST') bodies.push(req.postDataJSON());
  });
  return bodies;
}

const form = (page: Page) => page.getByRole('form', { name: 'Register for this event' });
const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

async function fillRequired(page: Page) {
  await form(page).getByRole('textbox', { name: 'First name' }).fill(visitor.first);
  await form(page).getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
  await form(page).getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await form(page).getByRole('textbox', { name: 'Company', exact: true }).fill(visitor.company);
}

for (const [id, registered, spots, duration] of [
  ['ai-agent-implementation-masterclass', 347, 153, '2 hours'],
  ['building-custom-ai-workflows', 78, 22, '3 hours'],
  ['enterprise-ai-transformation', 189, 111, '90 minutes'],
] as const) {
  test(`/event/${id} shows its details, spots left and the form without axe violations`, async ({ page }) => {
    await page.goto(`/event/${id}`);
    const facts = page.getByRole('region', { name: 'Event details' });
    await expect(facts).toContainText(`${registered} registered`);
    await expect(facts).toContainText(`${spots} spots left`);
    await expect(facts).toContainText(duration);
    await expect(facts).toContainText('Join from anywhere');
    await expect(form(page).getByRole('checkbox', { name: /updates/ })).toBeChecked();
    await expect(form(page).getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });
}

test('registering sends an event-registration lead and shows the confirmation', async ({ page }) => {
  const bodies = captureLeads(page);
  await page.goto(`/event/${workshop.id}`);
  await fillRequired(page);
  await form(page).getByRole('textbox', { name: 'Job title' }).fill('Head of Operations');
  await form(page).getByRole('button', { name: /Industry/ }).click();
  await page.getByRole('option', { name: 'Manufacturing' }).click();
  await form(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Confirmed!' })).toBeFocused();
  await expect(page.getByRole('alertdialog')).toContainText("Registration Successful!You'll receive a confirmation email shortly.");
  const confirmed = page.getByRole('region', { name: 'Registration Confirmed!' });
  await expect(confirmed).toContainText(workshop.title);
  await expect(confirmed).toContainText(`${workshop.date} at ${workshop.time}`);
  await expect(confirmed).toContainText('3 hours');
  await expect(confirmed).toContainText(visitor.email);
  await expect(confirmed.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
  await expect(confirmed.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    email: visitor.email,
    source: 'event-registration',
    firstName: visitor.first,
    lastName: visitor.last,
    company: visitor.company,
    metadata: {
      eventId: workshop.id,
      eventTitle: workshop.title,
      jobTitle: 'Head of Operations',
      companySize: '',
      industry: 'manufacturing',
      interests: '',
      newsletter: false,
      updates: true,
    },
  });
  expect(Date.parse(String((bodies[0]!.metadata as Record<string, unknown>).registeredAt))).not.toBeNaN();
  await toTop(page);
  await expectNoAxeViolations(page);
});

test('a failed registration shows Registration Failed and keeps the form', async ({ page }) => {
  await page.goto(`/event/${workshop.id}?scenario=leads.capture:error`);
  await fillRequired(page);
  await form(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration FailedPlease try again or contact support.');
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveValue(visitor.email);
  await expect(form(page).getByRole('button', { name: 'Register Now' })).toBeEnabled();
  await toTop(page);
  await expectNoAxeViolations(page);
});

test('missing required fields are refused with a toast and nothing is sent', async ({ page }) => {
  const bodies = captureLeads(page);
  await page.goto(`/event/${workshop.id}`);
  await form(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Required Fields MissingPlease fill in all required fields.');
  expect(bodies).toEqual([]);
});

test('an unknown event shows Event Not Found with a way back', async ({ page }) => {
  await page.goto('/event/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
  await expect(page.getByText("The event you're looking for doesn't exist.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('registration works by keyboard alone', async ({ page }) => {
  await page.goto(`/event/${workshop.id}`);
  await tabTo(page, form(page).getByRole('textbox', { name: 'First name' }));
  for (const value of [visitor.first, visitor.last, visitor.email, visitor.company]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await tabTo(page, form(page).getByRole('checkbox', { name: /newsletter/ }));
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Register Now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Registration Confirmed!' })).toBeFocused();
});
