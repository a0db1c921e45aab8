import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints, media, reducedMotion } from '../../design/breakpoints.ts';
import { pulseRing } from '../../design/pulse.css.ts';
import { vars } from '../../design/theme.css.ts';
import { region as toastRegion } from '../../components/overlay/ToastRegion.css.ts';
import { inline, stack } from '../../design/primitives.ts';

/** Phones: below the tablet breakpoint, where the concierge is a full-height sheet. */
const phone = `screen and (width < ${breakpoints.md}px)`;

/** A text field has focus: the visitor is typing (on a phone, with the on-screen keyboard up). */
const whileTyping =
  'html:has(:is(textarea, select, [contenteditable="true"], input:not([type="checkbox"], [type="radio"], [type="range"], [type="button"], [type="submit"], [type="reset"])):focus)';

// --- The floating button (every page) ---------------------------------------------------------

export const launcher = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  // Above page content and the header, below overlays and toasts.
  zIndex: 40,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.lg,
  paddingInline: vars.space['5'],
  '@media': {
    [media.sm]: { right: vars.space['6'], bottom: vars.space['6'] },
    // While the docked panel is open it takes this corner. (On phones the sheet covers the launcher,
    // which keeps focus until the sheet's focus scope has noted it as the place to return to.)
    [media.md]: { selectors: { '&[aria-expanded="true"]': { visibility: 'hidden' } } },
  },
});

// Controls fixed at the bottom of the screen (the launcher; the mock builds' control badge) carry
// data-floating-control. On phones they step aside while the visitor types, so they never sit on the
// field, while the concierge sheet is open, so they never sit on its input or send button, and while a
// toast shows, so they never sit on its text or close button (toasts span a phone's width).
const floating = '[data-floating-control]:not(:focus-within)';
globalStyle(`${whileTyping} ${floating}, html:has([data-concierge-panel="sheet"]) ${floating}, html:has(${toastRegion}) ${floating}`, {
  '@media': { [phone]: { visibility: 'hidden' } },
});

/** The band at the bottom of the screen the launcher may cover: 48 px high, 16-24 px from the edge, and a gap. */
export const launcherClearance = '5.5rem';

// Focusing a control (Tab) scrolls it clear of the launcher at the bottom, as scroll-padding-top keeps
// it clear of the sticky header (WCAG 2.2 focus not obscured). The footer ends with the same room.
globalStyle('html', { scrollPaddingBottom: launcherClearance });

/** The green 'online' dot with its pulse; the pulse stands still under reduced motion. */
export const dot = style({
  position: 'relative',
  display: 'inline-block',
  width: '10px',
  height: '10px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  boxShadow: `0 0 0 2px ${vars.color.onBrand}`,
});

export const dotPulse = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  animation: `${pulseRing} 1.6s cubic-bezier(0, 0, 0.2, 1) infinite`,
  '@media': { [reducedMotion]: { animation: 'none', opacity: 0 } },
});

// --- The dialog -------------------------------------------------------------------------------

const riseIn = keyframes({ from: { transform: 'translateY(16px)' } });

/** Phones: the sheet's layer, without dimming (the sheet covers the page). */
export const sheetOverlay = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay, display: 'flex' });

const panelSurface = {
  display: 'flex',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
} as const;

/** Phones: full height and width of the visible viewport (the on-screen keyboard shrinks it). */
export const sheet = style({
  ...panelSurface,
  width: '100%',
  height: 'var(--visual-viewport-height, 100dvh)',
  selectors: {
    '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easingOut}` },
    '&[data-exiting]': { animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

/** Tablet and up: docked at the bottom right, 425 x 600, over the page without dimming or blocking it. */
export const docked = style({
  ...panelSurface,
  position: 'fixed',
  right: vars.space['6'],
  bottom: vars.space['6'],
  zIndex: vars.zIndex.overlay,
  width: '425px',
  height: '600px',
  maxHeight: `calc(100dvh - 2 * ${vars.space['6']})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easingOut}`,
});

// Toasts (a chat error, say) appear beside the docked panel, not over its input; over the phone sheet,
// at the top instead of on the input and send button.
globalStyle(`html:has(${docked}) ${toastRegion}`, {
  right: `calc(425px + ${vars.space['6']})`,
  maxWidth: `min(${vars.size.toastViewport}, calc(100vw - 425px - ${vars.space['6']}))`,
});
globalStyle(`html:has([data-concierge-panel="sheet"]) ${toastRegion}`, { top: 0, bottom: 'auto' });

export const dialog = style([stack(), { width: '100%', minHeight: 0, outline: 'none' }]);

export const header = style([inline({ align: 'center', gap: '3', wrap: false }), {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
}]);

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({ marginInlineStart: 'auto' });

// --- Messages ---------------------------------------------------------------------------------

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
  backgroundColor: vars.color.surface,
});

export const list = style([stack({ gap: '3' }), { listStyle: 'none', margin: 0, padding: 0 }]);

const bubble = {
  maxWidth: '85%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
} as const;

export const userMessage = style({
  ...bubble,
  alignSelf: 'flex-end',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderBottomRightRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const assistantMessage = style({
  ...bubble,
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderBottomLeftRadius: vars.radius.sm,
});

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '40%': { transform: 'translateY(-5px)', opacity: 1 },
});

export const typing = style({
  ...bubble,
  alignSelf: 'flex-start',
  display: 'inline-flex',
  paddingBlock: vars.space['3'],
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderBottomLeftRadius: vars.radius.sm,
});

export const typingDots = style({ display: 'inline-flex', gap: '5px', alignItems: 'center' });

export const typingDot = style({
  width: '7px',
  height: '7px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { [reducedMotion]: { animation: 'none', opacity: 1 } },
});

// --- Input ------------------------------------------------------------------------------------

export const composer = style([inline({ align: 'end', gap: '2', wrap: false }), {
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
}]);

export const field = style([inline({ wrap: false }), { flex: '1 1 auto', minWidth: 0 }]);

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.controlMd,
  maxHeight: '8rem',
  resize: 'none',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  outline: 'none',
  fieldSizing: 'content',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[readonly]': { backgroundColor: vars.color.surfaceMuted, cursor: 'progress' },
  },
});

export const send = style({ flexShrink: 0, height: vars.size.controlMd, width: vars.size.controlMd });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const welcome = style([stack({ gap: '3' }), { fontSize: vars.fontSize.sm, color: vars.color.text }]);

export const suggestions = style([inline({ gap: '2' }), { margin: 0, padding: 0, listStyle: 'none' }]);
