// The frontmatter of content/legal/*.md (docs/content.md): privacy.md and terms.md. The body holds
// the sections, each starting with a "## " heading.
import { z } from 'zod';
import { text } from './fields.ts';

export const legalSchema = z.strictObject({
  title: text.describe('The page\'s title.'),
  lastUpdated: text.describe('Shown as written after "Last updated:", e.g. July 29, 2025.'),
  intro: text.describe('The paragraph under the title.'),
});
