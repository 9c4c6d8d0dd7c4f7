// What the landlord's side of a booking needs (services/booking/landlord.ts, landlord-jobs.ts;
// issue 15): the decline reason, the requests still waiting for the landlord's answer (for the
// reminder after 24 h and the office's escalation after 48 h) and the landlord's contact with the
// phone, which the guest's confirmation mail and the office's escalation carry.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import { agencies, bookings, landlords, objects } from '../schema';
import type { BookingRecord } from './booking-records';

export async function setDeclineReason(
  tx: Db,
  bookingId: number,
  declineReason: string,
): Promise<void> {
  await tx.update(bookings).set({ declineReason }).where(eq(bookings.bookingId, bookingId));
}

/**
 * Since when a request has waited for the landlord: the latest event that made it `requested`
 * (its creation as a booking, or an option's conversion) — the link of that event's mail is the
 * one the landlord has. SQL of it, for the locking queries below.
 */
const waitingSince = sql`(select max(e.at) from booking_events e
  where e.booking_id = ${bookings.bookingId} and e.to_status = 'requested')`;

/**
 * Requests unanswered since `before` or earlier whose `which` mark is not set, locked for this
 * transaction (SKIP LOCKED: another process's run takes the others), oldest first.
 */
export async function lockUnansweredRequests(
  tx: Db,
  which: 'reminded' | 'escalated',
  before: Date,
  limit: number,
): Promise<BookingRecord[]> {
  const mark = which === 'reminded' ? bookings.landlordRemindedAt : bookings.landlordEscalatedAt;
  return tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'requested'),
        isNull(mark),
        sql`${waitingSince} <= ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(bookings.bookingId)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Sets the reminder's or the escalation's mark (once: the locking query skips marked rows). */
export async function markLandlordChased(
  tx: Db,
  bookingId: number,
  which: 'reminded' | 'escalated',
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set(which === 'reminded' ? { landlordRemindedAt: now } : { landlordEscalatedAt: now })
    .where(eq(bookings.bookingId, bookingId));
}

/** Since when the request has waited (see waitingSince), or null for a booking never requested. */
export async function requestedSince(db: Db, bookingId: number): Promise<Date | null> {
  const result = await db.execute(sql`select max(at) as "at" from booking_events
    where booking_id = ${bookingId} and to_status = 'requested'`);
  const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

export interface LandlordContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The landlord's and the agency's columns of an object, as the joins below read them. */
export interface ContactColumns {
  landlordName: string | null;
  landlordEmail: string | null;
  landlordPhone: string | null;
  agencyName: string | null;
  agencyEmail: string | null;
  agencyPhone: string | null;
}

/** The columns of ContactColumns, for a select joined to landlords and agencies. */
export const contactColumns = {
  landlordName: landlords.name,
  landlordEmail: landlords.email,
  landlordPhone: landlords.phone,
  agencyName: agencies.name,
  agencyEmail: agencies.email,
  agencyPhone: agencies.phone,
};

/**
 * Whom to reach for an object: the landlord when the object names one with an address (the
 * landlord's mails go there), else the agency that offers it. The one rule for every caller.
 */
export function contactOf(row: ContactColumns): LandlordContact {
  if (row.landlordEmail !== null) {
    return { name: row.landlordName, email: row.landlordEmail, phone: row.landlordPhone };
  }
  return { name: row.agencyName, email: row.agencyEmail, phone: row.agencyPhone };
}

/** The object's landlord (else its agency): name, address and phone. */
export async function landlordContactOf(db: Db, objectNumber: number): Promise<LandlordContact> {
  const [row] = await db
    .select(contactColumns)
    .from(objects)
    .leftJoin(landlords, eq(landlords.id, objects.landlordId))
    .leftJoin(agencies, eq(agencies.id, objects.agencyId))
    .where(eq(objects.objectNumber, objectNumber));
  if (row === undefined) return { name: null, email: null, phone: null };
  return contactOf(row);
}

/**
 * Whom the guest's contract is with, as the booking's summary step names it: the object's
 * landlord (private or commercial), else the agency that offers it as operator. null: the object
 * is gone.
 */
export interface ContractParty {
  kind: 'landlord' | 'privateLandlord' | 'operator';
  name: string;
}

export async function contractPartyOf(db: Db, objectNumber: number): Promise<ContractParty | null> {
  const [row] = await db
    .select({
      landlordName: landlords.name,
      privateLandlord: landlords.privateLandlord,
      agencyName: agencies.name,
    })
    .from(objects)
    .leftJoin(landlords, eq(landlords.id, objects.landlordId))
    .leftJoin(agencies, eq(agencies.id, objects.agencyId))
    .where(eq(objects.objectNumber, objectNumber));
  if (row === undefined) return null;
  if (row.landlordName !== null) {
    return { kind: row.privateLandlord ? 'privateLandlord' : 'landlord', name: row.landlordName };
  }
  return row.agencyName === null ? null : { kind: 'operator', name: row.agencyName };
}
