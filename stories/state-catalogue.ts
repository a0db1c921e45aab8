// Reads the project's copy of the screen-state catalogue (docs/states.md) and the `state:<id>` tags
// of every story file, so a test can list the states that still have no story.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';

const root = path.resolve(import.meta.dirname, '..');

export interface CatalogueState {
  id: string;
  screen: string;
  visible: string;
}

export const catalogueFile = path.join(root, 'docs/states.md');

export function readCatalogue(file = catalogueFile): CatalogueState[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.match(/^\|\s*([a-z0-9-]+\.[a-z0-9-]+)\s*\|([^|]*)\|(.*)\|$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map(([, id, screen, visible]) => ({ id: id!, screen: screen!.trim(), visible: visible!.trim() }));
}

export function storyFiles(dir = path.join(root, 'stories')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return /\.stories\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `state:<id>` tag written in a story file, with the files that carry it. */
export function readStoryStateTags(dir = path.join(root, 'stories')): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const file of storyFiles(dir)) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]state:([a-z0-9-]+\.[a-z0-9-]+)['"`]/g)) {
      tags.set(id!, [...(tags.get(id!) ?? []), path.relative(root, file)]);
    }
  }
  return tags;
}

export interface IndexedStory {
  id: string;
  /** The name Storybook's sidebar shows and searches (with the title; it does not search tags). */
  name: string;
  tags: string[];
  file: string;
}

/** Every story as Storybook's indexer reads it: id, sidebar name and tags, from the story files' source. */
export async function readStoryIndex(dir = path.join(root, 'stories')): Promise<IndexedStory[]> {
  const files = await Promise.all(
    storyFiles(dir).map(async (file) => ({ file, csf: (await readCsf(file, { makeTitle: (title?: string) => title ?? file })).parse() })),
  );
  return files.flatMap(({ file, csf }) =>
    csf.stories.map((story) => ({ id: story.id, name: story.name ?? story.id, tags: story.tags ?? [], file: path.relative(root, file) })),
  );
}

/** The issue that builds each screen's states; a state may lack a story only while its issue is open. */
export const issueForState = (id: string): number => {
  const screen = id.split('.')[0]!;
  if (['shell', 'toast'].includes(screen)) return 2;
  if (screen === 'newsletter') return 3;
  if (['home', 'roi', 'playground', 'blueprint', 'pricing', 'case-studies'].includes(screen)) return 5;
  if (screen === 'chat') return 7;
  return 6;
};
