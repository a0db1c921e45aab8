import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: '2px' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.controlSm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
