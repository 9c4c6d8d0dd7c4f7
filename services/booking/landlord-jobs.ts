// Chasing the landlord's answer (issue 15): a request (`requested`) unanswered 24 h after it was
// made — its creation, or an option's conversion, whichever came last: the landlord's link is the
// one of that event's mail — reminds the landlord; 48 h after it the office is told, to call.
// The reminder carries a NEW link: only the secret's SHA-256 is stored, so the old link's secret
// cannot be mailed again; the new one replaces it and the old link then opens nothing (404), which
// the mail says. Each is sent once (landlordRemindedAt / landlordEscalatedAt, set in the
// transaction that queues the mail; the mail's dedupe key holds too), rows are locked with SKIP
// LOCKED so two processes never chase the same booking.
import type { Db } from '#db/client';
import {
  landlordContactOf,
  lockUnansweredRequests,
  markLandlordChased,
  requestedSince,
} from '#db/repositories/booking-landlord';
import { findCustomer, objectContact, updateLandlordHash } from '#db/repositories/booking-records';
import type { AppDeps, JobDefinition } from '#services/platform';
import {
  bookingFacts,
  bookingGuest,
  LANDLORD_LANGUAGE,
  landlordConfirmationUrl,
  landlordMailFacts,
  objectTitle,
} from './facts';
import { newLandlordSecret } from './links';
import { deliverBookingMails, queueBookingMails } from './outbox';
import type { LandlordReminderData } from './mails';
import { operatorMailBrand } from '#services/partners';

/** Hours a request waits for the landlord before the reminder, and before the office is told. */
export const LANDLORD_REMINDER_HOURS = 24;
export const LANDLORD_ESCALATION_HOURS = 48;

const BATCH = 100;
const HOUR = 3_600_000;

/** Reminds the landlord of every request unanswered for 24 h (once each); returns how many. */
export async function remindLandlords(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LANDLORD_REMINDER_HOURS * HOUR);
  const brand = await operatorMailBrand(deps);
  const ids = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const queued: number[] = [];
    for (const booking of await lockUnansweredRequests(tx, 'reminded', before, BATCH)) {
      await markLandlordChased(tx, booking.bookingId, 'reminded', now);
      const contact = await objectContact(tx, booking.objectNumber);
      const customer = await findCustomer(tx, booking.customerNumber);
      if (!contact?.email || customer === null) continue;
      const landlord = newLandlordSecret();
      await updateLandlordHash(tx, booking.bookingId, landlord.hash);
      const language = LANDLORD_LANGUAGE;
      queued.push(
        ...(await queueBookingMails(
          tx,
          [
            {
              kind: 'landlordReminder',
              dedupeKey: `landlordReminder:${booking.bookingId}`,
              recipient: contact.email,
              language,
              bookingId: booking.bookingId,
              data: {
                ...landlordMailFacts(booking, customer, contact, brand),
                // A request waiting for its answer: a booking, or an option the guest converted.
                paymentMethod: booking.paymentMethod as LandlordReminderData['paymentMethod'],
                confirmationUrl: landlordConfirmationUrl(deps, booking, landlord.token),
              },
            },
          ],
          now,
        )),
      );
    }
    return queued;
  });
  if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
  return ids.length;
}

/** Tells the office of every request unanswered for 48 h (once each); returns how many. */
export async function escalateUnanswered(deps: AppDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LANDLORD_ESCALATION_HOURS * HOUR);
  const brand = await operatorMailBrand(deps);
  const ids = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const queued: number[] = [];
    for (const booking of await lockUnansweredRequests(tx, 'escalated', before, BATCH)) {
      await markLandlordChased(tx, booking.bookingId, 'escalated', now);
      const customer = await findCustomer(tx, booking.customerNumber);
      if (customer === null) continue;
      // The office reads German; the object's title in German where it has one.
      const contact = await objectContact(tx, booking.objectNumber);
      const since = (await requestedSince(tx, booking.bookingId)) ?? booking.createdAt;
      queued.push(
        ...(await queueBookingMails(
          tx,
          [
            {
              kind: 'officeEscalation',
              dedupeKey: `officeEscalation:${booking.bookingId}`,
              recipient: brand.contact.email,
              language: 'de',
              bookingId: booking.bookingId,
              data: {
                ...bookingFacts(booking, customer, objectTitle(contact, 'de')),
                name: null,
                brand,
                guestName: bookingGuest(booking, customer).name,
                landlord: await landlordContactOf(tx, booking.objectNumber),
                waitingSince: since.toISOString(),
              },
            },
          ],
          now,
        )),
      );
    }
    return queued;
  });
  if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
  return ids.length;
}

/** Every ten minutes: the landlord's reminder after 24 h, the office's escalation after 48 h. */
export const landlordChaseJob: JobDefinition = {
  name: 'booking.landlord-chase',
  cron: '*/10 * * * *',
  pollingSeconds: 60,
  async run({ deps, now }) {
    return {
      reminded: await remindLandlords(deps, now),
      escalated: await escalateUnanswered(deps, now),
    };
  },
};
