// The frontmatter of content/case-studies/*.md (docs/content.md). The body is the detailed story.
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { coverPicture, draft, wholeNumber, oneOf, text, textList } from './fields.ts';

const metric = z.strictObject({ label: text.describe('What is measured, e.g. Processing time.'), value: text.describe('The figure, e.g. -85%.') }, { error: 'must have a label and a value' });
const beforeAfter = z.strictObject(
  {
    label: text.describe('What is measured.'),
    before: z.number({ error: 'must be a number' }).describe('The figure before the agents.'),
    after: z.number({ error: 'must be a number' }).describe('The figure after.'),
    unit: text.describe('day or %.'),
  },
  { error: 'must have a label, before, after and unit' },
);

export const caseStudySchema = z.strictObject({
  company: oneOf(site.trustedBy).describe('One of the companies of the trusted-by line.'),
  industry: text.describe('E.g. Logistics.'),
  cover: coverPicture,
  coverAlt: text.describe('The cover picture described in a sentence, for people who cannot see it.'),
  challenge: text.describe('The problem the company had.'),
  solution: text.describe('What the agents did about it.'),
  quote: z.strictObject({ text: text.describe('Their words, without quote marks.'), author: text.describe('Who said them.'), role: text.describe('Their role.') }, { error: 'must have a text, an author and a role' }).describe('A customer\'s words, with who said them.'),
  metrics: z.array(metric).min(1, { error: 'needs at least one metric' }).describe('Headline figures, each with a label and a value (e.g. -85%).'),
  results: textList.describe('The results, one line each.'),
  beforeAfter: z.array(beforeAfter).min(1, { error: 'needs at least one before/after figure' }).describe('Measures drawn as paired bars: a label, the figure before and after, and its unit (day or %).'),
  timeline: text.describe('Shown as written, e.g. 10 weeks.'),
  teamSize: text.describe('Shown as written, e.g. 4 specialists.'),
  investment: text.describe('Shown as written, e.g. $185K.'),
  implementation: z.array(z.strictObject({ phase: text.describe('The step\'s name.'), description: text.describe('What happened in it.') }, { error: 'must have a phase and a description' })).min(1, { error: 'needs at least one step' }).describe('The steps, each with a phase and a description.'),
  technologies: textList.describe('The systems involved, one line each.'),
  order: wholeNumber.describe('Its place in the list: a whole number, smallest first.'),
  draft: draft.describe('On: the case study stays off the published site.'),
});
