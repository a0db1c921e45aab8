// Everything under /api: the contract's routes and nothing else. Each request is matched against the
// contract (404/405), rate-limited (every POST: its call's limit class), its body read with the call's
// size limit (413) and parsed (400), cleared of bidi controls and invisible characters, validated by
// the contract (400/413), then answered by its handler in handlers.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'json-server';
import {
  bodyNotJson,
  chargedUnits,
  computeCost,
  errorBodyFor,
  malformedJson,
  matchPath,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  validateRequest,
  internalError,
  serviceUnavailable,
  STORE_RETRY_AFTER_SECONDS,
  type ErrorBody,
  type RateLimitClass,
} from '../../src/contract/index.ts';
import { readJsonBody } from './body.ts';
import { acceptsEventStream } from '../../src/contract/stream.ts';
import { eventStreamAnswer, type EventStreamAnswer } from './event-stream.ts';
import type { Logger } from '../log.ts';
import type { Limiter, RateDecision } from '../store/rate-limit.ts';
import { subscriberKey } from './client-key.ts';
import { isTestRequest } from '../store/test-records.ts';
import { sendJson } from './respond.ts';
import { setSecurityHeaders } from './security.ts';
import type { CallHandlers } from '../handlers.ts';
import { StoreUnavailableError } from '../store/store.ts';

export interface ApiOptions {
  handlers: CallHandlers;
  limiters: Record<RateLimitClass, Limiter>;
  log: Logger;
  clientIp: (req: IncomingMessage) => string;
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function pathnameOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

function rateLimited(retryAfterSeconds: number): ErrorBody {
  return {
    error: {
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    },
  };
}

export function apiMiddleware(options: ApiOptions): Middleware {
  return (req, res, next) => {
    const pathname = pathnameOf(req);
    if (!isApiPath(pathname)) return next();
    setSecurityHeaders(res, 'api');
    handle(req, res, pathname, options).catch(next);
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, options: ApiOptions): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const match = matchPath(method, pathname);
  if (match.kind === 'not-found') {
    req.resume();
    return sendJson(res, 404, notFound());
  }
  if (match.kind === 'method-not-allowed') {
    req.resume();
    const allowed = match.allowed.includes('GET') ? [...match.allowed, 'HEAD'] : match.allowed;
    return sendJson(res, 405, methodNotAllowed(req.method ?? '', allowed), { Allow: allowed.join(', ') });
  }
  const { endpoint, params } = match;
  // Its answer depends on Accept (JSON or an event stream): caches must tell them apart.
  if (endpoint.stream) res.appendHeader('Vary', 'Accept');
  const fail = (status: number, body: ErrorBody, headers?: Record<string, string>) =>
    sendJson(res, status, errorBodyFor(endpoint, body), headers);

  const limiter = endpoint.rateLimit ? options.limiters[endpoint.rateLimit] : undefined;
  const client = subscriberKey(options.clientIp(req));
  const refused = (decision: RateDecision) => (decision.allowed ? undefined : decision.retryAfterSeconds);
  const tooMany = (retryAfterSeconds: number) =>
    fail(429, rateLimited(retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) });

  // Before the body is read, so rejected clients cost nothing and token guessing is limited too. A
  // compute call is charged by its size as declared (chargedUnits).
  const declared = Number(req.headers['content-length']) || 0;
  const charged = chargedUnits(endpoint, declared);
  const waitFirst = limiter && refused(await limiter.hit(client, charged));
  if (waitFirst) {
    req.resume();
    return tooMany(waitFirst);
  }

  let body: unknown;
  let bodyBytes = 0;
  if (endpoint.method === 'GET') {
    req.resume();
  } else {
    const read = await readJsonBody(req, endpoint.maxBodyBytes);
    switch (read.kind) {
      case 'aborted':
        return;
      case 'too-large':
        return fail(413, payloadTooLarge(`The request body is larger than ${Math.round(endpoint.maxBodyBytes / 1024)} KB`));
      case 'malformed':
        return fail(400, malformedJson());
      case 'too-deep':
        return fail(400, { error: { ...malformedJson().error, message: 'The request body is nested too deeply' } });
      case 'not-json':
        return fail(400, bodyNotJson());
      case 'json':
        body = read.value;
        bodyBytes = read.bytes;
        break;
      case 'none':
        body = undefined;
        break;
    }
  }

  // validateRequest also takes bidi controls and invisible characters out of the text (issue 47).
  const validation = validateRequest(endpoint, { params, body });
  if (!validation.ok) return sendJson(res, validation.status, validation.body);

  // A body sent without Content-Length (chunked) pays the rest of its cost before the work.
  const rest = endpoint.rateLimit === 'compute' ? computeCost(bodyBytes) - charged : 0;
  const waitRest = limiter && rest > 0 && refused(await limiter.hit(client, rest));
  if (waitRest) return tooMany(waitRest);

  // A call that streams answers server-sent events to a client that asks for them (ADR 0076).
  const stream: EventStreamAnswer | undefined = endpoint.stream && acceptsEventStream(req.headers.accept) ? eventStreamAnswer(res) : undefined;
  // Before the stream began a failure is the JSON error with its status; after, an `error` event.
  const failed = (status: number, body: ErrorBody, headers?: Record<string, string>) =>
    stream?.started ? stream.error(status, errorBodyFor(endpoint, body)) : fail(status, body, headers);
  try {
    const sink = stream && { delta: (text: string) => stream.delta(text), signal: stream.signal };
    const reply = await options.handlers.answer(endpoint, { params: validation.params, body: validation.body, client, test: isTestRequest(req.headers), ...(sink ? { sink } : {}) });
    if ('error' in reply) return failed(reply.status, reply.error);
    if (stream) return stream.done(reply.body);
    return sendJson(res, reply.status ?? endpoint.status, reply.body);
  } catch (error) {
    // The client went away: nobody reads an answer, and the call stored nothing.
    if (stream?.signal.aborted) return;
    if (error instanceof StoreUnavailableError) {
      options.log.event('store_unavailable', { level: 'warn', endpoint: endpoint.id, reason: error.message });
      return failed(503, serviceUnavailable(STORE_RETRY_AFTER_SECONDS), { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
    }
    options.log.error('handler_failed', error, { endpoint: endpoint.id });
    return failed(500, internalError());
  }
}

