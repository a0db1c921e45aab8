// Code that loads when it is needed (issue 11, ADR 0009): one request per module, and a way to
// fetch it when the browser has nothing else to do.
import { useEffect } from 'react';

/** One request per module; a failed one may be tried again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}

/** Starts `load` ahead of its use; a failure is left for that use to report. */
export function prefetch(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}

/**
 * The props that start loading what a button opens as the visitor reaches for it: pointing at it,
 * focusing it, or the start of a touch or click on it (react-aria's press start, before the press).
 */
export function warmOnReach(load: () => Promise<unknown>): { onHoverStart: () => void; onFocus: () => void; onPressStart: () => void } {
  const warm = () => prefetch(load);
  return { onHoverStart: warm, onFocus: warm, onPressStart: warm };
}

/** Runs `callback` when the browser is idle (after 1 s where it cannot tell); returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Fetches what a control in the page opens (a dialog, the phone menu, the concierge) once the browser
 * is idle after the page has hydrated, so the visitor's first tap on it waits for no download. Pass a
 * stable function (made with `once`, or at module level).
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => prefetch(load)), [load]);
}
