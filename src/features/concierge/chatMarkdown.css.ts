import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css.ts';
import { scrollRegionBackdrop } from '../../components/ScrollRegion.css.ts';

export const markdown = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // break-word, not anywhere: 'anywhere' shrinks a table's columns to one letter each; long URLs still wrap.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  // The bubble's colour, for the covers of a table's scroll cue (ScrollRegion).
  vars: { [scrollRegionBackdrop]: vars.color.surfaceMuted },
});

const m = markdown;
globalStyle(`${m} > * + *`, { marginTop: vars.space['2'] });
globalStyle(`${m} ul, ${m} ol`, { paddingInlineStart: vars.space['5'] });
globalStyle(`${m} ul`, { listStyle: 'disc' });
globalStyle(`${m} ol`, { listStyle: 'decimal' });
globalStyle(`${m} li + li`, { marginTop: vars.space['1'] });
globalStyle(`${m} .contains-task-list`, { listStyle: 'none', paddingInlineStart: vars.space['1'] });
globalStyle(`${m} .task-list-item input`, { marginInlineEnd: vars.space['2'], verticalAlign: 'middle' });
globalStyle(`${m} strong`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${m} a`, { color: vars.color.brandText, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${m} a:not([href])`, { color: 'inherit', textDecorationStyle: 'dotted' });
globalStyle(`${m} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
  paddingInline: '0.25em',
});
globalStyle(`${m} pre`, { overflowX: 'auto', backgroundColor: vars.color.surface, padding: vars.space['2'], borderRadius: vars.radius.md });
globalStyle(`${m} blockquote`, { borderInlineStart: `3px solid ${vars.color.border}`, paddingInlineStart: vars.space['3'] });
globalStyle(`${m} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${m} table`, { borderCollapse: 'collapse', fontSize: vars.fontSize.xs, minWidth: '100%' });
globalStyle(`${m} th, ${m} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${m} th`, { backgroundColor: vars.color.surface, fontWeight: vars.fontWeight.semibold });
// Issue 61: a chat table wraps its headers between words, as its cells do, so a 3-4 column table of
// short words fits a phone's bubble; only one whose whole words still do not fit scrolls (its
// region shows a shadow at the edge with more). Beats the region's own 'th' rule, which keeps a
// header on one line.
globalStyle(`${m} [data-scroll-region] th`, { whiteSpace: 'normal' });
globalStyle(`${m} .footnotes`, {
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.xs,
});
globalStyle(`${m} sup a`, { textDecoration: 'none' });
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by assistive technology only. */
export const visuallyHidden = style(hidden);
// remark-gfm's footnote heading is for screen readers only.
globalStyle(`${m} .sr-only`, hidden);

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const imageAlt = style({ fontStyle: 'italic' });
