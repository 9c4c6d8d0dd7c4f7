// The landlord handover (decision 114). A landlord link (bookingId + secret, mailed to the object's
// contact) opens the booking with the guest's name and contact, confirms or declines it, and shows
// the object's calendar feed address. When the catalogue gives an object another contact (a new
// landlord, a landlord's new address, the agency's new address for a home without a landlord of
// its own), the links and the feed address the former contact holds must stop working, and the
// new contact must be able to answer what is waiting. So, in the import's transaction:
//   - every booking of the object gets a new landlord secret (the old links open nothing: 404);
//   - the object's feed address gets a new version (the old address answers 404);
//   - each booking still ahead (holding the nights, departure today or later) is mailed to the
//     new contact with its new link and the new feed address.
// Bookings already past get no mail: their new secret is known to nobody, which ends the former
// contact's view of their guests.
import { isBlocking, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import { renewCalendarFeedVersion } from '#db/repositories/booking-calendar';
import {
  bookingsOfObject,
  objectContact,
  updateLandlordHash,
  type BookingRecord,
} from '#db/repositories/booking-records';
import { operatorMailBrand } from '#services/partners';
import type { RequestContext } from '#services/platform';
import {
  bookingFacts,
  bookingGuest,
  LANDLORD_LANGUAGE,
  landlordConfirmationUrl,
  objectTitle,
} from './facts';
import { newLandlordSecret } from './links';
import type { LandlordHandoverData } from './mails';
import { deliverBookingMails, queueBookingMails } from './outbox';

/** A booking the new contact must hear of: it holds the nights and the stay is not over. */
function stillAhead(booking: BookingRecord, now: Date): boolean {
  if (!isBlocking(booking.status as BookingStatus)) return false;
  if (booking.status === 'option' && booking.optionExpiresAt !== null) {
    if (booking.optionExpiresAt.getTime() <= now.getTime()) return false;
  }
  return booking.endDate >= todayInBerlin(now);
}

export interface LandlordHandover {
  /** Hands the objects over, in the transaction that changed their contact. */
  inTransaction: (tx: Db, objectNumbers: readonly number[]) => Promise<void>;
  /** Sends the mails queued, once the transaction committed. */
  afterCommit: () => Promise<void>;
}

/**
 * Prepares the handover of objects whose contact a write is about to change: what it reads from
 * outside the transaction is read now (the embedded database has one connection, which the
 * transaction holds).
 */
export async function prepareLandlordHandover(ctx: RequestContext): Promise<LandlordHandover> {
  const { deps, now } = ctx;
  const brand = await operatorMailBrand(deps);
  const queued: number[] = [];
  return {
    async inTransaction(tx, objectNumbers) {
      for (const objectNumber of objectNumbers) {
        const version = await renewCalendarFeedVersion(tx, objectNumber, now);
        if (version === null) continue;
        const contact = await objectContact(tx, objectNumber);
        const language = LANDLORD_LANGUAGE;
        for (const { booking, customer } of await bookingsOfObject(tx, objectNumber)) {
          const landlord = newLandlordSecret();
          await updateLandlordHash(tx, booking.bookingId, landlord.hash);
          if (!contact?.email || customer === null || !stillAhead(booking, now)) continue;
          const data: LandlordHandoverData & { brand: typeof brand; calendarFor: number } = {
            ...bookingFacts(booking, customer, objectTitle(contact, language)),
            name: null,
            brand,
            guestName: bookingGuest(booking, customer).name,
            paymentMethod: booking.paymentMethod as LandlordHandoverData['paymentMethod'],
            confirmationUrl: landlordConfirmationUrl(deps, booking, landlord.token),
            awaitsAnswer: booking.status === 'requested',
            // The new address, filled in when the mail is sent (outbox.ts).
            calendarFor: objectNumber,
          };
          const ids = await queueBookingMails(
            tx,
            [
              {
                kind: 'landlordHandover',
                // One per booking and handover: the feed version counts the handovers up.
                dedupeKey: `landlordHandover:${booking.bookingId}:${version}`,
                recipient: contact.email,
                language,
                bookingId: booking.bookingId,
                data,
              },
            ],
            now,
          );
          queued.push(...ids);
        }
      }
    },
    async afterCommit() {
      if (queued.length > 0) await deliverBookingMails(deps, now, ctx.log, queued);
    },
  };
}
