// /feed.xml: an Atom feed (RFC 4287) of the published articles and events, written at build time
// beside the sitemap. Every URL is absolute, every id unique and permanent (the page's URL), every
// date RFC 3339, every text escaped.
import { articlePath, eventPath } from '../../src/app/routePaths.ts';
import { absoluteUrl } from '../../src/config/siteUrl.ts';
import { site } from '../../src/config/site.ts';
import type { Article } from '../../src/content/articles.ts';
import type { EventEntry } from '../../src/content/events.ts';
import { feed } from '../../src/content/feed.ts';
import { escapeXml } from './xml.ts';

/** RFC 3339 to the second. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Noon UTC of a calendar day ('2026-10-14' or 'January 21, 2027'), as RFC 3339. */
const rfc3339Day = (day: string) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : new Date(`${day} 12:00:00 UTC`);
  if (Number.isNaN(date.getTime())) throw new Error(`feed: "${day}" is not a date`);
  return rfc3339(date);
};

interface FeedItem {
  url: string;
  title: string;
  summary: string;
  updated: string;
  author: string;
  category: string;
}

const itemXml = (item: FeedItem) => `  <entry>
    <title>${escapeXml(item.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <published>${item.updated}</published>
    <updated>${item.updated}</updated>
    <author><name>${escapeXml(item.author)}</name></author>
    <category term="${escapeXml(item.category)}"/>
    <summary>${escapeXml(item.summary)}</summary>
  </entry>`;

export function feedXml(siteUrl: string, articles: readonly Article[], events: readonly EventEntry[]): string {
  const items: FeedItem[] = [
    ...articles.map((a) => ({ url: absoluteUrl(siteUrl, articlePath(a.id)), title: a.title, summary: a.excerpt, updated: rfc3339Day(a.date), author: a.author.name, category: a.category })),
    ...events.map((e) => ({ url: absoluteUrl(siteUrl, eventPath(e.id)), title: e.title, summary: `${e.date}, ${e.time}: ${e.description}`, updated: rfc3339Day(e.date), author: e.speakers.map((s) => s.name).join(', '), category: e.type })),
  ].sort((a, b) => b.updated.localeCompare(a.updated));
  const updated = items[0]?.updated ?? rfc3339(new Date());
  const self = absoluteUrl(siteUrl, feed.path);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(feed.title)}</title>
  <subtitle>Articles, guides and live events on putting AI agents to work.</subtitle>
  <link rel="self" type="${feed.type}" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(siteUrl, '/resources'))}"/>
  <id>${escapeXml(self)}</id>
  <updated>${updated}</updated>
  <author><name>${escapeXml(site.name)}</name></author>
${items.map(itemXml).join('\n')}
</feed>
`;
}
