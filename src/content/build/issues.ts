// zod's findings about one file's fields, in words a marketer understands.
import type { z } from 'zod';
import type { ParsedFile } from './frontmatter.ts';
import type { ContentProblem } from './problems.ts';

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

const fieldName = (path: readonly PropertyKey[]) => path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(' > ');

export function problemsOf(error: z.ZodError, parsed: ParsedFile, file: string): ContentProblem[] {
  return error.issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, line: parsed.lineOf([...issue.path, key]), field: fieldName([...issue.path, key]), message: 'is not a field of this kind of content: check its spelling (docs/content.md lists the fields)' }));
    }
    const value = valueAt(parsed.data, issue.path);
    const missing = value === undefined && issue.code === 'invalid_type';
    const found = value === undefined || typeof value === 'object' ? '' : ` (it says "${String(value)}")`;
    return [{ file, line: parsed.lineOf(issue.path), field: fieldName(issue.path), message: missing ? 'is missing: add it' : `${issue.message}${found}` }];
  });
}
