// Raw colours and the semantic colour roles built from them. Kept free of vanilla-extract so the
// contrast test (plain Node) can import the exact values the theme uses.
export const palette = {
  white: '#ffffff',
  // Neutrals tinted towards the accent's hue (174°), lightest to darkest.
  ink50: '#f5f8f8',
  ink100: '#ebf1f0',
  ink200: '#d9e3e1',
  ink300: '#bccbc9',
  ink500: '#5f7573',
  ink600: '#475a58',
  ink700: '#324240',
  ink900: '#0e1a19',
  // The one accent: a deep teal.
  teal50: '#ecf7f5',
  teal100: '#d3eee9',
  teal300: '#5fd4c2',
  teal600: '#0f766e',
  teal700: '#0b5f58',
  teal800: '#0a4b46',
  // Status colours, used only for success and error states.
  green100: '#dcfce7',
  green700: '#15803d',
  green800: '#166534',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red700: '#b91c1c',
  red800: '#991b1b',
} as const;

const p = palette;

export const colors = {
  text: p.ink900,
  textMuted: p.ink600,
  textInverse: p.white,
  textInverseMuted: p.ink300,
  page: p.white,
  surface: p.white,
  surfaceMuted: p.ink50,
  surfaceSunken: p.ink100,
  surfaceInverse: p.ink900,
  border: p.ink200,
  borderStrong: p.ink500,
  brand: p.teal600,
  brandHover: p.teal700,
  brandText: p.teal700,
  brandSubtle: p.teal50,
  brandSubtleHover: p.teal100,
  brandSubtleText: p.teal800,
  onBrand: p.white,
  // "accent" is the accent's deeper shade, not a second hue.
  accent: p.teal700,
  accentHover: p.teal800,
  accentSubtle: p.teal100,
  accentSubtleText: p.teal800,
  success: p.green700,
  successSubtle: p.green100,
  successSubtleText: p.green800,
  onSuccess: p.white,
  danger: p.red700,
  dangerHover: p.red800,
  dangerSubtle: p.red50,
  dangerSubtleText: p.red800,
  onDanger: p.white,
  neutralSubtle: p.ink100,
  neutralSubtleText: p.ink700,
  focus: p.teal600,
  focusInverse: p.teal300,
  overlay: 'rgba(14, 26, 25, 0.55)',
} as const;

export type ColorRole = keyof typeof colors;

/** Every foreground/background pair the kit renders; `min` is the WCAG AA ratio that applies. */
export const contrastPairs: ReadonlyArray<{ fg: ColorRole; bg: ColorRole; min: 4.5 | 3 }> = [
  // Body text and links
  { fg: 'text', bg: 'page', min: 4.5 },
  { fg: 'text', bg: 'surfaceMuted', min: 4.5 },
  { fg: 'text', bg: 'surfaceSunken', min: 4.5 },
  { fg: 'textMuted', bg: 'page', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceMuted', min: 4.5 },
  { fg: 'textMuted', bg: 'surfaceSunken', min: 4.5 },
  { fg: 'brandText', bg: 'page', min: 4.5 },
  { fg: 'brandText', bg: 'surfaceMuted', min: 4.5 },
  { fg: 'textInverse', bg: 'surfaceInverse', min: 4.5 },
  { fg: 'textInverseMuted', bg: 'surfaceInverse', min: 4.5 },
  // Buttons
  { fg: 'onBrand', bg: 'brand', min: 4.5 },
  { fg: 'onBrand', bg: 'brandHover', min: 4.5 },
  { fg: 'onBrand', bg: 'accent', min: 4.5 },
  { fg: 'brandSubtleText', bg: 'brandSubtle', min: 4.5 },
  { fg: 'brandSubtleText', bg: 'brandSubtleHover', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerHover', min: 4.5 },
  // Badges
  { fg: 'neutralSubtleText', bg: 'neutralSubtle', min: 4.5 },
  { fg: 'accentSubtleText', bg: 'accentSubtle', min: 4.5 },
  { fg: 'successSubtleText', bg: 'successSubtle', min: 4.5 },
  { fg: 'dangerSubtleText', bg: 'dangerSubtle', min: 4.5 },
  // Field error text and success text
  { fg: 'danger', bg: 'page', min: 4.5 },
  { fg: 'success', bg: 'page', min: 4.5 },
  // Non-text UI: input borders, checkbox/slider fills, focus rings (WCAG 1.4.11)
  { fg: 'borderStrong', bg: 'page', min: 3 },
  { fg: 'brand', bg: 'page', min: 3 },
  { fg: 'focus', bg: 'page', min: 3 },
  { fg: 'focus', bg: 'surfaceMuted', min: 3 },
  { fg: 'focusInverse', bg: 'surfaceInverse', min: 3 },
  { fg: 'danger', bg: 'dangerSubtle', min: 3 },
  // Check marks in the pricing comparison (plain, striped and recommended-plan cells)
  { fg: 'success', bg: 'surfaceMuted', min: 3 },
  { fg: 'success', bg: 'brandSubtle', min: 3 },
  { fg: 'success', bg: 'brandSubtleHover', min: 3 },
];
