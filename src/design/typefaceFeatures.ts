// The OpenType features the site's text is set with (ADR 0059). The typeface's core file
// (tools/build/write-typeface-core.ts) keeps only `coreFeatures`; Manrope's other features that are on by
// default (the ligatures fi, ff, tt and the arrows; the contextual forms) are off for all text
// (global.css.ts), so fontsource's latin face, which a page with an accented letter loads as well,
// sets the core's characters exactly as the core file does.

/** Kerning, and the tabular figures the counters, sliders and tiles ask for. */
export const coreFeatures = ['kern', 'tnum'];

/** Turns off the default features the core file leaves out. */
export const fontVariantLigatures = 'no-common-ligatures no-contextual';
