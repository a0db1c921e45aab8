// Whether the AI Concierge dialog is open: module-level state, so any part of the site (the floating
// button, the Help page's 'Chat Support' card) can open it, and it outlives route changes.
// Kept tiny and free of UI imports: it is part of every page's initial JavaScript.
import { moduleStore, useModuleStore } from '../../boot/moduleStore.ts';

const open = moduleStore(false);

/** Opens the AI Concierge dialog (safe to call from any event handler). */
export function openConcierge(): void {
  open.set(true);
}

/** Closes the AI Concierge dialog; the conversation is kept. */
export function closeConcierge(): void {
  open.set(false);
}

/** Opens or closes the dialog (RAC onOpenChange). */
export function setConciergeOpen(next: boolean): void {
  open.set(next);
}

export function isConciergeOpen(): boolean {
  return open.get();
}

const serverSnapshot = () => false;

/** True while the dialog is open; always false during server rendering. */
export function useConciergeOpen(): boolean {
  return useModuleStore(open, serverSnapshot);
}
