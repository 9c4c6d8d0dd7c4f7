import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '#core/languages';
import { whoami } from '#services/catalogue';
import { defineRoute } from './define-route';

export function registerPageRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/whoami',
    query: z.object({
      routepath: z.string().min(1).max(500).startsWith('/'),
      languageCode: z.enum(LANGUAGES).optional(),
    }),
    handler: (ctx, { query }, _request, reply) => {
      // SPEC §7: cached. Page descriptions change only with the catalogue.
      reply.header('cache-control', 'public, max-age=60');
      return whoami(ctx, query.routepath);
    },
  });
}
