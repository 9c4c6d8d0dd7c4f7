// The OpenAPI 3.1 document of the API, made from the route registry (./route-registry.ts): the
// same zod schemas (core/api/) that validate requests and describe answers, wrapped in the
// standard envelope (core/api/envelope.ts). Served at GET /api/openapi.json; docs/api.md explains
// the behaviour around it. zod-openapi turns the schemas into JSON Schema (zod's own
// toJSONSchema underneath) and lays out parameters, bodies and shared components.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { apiErrorSchema, failureEnvelope, successEnvelope } from '#core/api/envelope';
import { resultCardSchema, resultImageSchema } from '#core/api/search';
import { priceObjectSchema } from '#core/api/pricing';
import { FAILURE_STATUSES, type ApiRouteRecord, type ApiRouteRegistry } from './route-registry';

/** Version of the API's contract (SPEC §7), not of the package. */
const API_VERSION = '1';

const BAD_REQUEST =
  'Missing or wrong `mandant`, or an input failing its schema: one error per field, ' +
  '`type: validation` (or `mandant`), `data.field` names it.';

const FAILURE_DESCRIPTIONS: Record<number, string> = {
  403: 'Forbidden (envelope status 400, type forbidden).',
  404: 'Not found (type notFound).',
  409: 'Conflict (envelope status 400, type conflict).',
  410: 'Gone (type gone).',
};

/** The mandant every call carries: a query parameter of GET/DELETE, a body field of POST/PUT. */
const mandant = z.string().min(1);

function json(schema: z.ZodType, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** '/api/ratings/object/:objectNumber' → '/api/ratings/object/{objectNumber}'. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operation(route: ApiRouteRecord): ZodOpenApiOperationObject {
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const responses: ZodOpenApiOperationObject['responses'] = {
    [`${route.successStatus}`]: json(successEnvelope(route.data, route.successStatus), 'Success.'),
  };
  for (const status of FAILURE_STATUSES) {
    const text = route.failures[status];
    if (status === 400) {
      responses['400'] = json(failureEnvelope, text ? `${BAD_REQUEST} ${text}` : BAD_REQUEST);
    } else if (text !== undefined) {
      responses[`${status}`] = json(failureEnvelope, `${FAILURE_DESCRIPTIONS[status]} ${text}`);
    }
  }
  responses['429'] = json(failureEnvelope, 'Too many requests (envelope status 400).');
  responses['500'] = json(failureEnvelope, 'Unexpected failure: one `type: server` error.');
  responses['503'] = json(
    failureEnvelope,
    'The database cannot be reached at the moment (envelope status 500, one `type: unavailable` error, `Retry-After` header).',
  );

  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url)
      .replace(/^\/api/, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    requestParams: {
      ...(route.params ? { path: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
    },
    ...(inQuery
      ? {
          parameters: [
            { in: 'query', name: 'mandant', required: true, schema: { type: 'string' } },
          ],
        }
      : {}),
    ...(inQuery
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: (route.body ?? z.object({})).and(z.object({ mandant })),
              },
            },
          },
        }),
    responses,
    // A protected call names what it needs: a login ('user') or a permission (core/permissions.ts).
    ...(route.access === null ? {} : { 'x-feriora-access': route.access }),
  };
}

/** The document of every route in the registry (plus this document's own path). */
export function openApiDocument(registry: ApiRouteRegistry): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of registry.routes) {
    const path = openApiPath(route.url);
    const item = (paths[path] ??= {});
    item[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] = operation(route);
  }
  paths['/api/openapi.json'] = {
    get: {
      summary: 'This document (OpenAPI 3.1), outside the envelope.',
      operationId: 'getOpenapiJson',
      responses: { '200': { description: 'The OpenAPI document.' } },
    },
  };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Feriora API',
      version: API_VERSION,
      description:
        'Same-origin JSON API of the site (SPEC.md §7). Every answer is the standard envelope; ' +
        'docs/api.md explains the behaviour.',
    },
    // Shared parts are written once and referenced ($ref) wherever the same schema is used.
    components: {
      schemas: {
        ApiError: apiErrorSchema,
        FailureEnvelope: failureEnvelope,
        ResultCard: resultCardSchema,
        ResultImage: resultImageSchema,
        PriceObject: priceObjectSchema,
      },
    },
    paths,
  });
}

/**
 * GET /api/openapi.json: made once per app on first request. Public and cacheable; like every GET
 * of the API it sets no cookie (server/plugins/context.ts), and it needs no mandant.
 */
export function registerOpenApi(api: FastifyInstance): void {
  let body: string | null = null;
  api.get('/openapi.json', async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument(api.apiRoutes));
    reply.header('cache-control', 'public, max-age=3600');
    reply.type('application/json; charset=utf-8');
    return body;
  });
}
