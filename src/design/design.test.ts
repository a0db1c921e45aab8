// The layout vocabulary (primitives.ts) and the section recipe (layout.css.ts): what each choice a page
// can make puts in its rule, and the defaults the pages were drawn with. What the rules draw, in
// pixels, is measured in Chromium by stories/components/LayoutPrimitives.stories.tsx.
import { describe, expect, it } from 'vitest';
import { media } from './breakpoints.ts';
import { section } from './layout.css.ts';
import { grid, inline, stack, type Space } from './primitives.ts';
import { vars } from './theme.css.ts';

const spaceKeys = Object.keys(vars.space) as Space[];

describe('layout primitives', () => {
  it('takes every gap from the space scale, and sets none unless asked', () => {
    for (const primitive of [stack, inline]) {
      expect(spaceKeys.map((gap) => primitive({ gap }).gap)).toEqual(spaceKeys.map((key) => vars.space[key]));
      expect(primitive()).not.toHaveProperty('gap');
    }
  });

  it('stacks top to bottom (bottom to top when reversed) and lines up side by side, wrapping unless told not to', () => {
    expect(stack()).toMatchObject({ display: 'flex', flexDirection: 'column' });
    expect(stack({ reverse: true }).flexDirection).toBe('column-reverse');
    expect(inline()).toMatchObject({ display: 'flex', flexWrap: 'wrap' });
    expect(inline()).not.toHaveProperty('flexDirection');
    expect(inline({ wrap: false })).not.toHaveProperty('flexWrap');
    expect(inline({ align: 'center', justify: 'between' })).toMatchObject({ alignItems: 'center', justifyContent: 'space-between' });
  });

  it("draws a grid as blocks.css.ts's grid did: one column, three from md, gap 6, unless told otherwise", () => {
    expect(grid()).toEqual({
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space['6'],
      '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    });
    expect(grid({ columns: 6 }).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(grid({ min: '7.5rem' }).gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr))');
  });
});

describe('section', () => {
  it('has a class per tone and spacing', () => {
    const tones = (['default', 'muted', 'inverse'] as const).map((tone) => section({ tone }));
    expect(new Set(tones).size).toBe(3);
    expect(section({ spacing: 'compact' })).not.toBe(section());
  });
});
