// The frontmatter of content/legal/*.md (docs/content.md): privacy.md and terms.md. The body holds
// the sections, each starting with a "## " heading.
import { z } from 'zod';
import { text } from './fields.ts';

export const legalSchema = z.strictObject({
  title: text,
  /** Shown as written, e.g. 'July 29, 2025'. */
  lastUpdated: text,
  intro: text,
});
