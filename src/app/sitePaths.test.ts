import { describe, expect, it } from 'vitest';
import { articles } from '../content/articles.ts';
import { isContentOnlyPath, pagePaths } from './sitePaths.ts';

describe('the pages marked in the route table', () => {
  it('names the content-only pages of issue 11: /about, /careers, /privacy, /terms and every article', () => {
    expect(pagePaths().filter(isContentOnlyPath)).toEqual(['/about', '/careers', '/privacy', '/terms', ...articles.map((a) => `/article/${a.id}`)]);
  });

  it('takes the path with the trailing slash the prerenderer asks with', () => {
    expect([isContentOnlyPath('/about/'), isContentOnlyPath(`/article/${articles[0]!.id}/`), isContentOnlyPath('/'), isContentOnlyPath('/pricing/')]).toEqual([true, true, false, false]);
  });
});
