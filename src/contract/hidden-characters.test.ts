// The contract's hidden-character rule (issue 47 point 8; Unicode TR36, UTS 39), which validateRequest
// applies to every request on the reference server and in the mocks.
import { describe, expect, it } from 'vitest';
import { withoutHiddenCharacters } from './index.ts';

describe('withoutHiddenCharacters', () => {
  it('takes out bidi controls and invisible characters', () => {
    expect(withoutHiddenCharacters('Ada \u202Egnp.exe\u202C Lovelace')).toBe('Ada gnp.exe Lovelace');
    expect(withoutHiddenCharacters('\u2067Ana\u2069\u200B\u200E\u200F\u061C\u2060\uFEFF\u00AD\u180E\u3164')).toBe('Ana');
    expect(withoutHiddenCharacters('Bo\u{E0041}\u{E0042}b')).toBe('Bob');
    expect(withoutHiddenCharacters('\u200DZoe\u200C\u200C')).toBe('Zoe');
  });

  it('keeps what writing needs: joiners between letters or emoji, variation selectors, right-to-left letters', () => {
    for (const text of ['👨\u200D👩\u200D👧', '👩🏽\u200D💻', '🏳\uFE0F\u200D🌈', '❤\uFE0F', 'می\u200Cخواهم', 'क्\u200Dष', 'שלום Ana', 'Zoë O’Brien']) {
      expect(withoutHiddenCharacters(text)).toBe(text);
    }
  });
});
