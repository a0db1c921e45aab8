import { useCallback, useSyncExternalStore } from 'react';

// One MediaQueryList per query: React reads the snapshot on every render (a count-up renders every
// frame), and each window.matchMedia call parses and evaluates the query afresh.
const lists = new Map<string, MediaQueryList>();

export function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a CSS media query matches now, following changes. False on the server. */
export function useMediaQuery(query: string): boolean {
  // A new subscribe function would make React unsubscribe and subscribe again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
