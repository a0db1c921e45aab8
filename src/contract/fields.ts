// Reusable field schemas with the clear English messages that validation errors carry
// ('Email is required', 'Enter a valid email address', 'Must be between 50000 and 200000').
import { z } from 'zod';
import { emailPattern } from './formats.ts';
import { checkPassword, passwordProblem } from '../domain/password.ts';

type Issue = { code?: string; input?: unknown };

const isMissing = (iss: Issue) => iss.input === undefined || iss.input === null;

/** site-spec.md section 5: non-space text, at sign, domain, dot suffix. Shared so client and server agree. */

const atMost = (label: string, maxChars: number) =>
  `${label} must be at most ${maxChars.toLocaleString('en-US')} characters`;

export function requiredText(label: string, maxChars = 1000) {
  return z
    .string({ error: (iss) => (isMissing(iss) ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(maxChars, { error: atMost(label, maxChars) });
}

export function optionalText(label: string, maxChars = 1000) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxChars, { error: atMost(label, maxChars) })
    .optional();
}

export function email() {
  return z.email({
    pattern: emailPattern,
    error: (iss) => (isMissing(iss) || iss.input === '' ? 'Email is required' : 'Enter a valid email address'),
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
    .regex(/^\d{4}-\d{2}-\d{2}$/)
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

export function newPassword() {
  return z
    .string({ error: () => 'New password is required' })
    .superRefine((value, ctx) => {
      const unmet = checkPassword(value);
      if (unmet.length > 0) ctx.addIssue({ code: 'custom', message: passwordProblem(unmet) });
    });
}

export function isoDateTime(label: string) {
  return z.iso.datetime({
    offset: true,
    error: (iss) => (isMissing(iss) ? `${label} is required` : `${label} must be an ISO date-time`),
  });
}
