// Bookings, their occupancy, state changes, idempotency keys, customers and enquiries
// (services/booking; docs/decisions/055-occupancy-and-booking-states.md). Every function takes
// `db` or a transaction of it: the booking use-cases run them inside one transaction.
import { markNights } from '#core/availability';
import { STILL_DUE_STATUSES, TRANSFER_METHODS } from '#core/payments';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { contactColumns, contactOf } from './booking-landlord';
import { deleteBatch } from './platform-batches';
import { isRemainder } from './payments-records';
import {
  bookingEvents,
  bookingMails,
  bookings,
  customers,
  enquiries,
  idempotencyKeys,
  occupancy,
  objectAvailability,
  objects,
  landlords,
  agencies,
  payments,
} from '../schema';

export type BookingRecord = typeof bookings.$inferSelect;
export type BookingStatusValue = BookingRecord['status'];
export type CustomerRecord = typeof customers.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'bookingId' | 'displayNumber'>;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'customerNumber' | 'createdAt'>;
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id'>;

/** SQLSTATE of an exclusion constraint violation: the stay overlaps another of the object. */
export const EXCLUSION_VIOLATION = '23P01';
/**
 * SQLSTATE of a transaction PostgreSQL ended to break a deadlock. Concurrent inserts of
 * overlapping stays can wait on each other's uncommitted rows in the exclusion constraint's
 * check (seen in the booking race test on a loaded machine); one of them is ended so.
 */
export const DEADLOCK_DETECTED = '40P01';

/** Whether an error (of `pg` or PGlite, possibly wrapped by Drizzle) carries a SQLSTATE. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// ── Idempotency keys ───────────────────────────────────────────────────────────────────────────

export interface StoredAnswer {
  requestHash: string;
  answer: Record<string, unknown>;
  bookingId: number | null;
}

/**
 * Claims an idempotency key for this transaction: true when it is new (the caller books and then
 * stores the answer with `storeAnswer`), else the stored row. A concurrent claim of the same key
 * waits for the first transaction: it sees its answer once it commits, or claims the key itself
 * when it rolled back.
 */
export async function claimIdempotencyKey(
  tx: Db,
  key: string,
  requestHash: string,
  now: Date,
): Promise<true | StoredAnswer> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash, answer: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      answer: idempotencyKeys.answer,
      bookingId: idempotencyKeys.bookingId,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  // Deleted between the two statements (the week-old cleanup): as good as new.
  return row ?? true;
}

export async function storeAnswer(
  tx: Db,
  key: string,
  bookingId: number,
  answer: Record<string, unknown>,
): Promise<void> {
  await tx.update(idempotencyKeys).set({ bookingId, answer }).where(eq(idempotencyKeys.key, key));
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

// ── Customers ──────────────────────────────────────────────────────────────────────────────────

/** A new customer with the next customer number. */
export async function insertCustomer(tx: Db, values: NewCustomer): Promise<CustomerRecord> {
  const [row] = await tx
    .insert(customers)
    .values({ ...values, customerNumber: sql`nextval('customer_number_seq')` })
    .returning();
  return row!;
}

/** The customer record of an account (the oldest, should there be several). */
export async function findAccountCustomer(
  tx: Db,
  accountId: number,
): Promise<CustomerRecord | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(eq(customers.accountId, accountId))
    .orderBy(asc(customers.customerNumber))
    .limit(1);
  return row ?? null;
}

export async function updateCustomer(
  tx: Db,
  customerNumber: number,
  values: Partial<NewCustomer>,
): Promise<CustomerRecord> {
  const [row] = await tx
    .update(customers)
    .set(values)
    .where(eq(customers.customerNumber, customerNumber))
    .returning();
  return row!;
}

export async function findCustomer(tx: Db, customerNumber: number): Promise<CustomerRecord | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row ?? null;
}

/**
 * Gives a guest's customer record (one per booking made without an account) to an account, only
 * while no account holds it: whether it did.
 */
export async function claimCustomer(
  tx: Db,
  customerNumber: number,
  accountId: number,
): Promise<boolean> {
  const rows = await tx
    .update(customers)
    .set({ accountId })
    .where(and(eq(customers.customerNumber, customerNumber), isNull(customers.accountId)))
    .returning({ customerNumber: customers.customerNumber });
  return rows.length === 1;
}

// ── Bookings, occupancy and events ─────────────────────────────────────────────────────────────

export async function insertBookingRecord(tx: Db, values: NewBooking): Promise<BookingRecord> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, displayNumber: sql`nextval('booking_display_seq')` })
    .returning();
  return row!;
}

export async function setGuestHash(tx: Db, bookingId: number, guestHash: string): Promise<void> {
  await tx.update(bookings).set({ guestHash }).where(eq(bookings.bookingId, bookingId));
}

/**
 * An occupancy row that holds its nights at `now`: a booking's, or an option's within its hold
 * (past it the row blocks nothing and the next booking of the object removes it).
 */
export function holdsNightsAt(now: Date): SQL {
  return or(isNull(occupancy.expiresAt), gt(occupancy.expiresAt, now)) as SQL;
}

/** An occupancy row's stay as its arrival and departure dates. */
export const stayDates = {
  startDate: sql<string>`lower(${occupancy.stay})::text`,
  endDate: sql<string>`upper(${occupancy.stay})::text`,
};

/**
 * Every booking of an object with its customer, oldest first (the landlord handover, decision
 * 114: each gets a new landlord link, those still ahead are mailed to the new contact).
 */
export async function bookingsOfObject(
  tx: Db,
  objectNumber: number,
): Promise<{ booking: BookingRecord; customer: CustomerRecord | null }[]> {
  return tx
    .select({ booking: bookings, customer: customers })
    .from(bookings)
    .leftJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .where(eq(bookings.objectNumber, objectNumber))
    .orderBy(asc(bookings.bookingId));
}

export async function updateLandlordHash(
  tx: Db,
  bookingId: number,
  landlordHash: string,
): Promise<void> {
  await tx.update(bookings).set({ landlordHash }).where(eq(bookings.bookingId, bookingId));
}

/** The method a booking is paid with (an option converted after its method stopped being taken). */
export async function updatePaymentMethod(
  tx: Db,
  bookingId: number,
  paymentMethod: string,
): Promise<void> {
  await tx.update(bookings).set({ paymentMethod }).where(eq(bookings.bookingId, bookingId));
}

export async function findBooking(db: Db, bookingId: number): Promise<BookingRecord | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.bookingId, bookingId));
  return row ?? null;
}

/** The booking, locked for this transaction's change. */
export async function lockBooking(tx: Db, bookingId: number): Promise<BookingRecord | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId))
    .for('update');
  return row ?? null;
}

/**
 * Moves a booking from `from` to `to` — only if it is still in `from` (a concurrent change wins
 * and this one does nothing: null) — and records the event.
 */
export async function changeStatus(
  tx: Db,
  change: {
    bookingId: number;
    from: BookingStatusValue;
    to: BookingStatusValue;
    transition: string;
    actor: 'guest' | 'landlord' | 'system' | 'office';
    now: Date;
    set?: Partial<Pick<BookingRecord, 'confirmedAt' | 'optionExpiresAt' | 'method'>>;
  },
): Promise<BookingRecord | null> {
  const [row] = await tx
    .update(bookings)
    .set({ status: change.to, updatedAt: change.now, ...change.set })
    .where(and(eq(bookings.bookingId, change.bookingId), eq(bookings.status, change.from)))
    .returning();
  if (row === undefined) return null;
  await insertEvent(tx, { ...change, from: change.from });
  return row;
}

export async function insertEvent(
  tx: Db,
  event: {
    bookingId: number;
    from: BookingStatusValue | null;
    to: BookingStatusValue;
    transition: string;
    actor: 'guest' | 'landlord' | 'system' | 'office';
    now: Date;
  },
): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    at: event.now,
    actor: event.actor,
    transition: event.transition,
    fromStatus: event.from,
    toStatus: event.to,
  });
}

export async function listEvents(db: Db, bookingId: number) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id));
}

/**
 * Takes the nights [startDate, endDate) of an object for a booking. Throws the database's
 * exclusion violation (SQLSTATE 23P01, `sqlState`) when they overlap another row of the object.
 */
export async function insertOccupancy(
  tx: Db,
  row: {
    objectNumber: number;
    bookingId: number;
    startDate: string;
    endDate: string;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(occupancy).values({
    objectNumber: row.objectNumber,
    bookingId: row.bookingId,
    stay: `[${row.startDate},${row.endDate})`,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  });
}

export async function deleteOccupancy(tx: Db, bookingId: number): Promise<void> {
  await tx.delete(occupancy).where(eq(occupancy.bookingId, bookingId));
}

/** The hold ends no longer: a converted option blocks until its booking ends. */
export async function keepOccupancy(tx: Db, bookingId: number): Promise<void> {
  await tx.update(occupancy).set({ expiresAt: null }).where(eq(occupancy.bookingId, bookingId));
}

/**
 * Options past their hold, locked for this transaction: of one object (a booking's transaction
 * clears them before it takes the nights) or of any (the expiry job, skipping those another
 * process is handling).
 */
export async function lockLapsedOptions(
  tx: Db,
  now: Date,
  scope: { objectNumber: number } | { limit: number },
): Promise<BookingRecord[]> {
  const lapsed = and(eq(bookings.status, 'option'), lte(bookings.optionExpiresAt, now));
  if ('objectNumber' in scope) {
    return tx
      .select()
      .from(bookings)
      .where(and(lapsed, eq(bookings.objectNumber, scope.objectNumber)))
      .for('update');
  }
  return tx
    .select()
    .from(bookings)
    .where(lapsed)
    .orderBy(asc(bookings.optionExpiresAt))
    .limit(scope.limit)
    .for('update', { skipLocked: true });
}

/**
 * Marks the nights [startDate, endDate) of the object's calendar (object_availability.vacancy)
 * with `mark` where they are `expect`: 'B' over 'Y' when a booking takes them, 'Y' over 'B' when
 * it ends — so a night the feed itself reports occupied ('N') is never made vacant. The row is
 * locked for the read-modify-write; nights outside the feed's range are left alone.
 */
export async function markCalendarNights(
  tx: Db,
  change: {
    objectNumber: number;
    startDate: string;
    endDate: string;
    expect: string;
    mark: string;
  },
): Promise<boolean> {
  const [row] = await tx
    .select({ fromDate: objectAvailability.fromDate, vacancy: objectAvailability.vacancy })
    .from(objectAvailability)
    .where(eq(objectAvailability.objectNumber, change.objectNumber))
    .for('update');
  if (row === undefined) return false;
  const vacancy = markNights(row, change, change.expect, change.mark);
  if (vacancy === null) return false;
  await tx
    .update(objectAvailability)
    .set({ vacancy })
    .where(eq(objectAvailability.objectNumber, change.objectNumber));
  return true;
}

/** Options whose hold ends before `until` and whose reminder has not gone out, locked. */
export async function lockOptionsToRemind(
  tx: Db,
  now: Date,
  until: Date,
  limit: number,
): Promise<BookingRecord[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'option'),
        isNull(bookings.optionRemindedAt),
        lte(bookings.optionExpiresAt, until),
        sql`${bookings.optionExpiresAt} > ${now}`,
      ),
    )
    .orderBy(asc(bookings.optionExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markReminded(
  tx: Db,
  bookingId: number,
  which: 'option' | 'balance',
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set(which === 'option' ? { optionRemindedAt: now } : { balanceRemindedAt: now })
    .where(eq(bookings.bookingId, bookingId));
}

/**
 * Live bookings whose balance is still open and due by `dueBy`, not yet reminded, locked:
 * with the balance's amount and due date.
 */
export async function lockBalancesToRemind(
  tx: Db,
  dueBy: string,
  limit: number,
): Promise<{ booking: BookingRecord; amountCents: number; dueDate: string; paymentId: number }[]> {
  return tx
    .select({
      booking: bookings,
      amountCents: payments.amountCents,
      dueDate: payments.dueDate,
      paymentId: payments.paymentId,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.bookingId))
    .where(
      and(
        inArray(bookings.status, ['requested', 'confirmed']),
        isNull(bookings.balanceRemindedAt),
        eq(payments.kind, 'balance'),
        inArray(payments.status, [...STILL_DUE_STATUSES]),
        lte(payments.dueDate, dueBy),
        earliestOpenOfItsBooking,
      ),
    )
    .orderBy(asc(payments.dueDate))
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true });
}

/**
 * The payment is its booking's earliest still open. A reminder's button pays the payment due
 * first (services/payments paymentUrl), so a reminder names that one: a later payment is reminded
 * once the earlier is paid.
 */
const earliestOpenOfItsBooking = sql`not exists (select 1 from payments earlier
  where earlier.booking_id = ${payments.bookingId}
    and earlier.status in ('open', 'failed')
    and (earlier.due_date, earlier.payment_id) < (${payments.dueDate}, ${payments.paymentId}))`;

/** The dedupe key of a payment's overdue reminder (one per payment, ever). */
export const overdueReminderKey = (paymentId: number) => `paymentOverdue:${paymentId}`;

/**
 * Payments by card, transfer or the agency's invoice still open (or failed) whose due day is
 * `dueOnOrBefore` or earlier, each its booking's earliest still open, not reminded yet (no mail
 * with overdueReminderKey), of a booking that still takes them: requested or confirmed, or a
 * cancelled one's fee. Their bookings are locked (skip locked: two processes running the job share
 * the work). The landlord's own collection is never recorded here, so never reminded.
 */
export async function lockOverduePayments(
  tx: Db,
  dueOnOrBefore: string,
  limit: number,
): Promise<
  {
    booking: BookingRecord;
    paymentId: number;
    kind: (typeof payments.$inferSelect)['kind'];
    /** The rest of a payment made in part. */
    remainder: boolean;
    amountCents: number;
    dueDate: string;
  }[]
> {
  return tx
    .select({
      booking: bookings,
      paymentId: payments.paymentId,
      kind: payments.kind,
      remainder: isRemainder,
      amountCents: payments.amountCents,
      dueDate: payments.dueDate,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.bookingId, payments.bookingId))
    .where(
      and(
        inArray(payments.status, [...STILL_DUE_STATUSES]),
        // Invoice payments too: the office records them like transfers (decisions 110, 113).
        inArray(payments.method, ['card', ...TRANSFER_METHODS]),
        lte(payments.dueDate, dueOnOrBefore),
        // The rest of a payment paid in part after its due day: as long from the part's arrival
        // (a guest who just paid part is not reminded the next morning).
        or(
          isNull(payments.partOf),
          lte(sql`(${payments.createdAt} at time zone 'Europe/Berlin')::date`, dueOnOrBefore),
        ),
        or(
          inArray(bookings.status, ['requested', 'confirmed']),
          and(eq(bookings.status, 'cancelled'), eq(payments.kind, 'cancellationFee')),
        ),
        earliestOpenOfItsBooking,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(bookingMails)
            .where(
              eq(bookingMails.dedupeKey, sql`'paymentOverdue:' || ${payments.paymentId}::text`),
            ),
        ),
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.paymentId))
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true });
}

/** The dedupe key of a booking's arrival information (one per booking, ever). */
export const arrivalInfoKey = (bookingId: number) => `arrivalInfo:${bookingId}`;

/**
 * Bookings the landlord confirmed (paid or not) arriving from `from` to `to` (Berlin days) whose
 * arrival information was not queued yet (its mail's dedupe key), locked, the earliest first.
 */
export async function lockArrivalsToInform(
  tx: Db,
  range: { from: string; to: string },
  limit: number,
): Promise<BookingRecord[]> {
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['confirmed', 'paid']),
        gte(bookings.startDate, range.from),
        lte(bookings.startDate, range.to),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(bookingMails)
            .where(eq(bookingMails.dedupeKey, sql`'arrivalInfo:' || ${bookings.bookingId}::text`)),
        ),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.bookingId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether every payment of the booking has been paid (and it has at least one). */
export async function allPaymentsPaid(tx: Db, bookingId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select count(*)::int as "all", count(*) filter (where status = 'paid')::int as paid
    from payments where booking_id = ${bookingId}`);
  const row = rowsOf<{ all: number; paid: number }>(result)[0];
  return row !== undefined && row.all > 0 && row.all === row.paid;
}

// ── Who receives the landlord's mail ───────────────────────────────────────────────────────────

export interface ObjectContact {
  objectNumber: number;
  title: Partial<Record<string, string>>;
  /** The landlord's address, else the agency's (contactOf); null when neither has one. */
  email: string | null;
  name: string | null;
}

export async function objectContact(db: Db, objectNumber: number): Promise<ObjectContact | null> {
  const [row] = await db
    .select({
      objectNumber: objects.objectNumber,
      title: objects.titles,
      ...contactColumns,
    })
    .from(objects)
    .leftJoin(landlords, eq(landlords.id, objects.landlordId))
    .leftJoin(agencies, eq(agencies.id, objects.agencyId))
    .where(eq(objects.objectNumber, objectNumber));
  if (row === undefined) return null;
  const { email, name } = contactOf(row);
  return { objectNumber: row.objectNumber, title: row.title ?? {}, email, name };
}

/**
 * The account's next stay (the user area's dashboard): the earliest of its bookings and options in
 * `statuses` whose departure is today or later, with the object's titles; null when none.
 */
export async function findNextStayOfAccount(
  db: Db,
  accountId: number,
  today: string,
  statuses: readonly BookingStatusValue[],
): Promise<{ booking: BookingRecord; titles: Partial<Record<string, string>> } | null> {
  const [row] = await db
    .select({ booking: bookings, titles: objects.titles })
    .from(bookings)
    .innerJoin(customers, eq(customers.customerNumber, bookings.customerNumber))
    .innerJoin(objects, eq(objects.objectNumber, bookings.objectNumber))
    .where(
      and(
        eq(customers.accountId, accountId),
        inArray(bookings.status, [...statuses]),
        gte(bookings.endDate, today),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.bookingId))
    .limit(1);
  if (row === undefined) return null;
  return { booking: row.booking, titles: (row.titles ?? {}) as Partial<Record<string, string>> };
}

// ── Enquiries ──────────────────────────────────────────────────────────────────────────────────

export async function insertEnquiry(tx: Db, values: NewEnquiry): Promise<number> {
  const [row] = await tx.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}

/**
 * Deletes the enquiries that came in before `before`, with their mails (which hold the message
 * too), at most `limit` of them (decision 093); how many enquiries. Call it in a transaction.
 */
export function deleteEnquiriesBefore(tx: Db, before: Date, limit: number): Promise<number> {
  return deleteBatch(tx, enquiries, enquiries.id, lt(enquiries.createdAt, before), limit, (ids) =>
    tx.delete(bookingMails).where(inArray(bookingMails.enquiryId, ids)),
  );
}
