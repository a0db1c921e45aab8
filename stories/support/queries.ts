// Shared story helpers: toasts and portalled dialogs live outside the story's canvas.
import { expect, waitFor, within } from 'storybook/test';
import { loadingText } from '../../src/components/loadingText';

export { removeStaleAnnouncements } from '../../src/components/actions/liveAnnouncer';

export const body = () => within(document.body);

/**
 * The open dialog named `name`, once its body is here: a dialog whose body is a lazy chunk shows from
 * the tap on, saying Loading… until that code arrives (docs/adr/0081).
 */
export async function findDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).queryByText(loadingText)).toBeNull());
  return dialog;
}

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

/**
 * Resolves with the first value `read` gives other than undefined, read now and on every change to the
 * page from now on: before any timer can move the page on (a toast's timeout, the next step of a run),
 * however slowly the machine runs the steps that follow. Start it before the action.
 */
export function firstSeen<T>(read: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const value = read();
      if (value === undefined) return false;
      observer.disconnect();
      resolve(value);
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

const textOfIds = (ids: string | null) => (ids ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();

/** The toast on screen as a screen reader meets it (its title and description) and whether it is visible; undefined while there is none. */
export function toastOnScreen(): { title: string; description: string; visible: boolean } | undefined {
  const toast = document.body.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!toast) return undefined;
  return {
    title: textOfIds(toast.getAttribute('aria-labelledby')),
    description: textOfIds(toast.getAttribute('aria-describedby')),
    visible: toast.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  };
}

/** A table's cells, row by row, as text (header cells included): what a screen reader walks through. */
export function tableRows(container: HTMLElement): (string | null)[][] {
  return within(container)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
