// Splits a Markdown file into its YAML frontmatter and its body, keeping the line of every field so
// a problem names the line a marketer has to fix.
import { LineCounter, parseDocument, isNode } from 'yaml';

export interface ParsedFile {
  data: unknown;
  body: string;
  /** Lines before the body starts (the frontmatter and its two --- lines). */
  bodyOffset: number;
  /** The line of the field at a path (its value's line), or the frontmatter's first line. */
  lineOf: (path: readonly PropertyKey[]) => number;
  /** YAML that could not be read, with its line. */
  syntaxErrors: { line: number; message: string }[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontmatter(source: string): ParsedFile {
  const match = FENCE.exec(source);
  if (!match) {
    return { data: undefined, body: source, bodyOffset: 0, lineOf: () => 1, syntaxErrors: [{ line: 1, message: 'the file must start with a --- line, the fields, and another --- line' }] };
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(match[1] ?? '', { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1; // +1: the opening ---
  const lineOf = (path: readonly PropertyKey[]) => {
    for (let depth = path.length; depth > 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return 1;
  };
  const syntaxErrors = doc.errors.map((error) => ({ line: lineAt(error.pos[0]), message: `the fields could not be read (${error.code.toLowerCase().replaceAll('_', ' ')}): check the indentation and the quotes` }));
  return { data: doc.toJS(), body: source.slice(match[0].length), bodyOffset: match[0].split('\n').length - 1, lineOf, syntaxErrors };
}
