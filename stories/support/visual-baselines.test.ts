// The committed pictures of the visual regression (docs/design.md 'Visual regression'): every story
// has its baseline at each width, and the folder holds nothing else (a renamed or deleted story's
// old pictures go with it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect, it } from 'vitest';
import { baselineDir, widthsOf } from '../../.storybook/visual-config.ts';
import { storyFiles } from '../state-catalogue.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Storybook's id of every story: the meta's title and each named export (every one is a story). */
function storyIds(): string[] {
  return storyFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const title = /const meta\b[\s\S]*?\btitle: '([^']+)'/.exec(source)?.[1];
    if (!title) throw new Error(`${path.relative(root, file)}: no meta title`);
    return [...source.matchAll(/^export const (\w+)/gm)].map(([, name]) => toId(title, storyNameFromExport(name!)));
  });
}

it('has a baseline at 1440 and 390 px for every story (its own width for those in ownWidthOnly), and no other file', () => {
  // Vitest makes the picture's name file-safe: a story id's '--' is written '-'.
  const expected = storyIds().flatMap((id) => widthsOf(id).map(({ width }) => `${id.replace(/-{2,}/g, '-')}-${width}.png`));
  expect(expected).toHaveLength(new Set(expected).size);
  expect(readdirSync(path.join(root, baselineDir)).sort()).toEqual(expected.sort());
});
