import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { pulseRing } from '../design/pulse.css.ts';
import { vars } from '../design/theme.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      neutral: { backgroundColor: vars.color.neutralSubtle, color: vars.color.neutralSubtleText },
      brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandSubtleText },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentSubtleText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.successSubtleText },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerSubtleText },
      solid: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: '2px', paddingInline: vars.space['2'] },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space['1'], paddingInline: vars.space['3'] },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const dot = recipe({
  base: { width: '8px', height: '8px', borderRadius: vars.radius.full, backgroundColor: 'currentColor', flexShrink: 0 },
  variants: {
    pulse: {
      true: {
        position: 'relative',
        '::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: 'inherit',
          backgroundColor: 'currentColor',
          animation: `${pulseRing} 2s ${vars.motion.easing} infinite`,
        },
      },
      false: {},
    },
  },
  defaultVariants: { pulse: false },
});
