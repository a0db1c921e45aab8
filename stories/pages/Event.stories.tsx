import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { events } from '../../src/content/events';
import { eventFormCopy } from '../../src/features/event/EventRegistrationForm';
import { plainTextOf } from '../../src/features/article/plainText';
import { findToast } from '../support/queries';
import { submitAgainAfterRefusal } from '../support/pointer';

const meta = {
  title: 'Pages/Event',
  component: AppRoutes,
  parameters: { route: '/event/ai-agent-implementation-masterclass' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const [masterclass, workshop, caseStudy] = events as [(typeof events)[0], (typeof events)[0], (typeof events)[0]];
const visitor = { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics' };

/** Back to the top once the state is asserted, so the sticky header half-covers no small control (axe target-size). */

async function registrationForm(canvasElement: HTMLElement, title = masterclass.title) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: title });
  return within(await canvas.findByRole('form', { name: 'Register for this event' }));
}

async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
  await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), visitor.last);
  await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), visitor.email);
  await userEvent.type(form.getByRole('textbox', { name: /^Company/ }), visitor.company);
}

const register = (form: ReturnType<typeof within>) => userEvent.click(form.getByRole('button', { name: eventFormCopy.submit }));

export const FormShown: Story = {
  name: 'Form Shown · event.form',
  tags: ['state:event.form'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await registrationForm(canvasElement);
    await expect(canvas.getByText('LIVE WEBINAR')).toBeVisible();
    // The description as the content file has it (content/events), one paragraph.
    await expect(canvas.getByText(plainTextOf(masterclass.html))).toBeVisible();
    const facts = within(canvas.getByRole('region', { name: 'Event details' }));
    await expect(facts.getByText(`${masterclass.date} at ${masterclass.time}`)).toBeVisible();
    await expect(facts.getByText('2 hours · Online webinar')).toBeVisible();
    await expect(facts.getByText('347 registered')).toBeVisible();
    await expect(facts.getByText('153 spots left')).toBeVisible();
    await expect(facts.getByText('Join from anywhere')).toBeVisible();
    const cover = canvas.getByRole('img', { name: masterclass.image.alt });
    await expect([cover.getAttribute('src'), cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['/images/covers/ai-agent-implementation-masterclass.svg', '640', '360']);
    await expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', null]);
    const agenda = within(canvas.getByRole('region', { name: 'Agenda' }));
    await expect(agenda.getByRole('list').tagName).toBe('OL');
    await expect(agenda.getAllByRole('listitem').map((li) => li.textContent)).toEqual(masterclass.agenda);
    const speakers = within(canvas.getByRole('region', { name: 'Speakers' }));
    for (const speaker of masterclass.speakers) await expect(speakers.getByText(speaker.name)).toBeVisible();
    const faces = [...canvas.getByRole('region', { name: 'Speakers' }).querySelectorAll('img')];
    await expect(faces.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['/images/avatars/dr-maya-chen.svg', '', '48', '48'],
      ['/images/avatars/alex-thompson.svg', '', '48', '48'],
    ]);
    const gains = within(canvas.getByRole('region', { name: "What You'll Gain" }));
    for (const benefit of masterclass.benefits) await expect(gains.getByText(benefit)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: eventFormCopy.updates })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: eventFormCopy.newsletter })).not.toBeChecked();
    await expect(form.getByRole('button', { name: /Company size/ })).toBeVisible();
    await expect(form.getByRole('button', { name: /Industry/ })).toBeVisible();
    await expect(form.getByRole('button', { name: eventFormCopy.submit })).toBeEnabled();
  },
};

/** The other two events: their numbers of product-rules.md S3. */
export const WorkshopAndCaseStudy: Story = {
  parameters: { route: '/event/building-custom-ai-workflows' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await registrationForm(canvasElement, workshop.title);
    await expect(canvas.getByText('WORKSHOP')).toBeVisible();
    await expect(canvas.getByText('3 hours · Interactive online workshop')).toBeVisible();
    await expect(canvas.getByText('78 registered')).toBeVisible();
    await expect(canvas.getByText('22 spots left')).toBeVisible();
    await expect(caseStudy.capacity - caseStudy.registered).toBe(111);
    await expect(caseStudy.duration).toBe('90 minutes');
  },
};

export const NotFound: Story = {
  name: 'Not Found · event.not-found',
  tags: ['state:event.not-found'],
  parameters: { route: '/event/unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    await expect(canvas.getByText("The event you're looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  },
};

export const MissingFields: Story = {
  name: 'Missing Fields · event.missing-fields',
  tags: ['state:event.missing-fields'],
  parameters: { scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const form = await registrationForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
    await register(form);
    await findToast('Required Fields Missing', 'Please fill in all required fields.');
    await expect(form.getByRole('textbox', { name: /^Company/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
  },
};

// Issue 14: after 'Required Fields Missing', typing the company and pressing Register once registers.
export const RegisterAfterRefusal: Story = {
  play: async ({ canvasElement }) => {
    const form = await registrationForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /First name/ }), visitor.first);
    await userEvent.type(form.getByRole('textbox', { name: /Last name/ }), visitor.last);
    await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), visitor.email);
    const company = form.getByRole('textbox', { name: /^Company/ });
    await submitAgainAfterRefusal(form.getByRole('button', { name: eventFormCopy.submit }), company, visitor.company);
    await findToast('Registration Successful!');
  },
};

export const Pending: Story = {
  name: 'Pending · event.pending',
  tags: ['state:event.pending'],
  parameters: { scenarios: { 'leads.capture': 'slow' } },
  play: async ({ canvasElement }) => {
    const form = await registrationForm(canvasElement);
    await fillRequired(form);
    await register(form);
    await expect(await form.findByRole('button', { name: eventFormCopy.pending })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Success: Story = {
  name: 'Success · event.success',
  tags: ['state:event.success'],
  parameters: {
    msw: {
      handlers: [
        // Records what was sent, then lets the mock API answer as usual.
        http.post('/api/leads/capture', async ({ request }) => {
          (window as unknown as { lastEventLead?: unknown }).lastEventLead = await request.clone().json();
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await registrationForm(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.getByRole('checkbox', { name: eventFormCopy.newsletter }));
    await register(form);
    const heading = await canvas.findByRole('heading', { name: 'Registration Confirmed!' });
    await expect(heading).toHaveFocus();
    await findToast('Registration Successful!', "You'll receive a confirmation email shortly.");
    const confirmed = within(canvas.getByRole('region', { name: 'Registration Confirmed!' }));
    await expect(confirmed.getByText(`You're registered for ${masterclass.title}.`)).toBeVisible();
    await expect(confirmed.getByText(`${masterclass.date} at ${masterclass.time}`)).toBeVisible();
    await expect(confirmed.getByText('2 hours')).toBeVisible();
    await expect(confirmed.getByText(visitor.email)).toBeVisible();
    await expect(confirmed.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute('href', '/resources');
    await expect(confirmed.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    const sent = (window as unknown as { lastEventLead?: Record<string, unknown> }).lastEventLead;
    await expect(sent).toMatchObject({
      email: visitor.email,
      source: 'event-registration',
      firstName: visitor.first,
      lastName: visitor.last,
      company: visitor.company,
      metadata: {
        eventId: masterclass.id,
        eventTitle: masterclass.title,
        newsletter: true,
        updates: true,
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
  },
};

export const RegistrationError: Story = {
  name: 'Registration Error · event.error',
  tags: ['state:event.error'],
  parameters: { scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const form = await registrationForm(canvasElement);
    await fillRequired(form);
    await register(form);
    await findToast('Registration Failed', 'Please try again or contact support.');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue(visitor.first);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(visitor.email);
    await waitFor(() => expect(form.getByRole('button', { name: eventFormCopy.submit })).not.toHaveAttribute('aria-disabled'));
  },
};
