// A customer's own data, to take away and to erase (GDPR Art. 15, 17, 20; decision 087): what the
// account holds and what is filed under it — its customer records' bookings and payments, its watch
// list and last seen objects, its enquiries, its newsletter subscription and mailer preferences —
// read for the export; and the deletion: the account row with its sessions, links and preferences
// (cascade), its watch list and last seen objects; the bookings stay (retention duties, § 147 AO,
// § 257 HGB) and the enquiries until MESSAGE_RETENTION_DAYS (decision 093), but no longer point at
// any account.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  accounts,
  bookingMails,
  bookings,
  contactMessages,
  customers,
  enquiries,
  lastSeenObjects,
  mailerPreferences,
  newsletterSubscriptions,
  officeOverwrites,
  payments,
  ratings,
  translationOverrides,
  travelVouchers,
  visitorContacts,
  voucherRedemptions,
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
    childAges: number[];
    petSize: string | null;
    insurance: boolean;
    extras: string[];
    language: string;
    optionExpiresAt: Date | null;
    declineReason: string | null;
    cancelledAt: Date | null;
    cancellationFeeCents: number | null;
  }[];
  customers: {
    customerNumber: number;
    email: string;
    salutation: string | null;
    firstName: string;
    lastName: string;
    street: string | null;
    zipcode: string | null;
    city: string | null;
    country: string;
    phone: string | null;
    createdAt: Date;
  }[];
  vouchers: {
    code: string;
    bookingId: number;
    amountCents: number;
    remainingCents: number;
    expiresOn: string | null;
    reason: string;
    createdAt: Date;
    redemptions: { bookingId: number; amountCents: number; at: Date }[];
  }[];
  ratings: {
    bookingId: number | null;
    objectNumber: number;
    authorName: string;
    title: string | null;
    text: string;
    votes: unknown;
    ratingDate: string;
    landlordAnswer: string | null;
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
    /** Taken off the list then (the row is kept, with its price, until the list goes). */
    deleteDate: Date | null;
  }[];
  lastSeen: { objectNumber: number; seenAt: Date }[];
  enquiries: {
    objectNumber: number;
    salutation: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    startDate: string | null;
    endDate: string | null;
    adults: number | null;
    children: number | null;
    pets: number | null;
    language: string;
    message: string;
    createdAt: Date;
  }[];
  newsletter: {
    status: string;
    requestedAt: Date | null;
    confirmedAt: Date | null;
    createdAt: Date;
  } | null;
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
      childAges: bookings.childAges,
      petSize: bookings.petSize,
      insurance: bookings.insurance,
      extras: bookings.extras,
      language: bookings.language,
      optionExpiresAt: bookings.optionExpiresAt,
      declineReason: bookings.declineReason,
      cancelledAt: bookings.cancelledAt,
      cancellationFeeCents: bookings.cancellationFeeCents,
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
        salutation: enquiries.salutation,
        firstName: enquiries.firstName,
        lastName: enquiries.lastName,
        email: enquiries.email,
        phone: enquiries.phone,
        startDate: enquiries.startDate,
        endDate: enquiries.endDate,
        adults: enquiries.adults,
        children: enquiries.children,
        pets: enquiries.pets,
        language: enquiries.language,
        message: enquiries.message,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.accountId, accountId))
      .orderBy(asc(enquiries.createdAt)),
    db
      .select({
        status: newsletterSubscriptions.status,
        requestedAt: newsletterSubscriptions.requestedAt,
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
  const records = await db
    .select({
      customerNumber: customers.customerNumber,
      email: customers.email,
      salutation: customers.salutation,
      firstName: customers.firstName,
      lastName: customers.lastName,
      street: customers.street,
      zipcode: customers.zipcode,
      city: customers.city,
      country: customers.country,
      phone: customers.phone,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.accountId, accountId))
    .orderBy(asc(customers.customerNumber));
  const customerNumbers = records.map((r) => r.customerNumber);
  const [vouchers, written] = await Promise.all([
    customerNumbers.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: travelVouchers.id,
            code: travelVouchers.code,
            bookingId: travelVouchers.bookingId,
            amountCents: travelVouchers.amountCents,
            remainingCents: travelVouchers.remainingCents,
            expiresOn: travelVouchers.expiresOn,
            reason: travelVouchers.reason,
            createdAt: travelVouchers.createdAt,
          })
          .from(travelVouchers)
          .where(inArray(travelVouchers.customerNumber, customerNumbers))
          .orderBy(asc(travelVouchers.id)),
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            bookingId: ratings.bookingId,
            objectNumber: ratings.objectNumber,
            authorName: ratings.authorName,
            title: ratings.title,
            text: ratings.text,
            votes: ratings.votes,
            ratingDate: ratings.ratingDate,
            landlordAnswer: ratings.landlordAnswer,
          })
          .from(ratings)
          .where(inArray(ratings.bookingId, bookingIds)),
  ]);
  const voucherIds = vouchers.map((v) => v.id);
  const redeemed =
    voucherIds.length === 0
      ? []
      : await db
          .select({
            voucherId: voucherRedemptions.voucherId,
            bookingId: voucherRedemptions.bookingId,
            amountCents: voucherRedemptions.amountCents,
            at: voucherRedemptions.at,
          })
          .from(voucherRedemptions)
          .where(inArray(voucherRedemptions.voucherId, voucherIds))
          .orderBy(asc(voucherRedemptions.at));
  return {
    account,
    customers: records,
    vouchers: vouchers.map(({ id, ...voucher }) => ({
      ...voucher,
      redemptions: redeemed.filter((r) => r.voucherId === id).map(({ voucherId: _v, ...r }) => r),
    })),
    ratings: written,
    bookings: booked.map((row) => ({ ...row, totalCents: Number(row.totalCents) })),
    payments: paid,
    watched,
    lastSeen,
    enquiries: asked,
    newsletter: subscription[0] ?? null,
    mailerPreferences: preferences[0]?.preferences ?? null,
  };
}

/**
 * Erases an account in the caller's transaction: its watch lists and last seen objects (under its
 * visitor ids), the contact address saved under them, its newsletter subscription (the address
 * itself, not an "unsubscribed" row), the personal fields of its enquiries, the links of its
 * bookings' customer records (the records stay, for the retention duties) and the visitor id its
 * bookings, enquiries and contact messages were made under — a browser still holding that cookie,
 * or a new account adopting it, must not open them — the authorship marks of texts it edited, and
 * the account row, whose sessions, links and mailer preferences go with it. Returns how many
 * customer records it held; null: no account.
 */
export async function eraseAccount(tx: Db, accountId: number): Promise<number | null> {
  const [account] = await tx
    .select({ uid: accounts.uid, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (account === undefined) return null;
  const uids = await accountUids(tx, accountId, account.uid);
  await tx.delete(watchedObjects).where(inArray(watchedObjects.uid, uids));
  await tx.delete(lastSeenObjects).where(inArray(lastSeenObjects.uid, uids));
  await tx
    .delete(watchLists)
    .where(or(eq(watchLists.accountId, accountId), inArray(watchLists.uid, uids)));
  await tx.delete(visitorContacts).where(inArray(visitorContacts.uid, uids));
  await tx
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${account.email})`);
  await tx.update(bookings).set({ uid: null }).where(inArray(bookings.uid, uids));
  await tx.update(contactMessages).set({ uid: null }).where(inArray(contactMessages.uid, uids));
  const detached = await tx
    .update(customers)
    .set({ accountId: null })
    .where(eq(customers.accountId, accountId))
    .returning({ customerNumber: customers.customerNumber });
  // The copies of those enquiries mailed to the account's address keep the address as recipient:
  // a sent one's row is only proof it went out.
  await tx
    .update(bookingMails)
    .set({ recipient: '', data: {} })
    .where(
      and(
        eq(bookingMails.kind, 'enquiryCopy'),
        ne(bookingMails.status, 'pending'),
        sql`${bookingMails.enquiryId} in (select ${enquiries.id} from ${enquiries} where ${enquiries.accountId} = ${accountId})`,
      ),
    );
  // An enquiry was a message to a landlord, sent long since: its object, dates and party stay
  // until the message retention deletes it (decision 093), who wrote it and what does not.
  await tx
    .update(enquiries)
    .set({
      accountId: null,
      uid: null,
      salutation: null,
      firstName: '',
      lastName: '',
      email: '',
      phone: null,
      message: '',
    })
    .where(eq(enquiries.accountId, accountId));
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
