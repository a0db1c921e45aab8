import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../design/theme.css.ts';

// Shared by Button and ButtonLink: RAC sets the same data-* state attributes on both.
export const buttonStyle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minWidth: vars.size.target,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&[data-hovered]:not([data-disabled], [data-pending])': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brandSubtleText,
        selectors: { '&[data-hovered]:not([data-disabled], [data-pending])': { backgroundColor: vars.color.brandSubtleHover } },
      },
      outline: {
        backgroundColor: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: { '&[data-hovered]:not([data-disabled], [data-pending])': { backgroundColor: vars.color.brandSubtle } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered]:not([data-disabled], [data-pending])': { backgroundColor: vars.color.neutralSubtle, color: vars.color.text } },
      },
      destructive: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered]:not([data-disabled], [data-pending])': { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space['4'], fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
      icon: { minHeight: vars.size.controlMd, minWidth: vars.size.controlMd, padding: 0, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonStyle>>;
