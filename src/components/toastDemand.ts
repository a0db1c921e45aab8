// Whether the page has shown a toast yet. The root mounts the toast region, and loads react-aria's
// Toast code, only from then on (issue 11), so this module imports none of it.
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

export function markToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False until the first toast of the page; false while hydrating (no toast is in the static HTML). */
export function useToastShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
