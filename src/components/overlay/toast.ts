import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { markToastShown } from '../../boot/toastDemand.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until it closes by itself; default TOAST_TIMEOUT (see keepToastsOpen). */
  timeout?: number;
}

export const TOAST_TIMEOUT = 5000;
/** Horizontal drag (px, rightwards) past which a released toast is dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;

let defaultTimeout: number | undefined = TOAST_TIMEOUT;

/**
 * Story tests: a toast without its own timeout stays until the story ends (clearToasts), so the
 * picture of a state holds the same toast on every run however long the machine takes.
 */
export function keepToastsOpen(): void {
  defaultTimeout = undefined;
}

// Created on first use; the constructor touches no browser API, so importing stays SSR-safe either way.
let queue: ToastQueue<ToastContent> | undefined;

export function getToastQueue(): ToastQueue<ToastContent> {
  queue ??= new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
  return queue;
}

/** Shows a toast. Only one is ever visible: any current toast is closed first. Returns its key. */
export function toast({ title, description, variant = 'default', timeout = defaultTimeout }: ToastInput): string {
  markToastShown();
  const q = getToastQueue();
  for (const current of [...q.visibleToasts]) q.close(current.key);
  return q.add({ title, description, variant }, { timeout });
}

export function dismissToast(key: string): void {
  getToastQueue().close(key);
}

/** Removes every toast (tests and story set-up). */
export function clearToasts(): void {
  queue?.clear();
}
