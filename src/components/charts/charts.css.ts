import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const caption = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, color: vars.color.text });
export const svg = style({ display: 'block', width: '100%', maxWidth: 560, height: 'auto', overflow: 'visible' });
// SVG text scales with the drawing: on phones the drawing is narrower than its viewBox, so its text
// is set larger there to stay about 12 px on screen.
const phoneText = { '@media': { [`screen and (width < ${breakpoints.sm}px)`]: { fontSize: 16 } } };
export const axisText = style({ fill: vars.color.textMuted, fontSize: 12, ...phoneText });
export const valueText = style({ fill: vars.color.text, fontSize: 12, fontWeight: vars.fontWeight.semibold, ...phoneText });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const swatch = style({ width: 12, height: 12, borderRadius: 2, flex: 'none' });

/** Fills of the series, in order: the accent's deep and main shades, then a neutral (each >= 3:1 on white). */
export const seriesFills = [vars.color.brandSubtleText, vars.color.brand, vars.color.borderStrong] as const;
export const segmentStroke = vars.color.surface;
