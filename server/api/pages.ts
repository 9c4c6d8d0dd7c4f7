// Page API (SPEC.md §7): GET /api/whoami describes a path outside the route table.
import type { FastifyInstance } from 'fastify';
import { whoamiAnswer, whoamiQuery } from '#core/api/catalogue';
import { whoami } from '#services/catalogue';
import { defineRoute } from './define-route';

export function registerPageRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/whoami',
    summary: 'The page description (SPEC §3) of a path outside the route table.',
    query: whoamiQuery,
    response: { 200: whoamiAnswer },
    handler: (ctx, { query }, _request, reply) => {
      // SPEC §7: cached. Page descriptions change only with the catalogue.
      reply.header('cache-control', 'public, max-age=60');
      return whoami(ctx, query.routepath);
    },
  });
}
