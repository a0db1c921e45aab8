import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, counterReset: 'step' });
export const item = style({
  position: 'relative',
  counterIncrement: 'step',
  paddingInlineStart: vars.space['10'],
  paddingBottom: vars.space['4'],
  selectors: {
    // The rail from this step's marker down to the next one.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 13,
      top: 28,
      bottom: 0,
      width: 2,
      background: vars.color.borderStrong,
    },
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      insetInlineStart: 0,
      top: 0,
      width: 28,
      height: 28,
      borderRadius: '50%',
      display: 'grid',
      placeItems: 'center',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.semibold,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
export const title = style({ display: 'block', fontWeight: vars.fontWeight.semibold, lineHeight: '28px' });
export const meta = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
