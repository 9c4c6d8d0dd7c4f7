// Travel information API (SPEC §7; issue 17): a POI's document and POIs near a place
// (poi/doc, poi/pois), and the traveller notices (location/rki per region, getCovidInfo for all,
// getCovidInfoStateStatus which regions have their own). Thin: validated input → services/content.
import type { FastifyInstance } from 'fastify';
import {
  covidInfoAnswer,
  covidInfoBody,
  covidStateStatusAnswer,
  poiDocAnswer,
  poiDocQuery,
  poiListAnswer,
  poiListBody,
  rkiAnswer,
  rkiQuery,
} from '#core/api/travelinfo';
import { parseBBox } from '#core/search-query';
import {
  findPois,
  generalNotice,
  noticeOfRegion,
  poiDocument,
  readTravelNotices,
  regionNotices,
} from '#services/content';
import type { RequestContext } from '#services/platform';
import { defineRoute } from './define-route';

/** A body's `languageCode` (the context reads it from the query only) decides the language. */
function inLanguage(ctx: RequestContext, language: RequestContext['language'] | undefined) {
  return language === undefined ? ctx : { ...ctx, language };
}

const HOUR = 'public, max-age=3600';

export function registerTravelInfoRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/poi/doc',
    summary:
      'A POI’s document (travel report or sight): title, text, place and its page in each language.',
    query: poiDocQuery,
    response: { 200: poiDocAnswer, 404: 'No such POI (errors.notFound, field poiId).' },
    handler: async (ctx, { query }) => poiDocument(ctx, query.poiId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/poi/pois',
    summary:
      'POIs around a point (queryParameters.latitude/longitude/distance, nearest first), in a map box (queryParameters.bbox) or of a region (queryParameters.region); optionally one kind.',
    body: poiListBody,
    response: {
      200: poiListAnswer,
      400: 'None of bbox, latitude/longitude or region: queryParameters.bbox; latitude without longitude (or the other way round) names the missing one.',
    },
    handler: async (ctx, { body }) => {
      const q = body.queryParameters;
      const box = q.bbox === undefined ? null : parseBBox(q.bbox);
      const pois = await findPois(inLanguage(ctx, body.languageCode), {
        limit: q.limit ?? 20,
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.latitude !== undefined && q.longitude !== undefined
          ? { point: { lat: q.latitude, lon: q.longitude, distanceKm: q.distance ?? 25 } }
          : {}),
        ...(box ? { box } : {}),
        ...(q.region !== undefined ? { regionId: q.region } : {}),
      });
      return { pois };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/location/rki',
    summary:
      'The traveller notice of a region (RS: the region’s id): the editors’ notice of that region, else the generic one (generic: true). Cached for an hour.',
    query: rkiQuery,
    response: { 200: rkiAnswer, 404: 'No such region (errors.notFound, field RS).' },
    handler: async (ctx, { query }, _request, reply) => {
      reply.header('cache-control', HOUR);
      return noticeOfRegion(ctx, query.RS);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/getCovidInfo',
    summary: 'The generic traveller notice and every region’s own notice (the /corona-info/ page).',
    body: covidInfoBody,
    response: { 200: covidInfoAnswer },
    handler: async (ctx, { body }) => {
      const c = inLanguage(ctx, body.languageCode);
      const general = await generalNotice(c);
      return {
        general: { text: general.text, updatedOn: general.updatedOn, generic: general.generic },
        regions: await regionNotices(c),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/getCovidInfoStateStatus',
    summary: 'Which regions have a notice of their own, with its date.',
    body: covidInfoBody,
    response: { 200: covidStateStatusAnswer },
    handler: async (ctx) => {
      const stored = await readTravelNotices(ctx.deps);
      return {
        regions: stored.regions.map((r) => ({ regionId: r.regionId, updatedOn: r.updatedOn })),
      };
    },
  });
}
