// Code that loads when it is needed (issue 11, ADR 0009): one request per module, and a way to
// fetch it when the browser has nothing else to do.
import { startTransition, useEffect, useState } from 'react';

/** A load made with `once`: `loaded` says whether it has resolved. */
export type Load<T> = (() => Promise<T>) & { readonly loaded: boolean };

/** One request per module; a failed one may be tried again. */
export function once<T>(load: () => Promise<T>): Load<T> {
  let promise: Promise<T> | undefined;
  let loaded = false;
  const start = () =>
    (promise ??= load().then(
      (value) => {
        loaded = true;
        return value;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(start, 'loaded', { get: () => loaded }) as Load<T>;
}

/**
 * Whether what `load` fetches is here, starting it once `wanted`: a part that renders a placeholder
 * until then shows the moment it arrives (a suspending `lazy` would hold its reveal for up to 300 ms).
 * A failed load counts as settled, so the part renders and reports it as it would have without waiting.
 */
export function useLoaded(load: Load<unknown>, wanted: boolean): boolean {
  const [settled, setSettled] = useState(load.loaded);
  useEffect(() => {
    if (settled || !wanted) return;
    let active = true;
    const settle = () => active && setSettled(true);
    load().then(settle, settle);
    return () => {
      active = false;
    };
  }, [load, wanted, settled]);
  return settled || load.loaded;
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

/**
 * Whether a dialog may be rendered ahead, hidden (the kit Modal's `prepared`): once the browser is
 * idle and `load` has settled, in a transition, so the work yields to anything the visitor does meanwhile.
 */
export function usePreparedWhenIdle(load: () => Promise<unknown>): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      load().then(
        () => active && startTransition(() => setPrepared(true)),
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load]);
  return prepared;
}
