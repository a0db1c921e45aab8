import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../design/theme.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    minWidth: 0,
  },
  variants: {
    variant: {
      outlined: { backgroundColor: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
      elevated: { backgroundColor: vars.color.surface, boxShadow: vars.shadow.md, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border, color: vars.color.text },
      // Highlighted option (e.g. the recommended pricing tier).
      featured: { backgroundColor: vars.color.surface, borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.shadow.lg}`, color: vars.color.text },
      inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
    padding: {
      sm: { padding: vars.space['4'] },
      md: { padding: vars.space['6'] },
      lg: { padding: vars.space['8'] },
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });

export const description = style({
  color: vars.color.textMuted,
  selectors: { [`${card.classNames.variants.variant.inverse} &`]: { color: vars.color.textInverseMuted } },
});

export const footer = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
