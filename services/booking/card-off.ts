// A site that switched card payments off (CARD_PAYMENTS=off, decision 085) may hold card payments
// still to be paid from before: a card page no longer takes them, and the office records only
// transfers. So at start they move to the way the site takes now — the transfer to the operator's
// account, else the agency's invoice (methodStillTaken, with the object's list as booked) — and the
// booking's method with them: the finish page, the user area and every later mail (the balance
// reminder, the overdue reminder) then show the account and the reference, and the office matches
// the money as any transfer. Each booking in its own transaction, locked; run again, it finds none.
import type { Db } from '#db/client';
import { lockBooking, updatePaymentMethod } from '#db/repositories/booking-records';
import {
  bookingsWithOpenCardPayments,
  moveOpenCardPayments,
} from '#db/repositories/payments-records';
import type { AppDeps } from '#services/platform';
import { methodStillTaken, operatorPayments, quotedPayments } from './payment-instructions';

const BATCH = 200;

/** Moves open card payments to the method taken now, when the site takes no card; how many bookings. */
export async function moveCardPaymentsOff(deps: AppDeps, now: Date): Promise<number> {
  const operator = await operatorPayments(deps);
  if (operator.card) return 0;
  const db = deps.database.db;
  let moved = 0;
  let after = 0;
  for (;;) {
    // Paged by id: a booking that cannot be moved (its object is now the landlord's to collect)
    // is passed over, not found again.
    const ids = await bookingsWithOpenCardPayments(db, after, BATCH);
    for (const bookingId of ids) {
      const done = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const booking = await lockBooking(tx, bookingId);
        if (booking === null) return false;
        const method = methodStillTaken(null, operator, quotedPayments(booking.price));
        // Never card here (the operator takes none); landlord collection is no payment of ours.
        if (method !== 'bankTransfer' && method !== 'invoice') return false;
        const count = await moveOpenCardPayments(tx, bookingId, method, now);
        // The booking says how its payments are paid: every screen and mail reads it.
        if (count > 0 && booking.paymentMethod !== method) {
          await updatePaymentMethod(tx, bookingId, method);
        }
        return count > 0;
      });
      if (done) moved++;
    }
    if (ids.length < BATCH) return moved;
    after = ids[ids.length - 1]!;
  }
}
