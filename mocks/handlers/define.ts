// The one wrapper every mock handler goes through, so no handler repeats it:
// latency -> scenario (error, network, slow, invalid) -> 413 for bodies over 256 KB -> 400 for
// malformed JSON -> validation through the contract (400 with field messages, 413 for size-limited
// fields) -> the call's own logic -> the answer checked against the contract's response schema.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  bodyNotJson,
  contract,
  errorBodyFor,
  errorCodes,
  internalError,
  isJsonContentType,
  malformedJson,
  payloadTooLarge,
  validateRequest,
  type EndpointId,
  type ErrorBody,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../src/contract/index.ts';
import { latencyOf, mockTiming, sleep } from '../config.ts';
import { dbReady } from '../db.ts';
import { scenarioFor } from '../scenarios.ts';
import { acceptsEventStream } from '../../src/contract/event-stream.ts';
import { eventStreamOf } from './stream.ts';

/** What a call's logic answers: its success body (and status), or a documented failure. */
export type Reply<Id extends EndpointId> =
  | { ok: true; status: number; body: ResponseOf<Id> }
  | { ok: false; status: number; error: ErrorBody };

export interface CallContext<Id extends EndpointId> {
  body: ParsedRequestOf<Id>;
  params: Record<string, string>;
  request: Request;
  /** A success answer of this call; the status defaults to the contract's success status. */
  ok: (body: ResponseOf<Id>, status?: number) => Reply<Id>;
  /** A documented failure of this call. */
  fail: (status: number, error: ErrorBody) => Reply<Id>;
}

export type CallLogic<Id extends EndpointId> = (ctx: CallContext<Id>) => Reply<Id> | Promise<Reply<Id>>;

/** A mock call: its id and the function that answers it once the request passed every shared check. */
export interface MockCall<Id extends EndpointId = EndpointId> {
  id: Id;
  logic: CallLogic<Id>;
  /** A call that streams (the contract's `stream`): the text of its answer the deltas carry (stream.ts). */
  streamed?: (body: ResponseOf<Id>) => string;
}

export function defineCall<Id extends EndpointId>(id: Id, logic: CallLogic<Id>, options: { streamed?: (body: ResponseOf<Id>) => string } = {}): MockCall<Id> {
  return { id, logic, ...options };
}

export interface AnswerOptions {
  /** Check the answer against the contract's response schema (500 when it does not match). Default true. */
  checkResponse?: boolean;
}

function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers });
}

/** The request's JSON body, or the documented failure: too large (413), not sent as JSON or not parsing (400), in the reference server's order. */
async function readJson(request: Request, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413; error: () => ErrorBody }> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const tooLarge = () => payloadTooLarge(`The request body is larger than ${Math.round(maxBytes / 1024)} KB`);
  if (bytes.byteLength > maxBytes) return { ok: false, status: 413, error: tooLarge };
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, status: 400, error: bodyNotJson };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: false, status: 400, error: malformedJson };
  }
}

/** Answers one request for a call: every shared rule, then the call's logic. */
export async function answer<Id extends EndpointId>(
  call: MockCall<Id>,
  request: Request,
  params: Record<string, string>,
  options: AnswerOptions = {},
): Promise<Response> {
  const endpoint = contract[call.id];
  const errorBody = (body: ErrorBody) => errorBodyFor(endpoint, body);
  const scenario = scenarioFor(call.id);
  await sleep(scenario === 'slow' ? mockTiming().slowMs : latencyOf(call.id));

  if (scenario === 'network') return HttpResponse.error();
  if (scenario === 'error') return json(500, errorBody(internalError()));
  if (scenario === 'invalid') {
    // The 400 the call gives for a request with nothing filled in: real field messages.
    const invalid = validateRequest(endpoint, { params, body: {} });
    return invalid.ok
      ? json(400, errorBody({ error: { code: errorCodes.validation, message: 'The request is invalid' } }))
      : json(invalid.status, invalid.body);
  }

  let body: unknown;
  if (endpoint.method !== 'GET') {
    // The call's own body limit (endpoint.maxBodyBytes), as the reference server applies it.
    const read = await readJson(request, endpoint.maxBodyBytes);
    if (!read.ok) return json(read.status, errorBody(read.error()));
    body = read.value;
  }
  const validation = validateRequest(endpoint, { params, body });
  if (!validation.ok) return json(validation.status, validation.body);

  await dbReady();
  let reply: Reply<Id>;
  try {
    reply = await call.logic({
      body: validation.body as ParsedRequestOf<Id>,
      params: validation.params,
      request,
      ok: (answer, status = endpoint.status) => ({ ok: true, status, body: answer }),
      fail: (status, error) => ({ ok: false, status, error }),
    });
  } catch (error) {
    console.error(`[mock api] ${call.id} failed`, error);
    return json(500, errorBody(internalError()));
  }
  if (!reply.ok) return json(reply.status, errorBody(reply.error));
  if (options.checkResponse !== false) {
    const checked = endpoint.response.safeParse(reply.body);
    if (!checked.success) {
      console.error(`[mock api] ${call.id} answer does not match the contract`, checked.error.issues);
      return json(500, errorBody(internalError()));
    }
  }
  // Asked for its event stream, a call that streams answers one (ADR 0076); else the JSON answer.
  if (endpoint.stream && call.streamed && acceptsEventStream(request.headers.get('accept'))) return eventStreamOf(call.streamed(reply.body), reply.body);
  return json(reply.status, reply.body);
}

/** The msw handler of a call: its contract method and path, on any origin. */
export function toHandler<Id extends EndpointId>(call: MockCall<Id>, options?: AnswerOptions): HttpHandler {
  const endpoint = contract[call.id];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`*${endpoint.path}`, ({ request, params }) =>
    answer(call, request, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), options),
  );
}
