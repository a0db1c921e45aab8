// Reusable field schemas with the clear English messages that validation errors carry
// ('Email is required', 'Enter a valid email address', 'Must be between 50000 and 200000').
import { z } from 'zod';
import { EMAIL_MAX_CHARS, emailPattern, hasControlCharacter, hasLoneSurrogate } from './formats.ts';
import { checkPassword, passwordProblem } from '../domain/password.ts';
import { siteLocale } from '../config/locale.ts';

type Issue = { code?: string; input?: unknown };

/** Only a value left out is missing: null is a value of the wrong type (the OpenAPI document says so), for any field. */
const isMissing = (iss: Issue) => iss.input === undefined;

const atMost = (label: string, maxChars: number) =>
  `${label} must be at most ${maxChars.toLocaleString(siteLocale)} characters`;

export interface TextOptions {
  /** Multi-line fields (messages, goals) may hold tab and newline; others no control character at all. */
  multiline?: boolean;
}

/**
 * The rules every text field shares, in an order that keeps validation linear: the length cap comes
 * first and aborts, so no later check ever sees more than `maxChars` characters; control characters
 * and lone surrogates are refused with a field message; stored text is NFC.
 */
function cappedText(base: z.ZodString, label: string, maxChars: number, { multiline = false }: TextOptions) {
  return base
    .max(maxChars, { error: atMost(label, maxChars), abort: true })
    .refine((value) => !hasControlCharacter(value, multiline), {
      error: multiline
        ? `${label} must not contain control characters (only tab and line breaks)`
        : `${label} must not contain control characters or line breaks`,
      abort: true,
    })
    .refine((value) => !hasLoneSurrogate(value), { error: `${label} contains an invalid character`, abort: true })
    .overwrite((value) => value.normalize('NFC'));
}

export function requiredText(label: string, maxChars = 1000, options: TextOptions = {}) {
  const base = z
    .string({ error: (iss) => (isMissing(iss) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` });
  return cappedText(base, label, maxChars, options);
}

export function optionalText(label: string, maxChars = 1000, options: TextOptions = {}) {
  return cappedText(z.string({ error: `${label} must be text` }).trim(), label, maxChars, options).optional();
}

/** Text that may be empty and is kept as sent (not trimmed), e.g. chat transcript turns. */
export function plainText(label: string, maxChars: number, options: TextOptions = {}) {
  return cappedText(z.string({ error: `${label} must be text` }), label, maxChars, options);
}

/** product-rules.md S5, checked in linear time after a length cap. Shared so client and server agree. */
export function email() {
  return z
    .string({ error: (iss) => (isMissing(iss) ? 'Email is required' : 'Email must be text') })
    .max(EMAIL_MAX_CHARS, { error: atMost('Email', EMAIL_MAX_CHARS), abort: true })
    .refine((value) => !hasControlCharacter(value) && !hasLoneSurrogate(value), {
      error: 'Enter a valid email address',
      abort: true,
    })
    .email({
      pattern: emailPattern,
      error: (iss) => (iss.input === '' ? 'Email is required' : 'Enter a valid email address'),
    });
}

export function numberBetween(label: string, min: number, max: number) {
  return z
    .number({
      error: (iss) =>
        isMissing(iss)
          ? `${label} is required`
          : iss.code === 'invalid_type'
            ? `${label} must be a number`
            : `Must be between ${min} and ${max}`,
    })
    .min(min)
    .max(max);
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (iss) => (isMissing(iss) ? `${label} is required` : `${label} must be one of: ${values.join(', ')}`),
  });
}

/** An optional choice where an empty string, as unfilled forms send it, means 'not chosen'. */
export function optionalChoice<S extends z.ZodType>(schema: S) {
  return z.union([z.literal(''), schema]).optional();
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export function isoDate(label: string) {
  return z
    .string({ error: () => `${label} must be a date (YYYY-MM-DD)` })
    .max(10, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, {
      error: `${label} must be a real calendar date`,
    });
}

/**
 * 'Today' for a visitor anywhere: the date in the earliest time zone (UTC-12). A date picked as
 * today in California in the evening is already tomorrow in UTC, so comparing with the UTC date
 * would reject it; this only rejects dates that are in the past everywhere.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function notBeforeToday(label: string) {
  return isoDate(label).refine((value) => value >= earliestToday(new Date()), {
    error: `${label} cannot be earlier than today`,
  });
}

const PASSWORD_MAX_CHARS = 200;

export function newPassword() {
  return z
    .string({ error: (iss) => (isMissing(iss) ? 'New password is required' : 'New password must be text') })
    .max(PASSWORD_MAX_CHARS, { error: atMost('New password', PASSWORD_MAX_CHARS), abort: true })
    .superRefine((value, ctx) => {
      const unmet = checkPassword(value);
      if (unmet.length > 0) ctx.addIssue({ code: 'custom', message: passwordProblem(unmet) });
    });
}

export function isoDateTime(label: string) {
  const error = (iss: Issue) => (isMissing(iss) ? `${label} is required` : `${label} must be an ISO date-time`);
  return z
    .string({ error })
    .max(40, { error: () => `${label} must be an ISO date-time`, abort: true })
    .check(z.iso.datetime({ offset: true, error }));
}

/** The answer of every call that stores something: only the new record's id, never the record. */
export const createdId = z.object({ id: z.string().min(1) });

// Hidden characters (issue 47; Unicode TR36 section 2, UTS 39 section 3.1): bidi controls (a
// right-to-left override turns 'Ada exe.gnp' into 'Ada png.exe' in a spreadsheet or a CRM) and the
// invisible default-ignorable characters (zero-width spaces, word joiners, tag characters, fillers),
// which make two names that look the same differ. validateRequest takes them out of every request
// before the schemas check it (a name of nothing else is then empty and refused), so the reference
// server and the mocks do the same; the server's exports take them out of records stored before.
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
