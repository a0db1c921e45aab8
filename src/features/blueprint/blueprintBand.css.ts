import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline } from '../../design/primitives.ts';

export const band = style([inline({ align: 'center', justify: 'between', gap: '4' }), {
  marginTop: vars.space['8'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandSubtleText,
}]);
