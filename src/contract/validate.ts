// Request validation shared by the mocks and the reference server: one place decides between
// 400 (invalid input) and 413 (a size-limited field is too long), with the same error body.
import type { z } from 'zod';
import type { Endpoint, EndpointId, ParsedRequestOf } from './contract.ts';
import { FORBIDDEN_FIELD_NAMES } from './field-names.ts';
import { withoutHiddenCharactersDeep } from './fields.ts';
import { errorCodes, payloadTooLarge, validationError, withSuccessFlag, type AuthErrorBody, type ErrorBody } from './errors.ts';

export type Validation<Id extends EndpointId> =
  | { ok: true; params: Record<string, string>; body: ParsedRequestOf<Id> }
  | { ok: false; status: 400 | 413; body: ErrorBody | AuthErrorBody };

function tooLongIssue(endpoint: Endpoint, error: z.ZodError) {
  const limit = endpoint.sizeLimit;
  return limit
    ? error.issues.find((issue) => issue.code === 'too_big' && issue.path.length === 1 && issue.path[0] === limit.field)
    : undefined;
}

/** Refused anywhere in a body (field-names.ts lists them, the OpenAPI document states them). */
const oddKeys: ReadonlySet<string> = new Set(FORBIDDEN_FIELD_NAMES);

/** The paths ('metadata.__proto__') of every odd key in a parsed JSON value, walked without recursion. */
export function oddKeyPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(current) && oddKeys.has(key)) found.push(childPath);
      pending.push({ value: child, path: childPath });
    }
  }
  return found;
}

/** The 400 for field names no call takes (validation_error, each named by its dot path in error.fields). */
export function oddKeyError(paths: readonly string[]): ErrorBody {
  const messages = paths.map((path) => [path, `'${path.split('.').at(-1)}' is not an allowed field name`] as const);
  // fromEntries defines own properties: a '__proto__' entry stays a field, not a prototype.
  const fields = Object.fromEntries(messages);
  const message = messages.length === 1 ? messages[0]![1] : `Field names not allowed: ${paths.join(', ')}`;
  return { error: { code: errorCodes.validation, message, fields } };
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

  const odd = oddKeyPaths(input.body);
  if (odd.length > 0) return { ok: false, status: 400, body: errorBodyFor(endpoint, oddKeyError(odd)) };
  const body = endpoint.request.safeParse(withoutHiddenCharactersDeep(input.body));
  if (body.success) return { ok: true, params: input.params ?? {}, body: body.data as ParsedRequestOf<Id> };
  const tooLong = tooLongIssue(endpoint, body.error);
  if (tooLong) {
    return { ok: false, status: 413, body: errorBodyFor(endpoint, payloadTooLarge(tooLong.message, String(tooLong.path[0]))) };
  }
  return { ok: false, status: 400, body: errorBodyFor(endpoint, validationError(body.error)) };
}
