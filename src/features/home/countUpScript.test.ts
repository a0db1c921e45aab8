import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatKiloDollars } from '../../domain/format.ts';
import { textsOf } from '../../components/textList.ts';
import { countUpFrames, easeOut } from './countUpScript.ts';

describe('countUpFrames', () => {
  it("gives the script a counter's texts from 0 to its figure, in the page's own format, never counting down", () => {
    const frames = textsOf(countUpFrames(847, formatKiloDollars));
    expect(frames).toHaveLength(61);
    expect([frames[0], frames[30], frames.at(-1)]).toEqual(['$0K', `$${Math.round(847 * easeOut(0.5))}K`, '$847K']);
    const values = frames.map((text) => Number(text.replace(/\D/g, '')));
    expect(values).toEqual(values.toSorted((a, b) => a - b));
    expect(textsOf(countUpFrames(12500, formatCompactCount)).at(-1)).toBe('12.5K');
  });
});
