// The field messages of a 400 answer (product-rules.md D1: `{ error: { code, message, fields } }`),
// keyed by the form's field names, for RAC Form's `validationErrors`. Any other failure gives none.
import { ApiError } from './client.ts';

export type FieldErrors = Record<string, string>;

/** `rename` maps a request field to the form field that shows its message (e.g. name -> firstName). */
export function serverFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.json() as { error?: { fields?: unknown } } | undefined;
  const fields = body?.error?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message === 'string') result[rename[key] ?? key] ??= message;
  }
  return result;
}
