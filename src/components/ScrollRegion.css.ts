import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../design/theme.css.ts';

/**
 * The colour the region sits on (default: the page's). Set it on an ancestor whose background differs
 * (the concierge's bubble): the covers of scrollShadows below are painted in it.
 */
export const scrollRegionBackdrop = createVar();

const backdrop = fallbackVar(scrollRegionBackdrop, vars.color.page);
// The shade at the very edge: 30% of the overlay colour (dark in both schemes). Text under its darkest
// point keeps AA: textMuted on surfaceMuted 4.86:1 (light scheme); light text on a dark scheme only gains.
const shade = `color-mix(in srgb, ${vars.color.overlay} 30%, transparent)`;
const shadowWidth = '0.75rem';
const coverWidth = '1.5rem';

/** Scrolls sideways when its content (a table) is wider than the space it has. */
export const scrollRegion = style({
  overflowX: 'auto',
  maxWidth: '100%',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/**
 * The region shows that it scrolls: a shadow at each edge with more beyond it. CSS only (Lea Verou's
 * scroll shadows): the shadows stay at the box's edges (attachment scroll), the covers travel with the
 * content (attachment local) and hide the shadow at an edge the content ends at; content that fits
 * shows neither. Nothing moves but the content itself, so reduced motion has nothing to stop. Opt-in:
 * axe cannot compute the contrast of text over a gradient (it reports every such cell as 'needs
 * review'), so only the regions that need the cue have it (the concierge's tables, issue 61).
 */
export const scrollShadows = style({
  backgroundImage: [
    `linear-gradient(to right, ${backdrop} ${shadowWidth}, transparent ${coverWidth})`,
    `linear-gradient(to left, ${backdrop} ${shadowWidth}, transparent ${coverWidth})`,
    `linear-gradient(to right, ${shade}, transparent)`,
    `linear-gradient(to left, ${shade}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `${coverWidth} 100%, ${coverWidth} 100%, ${shadowWidth} 100%, ${shadowWidth} 100%`,
  backgroundAttachment: 'local, local, scroll, scroll',
});

// Cells keep whole words: a narrow screen scrolls the table instead of breaking 'Monthly' into
// 'Mo / nthl / y' (an inherited overflow-wrap: anywhere would shrink every column to one letter).
globalStyle(`${scrollRegion} :is(th, td)`, { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' });
globalStyle(`${scrollRegion} th`, { whiteSpace: 'nowrap' });
