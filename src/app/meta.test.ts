import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '../config/siteUrl.ts';
import { documentTitle, pageMeta, pagePath } from './meta.ts';
import { NOT_FOUND_PATH, pagePaths, prerenderPaths } from './sitePaths.ts';
import { isoDateTime } from './structuredData.ts';

describe('page metadata', () => {
  it('builds title, description, canonical, Open Graph, Twitter card and JSON-LD from one description', () => {
    const tags = pageMeta({ path: '/article/x', title: 'X', description: 'About X.', type: 'article', image: '/og/article-x.png', parents: [{ name: 'Resources', path: '/resources' }] });
    expect(tags).toContainEqual({ title: 'X | Orbital Agents' });
    expect(tags).toContainEqual({ name: 'description', content: 'About X.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${DEFAULT_SITE_URL}/article/x` });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:image', content: `${DEFAULT_SITE_URL}/og/article-x.png` });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
    const crumbs = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': { itemListElement: { name: string; item: string }[] } };
    expect(crumbs['script:ld+json'].itemListElement.map((i) => i.name)).toEqual(['Home', 'Resources', 'X']);
  });

  it('marks noindex pages and gives a page without a path no canonical URL', () => {
    const tags = pageMeta({ title: '404 Page Not Found', description: 'Gone.', noindex: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
  });

  it('names the brand once and reads prerendered paths without their trailing slash', () => {
    expect(documentTitle('Orbital Agents — Enterprise AI Agents')).toBe('Orbital Agents — Enterprise AI Agents');
    expect(pagePath('/about/')).toBe('/about');
    expect(pagePath('/')).toBe('/');
  });
});

describe('prerendered paths', () => {
  it('cover every article, event and docs topic, the redirects and the 404 page', () => {
    expect(pagePaths()).toContain('/article/ai-agent-orchestration-2025');
    expect(pagePaths()).toContain('/event/ai-agent-implementation-masterclass');
    expect(pagePaths()).toContain('/docs/sdk/javascript');
    expect(pagePaths()).not.toContain('/article/:id');
    expect(prerenderPaths()).toEqual(expect.arrayContaining(['/tutorials', '/community', NOT_FOUND_PATH]));
  });

  it('turns the catalogue date and time of an event into an ISO start date', () => {
    expect(isoDateTime('January 21, 2027', '11:00 AM PST')).toBe('2027-01-21T11:00:00-08:00');
    expect(isoDateTime('February 10, 2027', '9:00 PM PST')).toBe('2027-02-10T21:00:00-08:00');
    expect(() => isoDateTime('soon', '11:00 AM PST')).toThrow('Unreadable event date');
  });
});
