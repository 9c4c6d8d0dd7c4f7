// The booking slice's mail outbox (booking_mails): mails are written in the transaction of what
// they tell and delivered by services/booking (after the answer, and by the mail job with
// retries). A delivery first claims its rows — moving their next attempt into the future in the
// same statement — so two processes never send the same row at once, and a process that dies
// after claiming leaves the row to be tried again later.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingMails } from '../schema';

export type BookingMailRecord = typeof bookingMails.$inferSelect;
export type NewBookingMail = Pick<
  typeof bookingMails.$inferInsert,
  'dedupeKey' | 'kind' | 'bookingId' | 'enquiryId' | 'recipient' | 'language' | 'data'
>;

/** Queues mails; one with a dedupe key already queued is left out. Returns the new ids. */
export async function queueMails(
  tx: Db,
  rows: readonly NewBookingMail[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(bookingMails)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: bookingMails.id });
  return inserted.map((r) => r.id);
}

/**
 * Claims due mails (all due ones up to `limit`, or just `ids`): counts the attempt and sets the
 * next one `retryAfterSeconds(attempt)` ahead, skipping rows another process holds.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  options: {
    limit: number;
    ids?: readonly number[];
    retryAfterSeconds: (attempt: number) => number;
  },
): Promise<BookingMailRecord[]> {
  return db.transaction(async (tx) => {
    const due = and(
      eq(bookingMails.status, 'pending'),
      lte(bookingMails.nextAttemptAt, now),
      options.ids === undefined ? undefined : inArray(bookingMails.id, [...options.ids]),
    );
    const rows = await tx
      .select()
      .from(bookingMails)
      .where(due)
      .orderBy(asc(bookingMails.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const claimed: BookingMailRecord[] = [];
    for (const row of rows) {
      const attempts = row.attempts + 1;
      const next = new Date(now.getTime() + options.retryAfterSeconds(attempts) * 1000);
      const [updated] = await tx
        .update(bookingMails)
        .set({ attempts, nextAttemptAt: next })
        .where(eq(bookingMails.id, row.id))
        .returning();
      claimed.push(updated!);
    }
    return claimed;
  });
}

/** Sent: the row keeps no personal data nor link secrets any more. */
export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(bookingMails)
    .set({ status: 'sent', sentAt: now, data: {} })
    .where(eq(bookingMails.id, id));
}

/** Given up after its last attempt (the office sees it in booking_mails). */
export async function markMailFailed(db: Db, id: number): Promise<void> {
  await db
    .update(bookingMails)
    .set({ status: 'failed', data: sql`'{}'::jsonb` })
    .where(eq(bookingMails.id, id));
}

export async function mailsOf(db: Db, bookingId: number): Promise<BookingMailRecord[]> {
  return db
    .select()
    .from(bookingMails)
    .where(eq(bookingMails.bookingId, bookingId))
    .orderBy(asc(bookingMails.id));
}
