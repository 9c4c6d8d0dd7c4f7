// Social proof (issue 15): recent real bookings for /bookingStalker/ and the object page's "booked
// N× in the last 7 days" notice. Reads only what the anonymised list may show — the object's type,
// region and country, the number of nights and when it was booked — never a customer column, the
// travel dates or the party (services/booking/social-proof.ts decides what leaves the server).
import { and, count, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, countries, objects, regions } from '../schema';
import type { LocalizedText } from '../schema';

/**
 * The states of a real booking: asked for, confirmed or paid. Options (free holds), declined,
 * cancelled and expired bookings are no bookings a visitor may be told of.
 */
export const REAL_BOOKING_STATUSES = ['requested', 'confirmed', 'paid'] as const;

export interface RecentBookingRow {
  objectType: 'house' | 'apartment';
  countryCode: string;
  countryNames: LocalizedText;
  regionId: number;
  regionNames: LocalizedText;
  nights: number;
  createdAt: Date;
}

/**
 * Real bookings made from `since` to `until` (the caller's now: a row stamped later belongs to
 * another clock), newest first, at most `limit`.
 */
export async function recentRealBookings(
  db: Db,
  since: Date,
  until: Date,
  limit: number,
): Promise<RecentBookingRow[]> {
  const rows = await db
    .select({
      objectType: objects.objectType,
      countryCode: objects.countryCode,
      countryNames: countries.names,
      regionId: objects.regionId,
      regionNames: regions.names,
      nights: sql<number>`(${bookings.endDate} - ${bookings.startDate})::int`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
    .innerJoin(regions, eq(regions.id, objects.regionId))
    .innerJoin(countries, eq(countries.code, objects.countryCode))
    .where(
      and(
        inArray(bookings.status, [...REAL_BOOKING_STATUSES]),
        gte(bookings.createdAt, since),
        lte(bookings.createdAt, until),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.bookingId))
    .limit(limit);
  return rows.map((row) => ({ ...row, nights: Number(row.nights) }));
}

/**
 * How many active objects of each type each region and country has: a region + type shared by
 * fewer than a handful of objects would point at one house (the privacy rule of social-proof.ts).
 */
export async function activeObjectCounts(
  db: Db,
  regionIds: readonly number[],
  countryCodes: readonly string[],
): Promise<{
  byRegion: Map<string, number>;
  byCountry: Map<string, number>;
}> {
  const byRegion = new Map<string, number>();
  const byCountry = new Map<string, number>();
  if (regionIds.length > 0) {
    const rows = await db
      .select({ id: objects.regionId, type: objects.objectType, n: count() })
      .from(objects)
      .where(and(eq(objects.active, true), inArray(objects.regionId, [...regionIds])))
      .groupBy(objects.regionId, objects.objectType);
    for (const row of rows) byRegion.set(`${row.id}:${row.type}`, Number(row.n));
  }
  if (countryCodes.length > 0) {
    const rows = await db
      .select({ code: objects.countryCode, type: objects.objectType, n: count() })
      .from(objects)
      .where(and(eq(objects.active, true), inArray(objects.countryCode, [...countryCodes])))
      .groupBy(objects.countryCode, objects.objectType);
    for (const row of rows) byCountry.set(`${row.code}:${row.type}`, Number(row.n));
  }
  return { byRegion, byCountry };
}

/** Real bookings of one object made since `since`: how many, and the newest one's time. */
export async function objectBookingStats(
  db: Db,
  objectNumber: number,
  since: Date,
  until: Date,
): Promise<{ count: number; lastCreatedAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: max(bookings.createdAt) })
    .from(bookings)
    .where(
      and(
        eq(bookings.objectNumber, objectNumber),
        inArray(bookings.status, [...REAL_BOOKING_STATUSES]),
        gte(bookings.createdAt, since),
        lte(bookings.createdAt, until),
      ),
    );
  const last = row?.last ?? null;
  return {
    count: Number(row?.n ?? 0),
    // PGlite and pg may hand back max() of a timestamptz as text.
    lastCreatedAt: last === null ? null : new Date(last),
  };
}
