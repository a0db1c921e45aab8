import { globalStyle, style } from '@vanilla-extract/css';
import { wordmark } from '../design/logo.ts';
import { vars } from '../design/theme.css.ts';

// The footer's brand line: the mark and the wordmark, as in the header, on the inverse surface.
export const footerBrand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.lg,
  fontWeight: wordmark.fontWeight,
  letterSpacing: `${wordmark.letterSpacingEm}em`,
  color: vars.color.textInverse,
});
globalStyle(`${footerBrand} svg`, { flexShrink: 0, color: vars.color.brand });
globalStyle(`${footerBrand} svg [fill="#fff"]`, { fill: vars.color.onBrand });
globalStyle(`${footerBrand} svg [stroke="#fff"]`, { stroke: vars.color.onBrand });
