import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADR_DIR, allAdrs, formatIndex, readAdr } from './adr-index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const codeFolders = ['src', 'server', 'mocks', 'contract-tests', 'e2e', 'stories', 'tools', '.storybook'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : sourceFiles(relative);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [relative] : [];
  });
}

describe('the ADR index', () => {
  it('reads an ADR whose status runs over two lines, and tells one superseded whole', () => {
    expect(readAdr('x.md', '# ADR 9013: One worker\n\nDate: 2026-11-23\n\nStatus: superseded by ADR 9038\n\n## Context\n')).toEqual({
      number: '9013',
      title: 'One worker',
      status: 'superseded by ADR 9038',
      supersededBy: '9038',
      file: 'x.md',
    });
    expect(readAdr('y.md', '# ADR 9040: Pages hydrate\n\nStatus: accepted; the menu part\nsuperseded by ADR 9044\n\n').supersededBy).toBeUndefined();
  });

  it('lists every ADR, is up to date, and keeps the ones superseded whole in superseded/', () => {
    const adrs = allAdrs();
    expect(readFileSync(path.join(ADR_DIR, 'README.md'), 'utf8')).toBe(formatIndex(adrs));
    expect(adrs.filter((adr) => Boolean(adr.supersededBy) !== adr.file.startsWith('superseded/')).map((adr) => adr.file)).toEqual([]);
    expect(new Set(adrs.map((adr) => adr.number)).size).toBe(adrs.length);
  });

  it('no code comment cites an ADR superseded whole', () => {
    const superseded = new Set(allAdrs().filter((adr) => adr.supersededBy).map((adr) => adr.number));
    const citations = codeFolders.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/ADRs? ((?:\d{4}(?:, | and | or |\/)?)+)/g)].flatMap((m) =>
        (m[1]!.match(/\d{4}/g) ?? []).filter((n) => superseded.has(n)).map((n) => `${file}: ADR ${n}`),
      ),
    );
    expect(citations).toEqual([]);
  });
});
