// Writes the typeface's core file: Manrope's latin file (from @fontsource-variable/manrope) cut down to
// the unicode-range that src/design/typeface-core.css declares for it (printable ASCII and the site's
// punctuation) and to the OpenType features the site's text is set with (src/design/typefaceFeatures.ts),
// every weight kept (ADR 0059). That face is declared after fontsource's, so the browser tries it first
// for those characters and downloads fontsource's whole latin file only for a page with a character
// outside it (an accented name). Run `npm run typeface` after changing the range or the features; a
// unit test fails while the committed file differs from what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { coreFeatures } from '../../src/design/typefaceFeatures.ts';

export const LATIN_FONT = fileURLToPath(import.meta.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'));
export const CORE_FONT = fileURLToPath(new URL('../../src/design/fonts/manrope-core-wght.woff2', import.meta.url));
const CORE_CSS = fileURLToPath(new URL('../../src/design/typeface-core.css', import.meta.url));

/** The code point ranges of the core face, read from its unicode-range (`U+0020-007E,U+00A0,...`). */
export function coreRanges(): Array<[number, number]> {
  const declared = /unicode-range:([^;]+);/.exec(readFileSync(CORE_CSS, 'utf8'));
  if (!declared) throw new Error(`${CORE_CSS} declares no unicode-range`);
  return declared[1]!.split(',').map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    return [from!, to!];
  });
}

/** Every character of the core's unicode-range, in order. */
export const coreText = () => coreRanges().flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

// With every feature the file was 16,520 bytes; with these, 13,048. With its response headers (880
// bytes from the reference server) it now fits the 14,600 bytes, ten segments, that a new
// connection's first round trip carries: on a throttled phone the font no longer takes a second one.
// (`keepFeatures` is in subset-font's README but not yet in @types/subset-font, hence the variable.)
const cut = { targetFormat: 'woff2' as const, keepFeatures: coreFeatures };

export const coreFont = (): Promise<Buffer> => subsetFont(readFileSync(LATIN_FONT), coreText(), cut);

if (import.meta.main) {
  const font = await coreFont();
  writeFileSync(CORE_FONT, font);
  console.log(`${CORE_FONT}: ${(font.length / 1024).toFixed(1)} KiB (latin file ${(readFileSync(LATIN_FONT).length / 1024).toFixed(1)} KiB)`);
}
