import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

// Each card spans the list's rows (badge, name and audience, price, features, button) as a subgrid,
// so the same parts of the three cards sit on the same lines.
export const tierList = style({});
globalStyle(`${tierList} > li`, {
  '@media': { [media.md]: { display: 'grid', gridRow: 'span 5', gridTemplateRows: 'subgrid', rowGap: vars.space['4'] } },
});
// The badge sits above the plan name; its row is kept on every card so the rows stay level.
export const badgeSlot = style({
  order: -1,
  minHeight: vars.size.target,
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [media.md]: { selectors: { '&:empty': { display: 'block' } } } },
});
export const recommendedCard = style({
  backgroundImage: `linear-gradient(to bottom, ${vars.color.brandSubtle}, ${vars.color.surface} 45%)`,
});

export const price = style(stack({ gap: '1' }));
export const priceMain = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { [`${recommendedCard} &`]: { color: vars.color.brandText } },
});
export const priceSub = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const features = style([stack({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);
export const feature = style(inline({ gap: '2', align: 'start', wrap: false }));
export const featureIcon = style({ color: vars.color.success, marginTop: '0.25em', flexShrink: 0 });
export const form = style(stack({ gap: '4' }));
export const formActions = style([inline({ justify: 'end', gap: '3', wrap: false }), { marginTop: vars.space['2'] }]);
export const faq = style({ maxWidth: '48rem', marginInline: 'auto' });

// The comparison table, from 768 px: scrolls sideways inside its focusable region when the screen is narrower.
export const tableScroller = style({
  display: 'none',
  overflowX: 'auto',
  marginTop: vars.space['12'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { display: 'block' } },
});
// Below 768 px the same rows as one list per plan, stacked: feature above its value.
export const planLists = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  marginTop: vars.space['12'],
  '@media': { [media.md]: { display: 'none' } },
});
export const planList = style({ borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const planListName = style({ margin: 0, padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const planRows = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const planRow = style([stack({ gap: '1' }), {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
}]);
export const planFeature = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const table = style({ width: '100%', minWidth: '40rem', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'start', padding: vars.space['4'], fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
globalStyle(`${table} th, ${table} td`, { position: 'relative', padding: `${vars.space['3']} ${vars.space['4']}`, textAlign: 'start', verticalAlign: 'top', borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
// The feature names stay in view while the plans scroll past them.
globalStyle(`${table} tbody th`, {
  position: 'sticky',
  insetInlineStart: 0,
  width: '28%',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});
globalStyle(`${table} tbody tr:nth-child(even), ${table} tbody tr:nth-child(even) th`, { backgroundColor: vars.color.surfaceMuted });
export const recommendedColumn = style({ backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText });
globalStyle(`${table} tbody tr:nth-child(even) ${recommendedColumn}`, { backgroundColor: vars.color.brandSubtleHover });
export const included = style({ display: 'inline-flex', color: vars.color.success, fontSize: vars.fontSize.lg });
