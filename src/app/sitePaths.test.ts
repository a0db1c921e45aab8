import { describe, expect, it } from 'vitest';
import { articles } from '../content/articles.ts';
import { docTopics } from '../content/docs.ts';
import { events } from '../content/events.ts';
import { atOnceWithout, hydratesAtFirstAction, isContentOnlyPath, pagePaths } from './sitePaths.ts';

describe('the pages marked in the route table (ADR 0034)', () => {
  it('names the content-only pages of issue 11: /about, /careers, /privacy, /terms and every article', () => {
    expect(pagePaths().filter(isContentOnlyPath)).toEqual(['/about', '/careers', '/privacy', '/terms', ...articles.map((a) => `/article/${a.id}`)]);
  });

  it('names the pages that hydrate at the first action: every page', () => {
    expect(pagePaths().filter(hydratesAtFirstAction)).toEqual([
      '/',
      '/solutions',
      '/playground',
      '/case-studies',
      '/pricing',
      '/resources',
      '/about',
      '/contact',
      '/signin',
      '/register',
      '/trial',
      '/careers',
      '/help',
      '/docs',
      ...docTopics.map((t) => `/docs/${t.topic}`),
      '/privacy',
      '/terms',
      '/forgot-password',
      '/reset-password',
      ...articles.map((a) => `/article/${a.id}`),
      ...events.map((e) => `/event/${e.id}`),
      '/book-call',
    ]);
  });

  it('names the query parameter without which a page that waits loads at once: /reset-password\'s token, and no other', () => {
    expect(pagePaths().flatMap((path) => (atOnceWithout(path) ? [[path, atOnceWithout(path)]] : []))).toEqual([['/reset-password', 'token']]);
    expect(atOnceWithout('/reset-password/')).toBe('token');
  });

  it('takes the path with the trailing slash the prerenderer asks with', () => {
    expect([isContentOnlyPath('/about/'), isContentOnlyPath(`/article/${articles[0]!.id}/`), isContentOnlyPath('/'), isContentOnlyPath('/pricing/'), hydratesAtFirstAction('/pricing/')]).toEqual([true, true, false, false, true]);
  });
});
