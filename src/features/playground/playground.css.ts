import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../design/breakpoints.ts';
import { vars } from '../../design/theme.css.ts';
import { inline, stack } from '../../design/primitives.ts';

export const widget = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)' } },
});
export const controls = style(stack({ gap: '4' }));

// The Run button stays focusable while its inputs are missing (aria-disabled), so pressing it can say why.
export const softDisabled = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const steps = style([stack({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const step = recipe({
  base: [inline({ align: 'center', justify: 'between', gap: '3', wrap: false }), {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  }],
  variants: {
    status: {
      pending: { color: vars.color.textMuted },
      active: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText },
      complete: { color: vars.color.text },
    },
  },
});

export const results = style({ display: 'grid', gap: vars.space['4'], gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', margin: 0 });
export const resultCard = style([stack({ reverse: true, gap: '1' }), {
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
}]);
export const resultLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const resultValue = style({ margin: 0, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, color: vars.color.brandText });
export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['3'] });
export const panel = style(stack({ gap: '6' }));

// The results rise in once; the global reduced-motion rule (design/global.css.ts) turns it off.
const riseIn = keyframes({ from: { opacity: 0.2, transform: 'translateY(0.5rem)' }, to: { opacity: 1, transform: 'none' } });
export const resultsIn = style({ animation: `${riseIn} 400ms ease-out both` });
