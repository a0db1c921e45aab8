import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { contactCopy, contactDetails, contactPromises } from '../../src/content/contact';
import { toasts } from '../../src/content/toasts';
import { clickInPlace } from '../support/pointer';
import { findToast } from '../support/queries';

const meta = {
  title: 'Pages/Contact',
  component: AppRoutes,
  parameters: { route: '/contact' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', message: 'We want to automate invoice processing.' };

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: contactCopy.title });
  return within(canvas.getByRole('form', { name: contactCopy.formTitle }));
}

async function fill(canvasElement: HTMLElement, values: Partial<typeof visitor> = visitor) {
  const f = await form(canvasElement);
  if (values.first) await userEvent.type(f.getByRole('textbox', { name: /First name/ }), values.first);
  if (values.last) await userEvent.type(f.getByRole('textbox', { name: /Last name/ }), values.last);
  if (values.email) await userEvent.type(f.getByRole('textbox', { name: /Email/ }), values.email);
  if (values.message) await userEvent.type(f.getByRole('textbox', { name: /Message/ }), values.message);
  return f;
}

const send = (f: ReturnType<typeof within>) => userEvent.click(f.getByRole('button', { name: contactCopy.submit }));

export const Idle: Story = {
  name: 'Idle · contact.idle',
  tags: ['state:contact.idle'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await form(canvasElement);
    for (const name of [/First name/, /Last name/, /Email/, /Company/, /Phone/, /Message/]) {
      await expect(f.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(f.getByRole('textbox', { name: /First name/ })).toBeRequired();
    await expect(f.getByRole('button', { name: contactCopy.submit })).toBeEnabled();
    await expect(canvas.getByText(contactCopy.formIntro)).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'Contact Information' }));
    for (const detail of contactDetails) await expect(details.getByText(detail.value)).toBeVisible();
    await expect(details.getByRole('link', { name: 'sales@orbitalagents.example' })).toHaveAttribute('href', 'mailto:sales@orbitalagents.example');
    const promises = within(canvas.getByRole('region', { name: 'What to expect' }));
    await expect(promises.getAllByRole('listitem').map((li) => li.textContent?.replace('✓', '').trim())).toEqual([...contactPromises]);
  },
};

export const MissingFields: Story = {
  name: 'Missing Fields · contact.missing-fields',
  tags: ['state:contact.missing-fields'],
  // An error scenario: if anything were sent, the 'Error' toast would show instead.
  parameters: { scenarios: { 'contact.submit': 'error' } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement, { first: visitor.first });
    await send(f);
    await findToast('Missing Required Fields', 'Please fill in your name, email, and message.');
    await expect(f.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
  },
};

// Issue 14: after a refused submit, typing the missing message and pressing Send once sends it.
export const RetryAfterMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement, { first: visitor.first, email: visitor.email });
    const button = f.getByRole('button', { name: contactCopy.submit });
    await clickInPlace(button);
    await findToast('Missing Required Fields');
    await expect(f.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(f.getByRole('textbox', { name: /Message/ }), visitor.message);
    await clickInPlace(button);
    await findToast('Message Sent Successfully!');
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid Email · contact.invalid-email',
  tags: ['state:contact.invalid-email'],
  parameters: { scenarios: { 'contact.submit': 'error' } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement, { ...visitor, email: 'jamie@northwind' });
    await send(f);
    await findToast('Invalid Email', 'Please enter a valid email address.');
    await expect(f.getByRole('textbox', { name: /Email/ })).toHaveValue('jamie@northwind');
  },
};

export const Sending: Story = {
  name: 'Sending · contact.sending',
  tags: ['state:contact.sending'],
  parameters: { scenarios: { 'contact.submit': 'slow' } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    const button = await f.findByRole('button', { name: contactCopy.sending });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(f.getByRole('textbox', { name: /Message/ })).toHaveValue(visitor.message);
  },
};

export const Sent: Story = {
  name: 'Sent · contact.sent',
  tags: ['state:contact.sent'],
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    await findToast(toasts.messageSent.title, "We'll get back to you within 4 hours");
    const banner = await f.findByRole('status');
    await expect(banner).toHaveTextContent(contactCopy.sentTitle);
    await expect(banner).toHaveTextContent(contactCopy.sentText);
    await expect(f.queryByRole('button', { name: contactCopy.submit })).toBeNull();
    for (const name of [/First name/, /Last name/, /Email/, /Message/]) await expect(f.getByRole('textbox', { name })).toHaveValue('');
  },
};

export const SendError: Story = {
  name: 'Send Error · contact.error',
  tags: ['state:contact.error'],
  parameters: { scenarios: { 'contact.submit': 'error' } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    await findToast('Error', 'Failed to send message. Please try again.');
    await expect(f.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
    await expect(f.getByRole('textbox', { name: /Email/ })).toHaveValue(visitor.email);
    await expect(f.getByRole('textbox', { name: /Message/ })).toHaveValue(visitor.message);
    await waitFor(() => expect(f.getByRole('button', { name: contactCopy.submit })).not.toHaveAttribute('aria-disabled'));
  },
};

/** A 400 answer: the server's field messages show next to the fields, and the form is kept. */
export const ServerFieldMessages: Story = {
  parameters: { scenarios: { 'contact.submit': 'invalid' } },
  play: async ({ canvasElement }) => {
    const f = await fill(canvasElement);
    await send(f);
    await findToast('Error', 'Failed to send message. Please try again.');
    await expect(await f.findByText('Name is required')).toBeVisible();
    await expect(f.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
  },
};

/** Keyboard only: tab through the fields, type, and send with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    f.getByRole('textbox', { name: /First name/ }).focus();
    await userEvent.keyboard(visitor.first);
    await userEvent.tab();
    await userEvent.keyboard(visitor.last);
    await userEvent.tab();
    await userEvent.keyboard(visitor.email);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(f.getByRole('textbox', { name: /Message/ })).toHaveFocus();
    await userEvent.keyboard(visitor.message);
    await userEvent.tab();
    await expect(f.getByRole('button', { name: contactCopy.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast(toasts.messageSent.title);
    // Focus moves to the confirmation that replaces the button.
    await waitFor(() => expect(f.getByRole('status')).toHaveFocus());
  },
};
