import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { colors, darkColors } from './palette.ts';
import { bodyFontStack } from './typeface.css.ts';

export const vars = createGlobalTheme(':root', {
  color: colors,
  font: {
    body: bodyFontStack,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5', relaxed: '1.7' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  // Radius scale: controls sm/md, cards lg, feature panels xl.
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  // Elevation scale, shadows tinted with the neutrals' ink: sm resting cards, md raised (hover,
  // the recommended plan, menus), lg floating layers (dialogs, the concierge panel).
  shadow: {
    sm: '0 1px 2px rgba(14, 26, 25, 0.06), 0 1px 3px rgba(14, 26, 25, 0.06)',
    md: '0 2px 4px rgba(14, 26, 25, 0.05), 0 8px 24px rgba(14, 26, 25, 0.10)',
    lg: '0 4px 8px rgba(14, 26, 25, 0.06), 0 20px 48px rgba(14, 26, 25, 0.18)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    easingOut: 'cubic-bezier(0, 0, 0.2, 1)',
  },
  size: {
    // WCAG 2.2 AA target size is 24px; every control is at least `target`.
    target: '24px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    container: '1200px',
    toastViewport: '420px',
  },
  zIndex: { header: '10', overlay: '50', toast: '100' },
});

// The dark theme follows the system setting: the same roles, other values (palette.ts).
globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, darkColors) } },
});
