import { describe, expect, it } from 'vitest';
import { formatTable, median, medianAndRange, runCount } from './figures.ts';

describe('a benchmark row', () => {
  it('takes the middle run, the lower middle of an even count, whatever the order', () => {
    expect([median([900, 772, 812]), median([4, 1, 3, 2]), median([7]), median([])]).toEqual([812, 2, 7, Number.NaN]);
  });

  it('prints the median with the range of the runs, in the given format; one run has no range', () => {
    const ms = (value: number) => `${Math.round(value)} ms`;
    expect([medianAndRange([900.4, 772, 812.6], ms), medianAndRange([812], ms), medianAndRange([], ms)]).toEqual(['813 ms (772 ms-900 ms)', '812 ms', '-']);
  });

  it('takes a whole run count of 1 or more, 3 when unset, and nothing else', () => {
    expect([undefined, '5', '1', '0', '2.5', '-1', 'three', ''].map(runCount)).toEqual([3, 5, 1, undefined, undefined, undefined, undefined, undefined]);
  });

  it('lays a table out with each column as wide as its widest cell, figures aligned right', () => {
    expect(formatTable(['page', 'KiB'], [['/', '152.3'], ['/pricing', '9.0']], [1])).toEqual(['page        KiB', '/         152.3', '/pricing    9.0']);
  });
});
