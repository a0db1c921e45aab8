// The frontmatter of content/careers/*.md (docs/content.md): one open role per file. The body is the
// role's description.
import { z } from 'zod';
import { draft, wholeNumber, text, textList } from './fields.ts';

export const careerSchema = z.strictObject({
  title: text,
  department: text,
  location: text,
  type: text,
  requirements: textList,
  /** Position in the list, smallest first. */
  order: wholeNumber,
  draft,
});
