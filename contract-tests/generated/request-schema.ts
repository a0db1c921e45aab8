// The JSON Schema of a call's request body, as the OpenAPI document states it (zod's own output,
// the same options as src/contract/openapi.ts), and small helpers to read and change a JSON body by
// path. The generated cases are derived from this schema; what the contract answers to each of them
// is decided by the contract itself (oracle.ts).
import { z } from 'zod';
import type { Endpoint } from '../../src/contract/index.ts';

export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

/** zod writes an unbounded int as +-MAX_SAFE_INTEGER: a placeholder, not a limit. */
const bounded = (value: number | undefined) => (value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);

export function requestSchema(endpoint: Endpoint): SchemaNode | undefined {
  if (!endpoint.request) return undefined;
  return z.toJSONSchema(endpoint.request, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

export const minimumOf = (node: SchemaNode) => bounded(node.minimum);
export const maximumOf = (node: SchemaNode) => bounded(node.maximum);

/** The branch of a oneOf (a discriminated union) that a valid body takes, else the node itself. */
export function branchFor(node: SchemaNode, body: unknown): SchemaNode {
  if (!node.oneOf || typeof body !== 'object' || body === null) return node;
  const record = body as Record<string, unknown>;
  return (
    node.oneOf.find((branch) => Object.entries(branch.properties ?? {}).every(([key, prop]) => prop.const === undefined || prop.const === record[key])) ??
    node.oneOf[0]!
  );
}

/** An optional choice ('' or a real value, as an untouched form sends it): the real value's schema. */
export function choiceOf(node: SchemaNode): { schema: SchemaNode; emptyAllowed: boolean } {
  const branches = node.anyOf ?? [];
  const real = branches.filter((b) => b.const !== '');
  return real.length === 1 && branches.length === 2 ? { schema: { ...real[0]!, description: node.description }, emptyAllowed: true } : { schema: node, emptyAllowed: false };
}

export type Path = readonly string[];
export const dotPath = (path: Path) => path.join('.');

/** A copy of a JSON body with the value at path replaced (or removed when value is `remove`). */
export const remove: unique symbol = Symbol('remove');
export function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === remove) delete parent[last];
  // defineProperty: a key such as '__proto__' becomes an own field, as JSON.parse makes it.
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function valueAt(body: unknown, path: Path): unknown {
  let current = body;
  for (const key of path) current = (current as Record<string, unknown> | undefined)?.[key];
  return current;
}
