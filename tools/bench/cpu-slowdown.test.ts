import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-slowdown.ts';

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's default 4x at the benchmark it was calibrated for, and the calculator's anchors", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it('slows a slower machine less: 1050 (this 2-core machine at a busy moment) gets 2.5x', () => {
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it('refuses a benchmark that was not measured', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('not a benchmark index');
    expect(() => calibratedCpuSlowdown(0)).toThrow('not a benchmark index');
  });
});
