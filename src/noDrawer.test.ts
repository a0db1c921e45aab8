// One home per part (issue 62): no folder of src/ holds more than 30 source files directly (tests
// aside); a folder that grows is split by what its files are for, as the kit is into actions/,
// form/, overlay/ and charts/, and the boot plumbing into src/boot/ (ADR 0074).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const MAX_SOURCE_FILES = 30;

function sourceCounts(dir: string): Array<[string, number]> {
  const entries = readdirSync(dir, { withFileTypes: true });
  const own = entries.filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)).length;
  const below = entries.filter((entry) => entry.isDirectory()).flatMap((entry) => sourceCounts(path.join(dir, entry.name)));
  return [[path.relative(src, dir) || '.', own], ...below];
}

describe('no drawer', () => {
  it(`no folder of src/ holds more than ${MAX_SOURCE_FILES} source files directly`, () => {
    const counts = sourceCounts(src);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.filter(([, count]) => count > MAX_SOURCE_FILES)).toEqual([]);
  });
});
