import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../design/breakpoints.ts';
import { palette } from '../../design/palette.ts';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const hero = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});

export const heroText = style(stack({ gap: '5', align: 'start' }));

export const headline = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const trustedBy = style([stack({ gap: '3' }), { fontSize: vars.fontSize.sm, color: vars.color.textMuted }]);

export const logoStrip = style([inline({ align: 'center' }), {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: `${vars.space['3']} ${vars.space['5']}`,
}]);
// The width and height attributes give each logo its box before it loads; CSS only scales it.
globalStyle(`${logoStrip} img`, { height: '28px', width: 'auto', '@media': { [media.md]: { height: '30px' } } });

// Stacked on phones, side by side from tablet width up.
export const heroActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  alignSelf: 'stretch',
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', alignSelf: 'flex-start' } },
});

export const heroPanels = style(stack({ gap: '4' }));

// The agent console as a workflow: a node per agent on a rail, and a packet of work travelling down
// the rail to the next agent. Everything has a fixed size; the packet moves by transform, which the
// compositor animates without the main thread (a background-position animation repainted the page
// every frame), so nothing shifts layout, and reduced motion stops it (global.css.ts).
const NODE = '2.5rem';
const PACKET = '8px';
// The packet spans the rail and is drawn at its top: moving it by its own height less the packet's
// size takes it to the rail's end.
const handoff = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: `translateY(calc(100% - ${PACKET}))` } });

export const workflow = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const workflowStep = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${NODE} minmax(0, 1fr)`,
  columnGap: vars.space['3'],
  alignItems: 'start',
  selectors: {
    '&:not(:last-child)': { paddingBottom: vars.space['4'] },
    // The rail to the next agent.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${NODE} / 2 - 1px)`,
      top: NODE,
      bottom: 0,
      width: '2px',
      background: `repeating-linear-gradient(to bottom, ${palette.teal300} 0 4px, transparent 4px 8px)`,
      opacity: 0.6,
    },
    // The packet of work handed down the rail.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${NODE} / 2 - ${PACKET} / 2)`,
      top: NODE,
      bottom: 0,
      width: PACKET,
      backgroundImage: `radial-gradient(circle, ${palette.teal300} calc(${PACKET} / 2 - 0.5px), transparent calc(${PACKET} / 2))`,
      backgroundSize: `${PACKET} ${PACKET}`,
      backgroundRepeat: 'no-repeat',
      pointerEvents: 'none',
      animation: `${handoff} 1.6s ${vars.motion.easing} infinite`,
    },
  },
});

export const agentNode = style({
  width: NODE,
  height: NODE,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  boxShadow: `0 0 0 3px rgba(95, 212, 194, 0.25)`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: '1.25rem',
});

const icon = (paths: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`)}")`;

/** One pictogram per agent of the console: a target (sales), a magnifier (audit), a wrench (ops). */
export const agentIcon = styleVariants({
  sales: { backgroundImage: icon("<circle cx='12' cy='12' r='9'/><circle cx='12' cy='12' r='5'/><circle cx='12' cy='12' r='1'/>") },
  efficiency: { backgroundImage: icon("<circle cx='10.5' cy='10.5' r='6.5'/><path d='m15.5 15.5 5 5'/>") },
  ops: { backgroundImage: icon("<path d='M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5l3 3 5.8-5.8a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4Z'/>") },
});

export const consoleRow = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(255, 255, 255, 0.06)',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const consoleHead = style(inline({ justify: 'between', gap: '2' }));
export const consoleName = style({ fontWeight: vars.fontWeight.bold, fontFamily: vars.font.body });
export const consoleTask = style({ color: vars.color.textInverseMuted });

export const results = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'], margin: 0 });
export const resultItem = style(stack({ reverse: true, gap: '1' }));
export const resultLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const resultValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandText,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});
