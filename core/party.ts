// Who travels: the limits of a party that the pricing engine, the API schemas and the price box
// share. A module of its own (not core/pricing) so the browser's first load takes the constant
// without the engine's shared chunk.

/** Oldest child age that counts as a child (SPEC.md §3 childAges; 18 is an adult). */
export const MAX_CHILD_AGE = 17;
