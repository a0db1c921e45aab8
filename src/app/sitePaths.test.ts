import { describe, expect, it } from 'vitest';
import { articles } from '../content/articles.ts';
import { docTopics } from '../content/docs.ts';
import { events } from '../content/events.ts';
import { hydratesAtFirstAction, isContentOnlyPath, pagePaths } from './sitePaths.ts';

describe('the pages marked in the route table (ADR 0034)', () => {
  it('names the content-only pages of issue 11: /about, /careers, /privacy, /terms and every article', () => {
    expect(pagePaths().filter(isContentOnlyPath)).toEqual(['/about', '/careers', '/privacy', '/terms', ...articles.map((a) => `/article/${a.id}`)]);
  });

  it('names the pages that hydrate at the first action: every page but /solutions, /reset-password and /book-call', () => {
    expect(pagePaths().filter(hydratesAtFirstAction)).toEqual([
      '/',
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
      ...articles.map((a) => `/article/${a.id}`),
      ...events.map((e) => `/event/${e.id}`),
    ]);
  });

  it('takes the path with the trailing slash the prerenderer asks with', () => {
    expect([isContentOnlyPath('/about/'), isContentOnlyPath(`/article/${articles[0]!.id}/`), isContentOnlyPath('/'), isContentOnlyPath('/pricing/'), hydratesAtFirstAction('/pricing/')]).toEqual([true, true, false, false, true]);
  });
});
