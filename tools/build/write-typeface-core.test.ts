import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { fontVariantLigatures } from '../../src/design/typefaceFeatures.ts';
import { CORE_FONT, coreFont, coreRanges, coreText, LATIN_FONT } from './write-typeface-core.ts';

const SITE = new URL('../../src/', import.meta.url).pathname;
const siteSources = () =>
  ['content', 'features', 'pages', 'shell', 'components'].flatMap((dir) =>
    readdirSync(join(SITE, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(SITE, dir, file), 'utf8')),
  );
const core = coreRanges();
const inCore = (char: string) => core.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);

describe('the typeface core (src/design/fonts/manrope-core-wght.woff2, src/design/typeface-core.css)', () => {
  it('is what tools/build/write-typeface-core.ts cuts to the declared range (run `npm run typeface` after changing it)', async () => {
    expect(core[0]).toEqual([0x20, 0x7e]);
    expect(Buffer.compare(readFileSync(CORE_FONT), await coreFont())).toBe(0);
  });

  /** A HarfBuzz face of a woff2 file. */
  const faceOf = async (file: string) => {
    const sfnt: Buffer = await fontverter.convert(readFileSync(file), 'truetype');
    return { sfnt, face: new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer)) };
  };
  /** How HarfBuzz sets `text` at `weight` with `features` on top of the font's defaults: each glyph's outline and position. */
  const setText = (face: hb.Face, text: string, weight: number, features: hb.Feature[] = []) => {
    const font = new hb.Font(face);
    font.setVariations([new hb.Variation('wght', weight)]);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer, features);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((glyph, i) => {
      const { xAdvance, yAdvance, xOffset, yOffset } = positions[i]!;
      return { outline: font.glyphToPath(glyph.codepoint), xAdvance, yAdvance, xOffset, yOffset };
    });
  };
  /** The OpenType features each `font-variant-ligatures` keyword turns off (CSS Fonts 4, 6.4). */
  const featuresOff: Record<string, string[]> = {
    'no-common-ligatures': ['liga', 'clig'],
    'no-discretionary-ligatures': ['dlig'],
    'no-historical-ligatures': ['hlig'],
    'no-contextual': ['calt'],
  };
  const copy = ['Efficiency: fifteen offices, 12,500 tasks (AI) -> "it\'s" 10× better', 'Start Free Trial. Office staff affect little settings'];

  it('keeps every weight: the variation tables survive the cut', async () => {
    const { sfnt, face } = await faceOf(CORE_FONT);
    const tables = Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => sfnt.toString('latin1', 12 + 16 * i, 16 + 16 * i));
    expect(tables).toEqual(expect.arrayContaining(['fvar', 'gvar', 'glyf', 'cmap']));
    expect(face.getAxisInfos()['wght']).toMatchObject({ min: 200, max: 800 });
  });

  it("sets the core's characters exactly as fontsource's latin face does with the site's ligatures and contextual forms off", async () => {
    const { face } = await faceOf(CORE_FONT);
    const { face: latin } = await faceOf(LATIN_FONT);
    // What the body's font-variant-ligatures (global.css.ts, typefaceFeatures.ts) turns off for all text.
    const siteOff = fontVariantLigatures.split(' ').flatMap((keyword) => featuresOff[keyword]!.map((tag) => new hb.Feature(tag, 0)));
    // Of the core's range, the characters Manrope draws ('→' is not one: both faces leave it to the fallback font).
    const drawn = new Set(latin.collectUnicodes());
    const coreDrawn = [...coreText()].filter((char) => drawn.has(char.codePointAt(0)!)).join('');
    expect(coreText().length - coreDrawn.length).toBe(1);
    for (const weight of [400, 500, 600, 700]) {
      for (const text of [coreDrawn, ...copy]) {
        expect(setText(face, text, weight, siteOff)).toEqual(setText(latin, text, weight, siteOff));
      }
      // The counters' tabular figures: a 1 as wide as a 0, narrower without them.
      const [one, zero] = setText(face, '10', weight, [new hb.Feature('tnum', 1)]);
      expect(one!.xAdvance).toBe(zero!.xAdvance);
      expect(setText(face, '10', weight)[0]!.xAdvance).toBeLessThan(zero!.xAdvance);
      // Kerning: 'AV' is set tighter than its letters' advances.
      expect(setText(face, 'AV', weight)[0]!.xAdvance).toBeLessThan(setText(face, 'AV', weight, [new hb.Feature('kern', 0)])[0]!.xAdvance);
    }
    // The features left out are what would have differed: the latin face joins 'fi' when they are on.
    expect(setText(latin, 'fi', 400)).toHaveLength(1);
    expect(setText(face, 'fi', 400)).toHaveLength(2);
  });

  it("covers the site's copy but for the letters that load fontsource's whole latin file where they appear", () => {
    const outside = new Set(siteSources().flatMap((source) => [...source].filter((char) => !inCore(char) && char !== '\n')));
    // í: 'Sofia Martínez' on /about. ✓ is in no Manrope file (the fallback font draws it).
    expect([...outside].sort()).toEqual(['í', '✓']);
  });
});
