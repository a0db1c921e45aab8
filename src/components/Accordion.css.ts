import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px', borderRadius: vars.radius.lg },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

// RAC measures the content into --disclosure-panel-height so the height can transition.
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = style({
  paddingInline: vars.space['5'],
  paddingBottom: vars.space['4'],
  color: vars.color.textMuted,
});
