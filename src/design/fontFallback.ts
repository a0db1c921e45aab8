// The fallback @font-face that makes a local system font take the same space as the web font, so
// the swap when the web font arrives moves no text (CLS). The overrides follow the usual method
// (as in capsize and fontaine): scale the fallback to the web font's average glyph width, then
// express the web font's ascent, descent and line gap in the scaled fallback's em.
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const inScaledEm = (units: number) => Math.abs(units) / font.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inScaledEm(font.ascent)),
    descentOverride: percent(inScaledEm(font.descent)),
    lineGapOverride: percent(inScaledEm(font.lineGap)),
  };
}
