// Limits of the watch list and last-seen list (SPEC.md §3, §7), shared by the services, the API
// schemas (core/api/watchlist.ts) and the screens.

/** Newest last-seen objects kept per visitor. */
export const LAST_SEEN_LIMIT = 20;
/** Objects per /api/objectInternal call. */
export const OBJECT_INTERNAL_MAX = 50;
/** Objects on one watch list (the set call refuses more). */
export const WATCH_LIST_MAX = 200;
