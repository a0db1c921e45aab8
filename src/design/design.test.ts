import { describe, expect, it } from 'vitest';
import { breakpoints, media } from './breakpoints.ts';
import { container, section } from './layout.css.ts';
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

  it('builds the layout classes', () => {
    expect(typeof container).toBe('string');
    expect(section({ tone: 'muted' })).toContain(' ');
  });
});
