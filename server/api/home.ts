// Home API (SPEC.md §7; issue 17): GET /api/getHomeRecommendations, the home page's teaser search
// (services/content/home.ts). Answers change with the catalogue, the day and the configuration:
// shared caches may keep them for a few minutes.
import type { FastifyInstance } from 'fastify';
import { homeRecommendationsAnswer, homeRecommendationsQuery } from '#core/api/home';
import { homeRecommendations } from '#services/content';
import { defineRoute } from './define-route';

export const HOME_RECOMMENDATIONS_CACHE_CONTROL = 'public, max-age=300';

export function registerHomeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/getHomeRecommendations',
    summary:
      'Up to five well-rated homes with free dates soon (2 persons, a stay of at most 6000 €), priced by the quote; optionally among the homes of one teaser topic.',
    query: homeRecommendationsQuery,
    response: {
      200: homeRecommendationsAnswer,
      400: 'A bad field of the query (teaser, startDate, endDate), named; startDate in the past.',
      404: 'The teaser topic is hidden or not configured.',
    },
    handler: async (ctx, { query }, _request, reply) => {
      reply.header('cache-control', HOME_RECOMMENDATIONS_CACHE_CONTROL);
      return homeRecommendations(ctx, {
        teaser: query.teaser,
        startDate: query.startDate,
        endDate: query.endDate,
      });
    },
  });
}
