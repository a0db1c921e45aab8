// The frontmatter of content/help/*.md (docs/content.md): one question of the FAQ per file. The body
// is the answer.
import { z } from 'zod';
import { draft, text, wholeNumber } from './fields.ts';

export const faqSchema = z.strictObject({
  question: text,
  /** Position in the list, smallest first. */
  order: wholeNumber,
  draft,
});
