import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { CORE_FONT, coreFont, coreRanges } from './write-typeface-core.ts';

const SITE = new URL('../src/', import.meta.url).pathname;
const siteSources = () =>
  ['content', 'features', 'pages', 'shell', 'components'].flatMap((dir) =>
    readdirSync(join(SITE, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(SITE, dir, file), 'utf8')),
  );
const core = coreRanges();
const inCore = (char: string) => core.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);

describe('the typeface core (src/design/fonts/manrope-core-wght.woff2, src/design/typeface-core.css)', () => {
  it('is what scripts/write-typeface-core.ts cuts to the declared range (run `npm run typeface` after changing it)', async () => {
    expect(core[0]).toEqual([0x20, 0x7e]);
    expect(Buffer.compare(readFileSync(CORE_FONT), await coreFont())).toBe(0);
  });

  it('keeps every weight: the variation tables survive the cut', async () => {
    const sfnt: Buffer = await fontverter.convert(readFileSync(CORE_FONT), 'truetype');
    const tables = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => sfnt.toString('latin1', 12 + 16 * i, 16 + 16 * i));
    expect(tables).toEqual(expect.arrayContaining(['fvar', 'gvar', 'glyf', 'cmap']));
  });

  it("covers the site's copy but for the letters that load fontsource's whole latin file where they appear", () => {
    const outside = new Set(siteSources().flatMap((source) => [...source].filter((char) => !inCore(char) && char !== '\n')));
    // í: 'Sofia Martínez' on /about. ✓ is in no Manrope file (the fallback font draws it).
    expect([...outside].sort()).toEqual(['í', '✓']);
  });
});
