import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const options = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

// A radio as a selectable card: the whole card is the target (at least 24px high).
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.controlLg,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: '6px' },
  },
});
