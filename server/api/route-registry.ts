// The app's API route registry: every defineRoute call records its definition here (schemas,
// summary, answers), and an onRoute hook records every route Fastify serves under /api whatever
// registered it. The OpenAPI document (./openapi.ts) is made from the definitions; the coverage
// test compares it with what Fastify serves, so a route added beside defineRoute is noticed.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from '#core/permissions';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRouteRegistry;
  }
}

/**
 * HTTP statuses a route may refuse with (server/api/domain-errors.ts maps DomainError codes to
 * them; the envelope's own status stays one of SPEC §5's).
 */
export type FailureStatus = 400 | 403 | 404 | 409 | 410;
export const FAILURE_STATUSES: readonly FailureStatus[] = [400, 403, 404, 409, 410];

/** A schema of named inputs (path parameters, query): an object schema. */
export type ObjectSchema = z.ZodType<unknown, Record<string, unknown>>;

export interface ApiRouteRecord {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's URL with the /api prefix, e.g. '/api/ratings/object/:objectNumber'. */
  url: string;
  summary: string;
  params: ObjectSchema | undefined;
  query: ObjectSchema | undefined;
  body: z.ZodType | undefined;
  successStatus: 200 | 201;
  /** Schema of the success envelope's `data`. */
  data: z.ZodType;
  /** What a protected route needs (a login or a permission), else null. */
  access: Access | null;
  /** What the route's refusals mean, by HTTP status. */
  failures: Partial<Record<FailureStatus, string>>;
}

export class ApiRouteRegistry {
  /** The definitions given to defineRoute, in registration order. */
  readonly routes: ApiRouteRecord[] = [];
  /** Every method and URL Fastify serves under /api (HEAD routes of GETs left out). */
  readonly served: { method: string; url: string }[] = [];

  add(route: ApiRouteRecord): void {
    this.routes.push(route);
  }
}

/**
 * Creates the registry of `app` (the root instance, before the /api routes are registered): the
 * route plugins' instances inherit it, and the onRoute hook sees routes of every child context.
 */
export function trackApiRoutes(app: FastifyInstance): ApiRouteRegistry {
  const registry = new ApiRouteRegistry();
  app.decorate('apiRoutes', registry);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') registry.served.push({ method, url: route.url });
    }
  });
  return registry;
}

/** The registry defineRoute records into; none for an app built without trackApiRoutes. */
export function apiRegistry(app: FastifyInstance): ApiRouteRegistry | undefined {
  return app.hasDecorator('apiRoutes') ? app.apiRoutes : undefined;
}
