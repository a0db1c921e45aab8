import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { site } from '../../src/config/site';
import { sessionTypes, timeSlots } from '../../src/contract/options';
import { body, findToast } from '../support/queries';
import { submitAgainAfterRefusal } from '../support/pointer';

const meta = {
  title: 'Pages/Booking',
  component: AppRoutes,
  parameters: { route: '/book-call' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics' };

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Book a Call' });
  return canvas;
}

async function chooseType(canvasElement: HTMLElement, label = 'Discovery Call') {
  const canvas = await page(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Choose ${label}` }));
  const form = within(await canvas.findByRole('form', { name: `${label} booking` }));
  // The form mounts in stages (useRenderInStages): its last part, the submit button, ends it.
  await form.findByRole('button', { name: 'Schedule Call' });
  return form;
}

async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
  await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), visitor.last);
  await userEvent.type(form.getByRole('textbox', { name: /Business email/ }), visitor.email);
  await userEvent.type(form.getByRole('textbox', { name: /Company/ }), visitor.company);
}

async function pickOption(form: ReturnType<typeof within>, field: RegExp, option: string) {
  await userEvent.click(form.getByRole('button', { name: field }));
  const listbox = await body().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/**
 * Back to the top once the state is asserted: the shell's sticky header otherwise half-covers whatever
 * small control the last scroll left under it, which axe reports as a target-size violation.
 */

const submit = (form: ReturnType<typeof within>) => userEvent.click(form.getByRole('button', { name: 'Schedule Call' }));

export const SelectType: Story = {
  name: 'Select Type · booking.select-type',
  tags: ['state:booking.select-type'],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Session types' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    for (const [index, type] of sessionTypes.entries()) {
      const card = within(cards[index] as HTMLElement);
      await expect(card.getByRole('heading', { name: type.label })).toBeVisible();
      await expect(card.getByText(type.duration)).toBeVisible();
      await expect(card.getByText(type.description)).toBeVisible();
      await expect(card.getByRole('button', { name: `Choose ${type.label}` })).toBeEnabled();
    }
    await expect(canvas.queryByRole('form', { name: /booking/ })).toBeNull();
    // product-rules.md D5: the external scheduling service, in a new tab.
    for (const [name, href] of [
      [/Pick a 30-minute demo slot yourself/, site.scheduling.demoUrl],
      [/Schedule audit scoping yourself/, site.scheduling.auditScopingUrl],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Preselected: Story = {
  name: 'Preselected · booking.preselected',
  tags: ['state:booking.preselected'],
  parameters: { route: '/book-call?type=demo' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Full Demo' })).toBeVisible();
    await expect(canvas.getByText('30 min')).toBeVisible();
    await expect(canvas.getByText('Comprehensive walkthrough of our AI agents and capabilities')).toBeVisible();
    // The booking form with its date picker loads after the page.
    await expect(await canvas.findByRole('form', { name: 'Full Demo booking' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Session types' })).toBeNull();
  },
};

/** An unknown ?type= preselects nothing: the three cards show. */
export const UnknownTypeParameter: Story = {
  parameters: { route: '/book-call?type=webinar' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Session types' })).toBeVisible();
  },
};

export const Form: Story = {
  name: 'Form · booking.form',
  tags: ['state:booking.form'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseType(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Discovery Call' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Change Session Type' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Timezone/ })).toHaveTextContent('PST (Pacific Time)');
    await userEvent.click(form.getByRole('button', { name: /Preferred time/ }));
    const options = within(await body().findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(timeSlots);
    await expect(options).toHaveLength(17);
    await expect(options[0]).toHaveTextContent('9:00 AM');
    await expect(options[16]).toHaveTextContent('5:00 PM');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(form.getByRole('button', { name: /Timezone/ }));
    const zones = within(await body().findByRole('listbox')).getAllByRole('option');
    await expect(zones.map((o) => o.textContent?.slice(0, 3))).toEqual(['PST', 'MST', 'CST', 'EST']);
    await userEvent.keyboard('{Escape}');
    // Back to step 1 and forward again.
    await userEvent.click(canvas.getByRole('button', { name: 'Change Session Type' }));
    await expect(await canvas.findByRole('list', { name: 'Session types' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Choose your session' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Enterprise Audit' }));
    await expect(await canvas.findByRole('form', { name: 'Enterprise Audit booking' })).toBeVisible();
  },
};

/** The calendar refuses days before today. */
export const PastDatesRefused: Story = {
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await userEvent.click(form.getByRole('button', { name: /Choose a preferred date/ }));
    const grid = await body().findByRole('grid');
    const today = within(grid).getByRole('button', { name: /Today/ });
    await expect(today).not.toHaveAttribute('aria-disabled');
    const cells = within(grid).getAllByRole('gridcell');
    const todayIndex = cells.findIndex((cell) => cell.contains(today));
    const earlier = cells.slice(0, todayIndex).map((cell) => cell.querySelector('[role="button"]')).filter((b) => b && !b.closest('[aria-hidden]'));
    for (const day of earlier) await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const MissingFields: Story = {
  name: 'Missing Fields · booking.missing-fields',
  tags: ['state:booking.missing-fields'],
  parameters: { scenarios: { 'booking.schedule': 'error' } },
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
    await submit(form);
    await findToast('Required Fields Missing', 'Please fill in all required fields.');
    await expect(form.getByRole('textbox', { name: /Company/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
  },
};

// Issue 14: after the refused submit, typing the company and pressing Schedule Call once books.
export const ScheduleAfterRefusal: Story = {
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
    await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), visitor.last);
    await userEvent.type(form.getByRole('textbox', { name: /Business email/ }), visitor.email);
    const company = form.getByRole('textbox', { name: /Company/ });
    await submitAgainAfterRefusal(form.getByRole('button', { name: 'Schedule Call' }), company, visitor.company);
    await findToast('Call Scheduled Successfully!');
  },
};

export const Pending: Story = {
  name: 'Pending · booking.pending',
  tags: ['state:booking.pending'],
  parameters: { scenarios: { 'booking.schedule': 'slow' } },
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await fillRequired(form);
    await submit(form);
    const button = await form.findByRole('button', { name: 'Scheduling...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Success: Story = {
  name: 'Success · booking.success',
  tags: ['state:booking.success'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseType(canvasElement, 'Full Demo');
    await fillRequired(form);
    await pickOption(form, /Preferred time/, '10:30 AM');
    await pickOption(form, /Timezone/, 'EST (Eastern Time)');
    await submit(form);
    const heading = await canvas.findByRole('heading', { name: 'Your Call is Scheduled!' });
    await expect(heading).toHaveFocus();
    await findToast('Call Scheduled Successfully!', "We'll send you a calendar invite and confirmation email shortly.");
    await expect(canvas.getByText(visitor.email)).toBeVisible();
    await expect(canvas.getByText('You will receive a calendar invite within 5 minutes.')).toBeVisible();
    await expect(canvas.getByText('Our team will call you at the scheduled time.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: site.salesEmail })).toHaveAttribute('href', `mailto:${site.salesEmail}`);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Try the Playground' })).toHaveAttribute('href', '/playground');
    await expect(canvas.queryByRole('button', { name: 'Change Session Type' })).toBeNull();
  },
};

export const BookingError: Story = {
  name: 'Booking Error · booking.error',
  tags: ['state:booking.error'],
  parameters: { scenarios: { 'booking.schedule': 'error' } },
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await fillRequired(form);
    await submit(form);
    await findToast('Booking Error', 'Failed to schedule call. Please try again or contact us directly.');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
    await expect(form.getByRole('textbox', { name: /Business email/ })).toHaveValue(visitor.email);
    await waitFor(() => expect(form.getByRole('button', { name: 'Schedule Call' })).not.toHaveAttribute('aria-disabled'));
  },
};

/** A 400 answer shows the server's field messages next to the fields. */
export const ServerFieldMessages: Story = {
  parameters: { scenarios: { 'booking.schedule': 'invalid' } },
  play: async ({ canvasElement }) => {
    const form = await chooseType(canvasElement);
    await fillRequired(form);
    await submit(form);
    await findToast('Booking Error');
    await expect(await form.findByText('Company is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Company/ })).toHaveValue(visitor.company);
  },
};
