import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the next render on (and at once after a
 * client-side navigation). Values only the browser knows, such as the query string, wait for it so
 * the first render matches the static HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
