// The site typeface: Manrope (variable, self-hosted from @fontsource-variable/manrope, with a core
// file of its latin range that the root route preloads; ADR 0059). Until it arrives, text is set in a
// local Arial-metric font resized to Manrope's metrics, so the swap moves nothing.
import arial from '@capsizecss/metrics/arial';
import manrope from '@capsizecss/metrics/manrope';
import { globalFontFace } from '@vanilla-extract/css';
import { fallbackOverrides } from './fontFallback.ts';

/** The family name @fontsource-variable/manrope declares. */
export const webFont = 'Manrope Variable';
const fallbackFont = 'Manrope Fallback';

globalFontFace(fallbackFont, {
  // Liberation Sans and Arimo are metric-compatible with Arial (Linux, ChromeOS).
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')",
  ...fallbackOverrides(manrope, arial),
});

export const bodyFontStack = `'${webFont}', '${fallbackFont}', system-ui, sans-serif`;
