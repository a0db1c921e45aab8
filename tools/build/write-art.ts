// Writes the site's generated pictures as static SVG (no runtime JS): a cover per article, event and
// case study into public/images/covers/, an illustrated avatar (@dicebear/notionists, CC0 design)
// per person into public/images/avatars/. Run `npm run art` after adding an item or a person; a unit
// test fails while a committed file differs from what this script writes. An entry whose cover is not
// committed yet gets the same picture drawn by the build (tools/build/vite/content-plugin.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { optimize } from 'svgo';
import { drawnCover } from './cover-art.ts';
import { palette } from '../../src/design/palette.ts';
import { articles } from '../../src/content/articles.ts';
import { events } from '../../src/content/events.ts';
import { caseStudies } from '../../src/content/case-studies.ts';
import { namedPeople } from '../../src/content/people.ts';
import { slugOf } from '../../src/content/slug.ts';
import { drawnCoverSrc } from '../../src/content/images.ts';

export const PUBLIC_IMAGES = fileURLToPath(new URL('../../public/images/', import.meta.url));


/** The entries with a drawn cover (an entry whose `cover` field names its own picture has none). */
export const coverIds = (): string[] => [...articles, ...events, ...caseStudies].filter((item) => item.image.src === drawnCoverSrc(item.id)).map((item) => item.id);

/** Everyone the site names with a face (src/content/people.ts), each name once. */
export const people = (): string[] => [...new Set(namedPeople().map((person) => person.name))];

/** The avatar as @dicebear draws it, before svgo. */
export const drawnAvatar = (name: string): string =>
  createAvatar(notionists, { seed: name, backgroundColor: [palette.teal100.slice(1), palette.ink100.slice(1)] }).toString();

// svgo's default preset with whole numbers: the drawing is 1744 units wide and shown at 64 px at most,
// so rounding moves a point by 0.06 of a device pixel at most, even on a 3x screen. Half the bytes of
// each file (2.3-4.2 KB less gzip); the design is CC0, so its metadata can go.
const avatarSvg = (name: string): string => `${optimize(drawnAvatar(name), { floatPrecision: 0 }).data}\n`;

/** Every generated file, relative to public/images/, with its content. */
export function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const id of coverIds()) files.set(`covers/${id}.svg`, drawnCover(id));
  for (const name of people()) files.set(`avatars/${slugOf(name)}.svg`, avatarSvg(name));
  return files;
}

export const ART_DIRS = ['covers', 'avatars'] as const;

if (import.meta.main) {
  const files = artFiles();
  for (const dir of ART_DIRS) {
    rmSync(join(PUBLIC_IMAGES, dir), { recursive: true, force: true });
    mkdirSync(join(PUBLIC_IMAGES, dir), { recursive: true });
  }
  for (const [path, svg] of files) writeFileSync(join(PUBLIC_IMAGES, path), svg);
  console.log(`Wrote ${files.size} files under public/images/{${ART_DIRS.join(',')}}: ${ART_DIRS.map((d) => `${readdirSync(join(PUBLIC_IMAGES, d)).length} ${d}`).join(', ')}`);
}
