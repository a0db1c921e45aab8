import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from './breakpoints.ts';
import { vars } from './theme.css.ts';

/** Centered page column with responsive side padding. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [media.sm]: { paddingInline: vars.space['6'] },
    [media.lg]: { paddingInline: vars.space['8'] },
  },
});

export const section = recipe({
  base: {
    paddingBlock: vars.space['12'],
    '@media': { [media.md]: { paddingBlock: vars.space['20'] } },
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.page, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
    spacing: {
      default: {},
      compact: {
        paddingBlock: vars.space['8'],
        '@media': { [media.md]: { paddingBlock: vars.space['12'] } },
      },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
});

export type SectionVariants = RecipeVariants<typeof section>;

/** Secondary text: captions, meta lines, sizes (the one definition; page.css.ts passes it on). */
export const muted = style({ color: vars.color.textMuted });

export const sectionHeader = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  marginBottom: vars.space['10'],
  textAlign: 'center',
});

export const sectionTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.md]: { fontSize: vars.fontSize['4xl'] } },
});

export const sectionLead = style({
  marginTop: vars.space['4'],
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  selectors: { [`${section.classNames.variants.tone.inverse} &`]: { color: vars.color.textInverseMuted } },
});
