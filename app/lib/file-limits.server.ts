// A download's spent limit (the customer's data export, a partner's bookings file): a 429 with a
// text the browser shows for the file it asked, in the page's language.
import { siteTranslator } from '#services/partners';
import type { DomainError, RequestContext } from '#services/platform';

/**
 * A download refused for its limit (a DomainError rateLimited): 429 with `key`'s text (its
 * `minutes` until the next try) and Retry-After, as the browser shows it for the file it asked.
 */
export async function fileRateLimited(
  ctx: RequestContext,
  error: DomainError,
  key: 'errors:errors.accounts.tooManyExports' | 'errors:errors.partners.tooManyExports',
): Promise<Response> {
  const t = await siteTranslator(ctx);
  const retry = error.data?.retryAfterSeconds;
  const minutes = Math.max(1, Math.ceil((typeof retry === 'number' ? retry : 60) / 60));
  return new Response(t(key, { minutes }), {
    status: 429,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...(typeof retry === 'number' ? { 'retry-after': String(retry) } : {}),
    },
  });
}
