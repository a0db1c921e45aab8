import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from './useMediaQuery.ts';

afterEach(() => vi.unstubAllGlobals());

describe('mediaQueryList', () => {
  it('asks the browser once per query, however often a render reads it', () => {
    const matchMedia = vi.fn((query: string) => ({ media: query, matches: query.includes('reduce') }) as unknown as MediaQueryList);
    vi.stubGlobal('window', { matchMedia });
    for (let frame = 0; frame < 120; frame++) mediaQueryList('(prefers-reduced-motion: reduce)');
    mediaQueryList('(min-width: 768px)');
    expect(matchMedia.mock.calls.map(([query]) => query)).toEqual(['(prefers-reduced-motion: reduce)', '(min-width: 768px)']);
    expect(mediaQueryList('(prefers-reduced-motion: reduce)').matches).toBe(true);
  });
});
