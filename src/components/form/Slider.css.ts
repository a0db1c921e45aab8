import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  rowGap: vars.space['2'],
  columnGap: vars.space['4'],
  width: '100%',
});

export const output = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandText,
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '24px',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: '50%',
    height: '6px',
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
  },
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: '6px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const thumb = style({
  top: '50%',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `3px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-dragging]': { transform: 'translateY(-50%) scale(1.1)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
