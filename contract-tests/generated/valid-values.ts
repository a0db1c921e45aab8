// fast-check arbitraries of values a JSON Schema node allows, across its whole range: lengths from
// the minimum to the maximum, numbers to both bounds, every enum value, real emails and dates. Text
// is printable ASCII and never blank where a value is required ("text is trimmed before it is
// checked"); a date that must not be before today is in the coming year.
import fc from 'fast-check';
import { choiceOf, maximumOf, minimumOf, type SchemaNode } from './request-schema.ts';

/** At most this many characters for most generated text; the field's maximum is drawn as well. */
const SHORT_TEXT = 24;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,14}$/), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/), fc.constantFrom('example', 'test', 'co.example'))
  .map(([local, label, tld]) => `${local}@${label}.${tld}`);

function validText(node: SchemaNode): fc.Arbitrary<string> {
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? 1000;
  const short = fc.string({ minLength: min, maxLength: Math.min(max, SHORT_TEXT) });
  // Required text (minLength 1) is trimmed before it is checked: a blank value is a missing one.
  const nonBlank = min > 0 ? short.map((s) => (s.trim() === '' ? `x${s}`.slice(0, max) : s)) : short;
  return fc.oneof({ arbitrary: nonBlank, weight: 5 }, { arbitrary: fc.constant('x'.repeat(max)), weight: 1 });
}

function validString(node: SchemaNode): fc.Arbitrary<string> {
  if (node.format === 'email') return validEmail;
  if (node.format === 'date-time') {
    return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (node.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return fc.integer({ min: 1, max: 365 }).map((days) => isoDay(Date.now() + days * DAY_MS));
  return validText(node);
}

function validNumber(node: SchemaNode): fc.Arbitrary<number> {
  const min = minimumOf(node) ?? -1_000_000;
  const max = maximumOf(node) ?? 1_000_000;
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return node.type === 'integer' ? whole : fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values the node allows; `fallback` (the sample's value) where the schema says too little. */
export function validValue(node: SchemaNode, fallback?: unknown): fc.Arbitrary<unknown> {
  const choice = choiceOf(node);
  if (choice.emptyAllowed) return fc.oneof(fc.constant(''), validValue(choice.schema, fallback));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.oneOf) return fc.oneof(...node.oneOf.map((branch) => validValue(branch, fallback)));
  switch (node.type) {
    case 'string':
      return validString(node);
    case 'number':
    case 'integer':
      return validNumber(node);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = node.items ? validValue(node.items) : fc.constant(null);
      return fc.array(items, { minLength: node.minItems ?? 0, maxLength: Math.min(node.maxItems ?? 3, 3) });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const values = Object.fromEntries(Object.entries(properties).map(([key, prop]) => [key, validValue(prop, (fallback as Record<string, unknown> | undefined)?.[key])]));
      return fc.record(values, { requiredKeys: node.required ?? [] });
    }
    default:
      return fc.constant(fallback);
  }
}
