import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesPerPart, decodeSegment, groupOf, partOf } from './script-breakdown.ts';

describe("a visit's script by part", () => {
  it('decodes Base64 VLQ segments, negative and multi-digit values included', () => {
    expect([decodeSegment('AAAA'), decodeSegment('CACA'), decodeSegment('D'), decodeSegment('gBAAkB')]).toEqual([[0, 0, 0, 0], [1, 0, 1, 0], [-1], [16, 0, 0, 18]]);
  });

  it('names a source by its package, scoped ones included, or by the site folder it is in', () => {
    expect(
      [
        '../../node_modules/react-dom/cjs/react-dom-client.production.js',
        '../../node_modules/.pnpm/x/node_modules/@react-aria/focus/dist/FocusScope.mjs',
        '../../src/features/concierge/ConciergeConversation.tsx',
        '../../src/boot/loadOnDemand.ts',
        '../../src/root.tsx',
        '\0vite/preload-helper',
      ].map(partOf),
    ).toEqual(['react-dom', '@react-aria/focus', 'src/features/concierge', 'src/boot', 'src/root.tsx', '(generated)']);
    expect(['scheduler', '@react-stately/utils', 'micromark-util-chunked', 'src/features/concierge', 'left-pad'].map(groupOf)).toEqual([
      'react-dom + scheduler',
      'react-aria',
      'markdown',
      'site code',
      'other packages',
    ]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'breakdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("shares a file's bytes out by the source each stretch maps to; unmapped stretches are generated code", () => {
    const file = path.join(dir, 'chunk.js');
    // "aaaa" from source 0, "bb" from source 1, "c" unmapped (a 1-value segment), then the newline.
    writeFileSync(file, 'aaaabbc\n');
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: ['node_modules/zod/v4.js', 'src/api/client.ts'], mappings: 'AAAA,ICAA,E' }));
    expect(Object.fromEntries(bytesPerPart(file)!)).toEqual({ zod: 4, 'src/api': 2, '(generated)': 2 });
    expect(bytesPerPart(path.join(dir, 'missing.js'))).toBeUndefined();
  });
});
