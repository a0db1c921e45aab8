// The frontmatter of content/help/*.md (docs/content.md): one question of the FAQ per file. The body
// is the answer.
import { z } from 'zod';
import { draft, text, wholeNumber } from './fields.ts';

export const faqSchema = z.strictObject({
  question: text.describe('The question, as the FAQ shows it.'),
  order: wholeNumber.describe('Its place in the FAQ: a whole number, smallest first.'),
  draft: draft.describe('On: the question stays off the published site.'),
});
