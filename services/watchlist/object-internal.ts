// POST /api/objectInternal (SPEC.md §7): card data of several objects at once, for the watch list
// and "recently viewed" — the same cards the search list shows, from the in-memory card store.
import type { Language } from '#core/languages';
import type { RequestContext } from '#services/platform';
import { objectCards } from '#services/search';
import type { ObjectInternalData } from './types';

export type ObjectInternalResult =
  { data: ObjectInternalData; unknown: [] } | { unknown: number[] };

export async function objectInternal(
  ctx: RequestContext,
  input: { objectNumbers: number[]; languageCode?: Language },
): Promise<ObjectInternalResult> {
  const numbers = [...new Set(input.objectNumbers)];
  const objects = await objectCards(ctx, numbers, input.languageCode ?? ctx.language);
  if (objects.length < numbers.length) {
    const found = new Set(objects.map((o) => o.objectNumber));
    return { unknown: numbers.filter((n) => !found.has(n)) };
  }
  return { data: { objects }, unknown: [] };
}
