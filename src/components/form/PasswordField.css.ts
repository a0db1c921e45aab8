import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

/** The input fills the bordered group; the group carries the border and the focus ring. */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
});

export const toggle = style({
  flexShrink: 0,
  minHeight: vars.size.controlSm,
  minWidth: '3.5rem',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brandText,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brandSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
