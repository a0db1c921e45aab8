import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css.ts';

/** Scrolls sideways when its content (a table) is wider than the space it has. */
export const scrollRegion = style({
  overflowX: 'auto',
  maxWidth: '100%',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// Cells keep whole words: a narrow screen scrolls the table instead of breaking 'Monthly' into
// 'Mo / nthl / y' (an inherited overflow-wrap: anywhere would shrink every column to one letter).
globalStyle(`${scrollRegion} :is(th, td)`, { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' });
globalStyle(`${scrollRegion} th`, { whiteSpace: 'nowrap' });
