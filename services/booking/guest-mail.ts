// What every mail to a booking's guest starts from: the guest's address, the booking's language
// and its facts with the object's title in that language. One place, because the use-cases that
// mail the guest (payment receipt, voucher, landlord's decision, cancellation, reminders) each
// read the customer, the object and the language the same way before queueing.
import type { Language } from '#core/languages';
import type { Db } from '#db/client';
import {
  findCustomer,
  objectContact,
  type BookingRecord,
  type CustomerRecord,
  type ObjectContact,
} from '#db/repositories/booking-records';
import { bookingFacts, bookingGuest, languageOf, objectTitle } from './facts';
import type { BookingFacts } from './mails';

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
