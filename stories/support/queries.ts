// Shared story helpers: toasts and portalled dialogs live outside the story's canvas.
import { expect, waitFor, within } from 'storybook/test';

export { removeStaleAnnouncements } from '../../src/components/liveAnnouncer';

export const body = () => within(document.body);

/** The one visible toast, once it shows `title` (and `description`) when given. */
export async function findToast(title?: string, description?: string): Promise<HTMLElement> {
  const region = await body().findByRole('region', { name: /notification/i });
  return waitFor(
    () => {
      const toast = within(region).getByRole('alertdialog');
      if (title) expect(toast).toHaveTextContent(title);
      if (description) expect(toast).toHaveTextContent(description);
      return toast;
  });
}

/** A table's cells, row by row, as text (header cells included): what a screen reader walks through. */
export function tableRows(container: HTMLElement): (string | null)[][] {
  return within(container)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
