// What a build must not hold, found by the text it would leave in the files (the mock layer, the
// content editor): one scan for both checks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Each file of `dir` that `scanned` selects (by its path relative to `dir`) and whose text matches a
 * signature, as 'path: /signature/'; `files` counts every file of the build.
 */
export function signaturesIn(dir: string, signatures: RegExp[], scanned: (file: string) => boolean): { files: number; hits: string[] } {
  const all = filesUnder(dir).map((file) => path.relative(dir, file));
  const hits = all.filter(scanned).flatMap((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return signatures.filter((re) => re.test(text)).map((re) => `${file}: ${re}`);
  });
  return { files: all.length, hits };
}
