// Characters that change what a reader sees without being seen (Unicode TR36 section 2, UTS 39
// section 3.1): bidi controls (a right-to-left override turns 'Ada exe.gnp' into 'Ada png.exe' in
// a spreadsheet or a CRM) and the invisible default-ignorable characters (zero-width spaces, word
// joiners, tag characters, fillers), which make two names that look the same differ. The server takes
// them out of every request before the contract checks it (a name of nothing else is then empty and
// refused), and out of exports of records stored before (issue 47).
//
// Kept, because writing needs them: ZWJ and ZWNJ between two letters, marks, digits or emoji
// (emoji sequences, Persian and Indic words; UTS 39 allows them there), variation selectors (emoji
// presentation, CJK variants, Mongolian), and the right-to-left letters themselves.

const HIDDEN = /[\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/gu;
const isNeeded = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return code === 0x200c || code === 0x200d || (code >= 0x180b && code <= 0x180f && code !== 0x180e) || (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
};
// Fixed-length look-arounds on one character: linear.
const STRAY_JOINER = /(?<![\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{N}\p{Extended_Pictographic}])/gu;

export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, (c) => (isNeeded(c) ? c : '')).replace(STRAY_JOINER, '');
}

/** `value` with every string in it (at any depth of arrays and objects) passed through withoutHiddenCharacters. */
export function withoutHiddenCharactersDeep<T>(value: T): T {
  if (typeof value === 'string') return withoutHiddenCharacters(value) as T;
  if (Array.isArray(value)) return value.map(withoutHiddenCharactersDeep) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withoutHiddenCharactersDeep(field)])) as T;
  }
  return value;
}
