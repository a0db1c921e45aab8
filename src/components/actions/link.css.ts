import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../design/theme.css.ts';

export const linkStyle = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      // Links inside running text: underlined (WCAG 1.4.1, not colour alone).
      inline: {
        color: vars.color.brandText,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
      // Stand-alone links (footer columns, "back to" links): a 24px target, underline on hover.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.target,
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
      },
      // Navigation items; aria-current="page" marks the current route.
      nav: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.controlMd,
        paddingInline: vars.space['3'],
        borderRadius: vars.radius.md,
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        selectors: {
          '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.neutralSubtle },
          '&[aria-current="page"]': { color: vars.color.brandSubtleText, backgroundColor: vars.color.brandSubtle },
        },
      },
      // No link styling (cards, logo); the caller styles the content.
      plain: { color: 'inherit', textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof linkStyle>>;
