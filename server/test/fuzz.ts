// Issue 12's property-based fuzz suite: fast-check draws requests for every call from the contract's
// own schemas (through their JSON Schema) and mutates them: wrong types, huge sizes, odd unicode,
// missing and extra fields, odd keys. Against a running server, each answer must be below 500, and
// every 4xx must say why: field messages for a validation error, else a whole-request reason.
// server/test/suite.ts runs it and then checks that the store grew only by valid records.
import fc from 'fast-check';
import { z } from 'zod';
import { buildPath, contract, endpoints, type Endpoint } from '../../src/contract/index.ts';
import { samples } from '../../contract-tests/samples.ts';
import { httpRequest } from './harness.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const futureDate = fc.integer({ min: 1, max: 300 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** A generator of values a schema accepts (mostly: refinements such as 'not before today' are not in JSON Schema). */
function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(arbitraryOf));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern?.includes('\\d{4}-')) return futureDate;
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'number':
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), { minLength: 1, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue();
  }
}

const oddStrings = ['\ud800', '\u0000', 'a\u0007b', '\u202eevil', 'e\u0301', '\u0085', '\ufeff', '\ud83d\ude80'.repeat(3000), '<script>alert(1)</script>'];
const oddKeys = ['__proto__', 'constructor', 'toString', 'prototype', 'hasOwnProperty', 'valueOf'];
const wrongValues: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1e308, [], {}, [1, 2], { $gt: '' }),
  fc.constantFrom(...oddStrings),
  fc.constantFrom(5_000, 20_000, 120_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 50 }),
);

/** Sets a key as an own property, even '__proto__'. */
const withKey = (body: Record<string, unknown>, key: string, value: unknown) => Object.fromEntries([...Object.entries(body), [key, value]]);

function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const object = valid.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
  return fc.oneof(
    valid,
    // a field missing
    object.chain((body) => (Object.keys(body).length ? fc.constantFrom(...Object.keys(body)).map((key) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))) : fc.constant(body))),
    // a field of the wrong type, size or unicode
    object.chain((body) => (Object.keys(body).length ? fc.tuple(fc.constantFrom(...Object.keys(body)), wrongValues).map(([key, value]) => withKey(body, key, value)) : fc.constant(body))),
    // an extra or odd key, at the top or inside a nested object
    object.chain((body) =>
      fc.tuple(fc.oneof(fc.constantFrom(...oddKeys), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => {
        const nested = Object.entries(body).find(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v));
        return nested ? withKey(body, nested[0], withKey(nested[1] as Record<string, unknown>, key, value)) : withKey(body, key, value);
      }),
    ),
    // not an object at all
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(null)),
  );
}

const wholeRequestReasons = new Set(['payload_too_large', 'invalid_token', 'not_found', 'invalid_json']);

export interface FuzzResult {
  requests: number;
  failures: string[];
  /** 201 answers of the capture calls (leads, contact, booking): each stored one record. */
  created: number;
}

export async function runFuzz(baseUrl: string, runsPerCall = 120): Promise<FuzzResult> {
  const result: FuzzResult = { requests: 0, failures: [], created: 0 };
  const chat = await httpRequest(`${baseUrl}${buildPath(contract['chat.start'])}`, { method: 'POST', body: JSON.stringify(samples.chatStart()) });
  const sessionId = (JSON.parse(chat.text) as { id: string }).id;

  const check = async (endpoint: Endpoint, body: unknown): Promise<string | undefined> => {
    const url = `${baseUrl}${buildPath(endpoint, endpoint.params ? { id: sessionId } : undefined)}`;
    const answer = await httpRequest(url, { method: 'POST', body: JSON.stringify(body) });
    result.requests++;
    if (answer.status === 201 && ['leads.capture', 'contact.submit', 'booking.schedule'].includes(endpoint.id)) result.created++;
    if (answer.status >= 500) return `${endpoint.id} answered ${answer.status}`;
    if (answer.status >= 400) {
      const error = (JSON.parse(answer.text) as { error?: { code?: string; fields?: Record<string, string> } }).error;
      const fields = Object.values(error?.fields ?? {});
      const explained = error?.code === 'validation_error' ? fields.length > 0 && fields.every((m) => m.length > 0) : wholeRequestReasons.has(error?.code ?? '');
      if (!explained) return `${endpoint.id} answered ${answer.status} without a reason: ${answer.text.slice(0, 200)}`;
    }
    return undefined;
  };

  for (const endpoint of endpoints) {
    if (!endpoint.request) continue;
    const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    try {
      await fc.assert(
        fc.asyncProperty(mutated(arbitraryOf(schema)), async (body) => {
          const problem = await check(endpoint, body);
          if (problem) throw new Error(problem);
        }),
        { numRuns: runsPerCall, seed: 12, endOnFailure: true },
      );
    } catch (error) {
      result.failures.push((error as Error).message.split('\n').slice(0, 6).join(' | '));
    }
  }
  return result;
}
