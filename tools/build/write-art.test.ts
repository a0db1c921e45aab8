import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ART_DIRS, artFiles, coverIds, drawnAvatar, people, PUBLIC_IMAGES } from './write-art.ts';
import { coverSvg } from './cover-art.ts';
import { articles } from '../../src/content/articles.ts';
import { events } from '../../src/content/events.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { avatarSrc, drawnCoverSrc } from '../../src/content/images.ts';

const files = artFiles();

describe('public/images/{covers,avatars}', () => {
  it('hold only what tools/build/write-art.ts writes, and pictures the content names (run `npm run art` after changing the generator)', () => {
    // A picture not committed yet is drawn by the build (tools/build/vite/content-plugin.ts); an uploaded cover is named by its entry.
    const uploaded = new Set([...articles, ...events, ...caseStudies].map((item) => item.image.src.replace('/images/', '')).filter((file) => !files.has(file)));
    const committed = ART_DIRS.flatMap((dir) => readdirSync(join(PUBLIC_IMAGES, dir)).map((name) => `${dir}/${name}`)).sort();
    expect(committed.filter((file) => !files.has(file) && !uploaded.has(file))).toEqual([]);
    for (const path of committed.filter((file) => files.has(file))) expect(readFileSync(join(PUBLIC_IMAGES, path), 'utf8'), path).toBe(files.get(path));
  });

  it('give every article, event and case study its own cover file, each a different picture', () => {
    const items = [...articles, ...events, ...caseStudies].filter((item) => item.image.src === drawnCoverSrc(item.id));
    expect(items.map((item) => item.image.src)).toEqual(coverIds().map((id) => `/images/covers/${id}.svg`));
    expect(new Set(items.map((item) => files.get(item.image.src.replace('/images/', ''))!)).size).toBe(9);
  });

  it('give every named person an avatar file', () => {
    expect(people()).toHaveLength(13);
    for (const name of people()) expect(files.has(avatarSrc(name).replace('/images/', '')), name).toBe(true);
  });

  it('draw each avatar as @dicebear drew it, after svgo rounded its numbers (at 128 px: a 64 px avatar on a 2x screen)', () => {
    const pixels = (svg: string) => new Resvg(svg, { fitTo: { mode: 'width', value: 128 } }).render().pixels;
    for (const name of people()) {
      const drawn = pixels(drawnAvatar(name));
      const shipped = pixels(files.get(avatarSrc(name).replace('/images/', ''))!);
      let farApart = 0;
      let total = 0;
      for (let i = 0; i < drawn.length; i += 4) {
        const difference = Math.max(...[0, 1, 2, 3].map((channel) => Math.abs(drawn[i + channel]! - shipped[i + channel]!)));
        if (difference > 64) farApart++;
        total += difference;
      }
      // Rounding moves edges by a fraction of a pixel: anti-aliasing only (measured: at most 3 pixels, mean 0.26-0.65).
      expect(farApart, `${name}: pixels more than 64 levels apart`).toBeLessThanOrEqual(8);
      expect(total / (drawn.length / 4), `${name}: mean difference`).toBeLessThan(1);
    }
  });
});

describe('coverSvg', () => {
  it('is deterministic per id and differs between ids', () => {
    expect(coverSvg('summit-capital')).toBe(coverSvg('summit-capital'));
    expect(coverSvg('summit-capital')).not.toBe(coverSvg('helix-health'));
  });

  it('draws the composition it is given on a 640 x 360 canvas', () => {
    expect(coverSvg('x', 'shield')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360">/);
    expect(coverSvg('x', 'pipeline')).not.toBe(coverSvg('x', 'orbits'));
  });
});
