import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ART_DIRS, artFiles, coverIds, people, PUBLIC_IMAGES } from './write-art.ts';
import { coverSvg } from './cover-art.ts';
import { articles } from '../src/content/articles.ts';
import { events } from '../src/content/events.ts';
import { caseStudies } from '../src/content/case-studies.ts';
import { avatarSrc } from '../src/content/images.ts';

const files = artFiles();

describe('public/images/{covers,avatars}', () => {
  it('hold exactly what scripts/write-art.ts writes (run `npm run art` after changing content or the generator)', () => {
    const committed = ART_DIRS.flatMap((dir) => readdirSync(join(PUBLIC_IMAGES, dir)).map((name) => `${dir}/${name}`)).sort();
    expect(committed).toEqual([...files.keys()].sort());
    for (const [path, svg] of files) expect(readFileSync(join(PUBLIC_IMAGES, path), 'utf8'), path).toBe(svg);
  });

  it('give every article, event and case study its own cover file, each a different picture', () => {
    const items = [...articles, ...events, ...caseStudies];
    expect(items.map((item) => item.image.src)).toEqual(coverIds().map((id) => `/images/covers/${id}.svg`));
    expect(new Set(items.map((item) => files.get(item.image.src.replace('/images/', ''))!)).size).toBe(9);
  });

  it('give every named person an avatar file', () => {
    expect(people()).toHaveLength(12);
    for (const name of people()) expect(files.has(avatarSrc(name).replace('/images/', '')), name).toBe(true);
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
