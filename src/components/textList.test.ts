import { describe, expect, it } from 'vitest';
import { textList, textsOf } from './textList.ts';

describe('textList', () => {
  it('carries the texts in one value and gives them back in order', () => {
    expect(textsOf(textList(['$0K', '$42K', '$847K']))).toEqual(['$0K', '$42K', '$847K']);
  });

  it('refuses a text that holds its separator, which would split it in two', () => {
    expect(() => textList(['1|2'])).toThrow('"1|2" holds the separator |');
  });
});
