// Helpers for the page stories: the one visible toast and portalled dialogs live outside the canvas.
import { expect, within } from 'storybook/test';

/** The visible toast (the region is rendered next to the story, not inside its canvas). */
export async function findToast(title: string, description?: string) {
  const region = await within(document.body).findByRole('region', { name: /notification/i }, { timeout: 5000 });
  const toast = await within(region).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(toast).toHaveTextContent(title);
  if (description) await expect(toast).toHaveTextContent(description);
  return toast;
}

export const body = () => within(document.body);

/**
 * react-aria's Button announces its pending state through a live-region node labelled by the button's
 * id; the node outlives the story that rendered the button and would then point at nothing (axe).
 */
export function removeStaleAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
}
