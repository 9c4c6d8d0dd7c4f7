// What the office's booking page reads (/admin/bookings/, decision 086): the requests still
// waiting for the landlord, oldest first, bookings found by number or guest e-mail, and an
// object's bookings still ahead — each
// with the guest and the landlord (else the agency) to call.
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { agencies, bookings, customers, landlords, objects } from '../schema';
import { contactColumns, contactOf, type LandlordContact } from './booking-landlord';
import type { BookingRecord } from './booking-records';

export interface OfficeBookingRow {
  booking: BookingRecord;
  /** Since when it has been a request (the latest event that made it one, else its creation). */
  waitingSince: Date;
  /** The customer record, for what older rows lack of the traveller as booked (bookingGuest). */
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    city: string | null;
    country: string;
  };
  /** The landlord, else the agency (contactOf). */
  landlord: LandlordContact;
}

/**
 * Which bookings: the requests awaiting the landlord, those a search names, or an object's whose
 * stay ends on `endingFrom` or later (a home taken off the market, a landlord on the phone).
 */
export type OfficeBookingFilter =
  | { awaiting: true }
  | { displayNumbers: readonly number[]; email: string | null }
  | { objectNumber: number; endingFrom: string };

// A request without its event (older rows) has waited since it was made.
const waitingSince = sql<Date | string>`coalesce((select max(e.at) from booking_events e
  where e.booking_id = ${bookings.bookingId} and e.to_status = 'requested'), ${bookings.createdAt})`;

function whereOf(filter: OfficeBookingFilter): SQL | undefined {
  if ('awaiting' in filter) return eq(bookings.status, 'requested');
  if ('objectNumber' in filter) {
    return and(
      eq(bookings.objectNumber, filter.objectNumber),
      gte(bookings.endDate, filter.endingFrom),
    );
  }
  const named: SQL[] = [];
  if (filter.displayNumbers.length > 0) {
    named.push(inArray(bookings.displayNumber, [...filter.displayNumbers]));
  }
  if (filter.email !== null) {
    // The address as booked (traveller) or the customer record's; lower-case, exact.
    named.push(
      sql`lower(coalesce(${bookings.traveller}->>'email', ${customers.email})) = ${filter.email}`,
    );
  }
  return named.length === 0 ? sql`false` : or(...named);
}

export async function listOfficeBookings(
  db: Db,
  filter: OfficeBookingFilter,
  limit: number,
  /** count: false skips counting (a search's rows are filtered further by its caller). */
  options: { count: boolean } = { count: true },
): Promise<{ rows: OfficeBookingRow[]; total: number }> {
  const where = whereOf(filter);
  const base = () =>
    db
      .select({
        booking: bookings,
        waitingSince,
        customer: {
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          phone: customers.phone,
          city: customers.city,
          country: customers.country,
        },
        ...contactColumns,
      })
      .from(bookings)
      .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
      .leftJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
      .leftJoin(landlords, eq(landlords.id, objects.landlordId))
      .leftJoin(agencies, eq(agencies.id, objects.agencyId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      // Awaiting: the longest wait first; an object's: by arrival; a search: the newest first.
      .orderBy(
        'awaiting' in filter
          ? asc(waitingSince)
          : 'objectNumber' in filter
            ? asc(bookings.startDate)
            : desc(bookings.createdAt),
        asc(bookings.bookingId),
      )
      .limit(limit),
    options.count
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
          .where(where)
      : Promise.resolve([{ n: -1 }]),
  ]);
  return {
    rows: rows.map((row) => ({
      booking: row.booking,
      waitingSince: new Date(row.waitingSince),
      customer: row.customer,
      landlord: contactOf(row),
    })),
    total: Number(count?.n ?? 0),
  };
}
