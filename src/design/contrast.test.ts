import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { colors, contrastPairs, darkColors } from './palette.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', colors],
  ['dark', darkColors],
] as const)('%s theme colour pairs meet WCAG AA', (_, theme) => {
  it.each(contrastPairs.map((pair) => [pair.fg, pair.bg, pair.min] as const))('%s on %s >= %s:1', (fg, bg, min) => {
    expect(contrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(min);
  });
});
