// The frontmatter of content/articles/*.md (docs/content.md). The body is the article in Markdown.
import { z } from 'zod';
import { coverPicture, draft, isoDate, oneOf, person, text, textList, wholeNumber } from './fields.ts';

export const ARTICLE_CATEGORIES = ['AI Strategy', 'Business Value', 'Security', 'Product', 'Case Study', 'Engineering'] as const;

export const articleSchema = z.strictObject({
  title: text.describe('The headline, as the page and search results show it.'),
  excerpt: text.describe('One or two sentences under the title, in search results and in the feed.'),
  teaser: text.describe('The short text on the article\'s card on the Resources page.'),
  author: person.describe('Who wrote it: a name and a role.'),
  date: isoDate.describe('The publication date. A date in the future keeps the article unpublished until then.'),
  readTime: wholeNumber.min(1, { error: 'must be at least 1' }).optional().describe('Minutes to read. Leave it empty to have it counted from the words.'),
  category: oneOf(ARTICLE_CATEGORIES).describe('The one topic it is listed under.'),
  tags: textList.describe('One or more tags.'),
  cover: coverPicture,
  coverAlt: text.describe('The cover picture described in a sentence, for people who cannot see it.'),
  draft: draft.describe('On: the article stays off the published site.'),
});
