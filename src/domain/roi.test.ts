import { describe, expect, it } from 'vitest';
import { calculateRoi, savingsOverTime } from './roi.ts';

describe('calculateRoi', () => {
  it('gives the product-rules.md figures for the defaults', () => {
    expect(calculateRoi({ fteCost: 85000, taskVolume: 2500, errorRate: 12 })).toEqual({
      laborSavings: 223125,
      errorSavings: 65025,
      efficiencySavings: 43223,
      totalROI: 331373,
    });
  });

  it('totals the rounded parts and returns whole dollars at the slider extremes', () => {
    for (const input of [
      { fteCost: 50000, taskVolume: 100, errorRate: 1 },
      { fteCost: 200000, taskVolume: 10000, errorRate: 25 },
      { fteCost: 123000, taskVolume: 4300, errorRate: 7 },
    ]) {
      const r = calculateRoi(input);
      expect(r.totalROI).toBe(r.laborSavings + r.errorSavings + r.efficiencySavings);
      for (const value of Object.values(r)) expect(Number.isInteger(value)).toBe(true);
    }
    expect(calculateRoi({ fteCost: 50000, taskVolume: 100, errorRate: 1 })).toEqual({
      laborSavings: 5250,
      errorSavings: 128, // 127.5 rounds half up
      efficiencySavings: 807,
      totalROI: 6185,
    });
  });
});

describe('savingsOverTime', () => {
  it('adds each part up pro rata by month, reaching the yearly result at month 12', () => {
    const year = calculateRoi({ fteCost: 50000, taskVolume: 100, errorRate: 1 });
    expect(savingsOverTime(year)).toEqual([
      { month: 3, laborSavings: 1313, errorSavings: 32, efficiencySavings: 202 },
      { month: 6, laborSavings: 2625, errorSavings: 64, efficiencySavings: 404 },
      { month: 9, laborSavings: 3938, errorSavings: 96, efficiencySavings: 605 },
      { month: 12, laborSavings: 5250, errorSavings: 128, efficiencySavings: 807 },
    ]);
  });
});
