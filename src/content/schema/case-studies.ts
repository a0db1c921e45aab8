// The frontmatter of content/case-studies/*.md (docs/content.md). The body is the detailed story.
import { z } from 'zod';
import { site } from '../../config/site.ts';
import { draft, wholeNumber, oneOf, text, textList } from './fields.ts';

const metric = z.strictObject({ label: text, value: text }, { error: 'must have a label and a value' });
const beforeAfter = z.strictObject(
  { label: text, before: z.number({ error: 'must be a number' }), after: z.number({ error: 'must be a number' }), unit: text },
  { error: 'must have a label, before, after and unit' },
);

export const caseStudySchema = z.strictObject({
  company: oneOf(site.trustedBy),
  industry: text,
  coverAlt: text,
  challenge: text,
  solution: text,
  quote: z.strictObject({ text, author: text, role: text }, { error: 'must have a text, an author and a role' }),
  metrics: z.array(metric).min(1, { error: 'needs at least one metric' }),
  results: textList,
  beforeAfter: z.array(beforeAfter).min(1, { error: 'needs at least one before/after figure' }),
  timeline: text,
  teamSize: text,
  investment: text,
  implementation: z.array(z.strictObject({ phase: text, description: text }, { error: 'must have a phase and a description' })).min(1),
  technologies: textList,
  /** Position in the list, smallest first. */
  order: wholeNumber,
  draft,
});
