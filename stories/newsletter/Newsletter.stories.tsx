import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterForm } from '../../src/features/newsletter/NewsletterForm.tsx';
import { colors } from '../../src/design/palette.ts';
import { findToast } from '../support/queries';
import { submitAgainAfterRefusal } from '../support/pointer';

// The footer newsletter on the footer's dark surface; the mock API answers the lead capture and
// `parameters.scenarios` forces its failures (mocks/scenarios.ts).
function FooterNewsletter() {
  return (
    <footer style={{ background: colors.surfaceInverse, color: colors.textInverse, padding: 32, minHeight: 240 }}>
      <section aria-labelledby="newsletter-heading" style={{ maxWidth: 420 }}>
        <h2 id="newsletter-heading" style={{ margin: 0, fontSize: 14, textTransform: 'uppercase' }}>
          Newsletter
        </h2>
        <NewsletterForm tone="inverse" />
      </section>
    </footer>
  );
}

const meta = {
  title: 'Features/Newsletter',
  component: FooterNewsletter,
} satisfies Meta<typeof FooterNewsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'jamie.rivera@northwind-logistics.example';

async function subscribe(canvasElement: HTMLElement, address = email) {
  const canvas = within(canvasElement);
  const field = canvas.getByRole('textbox', { name: 'Email address' });
  await userEvent.type(field, address);
  const button = canvas.getByRole('button', { name: 'Subscribe' });
  await userEvent.click(button);
  return { field, button };
}

export const Pending: Story = {
  name: 'Pending · newsletter.pending',
  tags: ['state:newsletter.pending'],
  parameters: { scenarios: { 'leads.capture': 'slow' } },
  play: async ({ canvasElement }) => {
    const { button, field } = await subscribe(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(field).toHaveValue(email);
    // Pressing again while pending sends nothing more and changes nothing.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Success: Story = {
  name: 'Success · newsletter.success',
  tags: ['state:newsletter.success'],
  play: async ({ canvasElement }) => {
    const { field, button } = await subscribe(canvasElement);
    const toast = await findToast();
    await expect(toast).toHaveTextContent('Subscribed!');
    await expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter.');
    await expect(field).toHaveValue('');
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const SubscriptionError: Story = {
  name: 'Subscription Error · newsletter.error',
  tags: ['state:newsletter.error'],
  parameters: { scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const { field } = await subscribe(canvasElement);
    const toast = await findToast();
    await expect(toast).toHaveTextContent('Subscription Error');
    await expect(toast).toHaveTextContent('Failed to subscribe. Please try again.');
    // The address stays so the visitor can try again.
    await expect(field).toHaveValue(email);
  },
};

export const NetworkFailure: Story = {
  parameters: { scenarios: { 'leads.capture': 'network' } },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement);
    const toast = await findToast();
    await expect(toast).toHaveTextContent('Subscription Error');
    await expect(toast).toHaveTextContent('Failed to subscribe. Please try again.');
  },
};

// Issue 14: after the refused empty submit, typing the address and pressing Subscribe once subscribes.
export const SubscribeAfterRefusal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await submitAgainAfterRefusal(canvas.getByRole('button', { name: 'Subscribe' }), field, email);
    await findToast('Subscribed!');
  },
};

export const EmptyIsNotSent: Story = {
  // An error scenario: had anything been sent, its failure toast would show.
  parameters: { scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // What a send would start: a call to the API. The same press that shows the refusal would have
    // started it (the kit Form sends from its submit handler), so once the refusal is on screen and
    // a frame has passed, no call means nothing was sent, and no failure toast can follow.
    const calls: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
      const field = canvas.getByRole('textbox', { name: 'Email address' });
      await waitFor(() => expect(field).toBeInvalid());
      await expect(canvas.getByText('Email address is required')).toBeVisible();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(calls.filter((url) => url.includes('/api/'))).toEqual([]);
      await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    } finally {
      window.fetch = realFetch;
    }
  },
};
