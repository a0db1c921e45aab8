// Presenter view of the mock builds: the Mock API panel and its 'Ready offline' pill hidden, so a
// salesperson shows the site as a customer will see it. The offline demo opens in it, the dev server
// does not; `?presenter=off|on` or the shortcut (Alt+Shift+M) changes it for the tab's session
// (README, 'For sales: the offline demo'). The panel (mocks/panel/MockPanel.tsx) follows this store.
import type { PresenterView } from './config.ts';

type Listener = () => void;
let view: PresenterView = 'off';
let revealPending = false;
let storageKey: string | undefined;
const listeners = new Set<Listener>();

export const presenterView = (): PresenterView => view;

export function subscribePresenterView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The view the page opens in (mocks/browser.ts); a shortcut's choice is kept under `key` for the tab. */
export function startPresenterView(initial: PresenterView, key: string): void {
  view = initial;
  storageKey = key;
}

function setView(next: PresenterView): void {
  if (next === view) return;
  view = next;
  try {
    if (storageKey) sessionStorage.setItem(storageKey, next);
  } catch {
    // storage unavailable: this page only
  }
  for (const listener of listeners) listener();
}

/** The presenter shortcut: Alt+Shift+M (Option+Shift+M on a Mac), read by its key's position so a layout's Alt character does not matter. */
export const presenterShortcut = {
  label: 'Alt+Shift+M',
  matches: (event: KeyboardEvent) =>
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.repeat && event.code === 'KeyM',
};

/**
 * Leaves or enters presenter view. Leaving it by the shortcut also opens the panel (taken once by the
 * panel, whether it is mounted yet or not: `takeReveal`).
 */
export function togglePresenterView(): void {
  revealPending = view === 'on';
  setView(view === 'on' ? 'off' : 'on');
}

/** Whether the panel should open itself now, because the shortcut revealed it. */
export function takeReveal(): boolean {
  const pending = revealPending;
  revealPending = false;
  return pending;
}

/** Listens for the shortcut on the whole page, from the moment the mock API starts. */
export function listenForPresenterShortcut(): void {
  window.addEventListener('keydown', (event) => {
    if (!presenterShortcut.matches(event)) return;
    event.preventDefault(); // Option+Shift+M would type 'Â' into a field on a Mac
    togglePresenterView();
  });
}
