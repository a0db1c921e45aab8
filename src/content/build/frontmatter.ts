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
  /** YAML that could not be read, with its line, the field on it and what to write instead. */
  syntaxErrors: { line: number; field?: string; message: string }[];
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
  const lines = (match[1] ?? '').split('\n');
  const syntaxErrors = doc.errors.map((error) => {
    // A quote left open runs to the end of the fields, where YAML notices: name the line it opens on.
    const opened = error.code === 'MISSING_CHAR' ? lines.findIndex((text) => /^\s*[\w-]+:\s+(["'])(?:(?!\1).)*$/.test(text)) : -1;
    const line = opened >= 0 ? opened + 2 : lineAt(error.pos[0]);
    return { line, ...syntaxProblem(error.code, lines[line - 2] ?? '') };
  });
  return { data: doc.toJS(), body: source.slice(match[0].length), bodyOffset: match[0].split('\n').length - 1, lineOf, syntaxErrors };
}

const FIELD_LINE = /^(\s*)([A-Za-z][\w-]*):(?:\s+(\S.*))?$/;

/** What a YAML error means on the line it is on, as an instruction (the field named when the line has one). */
function syntaxProblem(code: string, text: string): { field?: string; message: string } {
  const [, indent = '', field, value = ''] = FIELD_LINE.exec(text) ?? [];
  const named = field ? { field } : {};
  if ((code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY') && field && /:\s/.test(value) && !/^["']/.test(value)) {
    return { ...named, message: `the text holds a colon followed by a space: put the whole text in double quotes, like this: ${indent}${field}: "${value.replaceAll('"', '\\"')}"` };
  }
  if (code === 'MISSING_CHAR') return { ...named, message: 'a quote is not closed: end the text with the same quote mark it starts with' };
  if (code === 'DUPLICATE_KEY') return { ...named, message: 'is written twice: keep one of the two lines' };
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY' || code === 'BAD_INDENT' || code === 'TAB_AS_INDENT') {
    return { ...named, message: 'the lines around this one are not lined up: start each field at the beginning of its line, and the lines under a field (like name: and role: under author:) with the same two spaces' };
  }
  return { ...named, message: `the fields could not be read (${code.toLowerCase().replaceAll('_', ' ')}): check the quotes and that each line reads name: value` };
}
