import type { ToastInput } from '../src/components/overlay/toast.ts';
import type { Page } from '@playwright/test';

/** A toast's text as its alert dialog reads: title, then description. */
export const toastText = ({ title, description = '' }: ToastInput): string => `${title}${description}`;

/**
 * From now on, records the text of each toast the page shows, in order, read by a MutationObserver
 * the moment it appears: a toast on screen for 1 s is caught however slowly the test's polls run
 * (Playwright's expect polls every second after its first few tries). Returns the reader.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const record = () => {
      const text = document.querySelector('[role="alertdialog"]')?.textContent ?? '';
      if (text && text !== seen.at(-1)) seen.push(text);
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);
}
