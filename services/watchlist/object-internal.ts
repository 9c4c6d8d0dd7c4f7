// POST /api/objectInternal (SPEC.md §7): card data of several objects at once, for the watch list
// and "recently viewed" — the same cards the search list shows, from the in-memory card store.
import type { Language } from '#core/languages';
import { DomainError, type RequestContext } from '#services/platform';
import { objectCards } from '#services/search';
import type { ObjectInternalData } from './types';
import { assertOwnUid } from './watchlist';

/** Refuses the whole call (notFound, naming them) when any of the objects is unknown. */
export async function objectInternal(
  ctx: RequestContext,
  input: { uid?: string; objectNumbers: number[]; languageCode?: Language },
): Promise<ObjectInternalData> {
  assertOwnUid(ctx, input.uid);
  const numbers = [...new Set(input.objectNumbers)];
  const objects = await objectCards(ctx, numbers, input.languageCode ?? ctx.language);
  if (objects.length < numbers.length) {
    const found = new Set(objects.map((o) => o.objectNumber));
    throw new DomainError('notFound', 'errors.notFound', {
      data: { objectNumbers: numbers.filter((n) => !found.has(n)) },
    });
  }
  return { objects };
}
