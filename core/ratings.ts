// Rating maths shared by the ratings service and the object page (SPEC.md §3 Rating, §9: five
// stars). Pure: no I/O.

export const RATING_CATEGORIES = [
  'cleanliness',
  'externalImpression',
  'furniture',
  'location',
  'priceToService',
] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export type RatingSummary = Record<RatingCategory, number>;

export const RATING_STARS = 5;
/** SPEC §3: a category without a vote counts as 5. */
export const DEFAULT_VOTE = 5;

/** One decimal, as shown ("4,3"), so the page and the API agree on the figure. */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Category averages from per-category sums over `count` ratings, each clamped to 1–5 and rounded
 * to one decimal; null without ratings (no average of nothing).
 */
export function categoryAverages(
  sums: Partial<Record<RatingCategory, number | null>>,
  count: number,
): RatingSummary | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const out = {} as RatingSummary;
  for (const category of RATING_CATEGORIES) {
    const sum = sums[category];
    const average = sum === null || sum === undefined ? DEFAULT_VOTE : sum / count;
    out[category] = roundRating(Math.min(RATING_STARS, Math.max(1, average)));
  }
  return out;
}

/** How full each of the five stars is (0–1), for an average between 0 and 5. */
export function starFills(average: number): number[] {
  const clamped = Math.min(RATING_STARS, Math.max(0, Number.isFinite(average) ? average : 0));
  return Array.from({ length: RATING_STARS }, (_, i) => Math.min(1, Math.max(0, clamped - i)));
}

/** Ratings pages: page numbers start at 1; a page past the end is empty, never an error. */
export function ratingPages(total: number, perPage: number): number {
  return total <= 0 || perPage <= 0 ? 0 : Math.ceil(total / perPage);
}

/** Ratings per page of the object page and GET /api/ratings/object/{n} (its default). */
export const RATINGS_PER_PAGE = 5;
/** Largest page a caller may ask for. */
export const RATINGS_MAX_PER_PAGE = 50;
