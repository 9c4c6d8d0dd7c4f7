// The watch-list and last-seen contract shared by the services, /api/user/watchedobjects/*,
// /api/user/lastseenobjects/*, /api/objectInternal and the watch-list screens (SPEC.md §3, §7).
// Plain data, safe to import from app/.
import type { PriceStatus } from '#core/pricing';
import type { SearchResultObject } from '#services/search/types';

/** What the guest saw when adding: the price of the chosen stay (cents), or nulls. */
export interface WatchSnapshot {
  price: number | null;
  priceOriginal: number | null;
  pricePercentReduction: number | null;
  startDate: string | null;
  endDate: string | null;
  persons: number | null;
  /** The rest of the party the price was shown for (persons are the adults); 0 when none. */
  childs: number;
  pets: number;
}

/** SPEC.md §3 watched object. Dates are ISO instants; deleteDate null = on the list. */
export interface WatchedObject extends WatchSnapshot {
  objectNumber: number;
  currency: 'EUR';
  addDate: string;
  deleteDate: string | null;
}

/** The price of the stored stay today (or the current "from" price when no stay was stored). */
export interface CurrentPrice {
  /** 'stay': calculated for the stored dates and persons; 'from': the cheapest week. */
  kind: 'stay' | 'from';
  price: number | null;
  priceOriginal: number | null;
  /** Pricing engine status for a stay ('free' = vacant); null for 'from'. */
  status: PriceStatus | null;
  /** Compared with the price when added; null when either is unknown. */
  trend: 'down' | 'up' | 'same' | null;
  /** Difference current − added in cents (negative = cheaper now). */
  difference: number | null;
}

export interface WatchListItem {
  entry: WatchedObject;
  card: SearchResultObject;
  current: CurrentPrice;
}

/** POST /api/user/watchedobjects/get. */
export interface WatchListData {
  /** True when the list is someone else's, read through its watchListUID. */
  readOnly: boolean;
  /** The list's share id; null for an own list that has never held an object. */
  watchListUID: string | null;
  count: number;
  objects: WatchedObject[];
  /** With `watchList: true`: card data and current prices, in the order of `objects`. */
  items?: WatchListItem[];
}

/** The watch-list page (SSR loader). */
export interface WatchListPageData extends Required<Pick<WatchListData, 'items'>> {
  readOnly: boolean;
  count: number;
  /** Sharing (link and e-mail) is enabled for this visitor (campaign flag watchlistShare). */
  shareEnabled: boolean;
  /** Absolute share link; null on a read-only view or an empty own list. */
  shareUrl: string | null;
  /** The share id asked for but not found (the page says so instead of a 404). */
  unknownShare: boolean;
}

/** POST /api/user/watchedobjects/set. */
export interface WatchSetData {
  objectNumber: number;
  watched: boolean;
  count: number;
  entry: WatchedObject;
}

export interface LastSeenObject {
  objectNumber: number;
  seenAt: string;
  objectData: Record<string, unknown> | null;
}

/** POST /api/user/lastseenobjects/get and /set. */
export interface LastSeenData {
  objects: LastSeenObject[];
}

/** POST /api/objectInternal. */
export interface ObjectInternalData {
  objects: SearchResultObject[];
}

// The limits live in core, where the API schemas (core/api/watchlist.ts) read them too.
export { LAST_SEEN_LIMIT, WATCH_LIST_MAX } from '#core/watchlist';
