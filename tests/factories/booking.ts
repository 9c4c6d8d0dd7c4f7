// Bookings for tests: a plain bookings row with overrides and an insert helper. A skeleton until
// the booking slice arrives: the stored price is whatever the test passes (the booking issue makes
// it the quote of services/pricing), and states are set directly instead of through transitions.
import { randomBytes } from 'node:crypto';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import type { Database } from '#db/client';
import { bookings } from '#db/schema';
import { FIXED_NOW } from '#tests/helpers/clock';
import { insertCustomer, type CustomerRow } from './account';

export type BookingRow = typeof bookings.$inferInsert;

let nextDisplay = 1;

/**
 * A plain bookings row: a confirmed week for two adults arriving 30 days after the fixed test
 * today, with overrides. `objectNumber` and `customerNumber` must name existing rows.
 */
export function bookingRow(
  overrides: Partial<BookingRow> & Pick<BookingRow, 'objectNumber' | 'customerNumber'>,
): BookingRow {
  const startDate: IsoDate = overrides.startDate ?? addDays(todayInBerlin(FIXED_NOW), 30);
  return {
    // The running number of the display number customers see ('2026-900001' with the booking
    // year in front, core/booking bookingDisplayNumber); far above the site's own sequence
    // (booking_display_seq starts at 100001), so the two never meet.
    displayNumber: 900_000 + nextDisplay++,
    method: 'booking',
    status: 'confirmed',
    startDate,
    endDate: addDays(startDate, 7),
    adults: 2,
    price: {},
    priceCompleteCents: 0,
    landlordHash: randomBytes(16).toString('hex'),
    language: 'de',
    ...overrides,
  };
}

/**
 * Inserts a booking of `objectNumber`, for the given customer or a new one; returns the row with
 * its bookingId.
 */
export async function insertBooking(
  database: Database,
  options: {
    objectNumber: number;
    booking?: Partial<BookingRow>;
    customer?: Partial<CustomerRow>;
  },
): Promise<BookingRow & { bookingId: number }> {
  const customerNumber =
    options.booking?.customerNumber ??
    (await insertCustomer(database, options.customer)).customerNumber;
  const [row] = await database.db
    .insert(bookings)
    .values(bookingRow({ ...options.booking, objectNumber: options.objectNumber, customerNumber }))
    .returning();
  return row!;
}
