// Size and rate limits of product-rules.md D1 and issue 12 (zod-free, so the UI and the OpenAPI
// document can show them).
/** Summarize answers 413 for content over this many characters. */
export const SUMMARIZE_MAX_CHARS = 100_000;
/** A chat message over this many characters answers 413. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
/** chat.start takes at most this many earlier turns, of at most this many characters in all. */
export const CHAT_TRANSCRIPT_MAX_TURNS = 20;
export const CHAT_TRANSCRIPT_MAX_CHARS = 8000;
/** A chat session holds at most this many turns (user and assistant); then chat.message answers 413. */
export const CHAT_SESSION_MAX_TURNS = 200;

/** No accepted request stores more than this many bytes (the record as JSON, UTF-8). */
export const MAX_RECORD_BYTES = 16 * 1024;
/** The body limit of a call unless it states its own: a form is a few KB. */
export const DEFAULT_BODY_BYTES = 16 * 1024;
/** Summarize takes 100,000 characters, which UTF-8 may spell in up to 3 bytes each, plus JSON. */
export const SUMMARIZE_BODY_BYTES = 3 * SUMMARIZE_MAX_CHARS + 16 * 1024;

/**
 * Calls per minute per client on the reference server (a token bucket): every POST has one of these
 * limits (endpoint.rateLimit). The server's RATE_LIMIT_MAX overrides `store`; `compute` scales with it.
 */
export const RATE_LIMIT_PER_MINUTE = { store: 120, compute: 600 } as const;
export type RateLimitClass = keyof typeof RATE_LIMIT_PER_MINUTE;

/** The Retry-After (seconds) of a 503: a call that needs the store while the server cannot reach it. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** The answers that carry Retry-After: 429 (rate limited) and 503 (the store out of reach for a moment). */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];
/** A Retry-After is whole seconds in this range. */
export const RETRY_AFTER_RANGE = { minimum: 1, maximum: 3600 } as const;

/** The body bytes one unit of a compute call's limit covers. */
export const COMPUTE_BYTES_PER_UNIT = 2048;

/**
 * What a compute call costs: one unit per started 2 KB of its body. Its work (parsing, validation,
 * the summarizer's ranking) grows with its input, so counting calls alone let one client keep the
 * server busy with the largest ones while staying under its limit (issue 47: 600 summaries of
 * 100,000 characters a minute). A 100,000-character summary costs 49 units, an ROI call 1.
 */
export function computeCost(bodyBytes: number): number {
  return Math.max(1, Math.ceil(bodyBytes / COMPUTE_BYTES_PER_UNIT));
}

/** The units a POST of `bodyBytes` is charged: a compute call by its size, any other one, or a body over the call's limit (refused before any work), 1. */
export function chargedUnits(call: { rateLimit?: RateLimitClass; maxBodyBytes: number }, bodyBytes: number): number {
  return call.rateLimit === 'compute' && bodyBytes <= call.maxBodyBytes ? computeCost(bodyBytes) : 1;
}

/** The documented response-time budget: every call answers within this many milliseconds (the contract kit's --max-response-ms). */
export const MAX_RESPONSE_MS = 1000;

/** Reset links expire this many minutes after they were sent, and a newer link revokes older ones. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** At most this many reset mails per recipient per hour; further requests get the same 200 and no mail. */
export const RESET_MAILS_PER_RECIPIENT_PER_HOUR = 3;
