// The invitation to rate a stay (issue 15): once the departure day is past (Europe/Berlin), the
// guest of a confirmed or paid booking gets one mail with the link to the rating form. A job run
// locks the stays it takes (SKIP LOCKED), marks each in the transaction that queues its mail, and
// the mail's dedupe key makes it one mail however often the job runs; declined, cancelled and
// expired bookings are never invited.
import { todayInBerlin } from '#core/dates';
import { isLanguage, type Language } from '#core/languages';
import type { Db } from '#db/client';
import { findCustomer, objectContact } from '#db/repositories/booking-records';
import { lockStaysToInvite, markRatingInvited } from '#db/repositories/catalogue-rating-writes';
import { bookingGuest, deliverBookingMails, queueBookingMails } from '#services/booking';
import type { AppDeps, JobDefinition } from '#services/platform';
import { stayRatingUrl } from './links';
import { operatorMailBrand } from '#services/partners';

const BATCH = 100;

export const languageOf = (value: string): Language => (isLanguage(value) ? value : 'de');

export function titleIn(title: Partial<Record<string, string>>, language: Language): string {
  return title[language] ?? title.de ?? Object.values(title)[0] ?? '';
}

/** Queues the invitation of every stay whose departure day is past; returns how many. */
export async function inviteToRate(deps: AppDeps, now: Date): Promise<number> {
  const today = todayInBerlin(now);
  const brand = await operatorMailBrand(deps);
  let total = 0;
  for (;;) {
    const { ids, taken } = await deps.database.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const queued: number[] = [];
      const stays = await lockStaysToInvite(tx, today, BATCH);
      for (const booking of stays) {
        await markRatingInvited(tx, booking.bookingId, now);
        const customer = await findCustomer(tx, booking.customerNumber);
        if (customer === null) continue;
        // The guest as booked: an account's customer record holds its latest booking's traveller.
        const guest = bookingGuest(booking, customer);
        const language = languageOf(booking.language);
        const contact = await objectContact(tx, booking.objectNumber);
        queued.push(
          ...(await queueBookingMails(
            tx,
            [
              {
                kind: 'ratingInvitation',
                dedupeKey: `ratingInvitation:${booking.bookingId}`,
                recipient: guest.email,
                language,
                bookingId: booking.bookingId,
                data: {
                  brand,
                  name: guest.name,
                  objectTitle: titleIn(contact?.title ?? {}, language),
                  startDate: booking.startDate,
                  endDate: booking.endDate,
                  ratingUrl: stayRatingUrl(deps, booking),
                },
              },
            ],
            now,
          )),
        );
      }
      return { ids: queued, taken: stays.length };
    });
    if (ids.length > 0) await deliverBookingMails(deps, now, undefined, ids);
    total += ids.length;
    if (taken < BATCH) return total;
  }
}

/** Berlin hours in which invitations go out: a guest is not mailed in the night. */
export const INVITATION_HOURS = { from: 9, to: 20 } as const;

function berlinHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Berlin',
    }).format(now),
  );
}

/**
 * Every minute in the day (Berlin; the hours are checked on the application's clock, which tests
 * fix): departures of the days before are asked how their stay was. A run that finds nothing is
 * one indexed-by-state scan of the bookings; the mark makes every later run skip the stay.
 */
export const ratingInvitationJob: JobDefinition = {
  name: 'ratings.invitation',
  cron: '* * * * *',
  pollingSeconds: 30,
  async run({ deps, now }) {
    const hour = berlinHour(now);
    if (hour < INVITATION_HOURS.from || hour > INVITATION_HOURS.to) return { invited: 0 };
    return { invited: await inviteToRate(deps, now) };
  },
};
