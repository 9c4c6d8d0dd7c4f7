// The search screen's results as a skip-link target (issue 19): the header offers "skip to the
// results" on every page whose loader data carries RESULTS_MARK (routes/search.tsx and the search
// kind of routes/lookup.tsx), before the many filter and map controls.

/** The id of the results section of the search screen. */
export const RESULTS_ID = 'results';

/** Spread into a loader's data: this page shows search results. */
export const RESULTS_MARK = { skipToResults: true } as const;

/** Whether a route's loader data marks a page with search results. */
export function hasResults(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'skipToResults' in data &&
    (data as { skipToResults: unknown }).skipToResults === true
  );
}
