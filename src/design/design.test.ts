import { describe, expect, it } from 'vitest';
import { breakpoints, media } from './breakpoints.ts';
import { container, section } from './layout.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

describe('design tokens', () => {
  it('has the agreed breakpoints and matching min-width queries', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(media.md).toBe('screen and (min-width: 768px)');
  });

  it('exposes theme variables as CSS custom properties', () => {
    expect(vars.color.brand).toMatch(/^var\(--/);
    expect(vars.size.toastViewport).toMatch(/^var\(--/);
  });

  it('builds responsive sprinkles and layout classes', () => {
    const classes = sprinkles({ display: { base: 'none', md: 'flex' }, paddingX: '4', gap: '2' }).split(' ');
    expect(classes).toHaveLength(5);
    expect(typeof container).toBe('string');
    expect(section({ tone: 'muted' })).toContain(' ');
  });
});
