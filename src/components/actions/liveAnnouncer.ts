/**
 * react-aria announces a focused Button's pending state through a live-region node (role img)
 * labelled by the button's id. When the button leaves the page while pending (a form replaced by its
 * success view), that node points at nothing for 7 s: screen readers read nothing and axe reports it.
 * This removes such orphaned announcement nodes.
 */
export function removeStaleAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.every((id) => document.getElementById(id))) node.remove();
  }
}

/** react-aria posts its announcement 100 ms after the pending state starts; clean up after that. */
export const ANNOUNCEMENT_SETTLE_MS = 150;
