import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const body = style(stack({ gap: '5' }));
export const nav = style(inline({ justify: 'between', gap: '3' }));
export const status = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const resultTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });
export const figure = style([stack({ reverse: true, gap: '1' }), {
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
}]);
export const figureLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.brandSubtleText });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.brandSubtleText });
export const roadmapTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['2'] });
