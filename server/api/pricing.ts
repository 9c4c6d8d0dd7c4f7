// Price API (SPEC.md §7): POST /api/price/ prices a stay of one object for the price box.
import type { FastifyInstance } from 'fastify';
import { priceAnswer, priceBody } from '#core/api/pricing';
import { priceStay } from '#services/pricing';
import { defineRoute } from './define-route';

export function registerPriceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/price/',
    summary: 'The price of a stay of one object (SPEC §3 price result) and alternative stays.',
    body: priceBody,
    response: {
      200: priceAnswer,
      404: 'Unknown object (errors.object.notFound).',
      410: 'Inactive object (errors.object.gone).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      // Availability changes by the minute; a price must never come from a shared cache.
      reply.header('cache-control', 'no-store');
      return priceStay(ctx, {
        objectNumber: body.objectNumber,
        startDate: body.startDate,
        endDate: body.endDate,
        duration: body.duration,
        persons: body.persons,
        teens: body.teens,
        childs: body.childs,
        childAges: body.childAges,
        pets: body.pets,
        petSizes: body.petSizes,
        country: body.country,
        language: body.language ?? ctx.language,
        partner: body.partner ?? ctx.partnerId ?? '',
      });
    },
  });
}
