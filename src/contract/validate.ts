// Request validation shared by the mocks and the reference server: one place decides between
// 400 (invalid input) and 413 (a size-limited field is too long), with the same error body.
import type { z } from 'zod';
import type { Endpoint, EndpointId, ParsedRequestOf } from './contract.ts';
import { payloadTooLarge, validationError, withSuccessFlag, type AuthErrorBody, type ErrorBody } from './errors.ts';

export type Validation<Id extends EndpointId> =
  | { ok: true; params: Record<string, string>; body: ParsedRequestOf<Id> }
  | { ok: false; status: 400 | 413; body: ErrorBody | AuthErrorBody };

function tooLongIssue(endpoint: Endpoint, error: z.ZodError) {
  const limit = endpoint.sizeLimit;
  return limit
    ? error.issues.find((issue) => issue.code === 'too_big' && issue.path.length === 1 && issue.path[0] === limit.field)
    : undefined;
}

/** The error body the endpoint answers with: the plain error object, or with `success: false` for auth calls. */
export function errorBodyFor(endpoint: Endpoint, body: ErrorBody): ErrorBody | AuthErrorBody {
  return endpoint.successFlagOnError ? withSuccessFlag(body) : body;
}

export function validateRequest<Id extends EndpointId>(
  endpoint: Endpoint & { id: Id },
  input: { params?: Record<string, string>; body?: unknown },
): Validation<Id> {
  const params = endpoint.params ? endpoint.params.safeParse(input.params ?? {}) : undefined;
  if (params && !params.success) return { ok: false, status: 400, body: errorBodyFor(endpoint, validationError(params.error)) };
  if (!endpoint.request) return { ok: true, params: input.params ?? {}, body: undefined as ParsedRequestOf<Id> };

  const body = endpoint.request.safeParse(input.body);
  if (body.success) return { ok: true, params: input.params ?? {}, body: body.data as ParsedRequestOf<Id> };
  const tooLong = tooLongIssue(endpoint, body.error);
  if (tooLong) {
    return { ok: false, status: 413, body: errorBodyFor(endpoint, payloadTooLarge(tooLong.message, String(tooLong.path[0]))) };
  }
  return { ok: false, status: 400, body: errorBodyFor(endpoint, validationError(body.error)) };
}
