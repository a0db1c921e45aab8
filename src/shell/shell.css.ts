import { globalStyle, style } from '@vanilla-extract/css';
import * as overlay from '../components/overlay/overlay.css.ts';
import { media } from '../design/breakpoints';
import { wordmark } from '../design/logo.ts';
import { inline, stack } from '../design/primitives.ts';
import { vars } from '../design/theme.css';
import { launcherClearance } from '../features/concierge/concierge.css.ts';

// Visually hidden until focused; then it takes its own place in the flow above the header, so it
// never covers another control (WCAG 2.2 target size).
export const skipLink = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus, &:focus-visible': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      display: 'block',
      padding: `${vars.space['3']} ${vars.space['4']}`,
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
      textAlign: 'center',
    },
  },
});

export const page = style([stack(), { minHeight: '100vh' }]);
export const main = style({ flex: 1, outline: 'none' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style([inline({ align: 'center', gap: '4', wrap: false }), { minHeight: '4rem' }]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: wordmark.fontWeight,
  letterSpacing: `${wordmark.letterSpacingEm}em`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minHeight: vars.size.target,
});

globalStyle(`${brand} svg`, { flexShrink: 0, color: vars.color.brand });
// The mark's ink is the colour that sits on the brand (white in light, ink in the dark theme).
globalStyle(`${brand} svg [fill="#fff"]`, { fill: vars.color.onBrand });
globalStyle(`${brand} svg [stroke="#fff"]`, { stroke: vars.color.onBrand });

// The full navigation needs about 1,100 px on one line; below that the side menu takes over.
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.xl]: { display: 'flex' } },
});

export const mobileOnly = style({
  marginInlineStart: 'auto',
  '@media': { [media.xl]: { display: 'none' } },
});

export const nav = style({ alignItems: 'center', gap: vars.space['1'], flex: 1 });
export const navList = style([inline({ wrap: false }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const headerActions = style({ alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' });

// --- The phone menu (MobileMenu.tsx): a popover at the right edge, full height, over a backdrop -------

const slideOut = 'translateX(100%)';
const menuMotion = `${vars.motion.normal} ${vars.motion.easingOut}`;

export const mobileMenu = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  padding: 0,
  border: 'none',
  width: 'min(22rem, 85vw)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'visible',
  // Slides in from the right edge and back out; the display and top-layer changes wait for the slide.
  transform: slideOut,
  transition: `transform ${menuMotion}, display ${menuMotion} allow-discrete, overlay ${menuMotion} allow-discrete`,
  selectors: {
    '&:popover-open': { transform: 'none' },
    '&::backdrop': {
      backgroundColor: vars.color.overlay,
      opacity: 0,
      transition: `opacity ${menuMotion}, display ${menuMotion} allow-discrete, overlay ${menuMotion} allow-discrete`,
    },
    '&:popover-open::backdrop': { opacity: 1 },
  },
});

globalStyle(`${mobileMenu}:popover-open`, { '@starting-style': { transform: slideOut } });
globalStyle(`${mobileMenu}:popover-open::backdrop`, { '@starting-style': { opacity: 0 } });
// The page behind the open menu does not scroll.
globalStyle(`html:has(${mobileMenu}:popover-open)`, { overflow: 'hidden' });

export const mobileMenuContent = style([stack({ gap: '4' }), {
  width: '100%',
  height: '100%',
  padding: vars.space['5'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
}]);

export const mobileMenuHeader = overlay.header;
export const mobileMenuTitle = overlay.title;

export const mobileMenuBody = style(stack({ gap: '2' }));

/** A kit-styled native <button> (no react-aria): hover, press and keyboard focus from the platform's own states. */
export const nativeGhostButton = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { transform: 'translateY(1px)' },
  },
  // Only a real pointer hovers: a tap would otherwise leave the button tinted (as react-aria's
  // data-hovered ignores touch).
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.neutralSubtle, color: vars.color.text } } } },
});

export const mobileNavList = style([stack({ gap: '1' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const mobileActions = style([stack({ gap: '3' }), { marginTop: vars.space['6'] }]);

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space['12'],
  // Room below the last links, so they can scroll clear of the concierge launcher fixed at the bottom.
  paddingBottom: `max(${vars.space['12']}, ${launcherClearance})`,
  marginTop: 'auto',
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: '1.4fr repeat(3, 1fr) 1.6fr' },
  },
});

export const footerHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBottom: vars.space['3'],
  color: vars.color.textInverse,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });

export const footerLink = style({
  color: vars.color.textInverseMuted,
  selectors: { '&[data-hovered]': { color: vars.color.textInverse } },
});

export const footerText = style({ color: vars.color.textInverseMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const footerBottom = style([inline({ justify: 'between', align: 'center', gap: '4' }), {
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.borderStrong}`,
}]);

globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.focusInverse });

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['24'],
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '40rem' });

export const footerInlineList = style([inline({ gap: '6' }), { listStyle: 'none', margin: 0, padding: 0 }]);
