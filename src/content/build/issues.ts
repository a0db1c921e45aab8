// zod's findings about one file's fields, in words a marketer understands.
import { z } from 'zod';
import type { ParsedFile } from './frontmatter.ts';
import type { ContentProblem } from './problems.ts';

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

const fieldName = (path: readonly PropertyKey[]) => path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(' > ');

export function problemsOf(error: z.ZodError, parsed: ParsedFile, file: string, schema: z.ZodType): ContentProblem[] {
  return error.issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ file, line: parsed.lineOf([...issue.path, key]), field: fieldName([...issue.path, key]), message: 'is not a field of this kind of content: check its spelling (docs/content.md lists the fields)' }));
    }
    const value = valueAt(parsed.data, issue.path);
    const found = value === undefined || typeof value === 'object' ? '' : ` (it says "${String(value)}")`;
    const line = parsed.lineOf(issue.path);
    const missing = value === undefined && issue.path.length > 0;
    return [{ file, line, field: fieldName(issue.path), message: missing ? missingMessage(issue, schema) : `${issue.message}${found}` }];
  });
}

/** The schema of the field at a path (through lists, objects and optional fields), if it has one. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    while (at instanceof z.ZodOptional || at instanceof z.ZodDefault) at = at.unwrap() as z.ZodType;
    if (typeof key === 'number' && at instanceof z.ZodArray) at = at.element as z.ZodType;
    else if (at instanceof z.ZodObject) at = (at.shape as Record<string, z.ZodType>)[String(key)];
    else return undefined;
  }
  return at;
}

/** A missing field: where to add it and what to write, from the schema's own description and values. */
function missingMessage(issue: z.core.$ZodIssue, schema: z.ZodType): string {
  const key = String(issue.path.at(-1));
  const up = issue.path.at(-2);
  const list = issue.path.at(-3);
  const parent =
    issue.path.length < 2 ? ' between the two --- lines' : typeof up === 'number' ? ` to item ${up + 1} of "${String(list)}:"` : ` under "${String(up)}:"`;
  const field = schemaAt(schema, issue.path);
  if (issue.code === 'invalid_value' && 'values' in issue) return `is missing: add a line "${key}: ..."${parent} with one of: ${issue.values.map(String).join(', ')}`;
  const description = field?.description ? ` (${field.description.replace(/\.$/, '')})` : '';
  return `is missing: add a line "${key}: ..."${parent}${description}`;
}
