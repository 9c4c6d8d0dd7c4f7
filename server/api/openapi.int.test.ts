// GET /api/openapi.json: the OpenAPI document made from the route registry covers every route
// Fastify serves under /api — a route added beside defineRoute, or one the document leaves out,
// fails here — with its request schemas, its answers and the standard envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '#tests/helpers/app';
import { openApiPath } from './openapi';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await build();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });
  afterAll(() => t.close());

  it('is public and cacheable, needs no mandant and sets no cookie', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route Fastify serves under /api, and no other', () => {
    // The catch-all answering unknown /api paths with a 404 envelope is not an operation.
    const served = t.app.apiRoutes.served
      .filter((route) => route.url !== '/api/*')
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThanOrEqual(17);
    expect([...new Set(documented)].sort()).toEqual([...new Set(served)].sort());
  });

  it('gives each call its inputs, its answers in the envelope and the standard failures', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      if (path === '/api/openapi.json') continue;
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method} ${path}`;
        const parameters = operation.parameters ?? [];
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(parameters, where).toContainEqual(
            expect.objectContaining({ in: 'path', name, required: true }),
          );
        }
        if (method === 'get') {
          expect(parameters, where).toContainEqual(
            expect.objectContaining({ in: 'query', name: 'mandant', required: true }),
          );
        } else {
          expect(operation.requestBody?.content['application/json']?.schema, where).toBeDefined();
        }
        const success = operation.responses['200'] ?? operation.responses['201'];
        const schema = JSON.stringify(success?.content?.['application/json']?.schema);
        expect(schema, where).toContain('"errorLength"');
        expect(schema, where).toContain('"data"');
        for (const status of ['400', '429', '500', '503']) {
          expect(JSON.stringify(operation.responses[status]), `${where} ${status}`).toContain(
            '#/components/schemas/FailureEnvelope',
          );
        }
      }
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ApiError', 'FailureEnvelope', 'ResultCard']),
    );
  });

  it('describes inputs with the shared primitives', () => {
    const ratings = document.paths['/api/ratings/object/{objectNumber}']?.get;
    const objectNumber = ratings?.parameters?.find((p) => p.name === 'objectNumber');
    expect(JSON.stringify(objectNumber)).toContain('"maximum":2147483647');
    const price = JSON.stringify(document.paths['/api/price/']?.post?.requestBody);
    expect(price).toContain('"startDate"');
    expect(price).toContain('"format":"date"');
  });
});
