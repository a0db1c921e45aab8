// The contract suite's HTTP helpers and assertions. Checks speak plain HTTP to a target so the same
// rules run against the in-process mocks, a broken variant of them, or any server.
import {
  buildPath,
  contract,
  type EndpointId,
  type ParamsOf,
  type RequestOf,
  type ResponseOf,
} from '../src/contract/index.ts';

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
}

export interface TargetHooks {
  /** The newest reset token mailed to an address (mock mailbox, or CONTRACT_RESET_TOKEN_SOURCE). */
  resetTokenFor?: (email: string) => Promise<string | undefined>;
  /** Moves the target's clock forward (mock only): proves reset links expire after 1 hour. */
  advanceClock?: (ms: number) => Promise<void>;
  /** An email with an account on the target (CONTRACT_KNOWN_EMAIL): the enumeration rule compares it. */
  knownEmail?: string;
}

export type Hook = keyof TargetHooks;

export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolation';
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
}

async function toAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/** Any request: method, path (starting with '/'), and an optional raw body sent as JSON content. */
export async function request(target: Target, method: string, path: string, rawBody?: string): Promise<Answer> {
  // A server may rate-limit the calls that store data (429 with Retry-After). That is not part of
  // the contract, so the suite waits as asked and tries again rather than reporting a violation.
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const signal = target.signal ? AbortSignal.any([timeout, target.signal]) : timeout;
    let retryAfter: number;
    try {
      const res = await target.fetch(`${target.baseUrl}${path}`, {
        method,
        headers: rawBody !== undefined ? { 'Content-Type': 'application/json' } : {},
        body: rawBody,
        signal,
      });
      retryAfter = Number(res.headers.get('retry-after'));
      if (res.status !== 429 || attempt >= 5 || !(retryAfter >= 0 && retryAfter <= 30)) return await toAnswer(res);
      await res.arrayBuffer();
    } catch (error) {
      if (timeout.aborted) throw new ContractViolation(`no answer to ${method} ${path} within ${target.timeoutMs} ms (CONTRACT_TIMEOUT_MS)`);
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(retryAfter, 1) * 1000));
  }
}

type CallInput<Id extends EndpointId> = {
  params?: ParamsOf<Id>;
  /** The body, sent as JSON; may break the schema on purpose. */
  body?: RequestOf<Id> | Record<string, unknown> | unknown;
};

/** Sends a call as its contract describes it (method and path), with any body. */
export function send<Id extends EndpointId>(target: Target, id: Id, input: CallInput<Id> = {}): Promise<Answer> {
  const endpoint = contract[id];
  const build = buildPath as unknown as (e: { id: string; path: string }, params?: unknown) => string;
  const path = build(endpoint as { id: string; path: string }, input.params);
  const raw = endpoint.method === 'GET' ? undefined : JSON.stringify(input.body ?? {});
  return request(target, endpoint.method, path, raw);
}

function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 4)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

const snippet = (answer: Answer) => (answer.text.length > 160 ? `${answer.text.slice(0, 160)}...` : answer.text);

/** The call answered its success status with a body matching the contract's response schema. */
export function expectSuccess<Id extends EndpointId>(id: Id, answer: Answer, status: number = contract[id].status): ResponseOf<Id> {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  check(answer.json !== undefined, `expected a JSON body, got '${snippet(answer)}'`);
  const parsed = contract[id].response.safeParse(answer.json);
  check(parsed.success, `response does not match the contract: ${parsed.success ? '' : describeIssues(parsed.error.issues)}`);
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

/** The call answered an error status with the documented error body (and, when given, a message for the field). */
export function expectError(id: EndpointId, answer: Answer, status: number, field?: string): void {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  const parsed = contract[id].errorSchema.safeParse(answer.json);
  check(parsed.success, `error body does not match the contract: ${parsed.success ? '' : describeIssues(parsed.error.issues)} in ${snippet(answer)}`);
  if (field) {
    const fields = parsed.data.error.fields ?? {};
    check(typeof fields[field] === 'string' && fields[field].length > 0, `expected a message for field '${field}', got fields ${JSON.stringify(fields)}`);
  }
}

/** A JSON error body of the generic shape, for paths outside any call. */
export function expectGenericError(answer: Answer, status: number): void {
  check(answer.status === status, `expected status ${status}, got ${answer.status}: ${snippet(answer)}`);
  const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  check(
    typeof error?.code === 'string' && typeof error.message === 'string',
    `expected a JSON error body { error: { code, message } }, got '${snippet(answer)}'`,
  );
}

let counter = 0;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An address no other run uses, so the suite passes again and again against a persistent server. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `contract-${label}-${runId}-${counter}@contract-tests.example`;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
