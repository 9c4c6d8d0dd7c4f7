// Availability for tests (core/availability.ts): a calendar written as "these nights are booked"
// instead of index arithmetic over a vacancy string, and the helper that stores it for an object.
import { type Availability, dayIndex } from '#core/availability';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import type { Database } from '#db/client';
import { objectAvailability } from '#db/schema';
import { FIXED_NOW } from '#tests/helpers/clock';

export interface AvailabilityOptions {
  /** Date of day index 0 (default: the fixed test today). */
  from?: IsoDate;
  /** Days the calendar covers (default 550, as feeds deliver). */
  days?: number;
  /** Nights that are booked ('N'); every other night is vacant. */
  booked?: readonly IsoDate[];
  /** Booked stays as [arrival, departure): the nights arrival … departure − 1. */
  bookedStays?: readonly (readonly [IsoDate, IsoDate])[];
  arrival?: string;
  departure?: string;
  minStay?: string;
}

/** A vacant calendar with the given nights booked. */
export function availability(options: AvailabilityOptions = {}): Availability {
  const from = options.from ?? todayInBerlin(FIXED_NOW);
  const base: Availability = { from, vacancy: 'Y'.repeat(options.days ?? 550) };
  if (options.arrival !== undefined) base.arrival = options.arrival;
  if (options.departure !== undefined) base.departure = options.departure;
  if (options.minStay !== undefined) base.minStay = options.minStay;
  const nights = [...(options.booked ?? [])];
  for (const [start, end] of options.bookedStays ?? []) {
    for (let night = start; night < end; night = addDays(night, 1)) nights.push(night);
  }
  return bookNights(base, nights);
}

/** A copy of `av` with the given nights booked; a night outside the calendar is an error. */
export function bookNights(av: Availability, nights: readonly IsoDate[]): Availability {
  const vacancy = [...av.vacancy];
  for (const night of nights) {
    const i = dayIndex(av, night);
    if (i < 0 || i >= vacancy.length) {
      throw new RangeError(
        `${night} is outside the calendar from ${av.from} (${vacancy.length} days)`,
      );
    }
    vacancy[i] = 'N';
  }
  return { ...av, vacancy: vacancy.join('') };
}

/** A copy of `av` with every night booked (nothing sellable, the calendar kept). */
export function fullyBooked(av: Availability): Availability {
  return { ...av, vacancy: 'N'.repeat(av.vacancy.length) };
}

/** The object_availability row of `av`. */
export function availabilityRow(objectNumber: number, av: Availability) {
  return {
    objectNumber,
    fromDate: av.from,
    vacancy: av.vacancy,
    arrival: av.arrival ?? null,
    departure: av.departure ?? null,
    minStay: av.minStay ?? null,
  } satisfies typeof objectAvailability.$inferInsert;
}

/**
 * Stores `av` as the object's calendar (replacing the one it has). Like a feed writing through
 * the database, it does not tell the app: call notifyObjectsChanged when the running index or
 * caches must see it.
 */
export async function setAvailability(
  database: Database,
  objectNumber: number,
  av: Availability,
): Promise<void> {
  const row = availabilityRow(objectNumber, av);
  const { objectNumber: _key, ...columns } = row;
  await database.db
    .insert(objectAvailability)
    .values(row)
    .onConflictDoUpdate({ target: objectAvailability.objectNumber, set: columns });
}
