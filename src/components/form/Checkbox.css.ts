import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingBlock: '2px',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '1px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  fontSize: '14px',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const check = style({
  display: 'none',
  selectors: { [`${button}[data-selected] &`]: { display: 'inline-flex' } },
});

export const messages = style({ paddingInlineStart: `calc(20px + ${vars.space['2']})` });
