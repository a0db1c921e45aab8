import { recordCallBodies } from './callBodies.ts';
import { chunkGlob, countChunkRequests } from './chunkRequests.ts';
import { expect, test, type Page } from './fixtures.ts';
import { holdRequests } from './holdRequests.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';
import { parseSessionType } from '../src/app/routeParams.ts';
import { bookingFormLabel } from '../src/features/booking/landingStep.ts';

const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics' };


/** A date a week ahead, as typed into the date field (month, day, year) and as sent (YYYY-MM-DD). */
function nextWeek() {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return { typed: `${mm}${dd}${d.getFullYear()}`, iso: `${d.getFullYear()}-${mm}-${dd}` };
}

const demoForm = bookingFormLabel(parseSessionType('demo')!.label);

const toTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

async function fillRequired(form: ReturnType<Page['getByRole']>) {
  await form.getByRole('textbox', { name: 'First name' }).fill(visitor.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
  await form.getByRole('textbox', { name: 'Business email' }).fill(visitor.email);
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill(visitor.company);
}

async function pick(page: Page, form: ReturnType<Page['getByRole']>, field: RegExp, option: string) {
  await form.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('?type=audit preselects the Enterprise Audit form; Change Session Type goes back', async ({ page }) => {
  await page.goto('/book-call?type=audit');
  await expect(page.getByRole('form', { name: 'Enterprise Audit booking' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change Session Type' }).click();
  await expect(page.getByRole('list', { name: 'Session types' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your session' })).toBeFocused();
});

test('a visit that lands with ?type= starts loading the form before the page has hydrated', async ({ page }) => {
  // The client entry is held, so the page cannot hydrate until the form's code has been asked for.
  const release = await holdRequests(page, chunkGlob('entry.client'));
  const requests = countChunkRequests(page);
  const loaded = page.goto('/book-call?type=demo');
  await expect.poll(() => requests('BookingForm'), { message: "the form's chunk, asked for while the entry is held", timeout: 15_000 }).toBe(1);
  release();
  await loaded;
  await expect(page.getByRole('form', { name: demoForm })).toBeVisible();
});

test('a demo is scheduled with date, time and timezone, and the success view shows next steps', async ({ page }) => {
  const bodies = recordCallBodies(page, 'booking.schedule');
  await page.goto('/book-call');
  await page.getByRole('button', { name: 'Choose Full Demo' }).click();
  const form = page.getByRole('form', { name: 'Full Demo booking' });
  await fillRequired(form);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0142');
  const date = nextWeek();
  await form.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type(date.typed);
  await pick(page, form, /Preferred time/, '10:30 AM');
  await pick(page, form, /Timezone/, 'EST (Eastern Time)');
  await pick(page, form, /Company size/, '51-200 employees');
  await form.getByRole('textbox', { name: 'What would you like to achieve?' }).fill('Cut invoice handling time in half.');
  await form.getByRole('button', { name: 'Schedule Call' }).click();
  await expect(page.getByRole('heading', { name: 'Your Call is Scheduled!' })).toBeFocused();
  await expect(page.getByRole('alertdialog')).toContainText("Call Scheduled Successfully!We'll send you a calendar invite and confirmation email shortly.");
  await expect(page.getByText(`A confirmation email is on its way to ${visitor.email}.`)).toBeVisible();
  await expect(page.getByText('You will receive a calendar invite within 5 minutes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'sales@orbitalagents.example' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Try the Playground' })).toHaveAttribute('href', '/playground');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    callType: 'demo',
    firstName: visitor.first,
    lastName: visitor.last,
    email: visitor.email,
    company: visitor.company,
    phone: '+1 415 555 0142',
    companySize: '51-200',
    preferredDate: date.iso,
    preferredTime: '10:30 AM',
    timezone: 'EST',
    goals: 'Cut invoice handling time in half.',
    source: 'booking_page',
  });
  expect(Date.parse(String(bodies[0]!.submittedAt))).not.toBeNaN();
  await toTop(page);
  await expectNoAxeViolations(page);
});

test('a typed date before today is refused next to the field and nothing is sent', async ({ page }) => {
  const bodies = recordCallBodies(page, 'booking.schedule');
  await page.goto('/book-call?type=discovery');
  const form = page.getByRole('form', { name: 'Discovery Call booking' });
  await fillRequired(form);
  await form.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type('01012020');
  await form.getByRole('button', { name: 'Schedule Call' }).click();
  await expect(form.getByText('Preferred date cannot be earlier than today')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(bodies).toEqual([]);
});

test('booking works by keyboard alone', async ({ page }) => {
  await page.goto('/book-call');
  await tabTo(page, page.getByRole('button', { name: 'Choose Discovery Call' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Discovery Call booking' });
  await expect(page.getByRole('heading', { name: 'Discovery Call', level: 2 })).toBeFocused();
  await tabTo(page, form.getByRole('textbox', { name: 'First name' }));
  for (const value of [visitor.first, visitor.last, visitor.email, visitor.company]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Preferred time: open the select with the keyboard and choose the first slot.
  await tabTo(page, form.getByRole('button', { name: /Preferred time/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: /Preferred time/ })).toContainText('9:00 AM');
  await tabTo(page, form.getByRole('button', { name: 'Schedule Call' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Call is Scheduled!' })).toBeFocused();
});

test('the form mounts its text fields first and each picker in a later commit, the button last', async ({ page }) => {
  await page.goto('/book-call');
  // The form's fields after each commit: a MutationObserver reports after each task that changed the DOM.
  await page.evaluate((formName) => {
    const commits: string[][] = ((window as unknown as { formCommits: string[][] }).formCommits = []);
    new MutationObserver(() => {
      const form = document.querySelector(`form[aria-label="${formName}"]`);
      if (!form) return;
      // Every field's visible label has the class of the first one (the select's hidden native copy is aria-hidden).
      const labelClass = form.querySelector('label')?.className ?? '';
      const labels = [...form.getElementsByClassName(labelClass)].filter((label) => !label.closest('[aria-hidden="true"]'));
      const fields = labels.map((label) => (label.textContent ?? '').replace(/\*$/, '').trim());
      if (form.querySelector('button[type="submit"]')) fields.push('(submit)');
      if (commits.at(-1)?.join() !== fields.join()) commits.push(fields);
    }).observe(document.body, { childList: true, subtree: true });
  }, demoForm);
  await page.getByRole('button', { name: 'Choose Full Demo' }).click();
  await expect(page.getByRole('button', { name: 'Schedule Call' })).toBeVisible();
  const textFields = ['First name', 'Last name', 'Business email', 'Company', 'Phone', 'Job title'];
  const textAreas = ['What would you like to achieve?', 'Current challenges'];
  expect(await page.evaluate(() => (window as unknown as { formCommits: string[][] }).formCommits)).toEqual([
    textFields,
    [...textFields, 'Company size'],
    [...textFields, 'Company size', 'Preferred date'],
    [...textFields, 'Company size', 'Preferred date', 'Preferred time'],
    [...textFields, 'Company size', 'Preferred date', 'Preferred time', 'Timezone', ...textAreas, '(submit)'],
  ]);
});
