// The one way a booking changes state (core/booking transition), inside the caller's transaction:
// the guarded status update and its event, and — when the booking stops blocking its dates — the
// occupancy row and the calendar's nights released and its open payments cancelled, all in the
// same transaction. The caller reports the object's change to the search index after commit.
import { BOOKED_NIGHT, VACANT_NIGHT } from '#core/availability';
import {
  isBlocking,
  transition,
  type BookingActor,
  type BookingStatus,
  type TransitionName,
} from '#core/booking';
import type { Db } from '#db/client';
import {
  changeStatus,
  deleteOccupancy,
  keepOccupancy,
  lockLapsedOptions,
  markCalendarNights,
  type BookingRecord,
} from '#db/repositories/booking-records';
import { cancelOpenPayments } from '#services/payments';
import { DomainError } from '#services/platform';

// The calendar marks of nights taken through this site (core/availability: not 'Y' = occupied).
export { BOOKED_NIGHT, VACANT_NIGHT };

export interface AppliedTransition {
  booking: BookingRecord;
  from: BookingStatus;
  to: BookingStatus;
  /** The object's dates changed (report it to the search index after commit). */
  released: boolean;
}

/**
 * Applies `name` by `actor` to a booking read (and locked) in this transaction. Refuses with
 * 'conflict' when the state or the actor does not allow it, or when a concurrent change came first.
 */
export async function applyTransition(
  tx: Db,
  booking: BookingRecord,
  name: TransitionName,
  actor: BookingActor,
  now: Date,
  set: Partial<Pick<BookingRecord, 'confirmedAt' | 'optionExpiresAt'>> = {},
): Promise<AppliedTransition> {
  const result = transition(booking.status, name, actor);
  if (!result.ok) {
    throw new DomainError(
      result.reason === 'notAllowedForActor' ? 'forbidden' : 'conflict',
      'errors.booking.notAllowed',
      { field: 'bookingId', data: { status: booking.status } },
    );
  }
  const row = await changeStatus(tx, {
    bookingId: booking.bookingId,
    from: result.from,
    to: result.to,
    transition: name,
    actor,
    now,
    set,
  });
  if (row === null) {
    throw new DomainError('conflict', 'errors.booking.notAllowed', { field: 'bookingId' });
  }
  let released = false;
  if (isBlocking(result.from) && !isBlocking(result.to)) {
    await deleteOccupancy(tx, booking.bookingId);
    await markCalendarNights(tx, {
      objectNumber: booking.objectNumber,
      startDate: booking.startDate,
      endDate: booking.endDate,
      expect: BOOKED_NIGHT,
      mark: VACANT_NIGHT,
    });
    await cancelOpenPayments(tx, { bookingId: booking.bookingId, now });
    released = true;
  } else if (name === 'convert') {
    // A booking holds its dates until it ends: the option's expiry no longer applies.
    await keepOccupancy(tx, booking.bookingId);
  }
  return { booking: row, from: result.from, to: result.to, released };
}

/**
 * Lets every option past its hold lapse — of one object (a booking's transaction does this before
 * it takes the nights, so a lapsed option never blocks) or up to `limit` of any (the expiry job).
 * Returns the lapsed bookings.
 */
export async function lapseOptions(
  tx: Db,
  now: Date,
  scope: { objectNumber: number } | { limit: number },
): Promise<BookingRecord[]> {
  const lapsed: BookingRecord[] = [];
  for (const option of await lockLapsedOptions(tx, now, scope)) {
    const applied = await applyTransition(tx, option, 'expire', 'system', now);
    lapsed.push(applied.booking);
  }
  return lapsed;
}
