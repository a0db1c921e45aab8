// The contract suite's HTTP helpers and assertions. Checks speak plain HTTP to a target so the same
// rules run against the in-process mocks, a broken variant of them, or any server.
import {
  buildPath,
  contract,
  errorCodes,
  KIT_EMAIL_DOMAIN,
  RETRY_AFTER_RANGE,
  RETRY_AFTER_STATUSES,
  TEST_RECORD_HEADER,
  TEST_RECORD_VALUE,
  type EndpointId,
  type ParamsOf,
  type RateLimitClass,
  type RequestOf,
  type ResponseOf,
} from '../src/contract/index.ts';
import type { Pace } from './pacing.ts';
import type { WebhookHook } from './webhooks/webhook-rules.ts';

export interface Target {
  /** Origin (and optional prefix) the /api paths are appended to, without a trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Every request is abandoned after this long (CONTRACT_TIMEOUT_MS) and the rule fails. */
  timeoutMs: number;
  /** Aborted when the rule running the request is given up (its deadline passed). */
  signal?: AbortSignal;
  /** Capabilities only some targets have; rules that need one are skipped without it. */
  hooks: TargetHooks;
  /** Checks this target is known to fail, with the reason: their rules are reported as skipped (rule.gap). */
  knownGaps?: Partial<Record<KnownGap, string>>;
  /** Called with every request and its answer (the runner keeps the last for the report, the CLI the times). */
  log?: (exchange: Exchange) => void;
  /** The seed of the generated cases (--seed); the same seed sends the same cases. */
  seed?: number;
  /** Waits before a rate-limited call so the documented limit is kept (pacing.ts); none for the in-process mocks. */
  pace?: Pace;
  /**
   * false: the requests are sent without `Test-Record: true`, so what they store is delivered (the
   * webhook and reset-mail rules: the team pointed WEBHOOK_URL and its mail at the kit for the run).
   * Every other request of the kit carries the header.
   */
  testRecord?: false;
}

/** The header every request of the kit carries (public/openapi.json, 'Test records'): what it stores is a test record. */
export const TEST_RECORD_HEADERS: Readonly<Record<string, string>> = { [TEST_RECORD_HEADER]: TEST_RECORD_VALUE };

/** A check some target cannot pass yet: 'request-content-type' (400 for a JSON body sent with another Content-Type). */
export type KnownGap = 'request-content-type';

/** One request as sent and the answer as received, for the report of a failure and the response times. */
export interface Exchange {
  method: string;
  path: string;
  /** The request body as sent (raw text), when there was one. */
  body?: string;
  /** The request's Content-Type, when one was sent. */
  contentType?: string;
  status: number;
  responseType: string;
  responseText: string;
  /** From sending the request to the end of the answer's body. */
  ms: number;
}

export interface TargetHooks {
  /** The kit's webhook receiver and the secret the server signs with (--webhooks, --webhook-secret). */
  webhooks?: WebhookHook;
  /** The newest reset token mailed to an address (mock mailbox, or CONTRACT_RESET_TOKEN_SOURCE). */
  resetTokenFor?: (email: string) => Promise<string | undefined>;
  /** Moves the target's clock forward (mock only): proves reset links expire after 1 hour. */
  advanceClock?: (ms: number) => Promise<void>;
  /** An email with an account on the target (CONTRACT_KNOWN_EMAIL): the enumeration rule compares it. */
  knownEmail?: string;
  /** The limits the kit keeps to (calls, or compute units, a minute per class); absent when it does not pace (--rate-limit off, the in-process mocks). */
  rateLimits?: Record<RateLimitClass, number>;
}

export type Hook = keyof TargetHooks;

export class ContractViolation extends Error {
  /** The request and answer the violation is about, when it is not simply the last one sent. */
  readonly exchange?: Exchange;
  constructor(message: string, exchange?: Exchange) {
    super(message);
    this.name = 'ContractViolation';
    if (exchange) this.exchange = exchange;
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractViolation(message);
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  headers: Headers;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  /** The request's Content-Type when there is a body (default application/json). */
  contentType?: string;
  /** false: a 429 or 503 is the answer (its Retry-After still checked), not waited for and sent again. */
  retry?: false;
  /** false: the request skips the pacing (the rate-limit rules' burst). */
  paced?: false;
  /** The request's Accept header (none by default): `text/event-stream` asks a call that streams for its stream. */
  accept?: string;
}

/** The longest Retry-After the suite waits for before it reports the 429 or 503 as the answer. */
export const MAX_RETRY_AFTER_SECONDS = 30;

/** A 429 or 503 must say when to come back: Retry-After in whole seconds (RETRY_AFTER_RANGE, as the OpenAPI document says). */
export function retryAfterOf(headers: Headers, status: number, method: string, path: string): number {
  const header = headers.get('retry-after');
  const seconds = Number(header);
  const { minimum, maximum } = RETRY_AFTER_RANGE;
  check(
    header !== null && Number.isInteger(seconds) && seconds >= minimum && seconds <= maximum,
    `${method} ${path} answered ${status} with Retry-After '${header ?? '(none)'}', expected whole seconds from ${minimum} to ${maximum}`,
  );
  return seconds;
}

/** Waits `seconds`, as a Retry-After asks, or until the rule is given up. */
export function waitSeconds(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, seconds * 1000);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Any request: method, path (starting with '/'), and an optional raw body sent as JSON content. */
export async function request(target: Target, method: string, path: string, rawBody?: string, options: RequestOptions = {}): Promise<Answer> {
  // A server may rate-limit the calls that store data (429 with Retry-After, the documented limits),
  // and answer a call that stores 503 with Retry-After while its store is out of reach for a moment.
  // The suite waits as asked (up to MAX_RETRY_AFTER_SECONDS) and tries again rather than reporting a
  // violation; a 429 or 503 without a valid Retry-After is one.
  const contentType = rawBody !== undefined ? (options.contentType ?? 'application/json') : undefined;
  const headers: Record<string, string> = {
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...(options.accept ? { Accept: options.accept } : {}),
    ...(target.testRecord === false ? {} : TEST_RECORD_HEADERS),
  };
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const signal = target.signal ? AbortSignal.any([timeout, target.signal]) : timeout;
    let retryAfter: number;
    if (options.paced !== false) await target.pace?.(method, path, rawBody === undefined ? 0 : Buffer.byteLength(rawBody));
    try {
      const started = performance.now();
      const res = await target.fetch(`${target.baseUrl}${path}`, { method, headers, body: rawBody, signal });
      const text = await res.text();
      const answer: Answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json: parseJson(text), headers: res.headers };
      const ms = performance.now() - started;
      target.log?.({ method, path, body: rawBody, contentType, status: res.status, responseType: answer.contentType, responseText: text, ms });
      if (!RETRY_AFTER_STATUSES.includes(res.status)) return answer;
      retryAfter = retryAfterOf(res.headers, res.status, method, path);
      if (options.retry === false || attempt >= 5 || retryAfter > MAX_RETRY_AFTER_SECONDS) return answer;
    } catch (error) {
      if (timeout.aborted) throw new ContractViolation(`no answer to ${method} ${path} within ${target.timeoutMs} ms (--timeout-ms)`);
      throw error;
    }
    await waitSeconds(retryAfter, target.signal);
  }
}

type CallInput<Id extends EndpointId> = {
  params?: ParamsOf<Id>;
  /** The body, sent as JSON; may break the schema on purpose. */
  body?: RequestOf<Id> | Record<string, unknown> | unknown;
};

/** Sends a call as its contract describes it (method and path), with any body. */
export function send<Id extends EndpointId>(target: Target, id: Id, input: CallInput<Id> = {}, options: RequestOptions = {}): Promise<Answer> {
  const endpoint = contract[id];
  const build = buildPath as unknown as (e: { id: string; path: string }, params?: unknown) => string;
  const path = build(endpoint as { id: string; path: string }, input.params);
  const raw = endpoint.method === 'GET' ? undefined : JSON.stringify(input.body ?? {});
  return request(target, endpoint.method, path, raw, options);
}

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 4)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

const snippet = (answer: Answer) => (answer.text.length > 160 ? `${answer.text.slice(0, 160)}...` : answer.text);

/** Every answer of the API is JSON and says so: Content-Type application/json (a charset may follow). */
export function expectJsonContentType(answer: Answer): void {
  check(
    /^application\/json\s*(;|$)/i.test(answer.contentType),
    `answered ${answer.status} with Content-Type '${answer.contentType || '(none)'}', expected application/json`,
  );
}

/**
 * The dot paths of fields in a JSON answer that its schema does not know: zod drops unknown keys when
 * it parses, so every key of the raw answer missing from the parsed one is a field the document
 * forbids (its answers have additionalProperties: false).
 */
export function unknownFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => unknownFields(item, parsed[i], `${path}${path ? '.' : ''}${i}`));
  if (!raw || typeof raw !== 'object' || !parsed || typeof parsed !== 'object') return [];
  const known = parsed as Record<string, unknown>;
  return Object.entries(raw).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return Object.hasOwn(known, key) ? unknownFields(value, known[key], at) : [at];
  });
}

/** The call answered its success status with a body matching the contract's response schema. */
export function expectSuccess<Id extends EndpointId>(id: Id, answer: Answer, status: number = contract[id].status): ResponseOf<Id> {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  expectJsonContentType(answer);
  check(answer.json !== undefined, `expected a JSON body, got '${snippet(answer)}'`);
  return expectResponseBody(id, answer.json);
}

/** A success body (a JSON answer's, a stream's `done`) that matches the call's response schema, with no field it does not know. */
export function expectResponseBody<Id extends EndpointId>(id: Id, body: unknown, what?: string): ResponseOf<Id> {
  const parsed = contract[id].response.safeParse(body);
  check(parsed.success, `${what ?? 'response'} does not match the contract: ${parsed.success ? '' : describeIssues(parsed.error.issues)}`);
  const extra = unknownFields(body, parsed.data);
  check(extra.length === 0, `the ${what ?? 'answer'} carries fields the document does not allow (additionalProperties: false): ${extra.join(', ')}`);
  return parsed.data as ResponseOf<Id>;
}

/**
 * A record a rule needs before it can check its own point (a lead, a session): any 2xx with an id.
 * Setup is lenient on purpose, so a wrong status of the creating call (its own rule) cannot hide this one.
 */
export function expectCreated(id: EndpointId, answer: Answer): { id: string } {
  const created = answer.json as { id?: unknown } | undefined;
  check(
    answer.status >= 200 && answer.status < 300 && typeof created?.id === 'string',
    `setup: ${id} should store a record and answer its id, got ${answer.status}: ${snippet(answer)}`,
  );
  return { id: created.id };
}

/** The error code the OpenAPI document gives the statuses that have one meaning. */
const codeOfStatus: Record<number, string> = { 404: errorCodes.notFound, 405: errorCodes.methodNotAllowed, 413: errorCodes.payloadTooLarge };

/** The error body carries the documented error.code. */
export function expectErrorCode(answer: Answer, code: string): void {
  const actual = (answer.json as { error?: { code?: unknown } } | undefined)?.error?.code;
  check(actual === code, `expected error.code '${code}' for ${answer.status}, got '${String(actual)}'`);
}

/** The call answered an error status with the documented error body (and, when given, a message for the field). */
export function expectError(id: EndpointId, answer: Answer, status: number, field?: string): void {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  expectJsonContentType(answer);
  const parsed = contract[id].errorSchema.safeParse(answer.json);
  check(parsed.success, `error body does not match the contract: ${parsed.success ? '' : describeIssues(parsed.error.issues)} in ${snippet(answer)}`);
  // error.fields is a record keyed by any field path (zod's record drops a '__proto__' key when it parses).
  const extra = unknownFields(answer.json, parsed.data).filter((path) => !path.startsWith('error.fields.'));
  check(extra.length === 0, `the error body carries fields the document does not allow (additionalProperties: false): ${extra.join(', ')}`);
  if (codeOfStatus[status]) expectErrorCode(answer, codeOfStatus[status]);
  if (field) {
    const fields = parsed.data.error.fields ?? {};
    check(typeof fields[field] === 'string' && fields[field].length > 0, `expected a message for field '${field}', got fields ${JSON.stringify(fields)}`);
  }
}

/** A JSON error body of the generic shape, for paths outside any call. */
export function expectGenericError(answer: Answer, status: number): void {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  expectJsonContentType(answer);
  const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  check(
    typeof error?.code === 'string' && typeof error.message === 'string',
    `expected a JSON error body { error: { code, message } }, got '${snippet(answer)}'`,
  );
  // ErrorBody: { error: { code, message, fields? } } and nothing else (additionalProperties: false).
  const extra = [
    ...Object.keys(answer.json as object).filter((key) => key !== 'error'),
    ...Object.keys(error).filter((key) => !['code', 'message', 'fields'].includes(key)).map((key) => `error.${key}`),
  ];
  check(extra.length === 0, `the error body carries fields the document does not allow (additionalProperties: false): ${extra.join(', ')}`);
  if (codeOfStatus[status]) expectErrorCode(answer, codeOfStatus[status]);
}

let counter = 0;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An address no other run uses, so the suite passes again and again against a persistent server. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `contract-${label}-${runId}-${counter}@${KIT_EMAIL_DOMAIN}`;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
