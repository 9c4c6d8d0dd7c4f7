// Typed calls of the search API (SPEC.md §7) through the page's API client. Parameters are typed
// by the server's own schemas (core/api/search.ts) through `import type`: no zod in the browser.
import type { z } from 'zod';
import type { Envelope } from '#core/envelope';
import type { capacityQuery, locationSuggestQuery, searchQuery } from '#core/api/search';
import type { CapacityData, LocationSuggestion, SearchData } from '#services/search/types';
import type { ApiClient, HelperOptions } from './client';

/** Max age of cached search and capacity answers (SPEC.md §7). */
export const SEARCH_CACHE_MS = 9_000_000;

export type SearchParams = z.input<typeof searchQuery>;
export type CapacityParams = z.input<typeof capacityQuery>;

/**
 * GET /api/search: cached for SEARCH_CACHE_MS and cancellable under the key 'search' (or the
 * caller's own). Resolves with `undefined` when a newer search superseded this one.
 */
export function getSearch<T = SearchData>(
  client: ApiClient,
  params: SearchParams,
  opts: HelperOptions & { cancelKey?: string } = {},
): Promise<Envelope<T> | undefined> {
  return client.get<T>('/api/search', params, {
    ...opts,
    cacheMs: SEARCH_CACHE_MS,
    cancelKey: opts.cancelKey ?? 'search',
  });
}

/** GET /api/capacity, cached for SEARCH_CACHE_MS. */
export function getCapacity<T = CapacityData>(
  client: ApiClient,
  params: CapacityParams,
  opts: HelperOptions = {},
): Promise<Envelope<T>> {
  return client.get<T>('/api/capacity', params, { ...opts, cacheMs: SEARCH_CACHE_MS });
}

export type LocationSuggestParams = z.input<typeof locationSuggestQuery>;

/** How long the browser reuses a suggestion answer (the server allows an hour). */
export const SUGGEST_CACHE_MS = 600_000;

/**
 * GET /api/location/suggest: destinations matching what was typed. A later call supersedes a
 * pending one (it then resolves with `undefined`); answers are reused for SUGGEST_CACHE_MS.
 */
export function getLocationSuggestions(
  client: ApiClient,
  params: LocationSuggestParams,
): Promise<Envelope<LocationSuggestion[]> | undefined> {
  return client.get<LocationSuggestion[]>('/api/location/suggest', params, {
    cacheMs: SUGGEST_CACHE_MS,
    cancelKey: 'location-suggest',
  });
}
