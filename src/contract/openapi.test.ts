import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, endpoints, type EndpointId } from './contract.ts';
import { authErrorBodySchema, errorBodySchema } from './errors.ts';
import { callExamples, openApiExamples } from './examples.ts';
import { FORBIDDEN_FIELD_NAMES } from './field-names.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

const document = buildOpenApiDocument(openApiExamples);
const operationOf = (id: EndpointId) => {
  const endpoint = contract[id];
  return document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
};

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with all 14 operations, open to everyone (security: [])', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.security).toEqual([]);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(operations).toHaveLength(14);
    expect(operations).toContain('POST /api/chat/{id}/message chat.message');
    expect(operations).toContain('GET /api/stats/live stats.live');
  });

  it('states the Test-Record header on every call that stores, and what a server does with such a record', () => {
    expect(document.components.parameters.TestRecord).toMatchObject({ name: 'Test-Record', in: 'header', required: false, schema: { type: 'string', enum: ['true'] } });
    const marked = endpoints.filter((e) => operationOf(e.id).parameters?.some((p) => '$ref' in p && p.$ref === '#/components/parameters/TestRecord')).map((e) => e.id);
    expect(marked).toEqual(endpoints.filter((e) => e.rateLimit === 'store').map((e) => e.id));
    expect(document.info.description).toMatch(/^Test records: a request carrying the header Test-Record: true .* marked as one, never delivered by webhook or mail, and left out of exports unless they ask for test records\. .* run it against a throwaway store\.$/m);
  });

  it('answers what a POST without Content-Type is, what null is, the order of the checks and the forbidden names', () => {
    const text = document.info.description;
    expect(text).toContain("and so does a body sent without a Content-Type header: no Content-Type is 'any other type'");
    expect(text).toContain('null is not the same as leaving a field out: it is a value of the wrong type');
    const steps = text.split('\n').filter((line) => /^\d\. /.test(line)).map((line) => line.split(':')[0]);
    expect(steps).toEqual(['1. the path and the method', '2. the rate limit', '3. the body size', '4. the Content-Type', '5. the nesting', '6. parsing', '7. validation', '8. the call itself']);
    for (const name of FORBIDDEN_FIELD_NAMES) expect(text).toContain(`'${name}'`);
  });

  it("documents reset-password's token error code with its example (invalid_token)", () => {
    const bad = operationOf('auth.reset-password').responses['400']!;
    expect(bad.description).toContain("(error.code 'invalid_token', no error.fields)");
    expect(bad.content!['application/json'].examples!.invalidToken!.value).toEqual({
      success: false,
      message: 'This password reset link is invalid or expired.',
      error: { code: 'invalid_token', message: 'This password reset link is invalid or expired.' },
    });
  });

  it("says on the field which maxLength answers 413 instead of 400 (summarize's content), and on no other", () => {
    const properties = (operationOf('content.summarize').requestBody!.content['application/json'].schema as { properties: Record<string, Record<string, unknown>> }).properties;
    expect([properties.content!['x-too-long-status'], properties.content!.description]).toEqual([
      413,
      "Over maxLength (100,000 characters) answers 413 payload_too_large with error.fields naming 'content', not 400.",
    ]);
    expect(properties.title!['x-too-long-status']).toBeUndefined();
  });

  it('lists every success and error status of the contract, 429 for every POST, 503 for the calls that store', () => {
    for (const endpoint of endpoints) {
      const op = operationOf(endpoint.id);
      const expected = [endpoint.status, ...endpoint.otherSuccess.map((s) => s.status), ...endpoint.errors.map((e) => e.status)];
      if (endpoint.method === 'POST') expected.push(429);
      expect(Object.keys(op.responses).map(Number).sort()).toEqual([...new Set(expected)].sort());
    }
    const chat = operationOf('chat.message');
    expect(Object.keys(chat.responses)).toEqual(['200', '400', '404', '413', '429', '500', '502', '503']);
    expect(chat.responses['429']!.headers!['Retry-After']!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 3600 });
    expect(chat.responses['503']!.headers!['Retry-After']!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 3600 });
    expect(chat.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.any(Object), example: 'chat_9w3e5r7t' }, { $ref: '#/components/parameters/TestRecord' }]);
    expect(Object.keys(operationOf('leads.capture').responses)).toEqual(['200', '201', '400', '413', '429', '500', '503']);
    expect(Object.keys(operationOf('roi.calculate').responses)).toEqual(['200', '400', '413', '429', '500']);
    expect(Object.keys(operationOf('stats.live').responses)).toEqual(['200', '500']);
  });

  it("describes chat.message's event stream beside its JSON answer: delta, done with the answer's schema, error (ADR 0076)", () => {
    const success = operationOf('chat.message').responses['200']!.content!;
    expect(Object.keys(success)).toEqual(['application/json', 'text/event-stream']);
    const events = (success['text/event-stream']!.schema.items as { oneOf: { properties: { event: { const: string }; data: { contentSchema: unknown } } }[] }).oneOf;
    expect(events.map((e) => e.properties.event.const)).toEqual(['delta', 'done', 'error']);
    expect(events[1]!.properties.data.contentSchema).toEqual(success['application/json'].schema);
    expect(events[2]!.properties.data.contentSchema).toMatchObject({ required: expect.arrayContaining(['error', 'status']) });
    expect(Object.keys(operationOf('roi.calculate').responses['200']!.content!)).toEqual(['application/json']);
  });

  it('describes bodies with JSON Schema and auth errors with the success flag', () => {
    expect(operationOf('roi.calculate').requestBody?.content['application/json'].schema).toMatchObject({
      properties: { fteCost: { type: 'number', minimum: 50000, maximum: 200000 } },
      required: ['fteCost', 'taskVolume', 'errorRate'],
    });
    const reset = operationOf('auth.reset-password');
    expect(reset.responses['400']!.content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/AuthErrorBody' });
    expect(document.components.schemas.AuthErrorBody).toMatchObject({ required: expect.arrayContaining(['success', 'message', 'error']) });
  });

  it('bounds every number of every answer with realistic limits, never zod\'s +-MAX_SAFE_INTEGER', () => {
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
    const unbounded: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.type === 'number' || node.type === 'integer') {
        const low = node.minimum ?? node.exclusiveMinimum;
        if (typeof low !== 'number' || typeof node.maximum !== 'number') unbounded.push(where);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
    };
    for (const endpoint of endpoints) visit(operationOf(endpoint.id).responses[endpoint.status]!.content, endpoint.id);
    expect(unbounded).toEqual([]);
    expect(operationOf('roi.calculate').responses['200']!.content!['application/json'].schema).toMatchObject({
      properties: { totalROI: { type: 'integer', minimum: 0, maximum: 10_000_000 } },
    });
  });

  it('states the rules the contract suite enforces beyond the schemas, and the 1-hour reset link', () => {
    expect(document.info.description).toContain("keyed by the dot path of the field in the body");
    expect(operationOf('leads.capture').description).toContain('Emails are compared case-insensitively');
    expect(operationOf('auth.reset-password').description).toContain('The body is validated before the token is looked up');
    expect(operationOf('auth.forgot-password').description).toContain('Sends a reset link valid for 60 minutes; a newer link revokes the older ones.');
    expect(operationOf('auth.forgot-password').description).toContain('already got 3 mails this hour');
  });

  it('lists one webhook per kind of stored record, signed per Standard Webhooks', () => {
    expect(Object.keys(document.webhooks)).toEqual(['lead.captured', 'event.registered', 'contact.submitted', 'booking.scheduled']);
    const contact = document.webhooks['contact.submitted']!.post;
    expect(contact.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(contact.requestBody.content['application/json'].schema).toMatchObject({
      required: ['type', 'timestamp', 'data'],
      properties: { type: { const: 'contact.submitted' } },
    });
  });

  it('gives every request and answer an example that the contract accepts', () => {
    for (const endpoint of endpoints) {
      const op = operationOf(endpoint.id);
      const example = callExamples[endpoint.id];
      if (endpoint.request) {
        const request = op.requestBody!.content['application/json'].examples!.example!.value;
        expect(endpoint.request.safeParse(request).success, `${endpoint.id} request example`).toBe(true);
      }
      if (endpoint.params) expect(endpoint.params.safeParse(example.params).success, `${endpoint.id} params example`).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content!['application/json'];
        const values = Object.values(media.examples ?? {}).map((e) => e.value);
        const schema = Number(status) < 300 ? endpoint.response : endpoint.successFlagOnError ? authErrorBodySchema : errorBodySchema;
        if (status !== '500') expect(values.length, `${endpoint.id} ${status} has an example`).toBeGreaterThan(0);
        for (const value of values) expect(schema.safeParse(value).success, `${endpoint.id} ${status} example`).toBe(true);
      }
    }
  });

  it('shows the 400 answer the contract gives a bad request: a message per field', () => {
    const blueprint = operationOf('blueprint.generate').responses['400']!.content!['application/json'].examples!;
    expect(blueprint.validation!.value).toMatchObject({ error: { code: 'validation_error', fields: { 'responses.goal': expect.any(String) } } });
    const reset = operationOf('auth.reset-password').responses['400']!.content!['application/json'].examples!;
    expect(reset.validation!.value).toMatchObject({ success: false, error: { fields: { newPassword: expect.any(String) } } });
  });

  it('matches the published public/openapi.json (run `npm run openapi` after changing the contract)', () => {
    const published: unknown = JSON.parse(readFileSync(new URL('../../public/openapi.json', import.meta.url), 'utf8'));
    expect(published).toEqual(document);
  });
});
