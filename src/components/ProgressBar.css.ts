import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../design/theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space['2'],
  columnGap: vars.space['4'],
  width: '100%',
});

export const value = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    background: `linear-gradient(90deg, ${vars.color.brand}, ${vars.color.accent})`,
    transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
  },
  variants: {
    indeterminate: {
      true: { width: '40%', animation: `${slide} 1.2s ${vars.motion.easing} infinite` },
      false: {},
    },
  },
});
