import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const sources = style({
  marginTop: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
});

export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['1'] });
