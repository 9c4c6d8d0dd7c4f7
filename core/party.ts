// Who travels: the limits of a party that the pricing engine, the API schemas and the price box
// share. A module of its own (not core/pricing) so the browser's first load takes the constant
// without the engine's shared chunk.

/** Oldest child age that counts as a child (SPEC.md §3 childAges; 18 is an adult). */
export const MAX_CHILD_AGE = 17;

/**
 * The ages a price is asked for while a child's age is not said yet (null: the forms ask for it,
 * nothing guesses it for the landlord): the oldest child age stands in. Prices do not depend on
 * the age today; should they, the oldest never shows a price cheaper than it is.
 */
export function agesForQuote(ages: readonly (number | null)[]): number[] {
  return ages.map((age) => age ?? MAX_CHILD_AGE);
}
