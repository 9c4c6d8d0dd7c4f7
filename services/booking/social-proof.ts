// Social proof (issue 15): the anonymised list of recent real bookings (/bookingStalker/,
// GET /api/booking/recent) and the object page's notice (GET /api/booking/recent/object/{n}).
// What may be told and what never is: the privacy rule in core/booking/social-proof.ts and
// docs/security.md "Social proof". Both answers are the same for every visitor, so each process
// keeps them for a minute (keyed by the app's deps, so test apps never share them) — a busy page
// or a visitor hammering the endpoint costs at most one query per minute and key.
import {
  anonymousArea,
  bookedAgo,
  NOTICE_DAYS,
  RECENT_DAYS,
  RECENT_LIMIT,
  type ObjectBookingNotice,
  type RecentBookingItem,
  type RecentBookings,
} from '#core/booking/social-proof';
import type { Language } from '#core/languages';
import {
  activeObjectCounts,
  objectBookingStats,
  recentRealBookings,
} from '#db/repositories/booking-social';
import type { AppDeps, RequestContext } from '#services/platform';

/** How long a process keeps an answer (the endpoint's public max-age is the same). */
export const SOCIAL_PROOF_CACHE_MS = 60_000;
/** Object notices kept per process at most: enumerating object numbers cannot grow memory. */
const NOTICE_CACHE_SIZE = 2_000;
const DAY_MS = 86_400_000;

interface Cached<T> {
  until: number;
  value: T;
}

interface Caches {
  recent: Map<Language, Cached<RecentBookings>>;
  notices: Map<number, Cached<ObjectBookingNotice | null>>;
}

const caches = new WeakMap<AppDeps, Caches>();

function cachesOf(deps: AppDeps): Caches {
  let found = caches.get(deps);
  if (found === undefined) {
    found = { recent: new Map(), notices: new Map() };
    caches.set(deps, found);
  }
  return found;
}

function fresh<T>(entry: Cached<T> | undefined, now: Date): entry is Cached<T> {
  return entry !== undefined && entry.until > now.getTime();
}

function named(names: Partial<Record<Language, string>>, language: Language): string {
  return names[language] ?? names.de ?? Object.values(names)[0] ?? '';
}

/**
 * The last RECENT_LIMIT real bookings of the last RECENT_DAYS days, newest first, anonymised: the
 * type of house, region (or only country, where the region is too small), nights and a coarse age.
 */
export async function recentBookings(ctx: RequestContext): Promise<RecentBookings> {
  const cache = cachesOf(ctx.deps).recent;
  const hit = cache.get(ctx.language);
  if (fresh(hit, ctx.now)) return hit.value;

  const db = ctx.deps.database.db;
  const rows = await recentRealBookings(
    db,
    new Date(ctx.now.getTime() - RECENT_DAYS * DAY_MS),
    ctx.now,
    RECENT_LIMIT,
  );
  const counts = await activeObjectCounts(
    db,
    [...new Set(rows.map((row) => row.regionId))],
    [...new Set(rows.map((row) => row.countryCode))],
  );
  const items: RecentBookingItem[] = [];
  for (const row of rows) {
    const area = anonymousArea(
      counts.byRegion.get(`${row.regionId}:${row.objectType}`) ?? 0,
      counts.byCountry.get(`${row.countryCode}:${row.objectType}`) ?? 0,
    );
    if (area === null) continue;
    // Only these five fields leave the server: the API schema (core/api/social-proof.ts) is strict.
    items.push({
      region: area === 'region' ? named(row.regionNames, ctx.language) : null,
      country: named(row.countryNames, ctx.language),
      objectType: row.objectType,
      nights: row.nights,
      bookedAgo: bookedAgo(row.createdAt, ctx.now),
    });
  }
  const value = { items };
  cache.set(ctx.language, { until: ctx.now.getTime() + SOCIAL_PROOF_CACHE_MS, value });
  return value;
}

/**
 * The object page's notice: how many real bookings the object got in the last NOTICE_DAYS days
 * and how long ago the newest was made; null when none (the page then says nothing). An unknown
 * object number is simply none: the answer tells nothing of which numbers exist.
 */
export async function objectBookingNotice(
  ctx: RequestContext,
  objectNumber: number,
): Promise<ObjectBookingNotice | null> {
  const cache = cachesOf(ctx.deps).notices;
  const hit = cache.get(objectNumber);
  if (fresh(hit, ctx.now)) return hit.value;

  const stats = await objectBookingStats(
    ctx.deps.database.db,
    objectNumber,
    new Date(ctx.now.getTime() - NOTICE_DAYS * DAY_MS),
    ctx.now,
  );
  const value =
    stats.count === 0 || stats.lastCreatedAt === null
      ? null
      : {
          count: stats.count,
          days: NOTICE_DAYS,
          lastBookedAgo: bookedAgo(stats.lastCreatedAt, ctx.now),
        };
  cache.delete(objectNumber);
  cache.set(objectNumber, { until: ctx.now.getTime() + SOCIAL_PROOF_CACHE_MS, value });
  // Map keeps insertion order: the first key is the oldest entry.
  if (cache.size > NOTICE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return value;
}
