// Page building blocks shared by every page: grids, lists, the page title, stat tiles, action rows.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space['6'], gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    columns: {
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
    },
  },
  defaultVariants: { columns: 3 },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A plain list laid out as a grid of four on wide screens. */
export const listGrid4 = style([grid({ columns: 4 }), list]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['6'] });
export const centeredActions = style([actions, { justifyContent: 'center' }]);

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.brand}` },
  '100%': { boxShadow: '0 0 0 12px transparent' },
});

export const statTile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-pulsing]': { animation: `${pulse} 1s ${vars.motion.easingOut} 2`, borderColor: vars.color.brand },
  },
});

export const statValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandText,
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });


export const bulletList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const muted = style({ color: vars.color.textMuted });

export const narrow = style({ maxWidth: '40rem', marginInline: 'auto' });
export const spacedTop = style({ marginTop: vars.space['6'] });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
