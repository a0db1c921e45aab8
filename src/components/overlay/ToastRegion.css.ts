import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design/theme.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});

export const region = style({
  position: 'fixed',
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  width: '100%',
  maxWidth: vars.size.toastViewport,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    // Vertical scrolling stays native; horizontal drags reach the swipe handler.
    touchAction: 'pan-y',
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easingOut}`,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-swiping]': { transition: 'none', cursor: 'grabbing' },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
      destructive: { backgroundColor: vars.color.danger, borderColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: `calc(-1 * ${vars.space['1']})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(15, 23, 42, 0.08)' },
    '&[data-focus-visible]': { outline: '2px solid currentColor', outlineOffset: '1px' },
  },
});
