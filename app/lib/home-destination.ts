// Where a destination chosen in the home search box leads. Its own small module: home's first
// load does not carry the search query's parser and writer (app/lib/search-url.ts) for it.

/** Travellers the search assumes when none are chosen; SPEC.md §5 leaves them out of a URL. */
const DEFAULT_PERSONS = '2';

/**
 * The page of a location chosen in the home search box with the box's dates and travellers, in
 * the order a search URL writes them. Values go as typed: the location page takes what it can
 * and says which dates it had to drop.
 */
export function destinationWithStay(href: string, form: FormData | null): string {
  const params = new URLSearchParams();
  for (const key of ['startDate', 'endDate', 'persons']) {
    const value = form?.get(key);
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (key === 'persons' && value.trim() === DEFAULT_PERSONS) continue;
    params.set(key, value.trim());
  }
  const query = params.toString();
  return query === '' ? href : `${href}?${query}`;
}
