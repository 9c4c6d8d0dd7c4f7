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
// The rating-answer links are handed over alongside (services/ratings/handover.ts): the import
// runs both steps through one `prepareHandover`.
import { isBlocking, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import { renewCalendarFeedVersion } from '#db/repositories/booking-calendar';
import {
  bookingsOfObject,
  objectContact,
  updateLandlordHash,
  type BookingRecord,
  type ObjectContact,
} from '#db/repositories/booking-records';
import { operatorMailBrand } from '#services/partners';
import type { MailBrand, RequestContext } from '#services/platform';
import { LANDLORD_LANGUAGE, landlordConfirmationUrl, landlordMailFacts } from './facts';
import { newLandlordSecret } from './links';
import type { LandlordHandoverData } from './mails';
import { deliverBookingMails, queueBookingMails, type QueuedMail } from './outbox';

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
 * One part of a handover (the booking links here, the rating-answer links in services/ratings):
 * per object, in the transaction, what it writes, answering the mails to queue to the object's
 * new contact (read once for all parts).
 */
export type HandoverStep = (
  tx: Db,
  objectNumber: number,
  contact: ObjectContact,
  brand: MailBrand,
) => Promise<readonly QueuedMail[]>;

/**
 * Prepares a handover of objects whose contact a write is about to change: per object, each of
 * `steps` in turn, and the mails they answer queued in the transaction and sent, together, after it
 * committed. What is read from outside the transaction (the operator's mail brand) is read now, as
 * the embedded database has one connection, which the transaction holds.
 */
export async function prepareHandover(
  ctx: RequestContext,
  ...steps: readonly HandoverStep[]
): Promise<LandlordHandover> {
  const { deps, now } = ctx;
  const brand = await operatorMailBrand(deps);
  const queued: number[] = [];
  return {
    async inTransaction(tx, objectNumbers) {
      for (const objectNumber of objectNumbers) {
        const contact = await objectContact(tx, objectNumber);
        if (contact === null) continue;
        for (const step of steps) {
          const mails = await step(tx, objectNumber, contact, brand);
          if (mails.length > 0) queued.push(...(await queueBookingMails(tx, mails, now)));
        }
      }
    },
    async afterCommit() {
      if (queued.length > 0) await deliverBookingMails(deps, now, ctx.log, queued);
    },
  };
}

/** The handover of an object's bookings and calendar feed (decision 114). */
export function landlordLinksHandover(ctx: RequestContext): HandoverStep {
  const { deps, now } = ctx;
  return async (tx, objectNumber, contact, brand) => {
    const version = await renewCalendarFeedVersion(tx, objectNumber, now);
    if (version === null) return [];
    const language = LANDLORD_LANGUAGE;
    const mails: QueuedMail<'landlordHandover'>[] = [];
    for (const { booking, customer } of await bookingsOfObject(tx, objectNumber)) {
      const landlord = newLandlordSecret();
      await updateLandlordHash(tx, booking.bookingId, landlord.hash);
      if (!contact.email || customer === null || !stillAhead(booking, now)) continue;
      mails.push({
        kind: 'landlordHandover',
        // One per booking and handover: the feed version counts the handovers up.
        dedupeKey: `landlordHandover:${booking.bookingId}:${version}`,
        recipient: contact.email,
        language,
        bookingId: booking.bookingId,
        data: {
          ...landlordMailFacts(booking, customer, contact, brand),
          paymentMethod: booking.paymentMethod as LandlordHandoverData['paymentMethod'],
          confirmationUrl: landlordConfirmationUrl(deps, booking, landlord.token),
          awaitsAnswer: booking.status === 'requested',
          // The new address, filled in when the mail is sent (outbox.ts).
          calendarFor: objectNumber,
        },
      });
    }
    return mails;
  };
}
