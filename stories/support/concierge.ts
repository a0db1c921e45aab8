// What the concierge stories share: opening the panel, asking, and reading its messages.
import { userEvent, within } from 'storybook/test';
import { body, findDialog } from './queries';

/** Opens the concierge from its launcher; the panel, its parts and its input. */
export async function openConcierge() {
  const launcher = await body().findByRole('button', { name: 'Talk to AI Concierge' });
  await userEvent.click(launcher);
  const dialog = await findDialog('AI Concierge');
  const chat = within(dialog);
  // The messages themselves (the live region repeats the latest reply for screen readers).
  const conversation = within(chat.getByRole('region', { name: 'Conversation' }));
  const input = await chat.findByRole('textbox', { name: 'Message' });
  return { launcher, dialog, chat, conversation, input, send: chat.getByRole('button', { name: 'Send message' }) };
}

export async function ask(input: HTMLElement, text: string) {
  await userEvent.type(input, text);
  await userEvent.keyboard('{Enter}');
}

export function messages(dialog: HTMLElement, role: 'user' | 'assistant') {
  return [...dialog.querySelectorAll<HTMLElement>(`li[data-role="${role}"]`)];
}
