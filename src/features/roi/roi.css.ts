import { style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const sliders = style(stack({ gap: '6' }));
export const results = style([stack({ gap: '3' }), { margin: 0 }]);
export const row = style(inline({ justify: 'between', gap: '4' }));
export const label = style({ color: vars.color.textInverseMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const total = style([row, { paddingTop: vars.space['3'], borderTop: `1px solid rgba(255,255,255,0.2)`, alignItems: 'baseline' }]);
export const totalValue = style({ margin: 0, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const status = style({ minHeight: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textInverseMuted });

/** The chart of the result spans both columns. */
export const chart = style({ gridColumn: '1 / -1' });
