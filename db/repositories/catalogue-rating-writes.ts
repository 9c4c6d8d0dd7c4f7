// Verified ratings (issue 15): the stays whose guests are asked to rate them, the rating written
// for a booking (one per booking: ratings.booking_id is unique), the object's stored average and
// count kept in step with its published ratings, and the host's answer. Every function takes `db`
// or a transaction of it.
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, customers, objects, ratings, type RatingVotes } from '../schema';
import { objectVersion, renewObjectVersion } from './object-versions';

export type StayRecord = typeof bookings.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;

/** States of a stay that happened: only these are invited to, and may be, rated. */
export const RATED_STATES = ['confirmed', 'paid'] as const;

/**
 * Stays that ended before `today` (their departure day is past), not yet invited, locked and
 * skipped by a second job run meanwhile (SKIP LOCKED).
 */
export async function lockStaysToInvite(
  tx: Db,
  today: string,
  limit: number,
): Promise<StayRecord[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...RATED_STATES]),
        lt(bookings.endDate, today),
        isNull(bookings.ratingInvitedAt),
      ),
    )
    .orderBy(asc(bookings.endDate), asc(bookings.bookingId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markRatingInvited(tx: Db, bookingId: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ ratingInvitedAt: now })
    .where(and(eq(bookings.bookingId, bookingId), isNull(bookings.ratingInvitedAt)));
}

/** The booking with its guest (name, address, account) and the rating written for it, if any. */
export async function findStay(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      accountId: customers.accountId,
      ratingNumber: ratings.ratingNumber,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .leftJoin(ratings, eq(ratings.bookingId, bookings.bookingId))
    .where(eq(bookings.bookingId, bookingId))
    .limit(1);
  return row ?? null;
}
export type StayWithGuest = NonNullable<Awaited<ReturnType<typeof findStay>>>;

/** Locks the booking row (two submits of the form wait for each other). */
export async function lockStay(tx: Db, bookingId: number): Promise<StayRecord | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId))
    .for('update');
  return row ?? null;
}

export interface NewVerifiedRating {
  objectNumber: number;
  bookingId: number;
  votes: RatingVotes;
  votesAverage: number;
  travelFrom: string;
  travelTo: string;
  travelType: string;
  ratingDate: string;
  authorName: string;
  language: string;
  title: string | null;
  text: string;
}

/**
 * Inserts the verified rating under the next rating number; null when the booking already has
 * one (the unique booking_id: a second submit, or two at once).
 */
export async function insertVerifiedRating(
  tx: Db,
  values: NewVerifiedRating,
): Promise<number | null> {
  const rows = await tx
    .insert(ratings)
    .values({
      ...values,
      ratingNumber: sql`nextval('rating_number_seq')`,
      verified: true,
      published: true,
    })
    .onConflictDoNothing({ target: ratings.bookingId })
    .returning({ ratingNumber: ratings.ratingNumber });
  return rows[0]?.ratingNumber ?? null;
}

/**
 * objects.rating_average and rating_count from the object's published ratings, as the demo
 * catalogue stores them (the mean of the ratings' votesAverage, two decimals): the search cards
 * and the object page read these columns. Call it in the transaction that changed the ratings.
 */
export async function refreshObjectRating(tx: Db, objectNumber: number): Promise<void> {
  // The object's row first, locked: of two transactions changing its ratings at once, the second
  // waits here and then counts in a statement that sees the first's commit (read committed takes
  // a new snapshot per statement; an UPDATE's subqueries would keep the waiting one's).
  await tx.execute(
    sql`select 1 from ${objects} where ${objects.objectNumber} = ${objectNumber} for update`,
  );
  const published = and(eq(ratings.objectNumber, objectNumber), eq(ratings.published, true));
  await tx
    .update(objects)
    .set({
      ratingAverage: sql`(select round(avg(${ratings.votesAverage})::numeric, 2)::real from ${ratings} where ${published})`,
      ratingCount: sql`(select count(*)::int from ${ratings} where ${published})`,
    })
    .where(eq(objects.objectNumber, objectNumber));
}

/** A rating by its number (published or not), with the host's answer. */
export async function findRatingByNumber(db: Db, ratingNumber: number): Promise<RatingRow | null> {
  const [row] = await db
    .select()
    .from(ratings)
    .where(eq(ratings.ratingNumber, ratingNumber))
    .limit(1);
  return row ?? null;
}

/** The version of `objectNumber`'s rating-answer links (0 until its first handover; decision 114). */
export async function ratingAnswerVersion(db: Db, objectNumber: number): Promise<number> {
  return (await objectVersion(db, 'ratingAnswers', objectNumber)).version;
}

/** Counts the version of the object's rating-answer links up; null for no such object. */
export function renewRatingAnswerVersion(
  db: Db,
  objectNumber: number,
  now: Date,
): Promise<number | null> {
  return renewObjectVersion(db, 'ratingAnswers', objectNumber, now);
}

/**
 * The published ratings of an object that have no answer of the host yet, newest first, at most
 * `limit` of them, and how many there are in all.
 */
export async function unansweredRatings(
  db: Db,
  objectNumber: number,
  limit: number,
): Promise<{ rows: RatingRow[]; total: number }> {
  const open = and(
    eq(ratings.objectNumber, objectNumber),
    eq(ratings.published, true),
    isNull(ratings.landlordAnswer),
  );
  const rows = await db
    .select()
    .from(ratings)
    .where(open)
    .orderBy(desc(ratings.ratingDate), desc(ratings.ratingNumber))
    .limit(limit);
  const [all] = await db.select({ total: count() }).from(ratings).where(open);
  return { rows, total: all?.total ?? rows.length };
}

/**
 * A rating by its number, its row locked until the transaction ends (a decision on its reports
 * must not cross a hiding or showing in another tab).
 */
export async function findRatingForUpdate(tx: Db, ratingNumber: number): Promise<RatingRow | null> {
  const [row] = await tx
    .select()
    .from(ratings)
    .where(eq(ratings.ratingNumber, ratingNumber))
    .for('update');
  return row ?? null;
}

/**
 * Stores (or with null removes) the host's answer; its translations are dropped, as they
 * translate the answer it replaces.
 */
export async function setLandlordAnswer(
  db: Db,
  ratingNumber: number,
  answer: string | null,
  date: string | null,
): Promise<void> {
  await db
    .update(ratings)
    .set({ landlordAnswer: answer, landlordAnswerDate: date, landlordAnswerTranslations: {} })
    .where(eq(ratings.ratingNumber, ratingNumber));
}

/** Rating numbers, newest first (the operator's link script lists a few). */
export async function latestRatingNumbers(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ ratingNumber: ratings.ratingNumber })
    .from(ratings)
    .orderBy(sql`${ratings.ratingNumber} desc`)
    .limit(limit);
  return rows.map((r) => r.ratingNumber);
}

/** The latest `limit` ratings, published or not, the highest number first (the office's list). */
export async function latestRatings(db: Db, limit: number): Promise<RatingRow[]> {
  return db
    .select()
    .from(ratings)
    .orderBy(sql`${ratings.ratingNumber} desc`)
    .limit(limit);
}

/** These ratings (published or not), in the order of `ratingNumbers`; unknown ones left out. */
export async function ratingsByNumbers(
  db: Db,
  ratingNumbers: readonly number[],
): Promise<RatingRow[]> {
  if (ratingNumbers.length === 0) return [];
  const rows = await db
    .select()
    .from(ratings)
    .where(inArray(ratings.ratingNumber, [...ratingNumbers]));
  const byNumber = new Map(rows.map((row) => [row.ratingNumber, row]));
  return ratingNumbers.flatMap((n) => byNumber.get(n) ?? []);
}

/**
 * Hides (false) or shows (true) a rating, only when it is not so already: the row as it is now,
 * or null (no such rating, or already in that state — two office tabs). The caller refreshes the
 * object's stored average in the same transaction (refreshObjectRating).
 */
export async function setRatingPublished(
  tx: Db,
  ratingNumber: number,
  published: boolean,
): Promise<RatingRow | null> {
  const [row] = await tx
    .update(ratings)
    .set({ published })
    .where(and(eq(ratings.ratingNumber, ratingNumber), eq(ratings.published, !published)))
    .returning();
  return row ?? null;
}
