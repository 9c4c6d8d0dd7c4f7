// Search API (SPEC.md §7): search, capacity, location, offer, searchTrack, searchTrackObject.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { todayInBerlin } from '#core/dates';
import { ok } from '#core/envelope';
import { LANGUAGES } from '#core/languages';
import { parseBBox, SEARCH_LIMITS } from '#core/search-query';
import { getOffer, listOffers } from '#services/catalogue';
import { searchApi, searchCapacity, searchLocation } from '#services/search';
import { trackSearch, trackSearchObject } from '#services/visitors';
import type { SearchHolder } from '#services/search';
import type { SearchData } from '#services/search/types';
import type { SearchMarkers } from '#services/search';
import { cachedAnswer } from './cache/cached-answer';
import { defineRoute } from './define-route';
import { ResponseCache } from './cache/response-cache';

/** SPEC §7/§9: search and capacity answers may be cached 9,000,000 ms. */
const SEARCH_CACHE_CONTROL = 'public, max-age=9000';
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

/** Prices above this many cents (21 M €) are written as doubles (never in practice). */
const INT32_MAX = 2_147_483_647;

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
  if (p.every((v) => v !== v || (v >= 0 && v <= INT32_MAX))) {
    // -1 never is a price (prices are ≥ 0): it stands for null.
    prices = intArrayJson(p, 1, -1).replaceAll('-1', 'null');
  } else {
    prices = JSON.stringify(Array.from(p, (v) => (v === v ? v : null)));
  }
  const value =
    `{"objectNumbers":${intArrayJson(markers.objectNumbers, 1, 0)}` +
    `,"latE6":${intArrayJson(markers.lat, 1e6, 0)}` +
    `,"lonE6":${intArrayJson(markers.lon, 1e6, 0)}` +
    `,"price":${prices}}`;
  return json.slice(0, at) + value + json.slice(at + slot.length);
}

/** A page URL's query string; long object lists stay well below this. */
const MAX_QUERY_LENGTH = 4_000;
const MAX_ID = SEARCH_LIMITS.id;

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

const languageCode = z.enum(LANGUAGES).optional();
const uid = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional();

const trackValue = z.union([
  z.string().max(1_000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number().finite()])).max(50),
]);

export function registerSearchRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/search',
    query: z.object({
      query: z.string().max(MAX_QUERY_LENGTH).default(''),
      languageCode,
      partner: z
        .string()
        .regex(/^\d{1,20}$/)
        .optional(),
      objectsPerPage: digits(SEARCH_LIMITS.objectsPerPage).optional(),
      // 0: no map markers (e.g. paging: the markers of all hits do not change with the page).
      markers: z.enum(['0', '1']).optional(),
    }),
    handler: async (ctx, { query }, request, reply) => {
      const holder = ctx.deps.search;
      const cache = searchCache(holder);
      const markers = query.markers !== '0';
      const key = `${ctx.language}|${query.objectsPerPage ?? ''}|${markers ? 1 : 0}|${query.query}`;
      // Read before searching: a change applied meanwhile makes this stamp stale, not the answer.
      const stamp = `${holder.version}|${todayInBerlin(ctx.now)}`;
      const answer = await cachedAnswer(request, reply, cache, key, stamp, async () => {
        const result = await searchApi(ctx, {
          query: query.query,
          objectsPerPage: query.objectsPerPage ?? null,
          markers,
        });
        return Buffer.from(searchAnswerJson(result.data, result.markers));
      });
      reply.header('cache-control', SEARCH_CACHE_CONTROL);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/capacity',
    query: z.object({ query: z.string().min(1).max(MAX_QUERY_LENGTH) }),
    handler: async (ctx, { query }, _request, reply) => {
      const data = await searchCapacity(ctx, { query: query.query });
      reply.header('cache-control', SEARCH_CACHE_CONTROL);
      return data;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/location',
    query: z
      .object({
        country: z
          .string()
          .regex(/^[A-Za-z]{2}$/)
          .optional(),
        region: digits(MAX_ID).optional(),
        place: digits(MAX_ID).optional(),
        location: z.string().min(1).max(500).startsWith('/').optional(),
        bbox: z
          .string()
          .max(200)
          .refine((v) => parseBBox(v) !== null)
          .optional(),
        languageCode,
      })
      .superRefine((q, issue) => {
        if (q.country === undefined && q.region === undefined && q.place === undefined) {
          if (q.location === undefined && q.bbox === undefined) {
            issue.addIssue({ code: 'custom', path: ['country'], message: 'required' });
          }
        }
      }),
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
    url: '/offer',
    query: z
      .object({
        offerId: digits(MAX_ID).optional(),
        offerList: z.literal('1').optional(),
        languageCode,
      })
      .superRefine((q, issue) => {
        if (q.offerId === undefined && q.offerList === undefined) {
          issue.addIssue({ code: 'custom', path: ['offerId'], message: 'required' });
        }
      }),
    handler: async (ctx, { query }) => {
      if (query.offerId === undefined) return listOffers(ctx);
      return getOffer(ctx, query.offerId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/searchTrack',
    body: z.object({
      trackVars: z
        .record(z.string().max(64), trackValue)
        .refine((vars) => Object.keys(vars).length <= 50),
      totalObjects: z.number().int().min(0).max(100_000_000),
      uid,
    }),
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackSearch(ctx, { trackVars: body.trackVars, totalObjects: body.totalObjects });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/searchTrackObject',
    body: z.object({
      // SPEC §5: object numbers are digits only; JSON numbers and digit strings are both fine.
      objectNumber: z.union([z.number().int().min(1).max(MAX_ID), digits(MAX_ID)]),
      uid,
    }),
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackSearchObject(ctx, body.objectNumber);
    },
  });
}
