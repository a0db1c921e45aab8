// The frontmatter of content/articles/*.md (docs/content.md). The body is the article in Markdown.
import { z } from 'zod';
import { draft, isoDate, oneOf, person, text, textList, wholeNumber } from './fields.ts';

export const ARTICLE_CATEGORIES = ['AI Strategy', 'Business Value', 'Security', 'Product', 'Case Study', 'Engineering'] as const;

export const articleSchema = z.strictObject({
  title: text,
  /** One or two sentences under the title and in search results. */
  excerpt: text,
  /** Short teaser shown on the resources list. */
  teaser: text,
  author: person,
  /** Publication date; a date in the future keeps the article unpublished until then. */
  date: isoDate,
  /** Minutes; computed from the words when left out. */
  readTime: wholeNumber.min(1, { error: 'must be at least 1' }).optional(),
  category: oneOf(ARTICLE_CATEGORIES),
  tags: textList,
  /** The cover picture's description for people who cannot see it. */
  coverAlt: text,
  draft,
});
