// The shape of one contract entry. defineEndpoint fills in what every call shares (the error
// answers every call gives, the error body schema) so each endpoint file states only what is its own.
import type { z } from 'zod';
import { authErrorBodySchema, errorBodySchema } from './errors.ts';
import { forbiddenFieldNamesText } from './field-names.ts';
import { DEFAULT_BODY_BYTES, type RateLimitClass } from './limits.ts';

export type Method = 'GET' | 'POST';
export type SuccessStatus = 200 | 201;

export interface DocumentedError {
  status: number;
  when: string;
  schema: typeof errorBodySchema | typeof authErrorBodySchema;
}

/** A string field whose excess length answers 413 instead of 400. */
export interface SizeLimit {
  field: string;
  maxChars: number;
}

interface EndpointSpec {
  id: string;
  method: Method;
  path: `/api/${string}`;
  summary: string;
  description: string;
  params?: z.ZodObject;
  request?: z.ZodType;
  response: z.ZodType;
  status: SuccessStatus;
  /** Other success answers, e.g. 200 for a repeated newsletter subscription. */
  otherSuccess?: readonly { status: SuccessStatus; when: string }[];
  errors?: readonly { status: number; when: string }[];
  /** True for calls that store visitor data (a record per call). */
  writes?: boolean;
  /** Which rate limit applies; every POST has one: 'store' for writes, 'compute' otherwise. */
  rateLimit?: RateLimitClass;
  /** Request bodies over this many bytes answer 413 (default DEFAULT_BODY_BYTES). */
  maxBodyBytes?: number;
  sizeLimit?: SizeLimit;
  /** forgot/reset password answer errors with `success: false, message` besides the error object. */
  successFlagOnError?: boolean;
  /**
   * Answer fields the site has a fallback for (product-rules.md S4, S9), as paths such as
   * 'results.efficiency' or 'roadmap.phases[].investment': the browser drops one that is missing or
   * does not fit instead of failing the call, and the view shows its fallback (ADR 0011).
   */
  fallbackFields?: readonly string[];
  /**
   * The call also answers as server-sent events to `Accept: text/event-stream` (stream.ts, ADR 0076):
   * what its deltas carry, for the document. The JSON answer stays the default.
   */
  stream?: string;
}

type Or<T, K extends string, Fallback> = T extends Record<K, infer V> ? (undefined extends V ? Fallback : V) : Fallback;

export type Defined<S extends EndpointSpec> = Omit<
  S,
  'params' | 'request' | 'errors' | 'otherSuccess' | 'writes' | 'rateLimit' | 'maxBodyBytes' | 'sizeLimit' | 'successFlagOnError' | 'fallbackFields' | 'stream'
> & {
  params: Or<S, 'params', undefined>;
  request: Or<S, 'request', undefined>;
  errors: readonly DocumentedError[];
  otherSuccess: readonly { status: SuccessStatus; when: string }[];
  validatesInput: boolean;
  writes: boolean;
  rateLimit: RateLimitClass | undefined;
  maxBodyBytes: number;
  sizeLimit: SizeLimit | undefined;
  successFlagOnError: boolean;
  fallbackFields: readonly string[];
  stream: string | undefined;
  errorSchema: typeof errorBodySchema | typeof authErrorBodySchema;
};

export const SERVER_ERROR_WHEN = 'The server failed unexpectedly';
/** The calls that store (rate-limit class 'store') need the server's store; the others answer without it. */
const STORE_UNAVAILABLE_WHEN =
  "The server cannot reach its store for a moment (service_unavailable): the request may not have been stored; send it again after Retry-After seconds";

export function defineEndpoint<const S extends EndpointSpec>(spec: S): Defined<S> {
  const errorSchema = spec.successFlagOnError ? authErrorBodySchema : errorBodySchema;
  const maxBodyBytes = spec.maxBodyBytes ?? DEFAULT_BODY_BYTES;
  const rateLimit = spec.method === 'POST' ? (spec.rateLimit ?? (spec.writes ? 'store' : 'compute')) : spec.rateLimit;
  const shared =
    spec.method === 'POST'
      ? [
          { status: 400, when: 'The body is not valid JSON, or not sent as application/json (error.code invalid_json)' },
          {
            status: 400,
            when: `A field name is not allowed anywhere in the body: ${forbiddenFieldNamesText} (error.code validation_error, error.fields naming it by its dot path, e.g. 'metadata.__proto__')`,
          },
          { status: 413, when: `The body is larger than ${Math.round(maxBodyBytes / 1024)} KB` },
        ]
      : [];
  const unavailable = rateLimit === 'store' ? [{ status: 503, when: STORE_UNAVAILABLE_WHEN }] : [];
  const errors = [...(spec.errors ?? []), ...shared, { status: 500, when: SERVER_ERROR_WHEN }, ...unavailable].map((e) => ({
    ...e,
    schema: errorSchema,
  }));
  return {
    ...spec,
    params: spec.params,
    request: spec.request,
    errors,
    otherSuccess: spec.otherSuccess ?? [],
    validatesInput: spec.request !== undefined || spec.params !== undefined,
    writes: spec.writes ?? false,
    rateLimit,
    maxBodyBytes,
    sizeLimit: spec.sizeLimit,
    successFlagOnError: spec.successFlagOnError ?? false,
    fallbackFields: spec.fallbackFields ?? [],
    stream: spec.stream,
    errorSchema,
  } as unknown as Defined<S>;
}
