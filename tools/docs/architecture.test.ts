// docs/architecture.md is the map a newcomer reads first (issue 62): it names every folder of the
// repository (the pictures' folders under stories/__screenshots__/ as one).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

it('docs/architecture.md names every folder that holds a tracked file', () => {
  const map = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const folders = [
    ...new Set(
      execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((file) => path.dirname(file))
        .filter((folder) => folder !== '.')
        .map((folder) => folder.replace(/(__screenshots__)\/.*$/, '$1')),
    ),
  ].sort();
  expect(folders.length).toBeGreaterThan(60);
  expect(folders.filter((folder) => !map.includes(`${folder}/`))).toEqual([]);
});
