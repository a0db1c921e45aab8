// A content problem in a marketer's words: the file, the line, the field and what to do.
export interface ContentProblem {
  file: string;
  line: number;
  field?: string;
  message: string;
}

export const describeProblem = (p: ContentProblem) => `${p.file}, line ${p.line}${p.field ? `, field "${p.field}"` : ''}: ${p.message}`;

export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    super(`The content has ${count} to fix before the site can be built (docs/content.md):\n${problems.map((p) => `  - ${describeProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}
