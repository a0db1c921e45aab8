import { keyframes } from '@vanilla-extract/css';

/**
 * The 'live' pulse: a ring laid over its dot that grows and fades. Transform and opacity only, so
 * the compositor runs it without the main thread (a box-shadow pulse repainted every frame). It ends
 * invisible, which is where reduced motion leaves it.
 */
export const pulseRing = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.75 },
  '75%, 100%': { transform: 'scale(2.4)', opacity: 0 },
});
