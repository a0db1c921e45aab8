import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design/theme.css.ts';

// No opacity keyframes: content stays "visible" (to users and to tests) from the first frame.
const dimIn = keyframes({ from: { backgroundColor: 'transparent' } });
const riseIn = keyframes({ from: { transform: 'translateY(12px) scale(0.98)' } });

/** The dimmed full-screen layer behind a modal; shared by every modal of the site. */
export const overlayBase = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${dimIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
    '&[data-exiting]': { animation: `${dimIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

export const overlay = style([overlayBase, { padding: vars.space['4'] }]);

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(var(--visual-viewport-height, 100vh) - 2rem)',
    display: 'flex',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
      '&[data-exiting]': { animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
  },
  variants: {
    // sm matches the concierge chat dialog (about 425px).
    size: { sm: { maxWidth: '425px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '760px' } },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  padding: vars.space['6'],
  overflowY: 'auto',
  outline: 'none',
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space['1'] });
