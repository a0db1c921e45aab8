// The frontmatter of content/careers/*.md (docs/content.md): one open role per file. The body is the
// role's description.
import { z } from 'zod';
import { draft, wholeNumber, text, textList } from './fields.ts';

export const careerSchema = z.strictObject({
  title: text.describe('The role\'s name.'),
  department: text.describe('The first label on the card, e.g. Engineering.'),
  location: text.describe('E.g. Remote.'),
  type: text.describe('E.g. Full-time.'),
  requirements: textList.describe('What the role asks for, one line each.'),
  order: wholeNumber.describe('Its place in the list: a whole number, smallest first.'),
  draft: draft.describe('On: the role stays off the published site.'),
});
