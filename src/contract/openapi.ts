// The OpenAPI 3.1 document of the contract, built with zod's own JSON Schema output. The /docs
// page and scripts/write-openapi.ts (public/openapi.json) both use it.
import { z } from 'zod';
import { site } from '../config/site.ts';
import { endpoints, type Endpoint } from './contract.ts';
import { authErrorBodySchema, errorBodySchema, MAX_BODY_BYTES } from './errors.ts';

type JsonSchema = Record<string, unknown>;

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: 'path'; required: true; schema: JsonSchema }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const errorRefs = new Map<z.ZodType, string>([
  [errorBodySchema, 'ErrorBody'],
  [authErrorBodySchema, 'AuthErrorBody'],
]);

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function responses(endpoint: Endpoint): Operation['responses'] {
  const success = { description: 'Success', content: json(jsonSchema(endpoint.response, 'output')) };
  const result: Operation['responses'] = { [endpoint.status]: success };
  for (const other of endpoint.otherSuccess) result[other.status] = { ...success, description: other.when };

  const ref = `#/components/schemas/${errorRefs.get(endpoint.errorSchema)}`;
  const statuses = [...new Set(endpoint.errors.map((e) => e.status))].sort((a, b) => a - b);
  for (const status of statuses) {
    const when = endpoint.errors.filter((e) => e.status === status).map((e) => e.when);
    result[status] = { description: when.join('; '), content: json({ $ref: ref }) };
  }
  return result;
}

function operation(endpoint: Endpoint): Operation {
  const op: Operation = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.id.split('.')[0]!],
    responses: responses(endpoint),
  };
  if (endpoint.params) {
    op.parameters = Object.entries(endpoint.params.shape).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema as z.ZodType, 'input'),
    }));
  }
  if (endpoint.request) op.requestBody = { required: true, content: json(jsonSchema(endpoint.request, 'input')) };
  return op;
}

/** ':id' in the contract's express-style paths becomes '{id}' in OpenAPI. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      description:
        'All bodies are JSON. Every error is a non-2xx status with an ErrorBody. Every call also answers ' +
        `400 for a body that is not valid JSON, 413 for a body over ${MAX_BODY_BYTES / 1024} KB, ` +
        '404 for an unknown /api path and 405 for a wrong method. Captured data is never readable back.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorBody: jsonSchema(errorBodySchema, 'output'),
        AuthErrorBody: jsonSchema(authErrorBodySchema, 'output'),
      },
    },
  };
}
