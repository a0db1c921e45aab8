// The negative cases of a call, one per constraint the JSON Schema states: for every field of a
// valid body (the call's sample), a missing value where it is required, a wrong type (and null for an
// optional value: null is a wrong type, not the value left out), blank and too
// long text, numbers below and above their bounds, values outside an enum, malformed emails and
// dates; for every object, an unknown key where additionalProperties is false, and '__proto__' and
// 'constructor' keys everywhere. Each case is a fast-check arbitrary, so a failure shrinks to its
// smallest form (the shortest string over the limit, the bound plus one).
import fc from 'fast-check';
import { choiceOf, dotPath, maximumOf, minimumOf, remove, valueAt, withValue, type Path, type SchemaNode } from './request-schema.ts';

export interface Mutation {
  /** What is wrong, e.g. 'too long (maxLength 200)'. */
  kind: string;
  /** The whole body with the one thing wrong. */
  body: fc.Arbitrary<unknown>;
}

export interface FieldMutations {
  /** The field's dot path, or the object's ('' for the body itself). */
  path: string;
  /** 'field' for a value's constraints, 'keys' for an object's keys. */
  about: 'field' | 'keys';
  mutations: Mutation[];
}

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

const malformedEmails: ReadonlyArray<(name: string) => string> = [
  (n) => n,
  (n) => `${n}@`,
  (n) => `@${n}.example`,
  (n) => `${n}@@${n}.example`,
  (n) => `${n} ${n}@${n}.example`,
  (n) => `${n}@${n}`,
  (n) => `${n}@${n}..example`,
];
const malformedEmail = fc.tuple(fc.constantFrom(...malformedEmails), fc.stringMatching(/^[a-z]{1,8}$/)).map(([shape, name]) => shape(name));
const malformedDateTime = fc.constantFrom('yesterday', '2030-01-15', '2030-01-15 10:00', '2030-01-15T10:00:00', '2030-13-01T10:00:00Z', '15/01/2030 10:00');
const malformedDate = fc.constantFrom('next week', '2030/01/15', '15-01-2030', '2030-1-5', '20300115');
const unrealDate = fc.constantFrom('2030-02-30', '2030-13-01', '2030-00-10', '2031-02-29');
/** Not a value of the enum: shrinks to a one-letter word. */
const notIn = (values: readonly unknown[]) => fc.stringMatching(/^[a-z][a-z-]{0,11}$/).filter((v) => !values.includes(v));

function wrongType(node: SchemaNode): fc.Arbitrary<unknown> {
  const type = choiceOf(node).schema.type ?? (node.enum || node.const !== undefined ? 'string' : undefined);
  if (type === 'number' || type === 'integer') {
    const min = minimumOf(node) ?? 0;
    return fc.oneof(fc.integer({ min, max: min + 1000 }).map(String), fc.constant(null), fc.boolean());
  }
  if (type === 'array') return fc.oneof(fc.string({ maxLength: 8 }), fc.constant({}), fc.constant(null));
  if (type === 'object') return fc.oneof(fc.string({ maxLength: 8 }), fc.constant([]), fc.integer());
  return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
}

function tooLong(node: SchemaNode, max: number): fc.Arbitrary<string> {
  const domain = '@example.com';
  return fc.nat(40).map((extra) => (node.format === 'email' ? `${'a'.repeat(max + 1 + extra - domain.length)}${domain}` : 'a'.repeat(max + 1 + extra)));
}

/** Every way one value can break its own constraints. */
function valueMutations(node: SchemaNode, required: boolean): Array<{ kind: string; value: fc.Arbitrary<unknown> }> {
  const { schema } = choiceOf(node);
  const out: Array<{ kind: string; value: fc.Arbitrary<unknown> }> = [];
  if (required) out.push({ kind: 'missing (required)', value: fc.constant(remove) });
  // A wrong type is generated for required values and for every value that is not free text; an
  // optional value is also sent as null, which is a wrong type too, not the value left out.
  const freeText = schema.type === 'string' && !schema.format && !schema.pattern && schema.enum === undefined && schema.const === undefined;
  if (required || !freeText) out.push({ kind: 'wrong type', value: wrongType(node) });
  if (!required) out.push({ kind: 'null (wrong type)', value: fc.constant(null) });
  if (schema.enum) out.push({ kind: 'not one of the enum', value: notIn(schema.enum) });
  if (schema.const !== undefined) out.push({ kind: `not the constant '${String(schema.const)}'`, value: notIn([schema.const]) });
  if (schema.type === 'string' && schema.enum === undefined && schema.const === undefined) {
    if ((schema.minLength ?? 0) > 0) out.push({ kind: `blank (minLength ${schema.minLength})`, value: fc.nat(3).map((n) => ' '.repeat(n)) });
    if (schema.maxLength !== undefined && !schema.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}')) {
      out.push({ kind: `too long (maxLength ${schema.maxLength})`, value: tooLong(schema, schema.maxLength) });
    }
    if (schema.format === 'email') out.push({ kind: 'malformed email', value: malformedEmail });
    if (schema.format === 'date-time') out.push({ kind: 'malformed date-time', value: malformedDateTime });
    if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
      out.push({ kind: 'malformed date', value: malformedDate }, { kind: 'not a calendar date', value: unrealDate });
      if (/not before today/i.test(schema.description ?? '')) out.push({ kind: 'before today', value: fc.integer({ min: 2, max: 400 }).map(daysAgo) });
    }
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    const min = minimumOf(schema);
    const max = maximumOf(schema);
    if (min !== undefined) out.push({ kind: `below the minimum ${min}`, value: fc.nat(1000).map((d) => min - 1 - d) });
    if (max !== undefined) out.push({ kind: `above the maximum ${max}`, value: fc.nat(1000).map((d) => max + 1 + d) });
  }
  if (schema.type === 'array') {
    if ((schema.minItems ?? 0) > 0) out.push({ kind: `empty (minItems ${schema.minItems})`, value: fc.constant([]) });
    if (schema.maxItems !== undefined) {
      const maxItems = schema.maxItems;
      out.push({ kind: `too many items (maxItems ${maxItems})`, value: fc.nat(3).map((n) => Array.from({ length: maxItems + 1 + n }, (_, i) => `item ${i}`)) });
    }
  }
  return out;
}

const unknownKey = (properties: Record<string, SchemaNode>) =>
  fc.stringMatching(/^[a-z][a-zA-Z]{0,10}$/).filter((key) => !(key in properties) && !['constructor', 'prototype'].includes(key));

function keyMutations(base: unknown, path: Path, node: SchemaNode): Mutation[] {
  const add = (key: fc.Arbitrary<string>) => key.map((k) => withValue(base, [...path, k], { polluted: true }));
  const out: Mutation[] = [];
  if (node.additionalProperties === false) out.push({ kind: 'unknown field (additionalProperties: false)', body: add(unknownKey(node.properties ?? {})) });
  out.push({ kind: "'__proto__' key", body: add(fc.constant('__proto__')) }, { kind: "'constructor' key", body: add(fc.constant('constructor')) });
  return out;
}

/** The negative cases of a body: per object its keys, per field its values; nested objects and arrays the sample holds are walked too. */
export function mutationsOf(base: unknown, schema: SchemaNode): FieldMutations[] {
  const out: FieldMutations[] = [];
  const walk = (path: Path, node: SchemaNode) => {
    out.push({ path: dotPath(path), about: 'keys', mutations: keyMutations(base, path, node) });
    for (const [key, prop] of Object.entries(node.properties ?? {})) {
      const fieldPath = [...path, key];
      const mutations = valueMutations(prop, (node.required ?? []).includes(key)).map(({ kind, value }) => ({
        kind,
        body: value.map((v) => withValue(base, fieldPath, v)),
      }));
      out.push({ path: dotPath(fieldPath), about: 'field', mutations });
      const present = valueAt(base, fieldPath);
      if (prop.type === 'object' && present && typeof present === 'object') walk(fieldPath, prop);
      if (prop.type === 'array' && prop.items && Array.isArray(present) && present.length > 0) {
        const itemPath = [...fieldPath, '0'];
        const item = valueMutations(prop.items, true).filter((m) => m.kind !== 'missing (required)');
        out.push({ path: dotPath(itemPath), about: 'field', mutations: item.map(({ kind, value }) => ({ kind, body: value.map((v) => withValue(base, itemPath, v)) })) });
      }
    }
  };
  walk([], schema);
  return out.filter((f) => f.mutations.length > 0);
}
