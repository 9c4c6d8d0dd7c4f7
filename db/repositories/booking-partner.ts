// The bookings a partner brought (decision 094): every query is scoped to one partner id, which the
// service takes from the logged-in partner account and never from the request, and reads only what
// a partner may see — number, day booked, stay, object, state and total price — never the guest,
// the party or the payments. The office's month overview (decision 099) counts every partner's.
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, objects } from '../schema';

export interface PartnerBookingRow {
  partnerId: number;
  displayNumber: number;
  createdAt: Date;
  objectNumber: number;
  titles: Partial<Record<string, string>>;
  status: string;
  startDate: string;
  endDate: string;
  priceCompleteCents: number;
}

export interface PartnerBookingCount {
  status: string;
  bookings: number;
  priceCompleteCents: number;
}

/**
 * Bookings of `partnerId` made on the Berlin calendar days [from, to): `createdAt` bounds the index
 * scan (a day wider each side than any Berlin day of the range), the Berlin date decides.
 */
function madeIn(partnerId: number | 'any', from: string, to: string) {
  const berlinDay = sql`(${bookings.createdAt} at time zone 'Europe/Berlin')::date`;
  return and(
    partnerId === 'any' ? isNotNull(bookings.partnerId) : eq(bookings.partnerId, partnerId),
    gte(bookings.createdAt, new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000)),
    lt(bookings.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)),
    sql`${berlinDay} >= ${from}::date`,
    sql`${berlinDay} < ${to}::date`,
  );
}

/**
 * The partner's bookings made in [from, to), the latest first, at most `limit`; every partner's
 * for 'any' (the office's file, decision 099).
 */
export async function listPartnerBookings(
  db: Db,
  partnerId: number | 'any',
  range: { from: string; to: string },
  limit: number,
): Promise<PartnerBookingRow[]> {
  const rows = await db
    .select({
      partnerId: sql<number>`${bookings.partnerId}`,
      displayNumber: bookings.displayNumber,
      createdAt: bookings.createdAt,
      objectNumber: bookings.objectNumber,
      titles: objects.titles,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      priceCompleteCents: bookings.priceCompleteCents,
    })
    .from(bookings)
    .innerJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
    .where(madeIn(partnerId, range.from, range.to))
    .orderBy(desc(bookings.createdAt), desc(bookings.bookingId))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    partnerId: Number(row.partnerId),
    titles: (row.titles ?? {}) as Partial<Record<string, string>>,
  }));
}

/** How many of the partner's bookings made in [from, to) are in each state, with their rent. */
export async function countPartnerBookings(
  db: Db,
  partnerId: number,
  range: { from: string; to: string },
): Promise<PartnerBookingCount[]> {
  const rows = await db
    .select({
      status: bookings.status,
      bookings: sql<number>`count(*)::int`,
      priceCompleteCents: sql<number>`coalesce(sum(${bookings.priceCompleteCents}), 0)::bigint`,
    })
    .from(bookings)
    .where(madeIn(partnerId, range.from, range.to))
    .groupBy(bookings.status);
  return rows.map((row) => ({
    status: row.status,
    bookings: Number(row.bookings),
    priceCompleteCents: Number(row.priceCompleteCents),
  }));
}

/**
 * How many bookings of every partner made in [from, to) are in each state, with their rent (the
 * office's month overview, decision 099): one row per partner and state.
 */
export async function countAllPartnersBookings(
  db: Db,
  range: { from: string; to: string },
): Promise<(PartnerBookingCount & { partnerId: number })[]> {
  const rows = await db
    .select({
      partnerId: sql<number>`${bookings.partnerId}`,
      status: bookings.status,
      bookings: sql<number>`count(*)::int`,
      priceCompleteCents: sql<number>`coalesce(sum(${bookings.priceCompleteCents}), 0)::bigint`,
    })
    .from(bookings)
    .where(madeIn('any', range.from, range.to))
    .groupBy(bookings.partnerId, bookings.status)
    .orderBy(bookings.partnerId);
  return rows.map((row) => ({
    partnerId: Number(row.partnerId),
    status: row.status,
    bookings: Number(row.bookings),
    priceCompleteCents: Number(row.priceCompleteCents),
  }));
}
