import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Concierge } from '../../src/features/concierge/Concierge.tsx';
import { ask, messages, openConcierge } from '../support/concierge';

// From chat to meeting and what marketing learns (issue 63), answered by the mock API's hand-off rules
// (src/domain/concierge/handoff.ts, the server's too): the booking offer with its two controls, a
// rated answer, and the follow-up path's confirmation in the spec's words.
const meta = {
  title: 'Features/AI Concierge/Hand-off',
  component: Concierge,
} satisfies Meta<typeof Concierge>;

export default meta;
type Story = StoryObj<typeof meta>;


/** Waits for `count` replies (the greeting, then one per question), the last one whole: its rating shown. */
async function whole(dialog: HTMLElement, count: number) {
  await waitFor(
    () => {
      const replies = dialog.querySelectorAll('li[data-role="assistant"]');
      expect(replies).toHaveLength(count);
      expect(within(replies[count - 1] as HTMLElement).getByRole('button', { name: 'Helpful' })).toBeVisible();
    },
    { timeout: 5000 },
  );
}

async function openAndAsk(...questions: string[]) {
  const { dialog, chat, input } = await openConcierge();
  for (const [n, question] of questions.entries()) {
    await ask(input, question);
    await whole(dialog, n + 2);
  }
  return { dialog, chat, replies: () => messages(dialog, 'assistant') };
}

export const BookingOffer: Story = {
  name: 'Booking offer · chat.booking-offer',
  tags: ['state:chat.booking-offer'],
  play: async () => {
    const { replies } = await openAndAsk('How do you handle SOC 2 compliance?', 'Can we talk to someone next week?');
    const offer = within(replies().at(-1)!);
    await expect(replies().at(-1)).toHaveTextContent('From what you asked, the Enterprise Audit (45 min) fits best. Deep-dive assessment of your current processes and AI transformation roadmap.');
    // Only the type travels in the address; the form takes the visitor's details from this tab.
    await expect(offer.getByRole('link', { name: 'Book the Enterprise Audit' })).toHaveAttribute('href', '/book-call?type=audit');
    await expect(offer.getByRole('button', { name: 'Have someone contact me' })).toBeEnabled();
  },
};

export const FeedbackGiven: Story = {
  name: 'Answer rated · chat.feedback-given',
  tags: ['state:chat.feedback-given'],
  play: async () => {
    const { replies } = await openAndAsk('What does pricing look like?');
    const answer = within(replies().at(-1)!);
    const helpful = answer.getByRole('button', { name: 'Helpful' });
    const notHelpful = answer.getByRole('button', { name: 'Not helpful' });
    await expect([helpful.getAttribute('aria-pressed'), notHelpful.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    // Keyboard: Tab reaches it, Space presses it; one pressed at most.
    helpful.focus();
    await userEvent.keyboard(' ');
    await expect([helpful.getAttribute('aria-pressed'), notHelpful.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    await userEvent.click(notHelpful);
    await expect([helpful.getAttribute('aria-pressed'), notHelpful.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    // The greeting is the site's own words, not an answer: it has no rating.
    await expect(within(replies()[0]!).queryByRole('button', { name: 'Helpful' })).toBeNull();
  },
};

export const FollowUp: Story = {
  name: 'Follow-up confirmed · chat.follow-up',
  tags: ['state:chat.follow-up'],
  play: async () => {
    const { dialog, chat, replies } = await openAndAsk("I'm Dana Reyes from Acme Logistics. Can we talk to someone next week?");
    await userEvent.click(within(replies().at(-1)!).getByRole('button', { name: 'Have someone contact me' }));
    await whole(dialog, 3);
    await expect(replies().at(-1)).toHaveTextContent('Which email address should our team use? Add your name and company if you like.');
    await userEvent.type(chat.getByRole('textbox', { name: 'Message' }), 'dana@acme.example{Enter}');
    await whole(dialog, 4);
    await expect(replies().at(-1)).toHaveTextContent(
      "Thank you, Dana Reyes. I have passed this conversation to our team, and a person will follow up at dana@acme.example. We'll contact you within 24 hours to schedule your session.",
    );
  },
};
