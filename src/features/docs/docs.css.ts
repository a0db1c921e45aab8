import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { inline } from '../../design/primitives.ts';
import { muted as mutedText } from '../../design/layout.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

// Long words in prose hyphenate (with <html lang="en">) instead of overflowing a phone's width.
globalStyle(`${layout} p`, { hyphens: 'auto' });

export const nav = style({
  '@media': { [media.lg]: { position: 'sticky', top: '5rem' } },
});

export const navTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.textMuted });

export const navList = style({ listStyle: 'none', margin: 0, marginTop: vars.space['2'], padding: 0, display: 'grid', gap: vars.space['1'] });


export const lead = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const topic = style({
  paddingBlock: vars.space['8'],
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['4'],
  scrollMarginTop: '5rem',
});

export const topicTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, outline: 'none', scrollMarginTop: '5rem' });

export const code = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowX: 'auto',
  whiteSpace: 'pre',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const endpoints = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['6'] });

export const endpointTitle = style([inline({ align: 'center', gap: '2' }), {
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
}]);

export const method = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const methodGet = style({ backgroundColor: vars.color.success, color: vars.color.onSuccess });

export const subTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const caption = style([subTitle, { textAlign: 'start' }]);
/** An endpoint inside a topic: no rule or padding of its own. */
export const endpoint = style({ display: 'grid', gap: vars.space['4'] });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space['2'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const muted = mutedText;
