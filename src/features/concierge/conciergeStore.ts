// Whether the AI Concierge dialog is open: module-level state, so any part of the site (the floating
// button, the Help page's 'Chat Support' card) can open it, and it outlives route changes.
// Kept tiny and free of UI imports: it is part of every page's initial JavaScript.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the AI Concierge dialog (safe to call from any event handler). */
export function openConcierge(): void {
  setOpen(true);
}

/** Closes the AI Concierge dialog; the conversation is kept. */
export function closeConcierge(): void {
  setOpen(false);
}

/** Opens or closes the dialog (RAC onOpenChange). */
export function setConciergeOpen(next: boolean): void {
  setOpen(next);
}

export function isConciergeOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const serverSnapshot = () => false;

/** True while the dialog is open; always false during server rendering. */
export function useConciergeOpen(): boolean {
  return useSyncExternalStore(subscribe, isConciergeOpen, serverSnapshot);
}
