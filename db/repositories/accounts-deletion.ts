// A customer's own data, to take away and to erase (GDPR Art. 15, 17, 20; decision 087): what the
// account holds and what is filed under it — its customer records' bookings and payments, its watch
// list and last seen objects, its enquiries, its newsletter subscription and mailer preferences —
// read for the export; and the deletion: the account row with its sessions, links and preferences
// (cascade), its watch list and last seen objects; the bookings and enquiries stay (retention
// duties, § 147 AO, § 257 HGB) but no longer point at any account.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  accounts,
  bookings,
  customers,
  enquiries,
  lastSeenObjects,
  mailerPreferences,
  newsletterSubscriptions,
  officeOverwrites,
  payments,
  translationOverrides,
  watchLists,
  watchedObjects,
} from '../schema';

/** The visitor ids an account's watch list and last seen objects are kept under. */
async function accountUids(db: Db, accountId: number, accountUid: string): Promise<string[]> {
  const lists = await db
    .select({ uid: watchLists.uid })
    .from(watchLists)
    .where(eq(watchLists.accountId, accountId));
  return [...new Set([accountUid, ...lists.map((row) => row.uid)])];
}

export interface AccountExportRows {
  account: typeof accounts.$inferSelect;
  bookings: {
    bookingId: number;
    displayNumber: number;
    createdAt: Date;
    objectNumber: number;
    status: string;
    startDate: string;
    endDate: string;
    adults: number;
    children: number;
    pets: number;
    totalCents: number;
    paymentMethod: string | null;
    traveller: unknown;
    message: string | null;
  }[];
  payments: {
    bookingId: number;
    kind: string;
    method: string;
    amountCents: number;
    currency: string;
    dueDate: string;
    status: string;
    paidAt: Date | null;
  }[];
  watched: {
    objectNumber: number;
    startDate: string | null;
    endDate: string | null;
    addDate: Date;
  }[];
  lastSeen: { objectNumber: number; seenAt: Date }[];
  enquiries: {
    objectNumber: number;
    startDate: string | null;
    endDate: string | null;
    message: string;
    createdAt: Date;
  }[];
  newsletter: { status: string; confirmedAt: Date | null; createdAt: Date } | null;
  mailerPreferences: Record<string, boolean> | null;
}

/** Everything filed under an account, for its holder's export; null when there is no account. */
export async function readAccountExport(
  db: Db,
  accountId: number,
): Promise<AccountExportRows | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (account === undefined) return null;
  const uids = await accountUids(db, accountId, account.uid);
  const booked = await db
    .select({
      bookingId: bookings.bookingId,
      displayNumber: bookings.displayNumber,
      createdAt: bookings.createdAt,
      objectNumber: bookings.objectNumber,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      adults: bookings.adults,
      children: bookings.children,
      pets: bookings.pets,
      totalCents: sql<number>`coalesce(${bookings.totalCents}, ${bookings.priceCompleteCents})`,
      paymentMethod: bookings.paymentMethod,
      traveller: bookings.traveller,
      message: bookings.message,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .where(eq(customers.accountId, accountId))
    .orderBy(asc(bookings.createdAt), asc(bookings.bookingId));
  const bookingIds = booked.map((row) => row.bookingId);
  const [paid, watched, lastSeen, asked, subscription, preferences] = await Promise.all([
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            bookingId: payments.bookingId,
            kind: payments.kind,
            method: payments.method,
            amountCents: payments.amountCents,
            currency: payments.currency,
            dueDate: payments.dueDate,
            status: payments.status,
            paidAt: payments.paidAt,
          })
          .from(payments)
          .where(inArray(payments.bookingId, bookingIds))
          .orderBy(asc(payments.bookingId), asc(payments.dueDate), asc(payments.paymentId)),
    db
      .select({
        objectNumber: watchedObjects.objectNumber,
        startDate: watchedObjects.startDate,
        endDate: watchedObjects.endDate,
        addDate: watchedObjects.addDate,
        deleteDate: watchedObjects.deleteDate,
      })
      .from(watchedObjects)
      .where(inArray(watchedObjects.uid, uids))
      .orderBy(asc(watchedObjects.addDate)),
    db
      .select({ objectNumber: lastSeenObjects.objectNumber, seenAt: lastSeenObjects.seenAt })
      .from(lastSeenObjects)
      .where(inArray(lastSeenObjects.uid, uids))
      .orderBy(asc(lastSeenObjects.seenAt)),
    db
      .select({
        objectNumber: enquiries.objectNumber,
        startDate: enquiries.startDate,
        endDate: enquiries.endDate,
        message: enquiries.message,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.accountId, accountId))
      .orderBy(asc(enquiries.createdAt)),
    db
      .select({
        status: newsletterSubscriptions.status,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        createdAt: newsletterSubscriptions.createdAt,
      })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${account.email})`),
    db
      .select({ preferences: mailerPreferences.preferences })
      .from(mailerPreferences)
      .where(eq(mailerPreferences.accountId, accountId)),
  ]);
  return {
    account,
    bookings: booked.map((row) => ({ ...row, totalCents: Number(row.totalCents) })),
    payments: paid,
    // Removed entries are no longer on the list.
    watched: watched
      .filter((row) => row.deleteDate === null)
      .map(({ deleteDate: _removed, ...row }) => row),
    lastSeen,
    enquiries: asked,
    newsletter: subscription[0] ?? null,
    mailerPreferences: preferences[0]?.preferences ?? null,
  };
}

/**
 * Erases an account in the caller's transaction: its watch list and last seen objects, the links
 * of its bookings' customer records and of its enquiries (the records stay, for the retention
 * duties), the authorship marks of texts it edited, and the account row, whose sessions, links
 * and mailer preferences go with it. Returns how many customer records it held; null: no account.
 */
export async function eraseAccount(tx: Db, accountId: number): Promise<number | null> {
  const [account] = await tx
    .select({ uid: accounts.uid })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (account === undefined) return null;
  const uids = await accountUids(tx, accountId, account.uid);
  await tx.delete(watchedObjects).where(inArray(watchedObjects.uid, uids));
  await tx.delete(lastSeenObjects).where(inArray(lastSeenObjects.uid, uids));
  await tx.delete(watchLists).where(eq(watchLists.accountId, accountId));
  const detached = await tx
    .update(customers)
    .set({ accountId: null })
    .where(eq(customers.accountId, accountId))
    .returning({ customerNumber: customers.customerNumber });
  await tx.update(enquiries).set({ accountId: null }).where(eq(enquiries.accountId, accountId));
  await tx
    .update(translationOverrides)
    .set({ updatedBy: null })
    .where(eq(translationOverrides.updatedBy, accountId));
  await tx
    .update(officeOverwrites)
    .set({ updatedBy: null })
    .where(eq(officeOverwrites.updatedBy, accountId));
  await tx.delete(accounts).where(eq(accounts.id, accountId));
  return detached.length;
}
