// What every mail to a booking's guest starts from: the guest's address, the booking's language
// and its facts with the object's title in that language. One place, because the use-cases that
// mail the guest (payment receipt, voucher, landlord's decision, cancellation, reminders) each
// read the customer, the object and the language the same way before queueing; queueGuestMail
// queues such a mail in one call.
import type { Language } from '#core/languages';
import type { Db } from '#db/client';
import {
  findCustomer,
  objectContact,
  type BookingRecord,
  type CustomerRecord,
  type ObjectContact,
} from '#db/repositories/booking-records';
import type { MailBrand } from '#services/platform';
import { bookingFacts, bookingGuest, languageOf, objectTitle } from './facts';
import type { BookingFacts, MailKind } from './mails';
import { queueBookingMails, type QueuedMail } from './outbox';

export interface GuestMailBase {
  customer: CustomerRecord;
  recipient: string;
  language: Language;
  /** The object's title and its landlord's (else agency's) address. */
  contact: ObjectContact | null;
  facts: BookingFacts;
}

/** The guest's mail basics for `booking` (as it is now: pass the booking after its change). */
export async function guestMailBase(tx: Db, booking: BookingRecord): Promise<GuestMailBase> {
  const customer = await findCustomer(tx, booking.customerNumber);
  // Every booking has its customer (a foreign key); a missing one is a broken database.
  if (customer === null) throw new Error(`booking ${booking.bookingId} has no customer`);
  const language = languageOf(booking);
  const contact = await objectContact(tx, booking.objectNumber);
  return {
    customer,
    // The address this booking was made with (an account's record holds its latest booking's).
    recipient: bookingGuest(booking, customer).email,
    language,
    contact,
    facts: bookingFacts(booking, customer, objectTitle(contact, language)),
  };
}

/** A guest mail's own data: what its template takes beyond the booking's facts and the brand. */
export type GuestMailData<K extends MailKind> = Omit<
  QueuedMail<K>['data'],
  keyof BookingFacts | 'brand'
>;

/**
 * Queues one mail to the booking's guest in `tx`: to the address the booking was made with, in its
 * language, with its facts (guestMailBase, of `booking` as it is now) and `brand`, which the caller
 * read before its transaction. `dedupeKey` makes it once ever. Returns the id queued (none when it
 * had been queued before), for delivery after the commit.
 */
export async function queueGuestMail<K extends MailKind>(
  tx: Db,
  booking: BookingRecord,
  mail: { kind: K; dedupeKey: string; data: GuestMailData<K> },
  brand: MailBrand,
  now: Date,
): Promise<number[]> {
  const { recipient, language, facts } = await guestMailBase(tx, booking);
  // The template's own fields with the facts and the brand are its whole data (the signature
  // checks the caller's part by kind); TypeScript cannot see that an Omit over a generic kind,
  // spread back together, is that type.
  const queued = {
    kind: mail.kind,
    dedupeKey: mail.dedupeKey,
    recipient,
    language,
    bookingId: booking.bookingId,
    data: { ...facts, brand, ...mail.data },
  } as unknown as QueuedMail;
  return queueBookingMails(tx, [queued], now);
}
