// Typed calls of the catalogue API (SPEC.md §7) through the page's API client, typed by the
// server's own schemas (core/api/catalogue.ts) through `import type`: no zod in the browser.
import type { z } from 'zod';
import type { Envelope } from '#core/envelope';
import type { ratingsParams, ratingsQuery } from '#core/api/catalogue';
import type { RatingsPage } from '#services/catalogue/types';
import type { ApiClient } from './client';

export type RatingsQuery = z.input<typeof ratingsQuery>;

/**
 * GET /api/ratings/object/{objectNumber}: one page of an object's ratings. A later call with the
 * same cancelKey supersedes this one, which then resolves with `undefined`.
 */
export function getRatingsPage(
  client: ApiClient,
  objectNumber: z.input<typeof ratingsParams>['objectNumber'],
  query: RatingsQuery,
  cancelKey: string,
): Promise<Envelope<RatingsPage> | undefined> {
  return client.get<RatingsPage>(`/api/ratings/object/${objectNumber}`, query, { cancelKey });
}
