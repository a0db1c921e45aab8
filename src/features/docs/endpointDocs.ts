// The /docs endpoint reference, derived from the contract through its OpenAPI document (one
// definition; nothing restated): method, path, description, parameters (path and body, from the zod
// request schemas), success and error statuses.
import { endpoints } from '../../contract/index.ts';
import { buildOpenApiDocument, openApiPath } from '../../contract/openapi.ts';
import { siteLocale } from '../../config/locale.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  default?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

export interface ParamDoc {
  name: string;
  location: 'path' | 'header' | 'body';
  type: string;
  required: boolean;
  notes: string[];
}

export interface StatusDoc {
  status: number;
  when: string;
}

export interface EndpointDoc {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  params: ParamDoc[];
  success: StatusDoc[];
  errors: StatusDoc[];
}

const literal = (value: unknown) => JSON.stringify(value);

/** A short readable type: "'a' | 'b'", 'string (email)', 'number', 'string[]'. */
export function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) {
    // An optional choice ('' or one of the options) reads as its options.
    const options = schema.anyOf.filter((s) => s.const !== '');
    return options.map(typeOf).join(' | ');
  }
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  if (schema.const !== undefined) return literal(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  if (schema.format === 'email') return 'string (email)';
  if (schema.format === 'date-time') return 'string (ISO date-time)';
  return type;
}

function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.minimum !== undefined && schema.maximum !== undefined) notes.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) notes.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) notes.push(`at most ${schema.maximum}`);
  if (schema.maxLength !== undefined) notes.push(`up to ${schema.maxLength.toLocaleString(siteLocale)} characters`);
  if (schema.default !== undefined) notes.push(`default ${literal(schema.default)}`);
  return notes;
}

type Parameter = { name: string; in: 'path' | 'header'; required?: boolean; schema: JsonSchema };

/** The call's parameters, a shared one ($ref to components.parameters, such as Test-Record) read from the document. */
function paramsOf(
  operation: { parameters?: (Parameter | { $ref: string })[]; requestBody?: { content: { 'application/json': { schema: JsonSchema } } } },
  shared: Record<string, Parameter>,
): ParamDoc[] {
  const path: ParamDoc[] = (operation.parameters ?? []).map((entry) => {
    const p = '$ref' in entry ? shared[entry.$ref.split('/').at(-1)!]! : entry;
    return { name: p.name, location: p.in, type: typeOf(p.schema), required: p.in === 'path' || p.required === true, notes: notesOf(p.schema) };
  });
  const body = operation.requestBody?.content['application/json'].schema;
  const required = new Set(body?.required ?? []);
  const fields: ParamDoc[] = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
    name,
    location: 'body',
    type: typeOf(schema),
    required: required.has(name),
    notes: notesOf(schema),
  }));
  return [...path, ...fields];
}

export function buildEndpointDocs(): EndpointDoc[] {
  const document = buildOpenApiDocument();
  return endpoints.map((endpoint) => {
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) throw new Error(`No OpenAPI operation for ${endpoint.id}`);
    const errorsByStatus = new Map<number, string[]>();
    for (const e of endpoint.errors) errorsByStatus.set(e.status, [...(errorsByStatus.get(e.status) ?? []), e.when]);
    return {
      id: endpoint.id,
      method: endpoint.method,
      path: openApiPath(endpoint.path),
      summary: endpoint.summary,
      description: endpoint.description,
      params: paramsOf(operation as Parameters<typeof paramsOf>[0], (document.components?.parameters ?? {}) as Record<string, Parameter>),
      success: [{ status: endpoint.status, when: 'Success' }, ...endpoint.otherSuccess],
      errors: [...errorsByStatus.entries()].sort(([a], [b]) => a - b).map(([status, when]) => ({ status, when: when.join('; ') })),
    };
  });
}
