// The guest rates a stay (issue 15; SPEC.md §3 Rating): from the invitation mail's link (its
// secret, links.ts) or logged in as the customer who booked, once the departure day is past, for a
// confirmed or paid booking only. One transaction writes the verified rating (one per booking, by
// the unique booking_id: a second submit is a conflict), the object's stored average and count,
// and the landlord's mail with the answer link; after the commit the search index and the
// catalogue caches of every process hear of the change (notifyObjectsChanged).
import type { RateStayInput } from '#core/api/ratings';
import { todayInBerlin } from '#core/dates';
import { RATING_CATEGORIES, roundRating } from '#core/ratings';
import type { Db } from '#db/client';
import { objectContact } from '#db/repositories/booking-records';
import {
  RATED_STATES,
  findStay,
  insertVerifiedRating,
  lockStay,
  ratingAnswerVersion,
  refreshObjectRating,
  type StayWithGuest,
} from '#db/repositories/catalogue-rating-writes';
import { deliverBookingMails, queueBookingMails } from '#services/booking';
import { DomainError, type RequestContext } from '#services/platform';
import { notifyObjectsChanged } from '#services/search';
import { titleIn } from './invitation';
import { ratingAnswerUrl, verifyStayRatingToken } from './links';
import { countRatingAttempt } from './limits';
import type { StayToRate } from './types';
import { operatorMailBrand } from '#services/partners';

const notFound = () =>
  new DomainError('notFound', 'errors.ratings.stayNotFound', { field: 'bookingID' });

/** "Anna M.": the first name and the family name's initial, never the whole name. */
export function authorNameOf(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = [...lastName.trim()][0];
  return initial === undefined ? first : `${first} ${initial.toLocaleUpperCase()}.`;
}

/**
 * The rating's author as the stay was booked: the traveller stored with the booking ("Anna
 * Muster" → "Anna M."), else the customer record — which an account's next booking overwrites.
 */
function authorOfStay(stay: StayWithGuest): string {
  const words = stay.booking.traveller?.name.trim().split(/\s+/) ?? [];
  if (words.length === 0 || words[0] === '') return authorNameOf(stay.firstName, stay.lastName);
  return authorNameOf(words[0]!, words.length > 1 ? words.at(-1)! : '');
}

function mayRate(ctx: RequestContext, stay: StayWithGuest, access: string | null): boolean {
  if (access !== null && verifyStayRatingToken(ctx.deps, stay.booking, access)) return true;
  return (
    ctx.user !== null &&
    ctx.user.kind === 'customer' &&
    stay.accountId !== null &&
    String(stay.accountId) === ctx.user.accountID
  );
}

function stateOf(ctx: RequestContext, stay: StayWithGuest): StayToRate['state'] | null {
  if (!(RATED_STATES as readonly string[]).includes(stay.booking.status)) return null;
  if (stay.ratingNumber !== null) return 'rated';
  return stay.booking.endDate < todayInBerlin(ctx.now) ? 'open' : 'notYet';
}

async function visibleStay(ctx: RequestContext, bookingId: number, access: string | null) {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw notFound();
  const stay = await findStay(ctx.deps.database.db, bookingId);
  if (stay === null || !mayRate(ctx, stay, access)) throw notFound();
  const state = stateOf(ctx, stay);
  // A declined, cancelled or lapsed booking was no stay: nothing to rate, as if unknown.
  if (state === null) throw notFound();
  return { stay, state };
}

/** The stay the form rates, for its guest; notFound for anyone else. */
export async function stayToRate(
  ctx: RequestContext,
  bookingId: number,
  access: string | null,
): Promise<StayToRate> {
  const { stay, state } = await visibleStay(ctx, bookingId, access);
  const contact = await objectContact(ctx.deps.database.db, stay.booking.objectNumber);
  return {
    bookingId,
    objectNumber: stay.booking.objectNumber,
    objectTitle: titleIn(contact?.title ?? {}, ctx.language),
    startDate: stay.booking.startDate,
    endDate: stay.booking.endDate,
    state,
    authorName: authorOfStay(stay),
  };
}

/** Writes the guest's verified rating; returns its number. */
export async function rateStay(
  ctx: RequestContext,
  bookingId: number,
  access: string | null,
  input: RateStayInput,
): Promise<{ ratingNumber: number }> {
  await countRatingAttempt(ctx, 'rateClient');
  const { stay, state } = await visibleStay(ctx, bookingId, access);
  if (state === 'rated') throw new DomainError('conflict', 'errors.ratings.alreadyRated');
  if (state === 'notYet') throw new DomainError('forbidden', 'errors.ratings.notYet');
  const { booking } = stay;
  const votes = input.votes;
  const mean =
    RATING_CATEGORIES.reduce((sum, category) => sum + votes[category], 0) /
    RATING_CATEGORIES.length;
  const authorName = authorOfStay(stay);
  const brand = await operatorMailBrand(ctx.deps);
  const { ratingNumber, mailIds } = await ctx.deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Two submits at once: the second waits here, then its insert finds the first's row.
    await lockStay(tx, bookingId);
    const number = await insertVerifiedRating(tx, {
      objectNumber: booking.objectNumber,
      bookingId,
      votes,
      votesAverage: roundRating(mean),
      travelFrom: booking.startDate,
      travelTo: booking.endDate,
      travelType: input.travelType,
      ratingDate: todayInBerlin(ctx.now),
      authorName,
      language: ctx.language,
      title: input.title === '' ? null : input.title,
      text: input.text,
    });
    if (number === null) throw new DomainError('conflict', 'errors.ratings.alreadyRated');
    await refreshObjectRating(tx, booking.objectNumber);
    const contact = await objectContact(tx, booking.objectNumber);
    const version = await ratingAnswerVersion(tx, booking.objectNumber);
    const ids =
      contact?.email == null
        ? []
        : await queueBookingMails(
            tx,
            [
              {
                kind: 'ratingAnswerRequest',
                dedupeKey: `ratingAnswerRequest:${number}`,
                recipient: contact.email,
                language: ctx.language,
                bookingId,
                data: {
                  brand,
                  name: contact.name,
                  objectTitle: titleIn(contact.title, ctx.language),
                  objectNumber: booking.objectNumber,
                  ratingNumber: number,
                  author: authorName,
                  average: roundRating(mean),
                  title: input.title === '' ? null : input.title,
                  answerUrl: ratingAnswerUrl(
                    ctx.deps,
                    { ratingNumber: number, version },
                    ctx.language,
                  ),
                },
              },
            ],
            ctx.now,
          );
    return { ratingNumber: number, mailIds: ids };
  });
  await notifyObjectsChanged(ctx.deps, [booking.objectNumber]);
  if (mailIds.length > 0) await deliverBookingMails(ctx.deps, ctx.now, ctx.log, mailIds);
  return { ratingNumber };
}
