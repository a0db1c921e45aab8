import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const layout = style({ maxWidth: '46rem', marginInline: 'auto' });

export const meta = style([inline({ align: 'center', gap: '3' }), {
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
}]);

export const body = style([stack({ gap: '4' }), {
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
}]);

// Long words in prose hyphenate (with <html lang="en">) instead of overflowing a phone's width.
globalStyle(`${body} :is(p, li)`, { hyphens: 'auto' });

globalStyle(`${body} h2`, {
  marginTop: vars.space['6'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${body} ul, ${body} ol`, { display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['6'], margin: 0 });

// A quote with its attribution (a Markdown blockquote ending in '— Name, Role').
globalStyle(`${body} figure`, {
  margin: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
});
globalStyle(`${body} figcaption`, { marginTop: vars.space['2'], fontStyle: 'normal', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${body} blockquote`, { margin: 0 });

// A long article's table of contents (the first <nav> of the body).
globalStyle(`${body} > nav`, { padding: vars.space['5'], borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` });
globalStyle(`${body} > nav h2`, { marginTop: 0, marginBottom: vars.space['2'], fontSize: vars.fontSize.lg });
globalStyle(`${body} > nav ol`, { gap: vars.space['1'] });

export const tags = style([inline({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const summaryPanel = style([stack({ gap: '2' }), {
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.brand}`,
  backgroundColor: vars.color.brandSubtle,
}]);

export const cover = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

export const breadcrumb = style([inline({ justify: 'center', align: 'center', gap: '2', wrap: false }), {
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
}]);
