import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginTop: vars.space['8'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandSubtleText,
});
