import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const image = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: vars.radius.md, objectFit: 'cover' });
export const meta = style(inline({ gap: '2' }));
export const metrics = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'], margin: 0 });
export const metric = style([stack({ reverse: true }), { textAlign: 'center' }]);
export const metricValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brandText });
export const metricLabel = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const quote = style({ margin: 0, paddingInlineStart: vars.space['4'], borderInlineStart: `3px solid ${vars.color.brand}`, fontStyle: 'italic' });
export const quoteBy = style({ display: 'block', marginTop: vars.space['1'], fontStyle: 'normal', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const subTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['1'] });
export const detail = style([stack({ gap: '5' }), { overflowY: 'auto' }]);
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr))', gap: vars.space['3'], margin: 0 });
export const fact = style([stack({ reverse: true }), { padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: vars.color.surfaceMuted }]);
export const factLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });
