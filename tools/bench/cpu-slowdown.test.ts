import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, cpuColumnsOf } from './cpu-slowdown.ts';

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

describe('cpuColumnsOf (BENCH_CPU)', () => {
  const at = (setting: string | undefined, index: number) => cpuColumnsOf(setting)?.map((column) => `${column.name}=${column.slowdownFor(index)}`);

  it('gives 4x and 12x side by side when unset or empty', () => {
    expect([at(undefined, 1050), at('', 1050), at(' ', 2000)]).toEqual([['4x=4', '12x=12'], ['4x=4', '12x=12'], ['4x=4', '12x=12']]);
  });

  it('keeps one column for one slowdown, or the calibration for the machine of the moment, and mixes them in order', () => {
    expect([at('6', 1050), at('calibrated', 1050), at('calibrated', 2000), at('12, 4', 1050), at('4,calibrated', 1533)]).toEqual([
      ['6x=6'],
      ['calibrated=2.5'],
      ['calibrated=6'],
      ['12x=12', '4x=4'],
      ['4x=4', 'calibrated=4'],
    ]);
  });

  it('refuses what is no slowdown, a slowdown under 1, an empty entry, and a column twice', () => {
    expect(['fast', '0.5', '4,', '4,4', 'calibrated,calibrated', '4;12'].map(cpuColumnsOf)).toEqual(Array(6).fill(undefined));
  });
});
