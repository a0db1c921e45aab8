// Page building blocks shared by every page: lists, stat tiles, action rows (the layout itself: primitives.ts).
import { keyframes, style } from '@vanilla-extract/css';
import { grid, inline, stack } from './primitives.ts';
import { vars } from './theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A grid of three columns from md (one below); the plain list forms: of three, four and six. */
export const grid3 = style(grid({ columns: 3 }));
export const listGrid3 = style([grid({ columns: 3 }), list]);
export const listGrid4 = style([grid({ columns: 4 }), list]);
export const listGrid6 = style([grid({ columns: 6 }), list]);

export const centeredActions = style([inline({ gap: '3', justify: 'center' }), { marginTop: vars.space['6'] }]);

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.brand}` },
  '100%': { boxShadow: '0 0 0 12px transparent' },
});

export const statTile = style([stack({ reverse: true, gap: '1' }), {
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-pulsing]': { animation: `${pulse} 1s ${vars.motion.easingOut} 2`, borderColor: vars.color.brand },
  },
}]);

export const statValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandText,
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });


export const bulletList = style([stack({ gap: '1' }), { margin: 0, paddingInlineStart: vars.space['5'] }]);

export const narrow = style({ maxWidth: '40rem', marginInline: 'auto' });
export const spacedTop = style({ marginTop: vars.space['6'] });
export const tags = style(inline({ gap: '2' }));
