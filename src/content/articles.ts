// The articles: content/articles/*.md (the three of product-rules.md S3 keep their ids and read
// times), checked and rendered to HTML at build time (src/content/build, docs/content.md).
import { siteLocale } from '../config/locale.ts';
import type { ArticleEntry } from './build/collections.ts';
import { bodies, entries } from './loaded/articles.ts';

/** An article of the lists; its body (HTML) is loaded on its own, by `articleHtml`. */
export type Article = Omit<ArticleEntry, 'html'>;

export const articles: Article[] = entries;

const loadedBodies = new Map<string, Promise<string>>();

/** The article's body as HTML, one request per article however often it is asked for. */
export function articleHtml(id: string): Promise<string> {
  if (!loadedBodies.has(id)) loadedBodies.set(id, bodies[id]?.().then((body) => body.html) ?? Promise.resolve(''));
  return loadedBodies.get(id)!;
}

export function findArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}

/** 'October 14, 2026' from '2026-10-14', the same everywhere (no time-zone shift). */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(siteLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The generic text the summary dialog shows when the answer has no summary (product-rules.md S4). */
export const summaryFallback =
  'This article shares practical guidance on putting AI agents to work in your business. Open it to read the full text.';
