// Typed calls of the pricing API (SPEC.md §7) through the page's API client; the body is typed by
// the server's own schema (core/api/pricing.ts) through `import type`: no zod in the browser.
import type { PriceRequest } from '#core/api/pricing';
import type { Envelope } from '#core/envelope';
import type { PriceApiResult } from '#core/price-state';
import type { ApiClient } from './client';

/**
 * POST /api/price/: the price of a stay. A later call with the same cancelKey supersedes this
 * one, which then resolves with `undefined`.
 */
export function postPrice(
  client: ApiClient,
  body: PriceRequest,
  cancelKey: string,
): Promise<Envelope<PriceApiResult> | undefined> {
  return client.post<PriceApiResult>('/api/price/', body, { cancelKey });
}
