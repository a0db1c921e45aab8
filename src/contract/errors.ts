// The error bodies of product-rules.md D1 and the helpers that build them, so the mocks and the
// reference server answer every failure with the same code and wording.
import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** forgot-password and reset-password failures also carry `success: false` and `message`. */
export const authErrorBodySchema = errorBodySchema.extend({
  success: z.literal(false),
  message: z.string(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export const errorCodes = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  invalidToken: 'invalid_token',
  unavailable: 'service_unavailable',
  upstream: 'upstream_error',
  internal: 'internal_error',
} as const;

/** Request bodies over this size answer 413 on every call; most calls allow far less (endpoint.maxBodyBytes). */
export const MAX_BODY_BYTES = 256 * 1024;

function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  // A plain object again, so JSON and deep equality see ordinary fields.
  return { error: fields ? { code, message, fields: { ...fields } } : { code, message } };
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** The first message per field; unknown keys of strict objects are reported one field each. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  // No prototype: a field named 'constructor' or 'toString' must not find Object's own members.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[fieldName([...issue.path, key])] ??= 'Unknown field';
    } else if (issue.code === 'invalid_type' && issue.path.length === 0) {
      fields.body ??= 'The request body must be a JSON object';
    } else if (issue.code === 'invalid_union') {
      // optionalChoice is '' or a real choice: the last branch's message says what a valid choice is.
      fields[fieldName(issue.path)] ??= issue.errors.at(-1)?.[0]?.message ?? issue.message;
    } else {
      fields[fieldName(issue.path)] ??= issue.message;
    }
  }
  return fields;
}

export function validationError(error: z.ZodError): ErrorBody {
  const fields = fieldMessages(error);
  const entries = Object.entries(fields);
  const message =
    entries.length === 1 && entries[0]
      ? entries[0][1]
      : `Please correct: ${entries.map(([field, text]) => `${field} (${text})`).join('; ')}`;
  return errorBody(errorCodes.validation, message, fields);
}

export function malformedJson(): ErrorBody {
  return errorBody(errorCodes.invalidJson, 'The request body is not valid JSON');
}

/** A body sent with another Content-Type than JSON, even when its text would parse. */
export function bodyNotJson(): ErrorBody {
  return errorBody(errorCodes.invalidJson, 'Send the body as JSON (Content-Type: application/json)');
}

/** Whether a request's Content-Type says JSON: application/json or application/<anything>+json, any parameters. */
export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

export function notFound(what = 'The requested resource'): ErrorBody {
  return errorBody(errorCodes.notFound, `${what} was not found`);
}

export function methodNotAllowed(method: string, allowed: readonly string[]): ErrorBody {
  return errorBody(errorCodes.methodNotAllowed, `Method ${method} is not allowed here; use ${allowed.join(', ')}`);
}

export function payloadTooLarge(
  message = `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  field?: string,
): ErrorBody {
  return errorBody(errorCodes.payloadTooLarge, message, field ? { [field]: message } : undefined);
}

export function invalidResetToken(): ErrorBody {
  return errorBody(errorCodes.invalidToken, 'This password reset link is invalid or expired.');
}

/** 503: the call needs the server's store, which it cannot reach for the moment. */
export function serviceUnavailable(retryAfterSeconds: number): ErrorBody {
  return errorBody(errorCodes.unavailable, `The service is briefly unavailable. Please try again in ${retryAfterSeconds} seconds.`);
}

/** 502: the concierge's language model failed or did not answer in time, after one retry (issue 50). */
export function upstreamFailed(): ErrorBody {
  return errorBody(errorCodes.upstream, 'The concierge cannot answer just now. Please try again.');
}

export function internalError(): ErrorBody {
  return errorBody(errorCodes.internal, 'Something went wrong on our side. Please try again.');
}

/** Adds the `success: false, message` envelope the two auth calls use. */
export function withSuccessFlag(body: ErrorBody): AuthErrorBody {
  return { success: false, message: body.error.message, ...body };
}
