import { style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css.ts';

export const avatar = style({
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

/** A row of an avatar and the name beside it. */
export const withAvatar = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
