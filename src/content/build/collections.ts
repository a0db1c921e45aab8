// The collections of the content folder: each one's schema (src/content/schema), the entry the pages
// get from a checked file, and the order of the list.
import type { z } from 'zod';
import { coverImage, type ContentImage } from '../images.ts';
import { articleSchema } from '../schema/articles.ts';
import { careerSchema } from '../schema/careers.ts';
import { caseStudySchema } from '../schema/case-studies.ts';
import { eventSchema } from '../schema/events.ts';
import { faqSchema } from '../schema/help.ts';
import { legalSchema } from '../schema/legal.ts';
import type { RenderedMarkdown, Section, TocRule } from './markdown.ts';

/** Reading speed for the computed reading time. */
const WORDS_PER_MINUTE = 230;
/** An article this long opens with a table of contents. */
const ARTICLE_TOC: TocRule = { minWords: 1500, minHeadings: 3 };

interface Collection<Schema extends z.ZodType, Entry extends { id: string }> {
  schema: Schema;
  toc?: TocRule;
  /** The fields without `draft`: the loader marks unpublished entries itself. */
  toEntry: (id: string, fields: Omit<z.infer<Schema>, 'draft'>, body: RenderedMarkdown) => Entry;
  /** Lists sort by this, smallest first. */
  sortKey: (fields: z.infer<Schema>, id: string) => string | number;
  /** A future `date` schedules the entry (articles); elsewhere the date is not a publication date. */
  scheduledByDate?: boolean;
}

const collection = <Schema extends z.ZodType, Entry extends { id: string }>(c: Collection<Schema, Entry>) => c;

export interface ArticleEntry {
  id: string;
  title: string;
  excerpt: string;
  /** Short teaser shown on the resources list. */
  content: string;
  /** The article's body (a long one opening with its table of contents), rendered at build time. */
  html: string;
  author: { name: string; role: string };
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: number;
  image: ContentImage;
  category: string;
  tags: string[];
  /** Unpublished (draft or scheduled): only `npm start` shows it, with a Draft badge. */
  draft?: boolean;
}

/** An entry whose body is rendered Markdown. */
interface WithBody {
  id: string;
  /** The body, rendered from Markdown at build time. */
  html: string;
  draft?: boolean;
}

export type EventEntryData = Omit<z.infer<typeof eventSchema>, 'cover' | 'coverAlt' | 'draft'> & WithBody & { image: ContentImage };
export type CaseStudyData = Omit<z.infer<typeof caseStudySchema>, 'cover' | 'coverAlt' | 'draft' | 'order'> & WithBody & { image: ContentImage };
export type CareerData = Omit<z.infer<typeof careerSchema>, 'draft' | 'order'> & {
  id: string;
  /** The body: a short description, shown as the role card's one paragraph of plain text. */
  description: string;
  draft?: boolean;
};
export type FaqData = Omit<z.infer<typeof faqSchema>, 'draft' | 'order'> & WithBody & {
  /** The answer as plain text (the FAQ's JSON-LD). */
  answer: string;
};
export type LegalData = z.infer<typeof legalSchema> & {
  id: string;
  /** The body cut at its `##` headings (each one's id, title and HTML), rendered at build time. */
  sections: Section[];
};

const withCover = <Fields extends { cover?: string; coverAlt: string }>(id: string, { cover, coverAlt, ...fields }: Fields, body: RenderedMarkdown) => ({
  id,
  ...fields,
  html: body.html,
  image: coverImage(id, coverAlt, cover),
});

export const collections = {
  articles: collection({
    schema: articleSchema,
    toc: ARTICLE_TOC,
    scheduledByDate: true,
    sortKey: ({ date }) => -Date.parse(date),
    toEntry: (id, { teaser, cover, coverAlt, readTime, ...fields }, body): ArticleEntry => ({
      id,
      ...fields,
      content: teaser,
      html: body.html,
      readTime: readTime ?? Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
      image: coverImage(id, coverAlt, cover),
    }),
  }),
  events: collection({
    schema: eventSchema,
    sortKey: ({ date }) => Date.parse(date),
    toEntry: (id, fields, body): EventEntryData => withCover(id, fields, body),
  }),
  'case-studies': collection({
    schema: caseStudySchema,
    sortKey: ({ order }) => order,
    toEntry: (id, fields, body): CaseStudyData => withCover(id, fields, body),
  }),
  careers: collection({
    schema: careerSchema,
    sortKey: ({ order }) => order,
    toEntry: (id, fields, body): CareerData => ({ id, ...fields, description: body.text }),
  }),
  help: collection({
    schema: faqSchema,
    sortKey: ({ order }) => order,
    toEntry: (id, fields, body): FaqData => ({ id, ...fields, html: body.html, answer: body.text }),
  }),
  legal: collection({
    schema: legalSchema,
    sortKey: (_, id) => id,
    toEntry: (id, fields, body): LegalData => ({ id, ...fields, sections: body.sections }),
  }),
};

export type CollectionName = keyof typeof collections;
export type EntryOf<C extends CollectionName> = ReturnType<(typeof collections)[C]['toEntry']>;
