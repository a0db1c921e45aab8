// Layout shared by the resources, article, event, booking and contact pages and their features: hero, two-column
// layouts, form grids, lists. Page-specific bits live next to their feature.
import { style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';
import { muted as mutedText } from './layout.css.ts';
import * as layout from './primitives.ts';
import { vars } from './theme.css.ts';

export const contents = style({ display: 'contents' });
export const coverImage = style({ width: '100%', height: 'auto', display: 'block' });

/** Main column and a sidebar from md up. */
export const twoColumn = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const h2 = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const h3 = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const muted = mutedText;

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The layouts these pages' components use, named (a component takes its classes from a .css.ts file;
// the primitives are style rules composed here, at build time).
export const stack = style(layout.stack({ gap: '4' }));
export const stackLg = style(layout.stack({ gap: '8' }));
export const row = style(layout.inline({ align: 'center', gap: '3' }));
export const rowSpread = style(layout.inline({ align: 'center', justify: 'between', gap: '3' }));
/** A row of actions pushed to the bottom of its card (the card is a stack). */
export const rowAtBottom = style([layout.inline({ align: 'center', gap: '3' }), { marginTop: 'auto' }]);
export const stackCentered = style([layout.stack({ gap: '4', align: 'center' }), { textAlign: 'center' }]);
export const narrowContainer = style({ maxWidth: '40rem' });
/** Cards in a responsive grid. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Form fields two by two from sm up; `span2` takes the whole row. */
export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const span2 = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const formActions = style([layout.inline({ gap: '3' }), { marginTop: vars.space['2'] }]);

export const bulletList = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  margin: 0,
});

export const checkList = style({ display: 'grid', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });

export const checkItem = style(layout.inline({ gap: '2', align: 'baseline', wrap: false }));

export const checkMark = style({ color: vars.color.success, flexShrink: 0 });

/** Confirmation panels (sent, registered, scheduled). */
export const successPanel = style([layout.stack({ gap: '4' }), {
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.success}`,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.successSubtleText,
}]);

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const definition = style({ margin: 0 });

/** Centered message views (not found). */
export const centered = style([layout.stack({ gap: '4', align: 'center' }), { textAlign: 'center', paddingBlock: vars.space['20'] }]);
