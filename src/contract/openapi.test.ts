import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './contract.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

const document = buildOpenApiDocument();

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with all 13 operations', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(operations).toHaveLength(13);
    expect(operations).toContain('POST /api/chat/{id}/message chat.message');
    expect(operations).toContain('GET /api/stats/live stats.live');
  });

  it('lists every success and error status of the contract', () => {
    for (const endpoint of endpoints) {
      const op = document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const expected = [endpoint.status, ...endpoint.otherSuccess.map((s) => s.status), ...endpoint.errors.map((e) => e.status)];
      expect(Object.keys(op.responses).map(Number).sort()).toEqual([...new Set(expected)].sort());
    }
    const chat = document.paths['/api/chat/{id}/message']!.post!;
    expect(Object.keys(chat.responses)).toEqual(['200', '400', '404', '413', '500']);
    expect(chat.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.any(Object) }]);
    expect(Object.keys(document.paths['/api/leads/capture']!.post!.responses)).toEqual(['200', '201', '400', '413', '500']);
  });

  it('describes bodies with JSON Schema and auth errors with the success flag', () => {
    const roi = document.paths['/api/roi/calculate']!.post!;
    expect(roi.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { fteCost: { type: 'number', minimum: 50000, maximum: 200000 } },
      required: ['fteCost', 'taskVolume', 'errorRate'],
    });
    const reset = document.paths['/api/auth/reset-password']!.post!;
    expect(reset.responses['400']!.content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/AuthErrorBody' });
    expect(document.components.schemas.AuthErrorBody).toMatchObject({ required: expect.arrayContaining(['success', 'message', 'error']) });
  });

  it('matches the published public/openapi.json (run `npm run openapi` after changing the contract)', () => {
    const published: unknown = JSON.parse(readFileSync(new URL('../../public/openapi.json', import.meta.url), 'utf8'));
    expect(published).toEqual(document);
  });
});
