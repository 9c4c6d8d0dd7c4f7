// The nights of one object that bookings here hold, for the landlord's calendar feed (decision
// 095). Read from `occupancy` — the one table that decides what blocks an object's nights — with
// the booking's number and state; an option past its end blocks nothing and is left out. And the
// version of each object's feed address (`calendar_feeds`), which a landlord renews.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BLOCKING_STATUSES } from '#core/booking';
import type { Db } from '../client';
import { bookings, objects, occupancy } from '../schema';
import { holdsNightsAt, stayDates } from './booking-records';
import { objectVersion, renewObjectVersion } from './object-versions';

export interface OccupiedStay {
  bookingId: number;
  displayNumber: number;
  createdAt: Date;
  status: string;
  startDate: string;
  endDate: string;
}

/**
 * The stays of `objectNumber` that block nights at `now` and end after `from` (yyyy-MM-dd), the
 * earliest first, at most `limit`.
 */
export async function occupiedStays(
  db: Db,
  objectNumber: number,
  from: string,
  now: Date,
  limit: number,
): Promise<OccupiedStay[]> {
  return db
    .select({
      bookingId: bookings.bookingId,
      displayNumber: bookings.displayNumber,
      createdAt: bookings.createdAt,
      status: bookings.status,
      ...stayDates,
    })
    .from(occupancy)
    .innerJoin(bookings, eq(bookings.bookingId, occupancy.bookingId))
    .where(
      and(
        eq(occupancy.objectNumber, objectNumber),
        // A row of a booking in any other state would be a bug elsewhere: never shown as booked.
        inArray(bookings.status, [...BLOCKING_STATUSES]),
        holdsNightsAt(now),
        sql`upper(${occupancy.stay}) > ${from}::date`,
      ),
    )
    .orderBy(asc(sql`lower(${occupancy.stay})`))
    .limit(limit);
}

/** The object's titles by language, or null for an object that does not exist. */
export async function objectTitles(
  db: Db,
  objectNumber: number,
): Promise<Partial<Record<string, string>> | null> {
  const [row] = await db
    .select({ titles: objects.titles })
    .from(objects)
    .where(eq(objects.objectNumber, objectNumber));
  if (row === undefined) return null;
  return (row.titles ?? {}) as Partial<Record<string, string>>;
}

/** The version of `objectNumber`'s feed address (0 until first renewed) and its last renewal. */
export function calendarFeedVersion(
  db: Db,
  objectNumber: number,
): Promise<{ version: number; renewedAt: Date | null }> {
  return objectVersion(db, 'calendarFeed', objectNumber);
}

/**
 * Counts `objectNumber`'s feed address version up by one (the first renewal makes version 1) and
 * answers the new version, or null for an object that does not exist.
 */
export function renewCalendarFeedVersion(
  db: Db,
  objectNumber: number,
  now: Date,
): Promise<number | null> {
  return renewObjectVersion(db, 'calendarFeed', objectNumber, now);
}
