import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const caption = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text });
export const svg = style({ display: 'block', width: '100%', maxWidth: 560, height: 'auto', overflow: 'visible' });
export const axisText = style({ fill: vars.color.textMuted, fontSize: 12 });
export const valueText = style({ fill: vars.color.text, fontSize: 12, fontWeight: vars.fontWeight.semibold });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const swatch = style({ width: 12, height: 12, borderRadius: 2, flex: 'none' });

/** Fills of the series, in order: the accent's deep and main shades, then a neutral (each >= 3:1 on white). */
export const seriesFills = [vars.color.brandSubtleText, vars.color.brand, vars.color.borderStrong] as const;
export const segmentStroke = vars.color.surface;
