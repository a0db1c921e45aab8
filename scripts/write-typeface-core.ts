// Writes the typeface's core file: Manrope's latin file (from @fontsource-variable/manrope) cut down to
// the characters English pages use, printable ASCII and the site's punctuation, every weight kept
// (ADR 0014). src/design/typeface-core.css declares it after fontsource's faces, so the browser tries
// it first for those characters and downloads fontsource's whole latin file only for a page with a
// character outside it (an accented name). Run `npm run typeface` after changing the set; a unit
// test fails while a committed file differs from what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const LATIN = fileURLToPath(import.meta.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2'));
export const CORE_FONT = fileURLToPath(new URL('../src/design/fonts/manrope-core-wght.woff2', import.meta.url));
export const CORE_CSS = fileURLToPath(new URL('../src/design/typeface-core.css', import.meta.url));

/** Code point ranges of the core face: printable ASCII, no-break space, and the punctuation and signs the copy uses. */
export const coreRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2122, 0x2122], // ™
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // −
];

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = coreRanges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
const coreText = coreRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

export const coreCss = `/* Written by scripts/write-typeface-core.ts (npm run typeface); ADR 0014. Declared after
   @fontsource-variable/manrope's faces, so the browser tries it first for these characters. */
@font-face {
  font-family: 'Manrope Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(./fonts/manrope-core-wght.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`;

export const coreFont = (): Promise<Buffer> => subsetFont(readFileSync(LATIN), coreText, { targetFormat: 'woff2' });

if (import.meta.main) {
  const font = await coreFont();
  writeFileSync(CORE_FONT, font);
  writeFileSync(CORE_CSS, coreCss);
  console.log(`${CORE_FONT}: ${(font.length / 1024).toFixed(1)} KiB (latin file ${(readFileSync(LATIN).length / 1024).toFixed(1)} KiB)`);
}
