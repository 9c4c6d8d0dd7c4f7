// Typed calls of the search API (SPEC.md §7) through the page's API client. Parameters are typed
// by the server's own schemas (core/api/search.ts) through `import type`: no zod in the browser.
import type { z } from 'zod';
import type { Envelope } from '#core/envelope';
import type { capacityQuery, searchQuery } from '#core/api/search';
import type { CapacityData, SearchData } from '#services/search/types';
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
