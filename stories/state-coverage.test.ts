import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFile, issueForState, readCatalogue, readStoryIndex, readStoryStateTags } from './state-catalogue.ts';

// Issues whose pages are not built yet: their states may still lack stories. Remove an issue
// from this list when it is resolved, and the test then demands every one of its states.
const openIssues = new Set<number>([]);

const catalogue = readCatalogue();
const tags = readStoryStateTags();

describe('screen-state catalogue', () => {
  it('is the full catalogue of states.md: one state per table row, no id twice', () => {
    // The first cell of every body row of the table, read without the catalogue's id pattern, so a
    // row whose id the reader would skip shows up here.
    const rows = readFileSync(catalogueFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*(id|-+)\s*\|/.test(line))
      .map((line) => line.split('|')[1]!.trim());
    expect(rows.length).toBeGreaterThan(0);
    expect(catalogue.map((s) => s.id)).toEqual(rows);
    expect(new Set(catalogue.map((s) => s.id)).size).toBe(catalogue.length);
  });

  it('has a story for every state whose issue is resolved', () => {
    const missing = catalogue.filter((s) => !tags.has(s.id));
    const report = missing.map((s) => `  #${issueForState(s.id)} ${s.id} (${s.screen}): ${s.visible}`);
    console.info(`${missing.length} of ${catalogue.length} states have no story yet:\n${report.join('\n')}`);
    const overdue = missing.filter((s) => !openIssues.has(issueForState(s.id))).map((s) => s.id);
    expect(overdue).toEqual([]);
  });

  it('tags only states that exist in the catalogue', () => {
    const known = new Set(catalogue.map((s) => s.id));
    expect([...tags.keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  // Storybook's sidebar search looks at story names and titles, not tags: a designer who types a
  // state id from states.md finds its story only if the id is a word of the story's name.
  it('finds every state by its id in the sidebar: the id is a word of the name of each story tagged with it', async () => {
    const stories = await readStoryIndex();
    const unnamed = stories.flatMap((story) =>
      story.tags
        .filter((tag) => tag.startsWith('state:'))
        .map((tag) => tag.slice('state:'.length))
        .filter((id) => !story.name.split(/\s+/).includes(id))
        .map((id) => `${story.file} ${story.id} ('${story.name}') lacks ${id}`),
    );
    expect(unnamed).toEqual([]);
    const named = new Set(stories.flatMap((story) => story.name.split(/\s+/)));
    expect(catalogue.map((s) => s.id).filter((id) => !named.has(id))).toEqual([]);
  });
});
