import { describe, expect, it } from 'vitest';
import { codeSplitting } from './code-splitting.ts';

const nm = '/app/node_modules';
// A module graph as Rolldown's group callbacks see it: each id with the ids it imports statically.
// Package indexes re-export the whole package: what the shell uses and what only other pages use.
const graph: Record<string, string[]> = {
  '/app/src/root.tsx': ['/app/src/shell/Header.tsx', `${nm}/react-aria-components/dist/exports/index.mjs`],
  '/app/src/shell/Header.tsx': [`${nm}/react-aria/dist/private/button/useButton.mjs`],
  [`${nm}/react-aria/dist/private/button/useButton.mjs`]: [`${nm}/@internationalized/number/dist/index.mjs`],
  [`${nm}/react-aria-components/dist/exports/index.mjs`]: [`${nm}/react-aria-components/dist/private/DatePicker.mjs`],
  [`${nm}/@internationalized/number/dist/index.mjs`]: [
    `${nm}/@internationalized/number/dist/private/NumberFormatter.mjs`,
    `${nm}/@internationalized/number/dist/private/NumberParser.mjs`,
  ],
  '/app/src/pages/ContactPage.tsx': [`${nm}/react-aria-components/dist/private/DatePicker.mjs`],
};
const ctx = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id]! } : null) };
const ids = [...new Set([...Object.keys(graph), ...Object.values(graph).flat(), `${nm}/react-dom/cjs/react-dom-client.production.js`])];

/** The file each module goes to: the first group (by priority) whose test accepts it and that names it; else null. */
function groupsOf(modules: string[]): Record<string, string | null> {
  const groups = [...(codeSplitting().groups ?? [])].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  type Group = (typeof groups)[number];
  const accepts = ({ test }: Group, id: string) => (typeof test === 'function' ? test(id) : test instanceof RegExp ? test.test(id) : true);
  const nameOf = ({ name }: Group, id: string) => (typeof name === 'function' ? name(id, ctx as Parameters<typeof name>[1]) : name);
  // Rolldown runs every test before it asks for the first name.
  const accepted = modules.map((id) => groups.filter((group) => accepts(group, id)));
  return Object.fromEntries(modules.map((id, i) => [id, accepted[i]!.map((group) => nameOf(group, id)).find(Boolean) ?? null]));
}

describe('codeSplitting', () => {
  const groups = groupsOf(ids);

  it('puts react-dom in the framework file and what the document imports statically in the shell', () => {
    expect(groups[`${nm}/react-dom/cjs/react-dom-client.production.js`]).toBe('framework');
    expect(groups['/app/src/root.tsx']).toBe('shell');
    expect(groups['/app/src/shell/Header.tsx']).toBe('shell');
    expect(groups[`${nm}/react-aria/dist/private/button/useButton.mjs`]).toBe('shell');
  });

  it('does not walk through a package index into what only other pages import', () => {
    expect(groups[`${nm}/react-aria-components/dist/private/DatePicker.mjs`]).toBeNull();
    expect(groups[`${nm}/@internationalized/number/dist/private/NumberParser.mjs`]).toBeNull();
    expect(groups['/app/src/pages/ContactPage.tsx']).toBeNull();
  });
});
