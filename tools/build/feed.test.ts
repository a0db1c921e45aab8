// /feed.xml against the rules of the W3C feed validator that matter here (Atom, RFC 4287): absolute
// URLs, one unique permanent id per entry, RFC 3339 dates, escaped text, a self link.
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/content/articles.ts';
import { events } from '../../src/content/events.ts';
import { feedXml } from './feed.ts';

// Not the default origin (src/config/siteUrl.ts): every URL must come from the origin the build passes.
const SITE = 'https://feed.example.test';
const xml = feedXml(SITE, articles, events);
const all = (re: RegExp) => [...xml.matchAll(re)].map((m) => m[1]!);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

describe('the Atom feed', () => {
  it('has one entry per published article and event, newest first, each with its page as id', () => {
    const ids = all(/<entry>\s*<title>[^<]*<\/title>\s*<link[^>]*\/>\s*<id>([^<]+)<\/id>/g);
    expect(ids).toHaveLength(articles.length + events.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(`${SITE}/article/ai-agent-orchestration-2025`);
    expect(ids).toContain(`${SITE}/event/ai-agent-implementation-masterclass`);
    const updated = all(/<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('uses absolute URLs only and links to itself', () => {
    for (const href of all(/href="([^"]*)"/g)) expect(href.slice(0, SITE.length + 1)).toBe(`${SITE}/`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${SITE}/feed.xml"/>`);
    expect(xml).toContain(`<id>${SITE}/feed.xml</id>`);
  });

  it('writes every date in RFC 3339', () => {
    const dates = all(/<(?:updated|published)>([^<]+)</g);
    expect(dates.length).toBe(1 + 2 * (articles.length + events.length));
    for (const date of dates) expect(date).toMatch(RFC3339);
    expect(xml).toContain('<published>2026-10-14T12:00:00Z</published>');
    expect(xml).toContain('<updated>2027-01-21T12:00:00Z</updated>');
  });

  it('escapes markup in every text', () => {
    const [first] = articles;
    const tricky = feedXml(SITE, [{ ...first!, title: 'Q&A: <agents> "in" production', excerpt: "It's 5 < 6 & more" }], []);
    expect(tricky).toContain('<title>Q&amp;A: &lt;agents&gt; &quot;in&quot; production</title>');
    expect(tricky).toContain('<summary>It&apos;s 5 &lt; 6 &amp; more</summary>');
    expect(tricky.replace(/&(?:amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
  });
});
