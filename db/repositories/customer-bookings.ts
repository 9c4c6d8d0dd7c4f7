// A customer account's own bookings (issue 15: the user area's booking overview and details).
// Every query goes through customers.account_id: a booking of another account is never read, so
// the callers cannot leak one by forgetting a check (IDOR).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, customers, objectImages, objects } from '../schema';
import type { BookingRecord } from './booking-records';

export interface AccountBookingRow {
  booking: BookingRecord;
  titles: Partial<Record<string, string>>;
  /** The object's first photo (services/media id), or null. */
  photoId: string | null;
}

/** The account's bookings, newest arrival first (the service splits upcoming and past). */
export async function listAccountBookings(
  db: Db,
  accountId: number,
  limit = 200,
): Promise<AccountBookingRow[]> {
  const rows = await db
    .select({
      booking: bookings,
      titles: objects.titles,
      photoId: sql<string | null>`(select ${objectImages.photoId} from ${objectImages}
        where ${objectImages.objectNumber} = ${bookings.objectNumber}
        order by ${objectImages.position} limit 1)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .innerJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
    .where(eq(customers.accountId, accountId))
    .orderBy(desc(bookings.startDate), desc(bookings.bookingId))
    .limit(limit);
  return rows.map((r) => ({
    booking: r.booking,
    titles: (r.titles ?? {}) as Partial<Record<string, string>>,
    photoId: r.photoId ?? null,
  }));
}

/** The account's booking with this display number, or null (unknown or another account's). */
export async function findAccountBooking(
  db: Db,
  accountId: number,
  displayNumber: number,
): Promise<AccountBookingRow | null> {
  const [row] = await db
    .select({
      booking: bookings,
      titles: objects.titles,
      photoId: sql<string | null>`(select ${objectImages.photoId} from ${objectImages}
        where ${objectImages.objectNumber} = ${bookings.objectNumber}
        order by ${objectImages.position} limit 1)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .innerJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
    .where(and(eq(customers.accountId, accountId), eq(bookings.displayNumber, displayNumber)));
  if (row === undefined) return null;
  return {
    booking: row.booking,
    titles: (row.titles ?? {}) as Partial<Record<string, string>>,
    photoId: row.photoId ?? null,
  };
}

/** Store the cancellation's time and fee on the (locked) booking. */
export async function markCancelled(
  tx: Db,
  bookingId: number,
  values: { cancelledAt: Date; cancellationFeeCents: number },
): Promise<void> {
  await tx.update(bookings).set(values).where(eq(bookings.bookingId, bookingId));
}
