import { expect, test, type Page } from './fixtures.ts';
import { events } from '../src/content/events.ts';
import { tabTo } from './keyboard.ts';

const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics' };
const workshop = events.find((e) => e.id === 'building-custom-ai-workflows')!;

// Every registration state (details, success with the lead sent, failure, missing fields, unknown
// event) is a story in stories/pages/Event.stories.tsx; here, registration by keyboard alone.
const form = (page: Page) => page.getByRole('form', { name: 'Register for this event' });

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
