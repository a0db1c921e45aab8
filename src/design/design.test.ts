// The layout vocabulary's classes (primitives.css.ts, layout.css.ts): each choice a page can make is a
// class of its own, and the defaults the pages were drawn with stay the defaults. What the classes
// draw (gaps in pixels, columns, wrapping) is checked in Chromium by stories/components/Layout.stories.tsx.
import { describe, expect, it } from 'vitest';
import { grid, inline, stack } from './primitives.css.ts';
import { section } from './layout.css.ts';
import { vars } from './theme.css.ts';

const spaceKeys = Object.keys(vars.space) as Array<keyof typeof vars.space>;
const classes = (value: string) => value.split(' ').filter(Boolean);

describe('layout primitives', () => {
  it('gives every step of the space scale its own gap class, in each primitive', () => {
    for (const primitive of [stack, inline]) {
      const gaps = spaceKeys.map((gap) => primitive({ gap }));
      expect(new Set(gaps).size).toBe(spaceKeys.length);
      // The base class is shared, the gap class is the only addition.
      for (const value of gaps) expect(classes(value)).toEqual(expect.arrayContaining(classes(primitive())));
    }
  });

  it('wraps an inline unless told not to, and reverses a stack only when asked', () => {
    expect(inline()).toBe(inline({ wrap: true }));
    expect(inline()).not.toBe(inline({ wrap: false }));
    expect(stack({ reverse: true })).not.toBe(stack());
    expect(stack({ reverse: true })).not.toBe(stack({ reverse: false }));
  });

  it("draws a grid as blocks.css.ts's grid did: three columns from md, gap 6, unless told otherwise", () => {
    expect(grid()).toBe(grid({ columns: 3, gap: '6' }));
    const columns = [1, 2, 3, 4, 6, 'fit'] as const;
    expect(new Set(columns.map((count) => grid({ columns: count }))).size).toBe(columns.length);
  });
});

describe('section', () => {
  it('has a class per tone and spacing', () => {
    const tones = (['default', 'muted', 'inverse'] as const).map((tone) => section({ tone }));
    expect(new Set(tones).size).toBe(3);
    expect(section({ spacing: 'compact' })).not.toBe(section());
  });
});
