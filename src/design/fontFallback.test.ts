import arial from '@capsizecss/metrics/arial';
import manrope from '@capsizecss/metrics/manrope';
import { describe, expect, it } from 'vitest';
import { fallbackOverrides } from './fontFallback.ts';

describe('fallbackOverrides', () => {
  it('sizes Arial to Manrope and moves its ascent and descent to match', () => {
    expect(fallbackOverrides(manrope, arial)).toEqual({
      sizeAdjust: '103.19%',
      ascentOverride: '103.31%',
      descentOverride: '29.07%',
      lineGapOverride: '0.00%',
    });
  });

  it('leaves a font matched with itself unchanged', () => {
    expect(fallbackOverrides(arial, arial)).toEqual({
      sizeAdjust: '100.00%',
      ascentOverride: '90.53%',
      descentOverride: '21.19%',
      lineGapOverride: '3.27%',
    });
  });
});
