// The layout vocabulary (ADR 0074, after Braid and Every Layout): a page or feature lays its parts out
// with these three and writes no flex or grid rule of its own. Each returns a vanilla-extract style
// rule, composed in a .css.ts file: `style(stack({ gap: '4' }))`, or with what else the element needs,
// `style([stack({ gap: '4' }), { padding: vars.space['6'] }])`. The rules merge into the element's one
// class at build time, so a page's JavaScript carries no more class names than before and no variant
// table (a recipe called in a component would ship one).
//   stack   children one under the other, `gap` apart (a form, a panel's parts, a list of steps)
//   inline  children side by side, wrapping onto the next line, `gap` apart (tags, actions, meta rows)
//   grid    columns: a count that grows with the screen, or as many as fit at a minimum width
import type { StyleRule } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** A step of the theme's space scale: gap: '4' is vars.space['4']. */
export type Space = keyof typeof vars.space;

const alignItems = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' } as const;
type Align = keyof typeof alignItems;
const justifyContent = { center: 'center', end: 'flex-end', between: 'space-between' } as const;

const gapOf = (gap: Space | undefined): StyleRule => (gap === undefined ? {} : { gap: vars.space[gap] });
const alignOf = (align: Align | undefined): StyleRule => (align === undefined ? {} : { alignItems: alignItems[align] });

/** Children one under the other; `reverse`: the last child on top (a figure's value above its label). */
export function stack({ gap, align, reverse = false }: { gap?: Space; align?: Align; reverse?: boolean } = {}): StyleRule {
  return { display: 'flex', flexDirection: reverse ? 'column-reverse' : 'column', ...gapOf(gap), ...alignOf(align) };
}

/** Children side by side, wrapping; `wrap: false` keeps them on one line (a row whose last part shrinks). */
export function inline({ gap, align, justify, wrap = true }: { gap?: Space; align?: Align; justify?: keyof typeof justifyContent; wrap?: boolean } = {}): StyleRule {
  return {
    display: 'flex',
    ...(wrap ? { flexWrap: 'wrap' } : {}),
    ...gapOf(gap),
    ...alignOf(align),
    ...(justify === undefined ? {} : { justifyContent: justifyContent[justify] }),
  };
}

const columnsAt: Record<2 | 3 | 4 | 6, StyleRule> = {
  2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  4: {
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  6: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
};

/**
 * Columns. 2, 3 and 4 are one column on phones and that many from md (4: two from sm, four from lg);
 * 6 is two on phones and three from md. `min` instead: as many columns of at least `min` as fit (one
 * where the box is narrower). Gap 6 unless told.
 */
export function grid({ columns = 3, min, gap = '6' }: { columns?: 2 | 3 | 4 | 6; min?: string; gap?: Space } = {}): StyleRule {
  const template = min === undefined ? columnsAt[columns] : { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))` };
  return { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', ...gapOf(gap), ...template };
}
