// The layout vocabulary (ADR 0074, after Braid and Every Layout): a page or feature lays its parts out
// with these three and writes no flex or grid rule of its own. Compose them into a style when the
// element needs more (`style([stack({ gap: '4' }), { padding: vars.space['6'] }])`); the element's own
// rule then sets no property of the layout (display, direction, wrap, gap, alignment), so the order
// of the stylesheets never decides what wins.
//   stack   children one under the other, `gap` apart (a form, a panel's parts, a list of steps)
//   inline  children side by side, wrapping onto the next line, `gap` apart (tags, actions, meta rows)
//   grid    columns: a fixed count that grows with the screen, or as many as fit at a minimum width
import { createVar, fallbackVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

type Space = keyof typeof vars.space;
const spaceKeys = Object.keys(vars.space) as Space[];

/** `gap` by the theme's space scale: gap: '4' is vars.space['4']. No gap unless asked. */
const gap = Object.fromEntries(spaceKeys.map((key) => [key, { gap: vars.space[key] }])) as Record<Space, { gap: string }>;

const align = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
} as const;

const justify = {
  start: {},
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
} as const;

/** Children one under the other. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  // reverse: the last child on top (a figure's value above its label, the label first in the HTML).
  variants: { gap, align, reverse: { true: { flexDirection: 'column-reverse' }, false: {} } },
});

/** Children side by side; `wrap: false` keeps them on one line (a row whose last part shrinks). */
export const inline = recipe({
  base: { display: 'flex' },
  variants: {
    gap,
    align,
    justify,
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
  },
  defaultVariants: { wrap: true },
});

/** The minimum width of a column of `grid({ columns: 'fit' })`; set it in the composing style's `vars`. */
export const gridMinColumn = createVar();

/**
 * Columns. 2, 3 and 4 are one column on phones and that many from md (4: two from sm, four from lg);
 * 6 is two on phones and three from md; 'fit' is as many columns of at least `gridMinColumn` as fit
 * (one where the box is narrower).
 */
export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    gap,
    columns: {
      1: {},
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
      6: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
      },
      fit: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${fallbackVar(gridMinColumn, '12rem')}), 1fr))` },
    },
  },
  defaultVariants: { columns: 3, gap: '6' },
});
