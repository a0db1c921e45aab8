import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

/** Driven by RAC's swipe/scroll timeline: backdrop fades in as the sheet enters. */
export const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({ zIndex: vars.zIndex.overlay });

export const backdrop = style({ backgroundColor: vars.color.overlay });

export const sheet = style({
  width: 'min(22rem, 85vw)',
  height: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
