// The articles: content/articles/*.md (the three of product-rules.md S3 keep their ids and read
// times), checked and rendered to HTML at build time (src/content/build, docs/content.md).
import { siteLocale } from '../config/locale.ts';
import type { ArticleEntry } from './build/collections.ts';
import { entries } from './loaded/articles.ts';

export type Article = ArticleEntry;

export const articles: Article[] = entries;

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
