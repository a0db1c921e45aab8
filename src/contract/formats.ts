// Text formats shared by forms and the contract's schemas (zod-free).
//
// Every check here runs in time linear in its input (eslint-plugin-regexp's super-linear rules are
// errors for all code), and the contract caps each field's length before any of them runs.

/**
 * The simple email rule of product-rules.md S5: non-space text, at sign, a domain of dot-separated
 * labels. The local part cannot contain '@' and the labels cannot contain '.', so there is exactly
 * one way to match and no backtracking (the former `[^\s@]+\.[^\s@]+` was quadratic).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_CHARS = 254;

/**
 * True when the text holds a C0 or C1 control character (U+0000-U+001F, U+007F-U+009F). Multi-line
 * fields may hold tab, line feed and carriage return.
 */
export function hasControlCharacter(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    }
  }
  return false;
}

/** True when the text holds a lone (unpaired) UTF-16 surrogate, which no encoding can store as text. */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}
