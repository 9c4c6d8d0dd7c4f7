// Search API (SPEC.md §7): search, capacity, location, offer, searchTrack, searchTrackObject.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  capacityAnswer,
  capacityQuery,
  locationAnswer,
  locationQuery,
  locationSuggestAnswer,
  locationSuggestQuery,
  offerAnswer,
  offerQuery,
  searchAnswer,
  searchQuery,
  searchTrackBody,
  searchTrackObjectBody,
  trackAnswer,
} from '#core/api/search';
import { secondsToBerlinMidnight, todayInBerlin } from '#core/dates';
import { ok } from '#core/envelope';
import { INT32_MAX } from '#core/int32';
import { getOffer, listOffers } from '#services/catalogue';
import { markerStays } from '#services/search';
import { searchApi, searchCapacity, searchLocation, suggestLocations } from '#services/search';
import { trackSearch, trackSearchObject } from '#services/visitors';
import type { SearchHolder } from '#services/search';
import type { SearchData, SearchMarkersData } from '#services/search/types';
import type { SearchMarkers } from '#services/search';
import { cachedAnswer } from './cache/cached-answer';
import { defineRoute } from './define-route';
import { ResponseCache } from './cache/response-cache';

// The markers are written by hand (searchAnswerJson) from the service's type, and documented and
// checked by the answer's schema: the typecheck fails the moment the two shapes part.
// Strict equality: mutual assignability would let an optional field (`stays`) go missing on
// either side.
type SchemaMarkers = z.infer<typeof searchAnswer>['markers'];
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
export type MarkersMatchSchema = Assert<Equals<SchemaMarkers, SearchMarkersData>>;

/**
 * SPEC §7/§9: search and capacity answers may be cached 9,000,000 ms — but not into the next Berlin
 * day: their stays start today at the earliest (Last Minute: within 14 days of today) and today's
 * rules price them, so an answer from 23:00 would offer yesterday's arrivals until 01:30. The
 * server's own cache is keyed by the day already.
 */
export function searchCacheControl(now: Date): string {
  return `public, max-age=${Math.min(9000, secondsToBerlinMidnight(now))}`;
}
/** Destination suggestions change only with the catalogue's locations and object counts. */
const SUGGEST_CACHE_CONTROL = 'public, max-age=3600';
/** Serialised /api/search answers kept per process (bytes; markers make answers large). */
const SEARCH_CACHE_BYTES = 48 * 1024 * 1024;
const searchCaches = new WeakMap<SearchHolder, ResponseCache>();

/**
 * Repeated searches (paging back, the map returning to a view, every visitor of a popular
 * landing page) are answered from memory until the index changes or the day does.
 */
function searchCache(holder: SearchHolder): ResponseCache {
  let cache = searchCaches.get(holder);
  if (cache === undefined) {
    cache = new ResponseCache(SEARCH_CACHE_BYTES);
    searchCaches.set(holder, cache);
  }
  return cache;
}

/** Stands for the markers in the serialised answer (see searchAnswerJson). */
const MARKERS_SLOT = '\u0000markers\u0000';

/** Scratch for the markers' integer columns (grown, reused: answers are built one at a time). */
let scratch = new Int32Array(1024);

/** `values` as a JSON array: integers via an Int32Array join (native, ~3× faster than doubles). */
function intArrayJson(values: Float64Array | Int32Array, scale: number, none: number): string {
  const n = values.length;
  if (scratch.length < n) scratch = new Int32Array(Math.max(n, 2 * scratch.length));
  const out = scratch.subarray(0, n);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    out[i] = v === v ? Math.round(v * scale) : none;
  }
  return `[${out.join(',')}]`;
}

/**
 * The /api/search envelope as JSON, with `data.markers` written straight from the index's typed
 * arrays — integers only (coordinates in millionths of a degree, ~0.1 m), joined natively —
 * instead of JSON.stringify over tens of thousands of doubles: formatting the markers' numbers
 * was most of the time of a broad search's answer.
 */
export function searchAnswerJson(data: SearchData, markers: SearchMarkers): string {
  // The slot is data's last property, so its last occurrence is the slot itself (a card text
  // that happens to contain the same characters comes earlier).
  const { markers: _empty, ...rest } = data;
  const json = JSON.stringify(ok({ ...rest, markers: MARKERS_SLOT }));
  const slot = JSON.stringify(MARKERS_SLOT);
  const at = json.lastIndexOf(slot);
  const p = markers.priceCents;
  let prices: string;
  // Prices above INT32_MAX cents (21 M €) are written as doubles (never in practice).
  if (p.every((v) => v !== v || (v >= 0 && v <= INT32_MAX))) {
    // -1 never is a price (prices are ≥ 0): it stands for null.
    prices = intArrayJson(p, 1, -1).replaceAll('-1', 'null');
  } else {
    prices = JSON.stringify(Array.from(p, (v) => (v === v ? v : null)));
  }
  const stays = markerStays(markers);
  const value =
    `{"objectNumbers":${intArrayJson(markers.objectNumbers, 1, 0)}` +
    `,"latE6":${intArrayJson(markers.lat, 1e6, 0)}` +
    `,"lonE6":${intArrayJson(markers.lon, 1e6, 0)}` +
    `,"price":${prices}` +
    (stays === null ? '}' : `,"stays":${JSON.stringify(stays)}}`);
  return json.slice(0, at) + value + json.slice(at + slot.length);
}

export function registerSearchRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/search',
    summary: "One page of a search page's hits, with facets and every hit's map marker.",
    query: searchQuery,
    response: {
      200: searchAnswer,
      400: 'One error per invalid field of `query`, named `query.<key>`.',
    },
    handler: async (ctx, { query }, request, reply) => {
      const holder = ctx.deps.search;
      const cache = searchCache(holder);
      const markers = query.markers !== '0';
      const key = `${ctx.language}|${query.objectsPerPage ?? ''}|${markers ? 1 : 0}|${query.query}`;
      // Read before searching: a change applied meanwhile makes this stamp stale, not the answer.
      const stamp = `${holder.version}|${todayInBerlin(ctx.now)}`;
      const answer = await cachedAnswer(
        request,
        reply,
        cache,
        key,
        stamp,
        async () => {
          const result = await searchApi(ctx, {
            query: query.query,
            objectsPerPage: query.objectsPerPage ?? null,
            markers,
          });
          return Buffer.from(searchAnswerJson(result.data, result.markers));
        },
        request.server.metrics.caches.searchAnswers,
      );
      reply.header('cache-control', searchCacheControl(ctx.now));
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/capacity',
    summary: 'Vacant objects of a search for its dates, exactly and with a flexible arrival.',
    query: capacityQuery,
    response: {
      200: capacityAnswer,
      400: 'Without dates: `query.startDate`/`query.endDate` errors.validation.required.',
    },
    handler: async (ctx, { query }, _request, reply) => {
      const data = await searchCapacity(ctx, { query: query.query });
      reply.header('cache-control', searchCacheControl(ctx.now));
      return data;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/location',
    summary: 'SPEC §3 location info of a country, region, place, SEO location path or map box.',
    query: locationQuery,
    response: { 200: locationAnswer, 404: 'Nothing matches.' },
    handler: async (ctx, { query }) => {
      return searchLocation(ctx, {
        ...(query.country !== undefined ? { country: query.country } : {}),
        ...(query.region !== undefined ? { region: query.region } : {}),
        ...(query.place !== undefined ? { place: query.place } : {}),
        ...(query.location !== undefined ? { location: query.location } : {}),
        ...(query.bbox !== undefined ? { bbox: query.bbox } : {}),
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/location/suggest',
    summary:
      'Destination suggestions: countries, regions and places whose names start with the typed words, with their SEO pages.',
    query: locationSuggestQuery,
    response: { 200: locationSuggestAnswer },
    handler: async (ctx, { query }, _request, reply) => {
      // From memory; the catalogue changes rarely, so browsers and caches may keep an answer.
      reply.header('cache-control', SUGGEST_CACHE_CONTROL);
      return suggestLocations(ctx, {
        q: query.q,
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/offer',
    summary: 'One offer (SPEC §3), or the list of active offers.',
    query: offerQuery,
    response: { 200: offerAnswer, 404: 'Unknown or inactive offer.' },
    handler: async (ctx, { query }) => {
      if (query.offerId === undefined) return listOffers(ctx);
      return getOffer(ctx, query.offerId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/searchTrack',
    visitor: true,
    summary: 'Logs what a visitor searched and how many objects it found.',
    body: searchTrackBody,
    response: { 200: trackAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackSearch(ctx, { trackVars: body.trackVars, totalObjects: body.totalObjects });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/searchTrackObject',
    visitor: true,
    summary: 'Logs an object a visitor opened from a search.',
    body: searchTrackObjectBody,
    response: { 200: trackAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackSearchObject(ctx, body.objectNumber);
    },
  });
}
