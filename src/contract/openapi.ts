// The OpenAPI 3.1 document of the contract, built with zod's own JSON Schema output. The /docs
// page uses it as is; tools/build/write-openapi.ts (public/openapi.json) adds the worked examples of
// examples.ts. Everything a server must do is stated here, including the rules the contract suite
// enforces beyond the schemas (docs/contract-rules.md lists them all).
import { z } from 'zod';
import { site } from '../config/site.ts';
import { endpoints, type Endpoint, type EndpointId } from './contract.ts';
import { authErrorBodySchema, errorBodySchema, invalidResetToken, malformedJson, notFound, payloadTooLarge, serviceUnavailable, upstreamFailed, type ErrorBody } from './errors.ts';
import { MAX_RESPONSE_MS, RATE_LIMIT_PER_MINUTE, RESET_TOKEN_TTL_MINUTES, RETRY_AFTER_RANGE, RETRY_AFTER_STATUSES, STORE_RETRY_AFTER_SECONDS } from './limits.ts';
import { forbiddenFieldNamesText } from './field-names.ts';
import { KIT_EMAIL_DOMAIN, TEST_RECORD_HEADER, TEST_RECORD_VALUE } from './test-records.ts';
import { oddKeyError } from './validate.ts';
import { EVENT_STREAM, streamEventSchemas } from './stream.ts';
import { webhookEvents } from './webhooks.ts';

type JsonSchema = Record<string, unknown>;
type Examples = Record<string, { summary: string; value: unknown }>;
interface Media {
  schema: JsonSchema;
  examples?: Examples;
}
interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: { 'application/json': Media; 'text/event-stream'?: Media };
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Array<{ name: string; in: 'path'; required: true; schema: JsonSchema; example?: unknown } | { $ref: string }>;
  requestBody?: { required: true; content: { 'application/json': Media } };
  responses: Record<string, Response>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  servers: { url: string }[];
  security: [];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: WebhookOperation }>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, HeaderParameter> };
}

interface HeaderParameter {
  name: string;
  in: 'header';
  required: false;
  description: string;
  schema: JsonSchema;
}

interface WebhookOperation {
  operationId: string;
  summary: string;
  description: string;
  parameters: { name: string; in: 'header'; required: true; description: string; schema: JsonSchema }[];
  requestBody: { required: true; content: { 'application/json': Media } };
  responses: Record<string, Response>;
}

/** The worked examples (src/contract/examples.ts) the published document carries. */
export interface ExampleSource {
  request?: (id: EndpointId) => unknown;
  params?: (id: EndpointId) => Record<string, unknown> | undefined;
  response: (id: EndpointId) => unknown;
  invalid: (id: EndpointId) => ErrorBody | undefined;
}

const errorRefs = new Map<z.ZodType, string>([
  [errorBodySchema, 'ErrorBody'],
  [authErrorBodySchema, 'AuthErrorBody'],
]);

/** The largest whole number zod writes for an unbounded int: a placeholder, not a limit. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** zod states z.number().int() as +-MAX_SAFE_INTEGER; the contract's own bounds are the real ones. */
function dropPlaceholderBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(dropPlaceholderBounds);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'maximum' && value === UNBOUNDED) || (key === 'minimum' && value === -UNBOUNDED)) continue;
    out[key] = dropPlaceholderBounds(value);
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return dropPlaceholderBounds(rest) as JsonSchema;
}

const json = (schema: JsonSchema, examples?: Examples) => ({ 'application/json': examples ? { schema, examples } : { schema } });

/** Rules the contract suite enforces that a schema cannot say, stated per call. */
const statedRules: Partial<Record<EndpointId, string>> = {
  'roi.calculate':
    'The formula (whole dollars a year; round is half up, as JavaScript Math.round: 43222.5 gives 43223): hourlyCost = fteCost / 2000; tasksPerYear = taskVolume * 12; laborSavings = round(tasksPerYear * 0.25 * hourlyCost * 0.7); errorSavings = round(tasksPerYear * errorRate / 100 * 0.5 * hourlyCost * 0.85); efficiencySavings = round((laborSavings + errorSavings) * 0.15); totalROI = laborSavings + errorSavings + efficiencySavings. The defaults (85000, 2500, 12) give 223125, 65025, 43223 and 331373.',
  'booking.schedule':
    "A preferredDate is refused as 'before today' only when it has passed in every time zone: today is the date in UTC-12, the earliest time zone, so a visitor anywhere can book the date that is today for them.",
  'leads.capture':
    'Emails are compared case-insensitively: Casey@Example.com and casey@example.com are the same subscriber or registrant.',
  'auth.reset-password':
    `The body is validated before the token is looked up: a password that breaks the rules answers 400 with a message for newPassword even when the token is unknown. A token is valid for ${RESET_TOKEN_TTL_MINUTES} minutes after it was mailed, and once.`,
};

const RATE_LIMITED: ErrorBody = {
  error: { code: 'rate_limited', message: 'Too many requests. Please try again in 30 seconds.' },
};

/**
 * The event stream of a call that streams (stream.ts): OpenAPI 3.1 has no schema for a stream's
 * items, so it is described as the list of its events, each an `event` name and its `data`, a line
 * of JSON whose schema is the event's (contentSchema), as OpenAPI 3.2's itemSchema would say.
 */
function eventStream(endpoint: Endpoint, deltas: string, example?: unknown): Media {
  const events = Object.entries(streamEventSchemas(endpoint)).map(([name, schema]) => ({
    type: 'object',
    properties: {
      event: { const: name },
      data: { type: 'string', contentMediaType: 'application/json', contentSchema: jsonSchema(schema, 'output') },
    },
    required: ['event', 'data'],
  }));
  const description = `Asked with Accept: ${EVENT_STREAM}: server-sent events, zero or more 'delta' then one 'done' (the same body as the JSON answer) or one 'error' (a failure after the stream began: its status and error body; a failure before it is the JSON error answer with its status). ${deltas}`;
  const media: Media = { schema: { description, type: 'array', items: { oneOf: events } } };
  if (example !== undefined) {
    media.examples = { example: { summary: 'A streamed answer', value: [{ event: 'delta', data: JSON.stringify({ text: 'Our plans' }) }, { event: 'done', data: JSON.stringify(example) }] } };
  }
  return media;
}

function responses(endpoint: Endpoint, examples?: ExampleSource): Operation['responses'] {
  const one = (summary: string, value: unknown): Examples | undefined => (examples ? { example: { summary, value } } : undefined);
  const successExample = examples && one('A typical answer', examples.response(endpoint.id));
  const success: Response = { description: 'Success', content: json(jsonSchema(endpoint.response, 'output'), successExample) };
  if (endpoint.stream) success.content = { ...success.content!, [EVENT_STREAM]: eventStream(endpoint, endpoint.stream, examples?.response(endpoint.id)) };
  const result: Operation['responses'] = { [endpoint.status]: success };
  for (const other of endpoint.otherSuccess) result[other.status] = { ...success, description: other.when };

  const ref = { $ref: `#/components/schemas/${errorRefs.get(endpoint.errorSchema)}` };
  const wrap = (body: ErrorBody) => (endpoint.successFlagOnError ? { success: false, message: body.error.message, ...body } : body);
  const errorExamples: Record<number, Examples> = {};
  const add = (status: number, name: string, summary: string, body: ErrorBody | undefined) => {
    if (body) (errorExamples[status] ??= {})[name] = { summary, value: wrap(body) };
  };
  if (examples) {
    add(400, 'validation', 'A field breaks the rules: one message per field, keyed by its dot path', examples.invalid(endpoint.id));
    if (endpoint.method === 'POST') {
      add(400, 'invalidJson', 'The body is not valid JSON', malformedJson());
      if (endpoint.id === 'auth.reset-password') add(400, 'invalidToken', 'The token is unknown, expired, used or revoked', invalidResetToken());
      add(400, 'fieldNameNotAllowed', "A '__proto__' key in the body: validation_error naming it", oddKeyError(['__proto__']));
      add(413, 'tooLarge', 'The body is over the size limit', payloadTooLarge(`The request body is larger than ${Math.round(endpoint.maxBodyBytes / 1024)} KB`));
      add(429, 'rateLimited', 'Too many requests from this client', RATE_LIMITED);
      if (endpoint.errors.some((e) => e.status === 503)) add(503, 'unavailable', 'The store cannot be reached for a moment', serviceUnavailable(STORE_RETRY_AFTER_SECONDS));
    }
    if (endpoint.params) add(404, 'notFound', 'The resource in the path does not exist', notFound('The chat session'));
    if (endpoint.errors.some((e) => e.status === 502)) add(502, 'upstream', 'The language model failed twice or did not answer in time', upstreamFailed());
  }

  const errors = [...endpoint.errors];
  if (endpoint.method === 'POST') {
    errors.push({ status: 429, when: 'Too many requests from this client; wait the seconds in Retry-After', schema: endpoint.errorSchema });
  }
  const statuses = [...new Set(errors.map((e) => e.status))].sort((a, b) => a - b);
  for (const status of statuses) {
    const when = errors.filter((e) => e.status === status).map((e) => e.when);
    const bytes = status === 413 ? ` (${endpoint.maxBodyBytes.toLocaleString('en-US')} bytes; KB means 1,024 bytes)` : '';
    const limit = status === 429 && endpoint.rateLimit ? ` (this call counts as '${endpoint.rateLimit}': ${RATE_LIMIT_PER_MINUTE[endpoint.rateLimit]} a minute per client)` : '';
    result[status] = { description: `${when.join('; ')}${bytes}${limit}`, content: json(ref, errorExamples[status]) };
    if (RETRY_AFTER_STATUSES.includes(status)) {
      result[status].headers = {
        'Retry-After': { description: 'Seconds to wait before the next request', schema: { type: 'integer', ...RETRY_AFTER_RANGE } },
      };
    }
  }
  return result;
}

function operation(endpoint: Endpoint, examples?: ExampleSource): Operation {
  const rule = statedRules[endpoint.id];
  const op: Operation = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: rule ? `${endpoint.description} ${rule}` : endpoint.description,
    tags: [tagOf(endpoint)],
    responses: responses(endpoint, examples),
  };
  if (endpoint.params) {
    const values = examples?.params?.(endpoint.id);
    op.parameters = Object.entries(endpoint.params.shape).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema as z.ZodType, 'input'),
      ...(values?.[name] !== undefined ? { example: values[name] } : {}),
    }));
  }
  // Every call that stores takes the test-record marker (info.description, 'Test records').
  if (endpoint.rateLimit === 'store') op.parameters = [...(op.parameters ?? []), { $ref: `#/components/parameters/${TEST_RECORD_PARAMETER}` }];
  if (endpoint.request) {
    const request = examples?.request?.(endpoint.id);
    const requestExamples = request === undefined ? undefined : { example: { summary: 'A valid request', value: request } };
    op.requestBody = { required: true, content: json(withTooLongStatus(endpoint, jsonSchema(endpoint.request, 'input')), requestExamples) };
  }
  return op;
}

/**
 * The one field of a call whose maxLength answers 413, not 400 (endpoint.sizeLimit: summarize's
 * content, a chat message): said on the field itself, where a reader of its maxLength looks.
 */
function withTooLongStatus(endpoint: Endpoint, schema: JsonSchema): JsonSchema {
  const limit = endpoint.sizeLimit;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!limit || !properties?.[limit.field]) return schema;
  const field = properties[limit.field]!;
  const description = `Over maxLength (${limit.maxChars.toLocaleString('en-US')} characters) answers 413 payload_too_large with error.fields naming '${limit.field}', not 400.`;
  return { ...schema, properties: { ...properties, [limit.field]: { ...field, description, 'x-too-long-status': 413 } } };
}

const tagOf = (endpoint: Endpoint) => endpoint.id.split('.')[0]!;

/** ':id' in the contract's express-style paths becomes '{id}' in OpenAPI. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

const storeCalls = endpoints.filter((e) => e.rateLimit === 'store').map((e) => e.id);

/** The name of the reusable header parameter (components.parameters) that marks a test record. */
const TEST_RECORD_PARAMETER = 'TestRecord';

const description = [
  'All bodies are JSON. Every error is a non-2xx status with an ErrorBody ({ error: { code, message, fields? } }).',
  '',
  'Every call also answers:',
  '- 400 for a body that is not valid JSON, and 413 for a body over its size limit (each call states its own under 413);',
  '- 404 with an ErrorBody for an unknown /api path, never the website;',
  '- 405 with an ErrorBody for a method the path does not take;',
  `- 503 with an ErrorBody (service_unavailable) and a Retry-After header (seconds) from a call that stores when the server cannot reach its store for a moment (the calls that compute and GET calls answer without it);`,
  `- 429 with an ErrorBody and a Retry-After header (seconds) when a client sends too many POST requests (per client address: ${RATE_LIMIT_PER_MINUTE.store} a minute to calls that store, ${RATE_LIMIT_PER_MINUTE.compute} to calls that compute).`,
  `  Calls that store: ${storeCalls.join(', ')}. Calls that compute: ${endpoints.filter((e) => e.rateLimit === 'compute').map((e) => e.id).join(', ')}. GET calls have no limit. A call that computes is charged one unit per started 2 KB of body (a 100,000-character summary costs 49).`,
  `  Each limit is a token bucket per client and class, not a fixed window: a client may send up to the whole minute's allowance at once, and it refills continuously (${RATE_LIMIT_PER_MINUTE.store} a minute is one more store call every ${60 / RATE_LIMIT_PER_MINUTE.store} s); Retry-After says when enough has refilled for the refused call.`,
  '  Every POST counts, whatever its body: the limit is checked before the body is read (see the order below).',
  '',
  'Content-Type: a POST body is sent as Content-Type application/json (or application/<anything>+json; parameters such as charset are allowed). A body sent as any other type answers 400 (invalid_json), and so does a body sent without a Content-Type header: no Content-Type is \'any other type\'. A POST with no body at all (no Content-Length, or 0 bytes) is read as no body whatever its Content-Type, and answers 400 validation_error with error.fields.body (\'The request body must be a JSON object\'). Every answer is JSON with Content-Type application/json, except the server-sent events a call that streams (chat.message) gives to a request with Accept: text/event-stream; without that Accept it answers JSON.',
  `Sizes: KB means 1,024 bytes; each call states its body limit under 413. Response time: every call answers within ${MAX_RESPONSE_MS.toLocaleString('en-US')} ms (the contract kit's --max-response-ms default).`,
  '',
  'The order of the checks: a request is checked in this order, and the first check it fails gives the answer (a body too large and malformed answers 413, never 400):',
  '1. the path and the method: 404 for an unknown /api path, 405 for a method the path does not take;',
  '2. the rate limit: 429, before the body is read (a POST is charged by its declared Content-Length);',
  '3. the body size: 413 for a body over the call\'s limit;',
  '4. the Content-Type: 400 invalid_json for a body that is not sent as JSON;',
  '5. the nesting: 400 invalid_json for a body nested more than 32 levels of objects and arrays deep;',
  '6. parsing: 400 invalid_json for a body that is not valid JSON;',
  '7. validation: a path parameter first, then the forbidden field names below, then the request schema: 400 validation_error with error.fields, or 413 for the one field marked \'x-too-long-status\';',
  '8. the call itself: 404 for a chat session that does not exist, 503 when the store cannot be reached, the call\'s own 400s (an unknown or used reset token) and its success answer.',
  '',
  'Validation: a 400 for bad input carries error.fields, one message per field, keyed by the dot path of the field in the body',
  "(for example 'email', 'responses.goal', 'metadata.eventId'). Text is trimmed before it is checked, and bidi controls and invisible characters (Unicode TR36) are taken out of it.",
  "A field over its maxLength answers 400, except the field marked 'x-too-long-status': 413 (content.summarize's content, chat.message's message): 413 payload_too_large with error.fields naming it.",
  "null is not the same as leaving a field out: it is a value of the wrong type, for a required field and an optional one alike. A field sent as null answers 400 validation_error naming it, with a message that says the type it must have ('Phone must be text', 'Timezone must be one of: ...'); a field left out answers 'is required' where it is required and is simply absent where it is optional. To leave an optional field out, omit its key (an optional choice also takes ''). The one exception is attribution, whose bad values, null included, are dropped and never refused.",
  `Forbidden field names: a key named ${forbiddenFieldNamesText} is refused anywhere in a body, at any depth (400 validation_error, error.fields naming it by its dot path, e.g. 'metadata.__proto__'), even where the object otherwise takes unknown fields. They are the names of JavaScript's object machinery (every member of Object.prototype, and prototype); this list is the whole of it, whatever language the server is written in.`,
  '',
  `Test records: a request carrying the header ${TEST_RECORD_HEADER}: ${TEST_RECORD_VALUE} comes from a test (the contract kit sends it on every request, except those of its webhook and reset-mail rules, whose records must reach the receiver and the mailbox the team set up for the run; the records those rules store have addresses at ${KIT_EMAIL_DOMAIN}, a reserved domain, so they are recognisable too). A server answers it exactly as any other request, and it stores what such a request stores as a test record: marked as one, never delivered by webhook or mail, and left out of exports unless they ask for test records. Keep its lookups apart too, so a test sign-up never makes a visitor's look like a repeat. The calls that store take the header (parameter ${TEST_RECORD_HEADER}); the others store nothing and ignore it. A run of the contract kit against a server that ignores the header leaves its records among the real ones: run it against a throwaway store.`,
  '',
  'Captured data (leads, contact messages, bookings, chat sessions) is never readable back: there is no call that returns it.',
  'No call needs authentication.',
  '',
  'Webhooks: the reference server sends each stored record to WEBHOOK_URL as a Standard Webhooks 1.0 delivery (see `webhooks`); test records are never sent.',
].join('\n');

const WEBHOOK_HEADERS: WebhookOperation['parameters'] = [
  ['webhook-id', 'One id per event, the same on every attempt: use it to drop duplicates (delivery is at least once)'],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed'],
  ['webhook-signature', "Space-separated 'v1,<base64 HMAC-SHA256 of id.timestamp.body>', one per secret during a rotation"],
].map(([name, description]) => ({ name: name!, in: 'header', required: true, description: description!, schema: { type: 'string' } }));

function webhooks(): OpenApiDocument['webhooks'] {
  const result: OpenApiDocument['webhooks'] = {};
  for (const [type, event] of Object.entries(webhookEvents)) {
    result[type] = {
      post: {
        operationId: `webhook.${type}`,
        summary: event.summary,
        description: `Sent once the record is stored, signed per Standard Webhooks 1.0. A 2xx answer within the timeout is a delivery; anything else is retried on the schedule, then marked failed.`,
        parameters: WEBHOOK_HEADERS,
        requestBody: { required: true, content: json(jsonSchema(event.schema, 'output')) },
        responses: {
          '200': { description: 'Delivered (any 2xx)' },
          '400': { description: 'Not delivered: retried, then marked failed (any non-2xx, a redirect, a timeout or a refused connection)' },
        },
      },
    };
  }
  return result;
}

const ERROR_BODY =
  "error.code is a stable machine code (validation_error, invalid_json, not_found, method_not_allowed, payload_too_large, rate_limited, invalid_token, service_unavailable, internal_error); error.message is for people; error.fields has one message per invalid field, keyed by the field's dot path in the body.";

export function buildOpenApiDocument(examples?: ExampleSource): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, examples);
  }
  const tags = [...new Set(endpoints.map(tagOf))].map((name) => ({
    name,
    description: endpoints.filter((e) => tagOf(e) === name).map((e) => e.summary).join('; '),
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      description,
      license: { name: `Proprietary, ${site.name}`, url: 'https://orbitalagents.example/terms' },
    },
    servers: [{ url: '/' }],
    security: [],
    tags,
    paths,
    webhooks: webhooks(),
    components: {
      schemas: {
        ErrorBody: { ...jsonSchema(errorBodySchema, 'output'), description: ERROR_BODY },
        AuthErrorBody: { ...jsonSchema(authErrorBodySchema, 'output'), description: `${ERROR_BODY} The two auth calls add success: false and message.` },
      },
      parameters: {
        [TEST_RECORD_PARAMETER]: {
          name: TEST_RECORD_HEADER,
          in: 'header',
          required: false,
          description: `'${TEST_RECORD_VALUE}' marks the request as a test (the contract kit sends it): store what it stores as a test record, never deliver that record by webhook or mail, and leave it out of exports unless they ask for test records (info.description, 'Test records'). Without the header the request is a real one.`,
          schema: { type: 'string', enum: [TEST_RECORD_VALUE] },
        },
      },
    },
  };
}
