import { reducedMotion } from '../design/breakpoints.ts';
import { useMediaQuery } from './useMediaQuery.ts';

/**
 * True when the visitor asks for reduced motion. JS-driven motion (count-ups, pulses) checks it;
 * CSS motion is stilled globally. False on the server.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotion);
}
