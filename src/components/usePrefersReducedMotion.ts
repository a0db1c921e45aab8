import { useSyncExternalStore } from 'react';
import { reducedMotion } from '../design/breakpoints.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True when the visitor asks for reduced motion. JS-driven motion (count-ups, pulses) checks it;
 * CSS motion is stilled globally. False on the server.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotion).matches,
    () => false,
  );
}
