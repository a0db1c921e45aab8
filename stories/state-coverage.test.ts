import { describe, expect, it } from 'vitest';
import { issueForState, readCatalogue, readStoryStateTags } from './state-catalogue.ts';

// Issues whose pages are not built yet: their states may still lack stories. Remove an issue
// from this list when it is resolved, and the test then demands every one of its states.
const openIssues = new Set<number>([]);

const catalogue = readCatalogue();
const tags = readStoryStateTags();

describe('screen-state catalogue', () => {
  it('is the full catalogue of states.md', () => {
    expect(catalogue.length).toBe(104);
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
});
