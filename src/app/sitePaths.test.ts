import { describe, expect, it } from 'vitest';
import { articles } from '../content/articles.ts';
import { hydratesAtFirstAction, isContentOnlyPath, pagePaths } from './sitePaths.ts';

describe('the pages marked in the route table (ADR 0034)', () => {
  it('names the content-only pages of issue 11: /about, /careers, /privacy, /terms and every article', () => {
    expect(pagePaths().filter(isContentOnlyPath)).toEqual(['/about', '/careers', '/privacy', '/terms', ...articles.map((a) => `/article/${a.id}`)]);
  });

  it('names the pages that hydrate at the first action: the content-only ones and /pricing', () => {
    expect(pagePaths().filter(hydratesAtFirstAction)).toEqual(['/pricing', '/about', '/careers', '/privacy', '/terms', ...articles.map((a) => `/article/${a.id}`)]);
  });

  it('takes the path with the trailing slash the prerenderer asks with', () => {
    expect([isContentOnlyPath('/about/'), isContentOnlyPath(`/article/${articles[0]!.id}/`), isContentOnlyPath('/'), isContentOnlyPath('/pricing/'), hydratesAtFirstAction('/pricing/')]).toEqual([true, true, false, false, true]);
  });
});
