// The office's side of bookings (/admin/bookings/, decision 086). A request waits for its
// landlord's answer; after 24 h the landlord is reminded, after 48 h the office is told to call
// (landlord-jobs.ts). Until now the office could then do nothing in the browser: a landlord who
// never answered left the guest waiting and the dates blocked for good. Here the office sees the
// requests awaiting an answer (the longest wait first, with the landlord's phone), finds any
// booking by its number or the guest's address, and confirms or declines a request for the
// landlord — the same use-case as the landlord's link (decideLocked: state, mails, freed dates,
// refunds), with the office as the event's actor and an audit entry in the same transaction.
import { z } from 'zod';
import { LANDLORD_DECISIONS, reasonText } from '#core/api/landlord';
import { entityId } from '#core/api/common';
import { bookingDisplayNumber, transition, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import { isInt32 } from '#core/int32';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { listOfficeBookings, type OfficeBookingRow } from '#db/repositories/booking-office';
import { lockBooking } from '#db/repositories/booking-records';
import { requireAccess } from '#services/accounts';
import { mailBrand } from '#services/partners';
import { namesBooking, referencedBookings } from '#services/payments';
import { DomainError, type RequestContext } from '#services/platform';
import { LANDLORD_ESCALATION_HOURS } from './landlord-jobs';
import { bookingGuest, type BookingGuest, LANDLORD_LANGUAGE, landlordMailFacts } from './facts';
import type { LandlordPaymentMethod } from './mails';
import { guestMailBase } from './guest-mail';
import { cancellationNow, cancelLocked, feeOpensPayment } from './customer';
import { afterDecision, decideLocked, decisionRefused } from './landlord';
import { queueBookingMails } from './outbox';

/** How many bookings the page lists at once (the awaiting ones are few; a search names some). */
export const OFFICE_BOOKINGS_LISTED = 100;

const HOUR = 3_600_000;

export interface OfficeBookingView {
  bookingId: number;
  bookingNumber: string;
  status: BookingStatus;
  objectNumber: number;
  startDate: string;
  endDate: string;
  adults: number;
  children: number;
  totalCents: number;
  createdAt: string;
  /** Whole hours a request has waited for the landlord (null: not waiting). */
  waitingHours: number | null;
  /** Waited past the escalation (the office was told to call). */
  overdue: boolean;
  reminded: boolean;
  guest: { name: string; email: string; phone: string | null };
  landlord: { name: string | null; email: string | null; phone: string | null };
  /** What the office may do now (the state machine's rules for the office). */
  canConfirm: boolean;
  canDecline: boolean;
  /** Cancelling for the guest today, or null when it cannot be (decided, lapsed, arrived). */
  cancellation: OfficeCancellation | null;
}

/** What the office's cancellation for the guest costs today (decision 090). */
export interface OfficeCancellation {
  /** The fee the guest's terms charge today (0: free) — the form posts it back as shown. */
  feeCents: number;
  /** The insurance premium kept, and what of the payments goes back (money, then vouchers). */
  insuranceKeptCents: number;
  refundCents: number;
  voucherRefundCents: number;
  /** The fee and premium beyond what was paid. */
  owedCents: number;
  /**
   * Who collects it: a payment the guest is sent (card, transfer, invoice), or the landlord who
   * bills his guests himself (no payment is opened; cancelLocked).
   */
  owedBy: 'payment' | 'landlord';
  /** What goes back when the office waives every cost, and the vouchers' share of it. */
  waivedRefundCents: number;
  waivedVoucherRefundCents: number;
}

function owedBy(paymentMethod: string | null): OfficeCancellation['owedBy'] {
  return feeOpensPayment(paymentMethod) ? 'payment' : 'landlord';
}

async function viewOf(ctx: RequestContext, row: OfficeBookingRow): Promise<OfficeBookingView> {
  const { booking } = row;
  const status = booking.status as BookingStatus;
  const waiting =
    status === 'requested'
      ? Math.max(0, Math.floor((ctx.now.getTime() - row.waitingSince.getTime()) / HOUR))
      : null;
  const priced = transition(status, 'cancel', 'office').ok
    ? await cancellationNow(ctx, booking)
    : null;
  const terms = priced?.atTerms;
  const waived = priced?.waived;
  return {
    bookingId: booking.bookingId,
    bookingNumber: bookingDisplayNumber(booking.displayNumber, booking.createdAt),
    status,
    objectNumber: booking.objectNumber,
    startDate: booking.startDate,
    endDate: booking.endDate,
    adults: booking.adults,
    children: booking.children,
    totalCents: booking.totalCents ?? booking.priceCompleteCents,
    createdAt: booking.createdAt.toISOString(),
    waitingHours: waiting,
    overdue: waiting !== null && waiting >= LANDLORD_ESCALATION_HOURS,
    reminded: booking.landlordRemindedAt !== null,
    guest: pickGuest(bookingGuest(booking, row.customer)),
    landlord: row.landlord,
    // Only a request waits for a landlord: an option is the guest's to convert or let lapse.
    canConfirm: status === 'requested' && transition(status, 'confirm', 'office').ok,
    canDecline: status === 'requested' && transition(status, 'decline', 'office').ok,
    // From the arrival day on no cancellation here (the guest is there): the terms say so.
    cancellation:
      terms?.cancellable === true && waived?.cancellable === true
        ? {
            feeCents: terms.feeCents,
            insuranceKeptCents: terms.insuranceKeptCents,
            refundCents: terms.refundCents,
            voucherRefundCents: terms.voucherRefundCents,
            owedCents: terms.owedCents,
            owedBy: owedBy(booking.paymentMethod),
            waivedRefundCents: waived.refundCents,
            waivedVoucherRefundCents: waived.voucherRefundCents,
          }
        : null,
  };
}

function viewsOf(ctx: RequestContext, rows: readonly OfficeBookingRow[]) {
  return Promise.all(rows.map((row) => viewOf(ctx, row)));
}

function pickGuest({ name, email, phone }: BookingGuest): OfficeBookingView['guest'] {
  return { name, email, phone };
}

/** A search the page takes: booking numbers ("2026-100001", "100001") and/or one e-mail address. */
const SEARCH_MAX = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/**
 * The requests awaiting their landlord (no search), the bookings a search names — by number, a
 * year given must be the booking's, or by the guest's e-mail address (exact, any case) — or an
 * object's bookings whose stay has not ended (`object`, its number; by arrival). At most
 * OFFICE_BOOKINGS_LISTED; `total` says how many there are.
 */
export async function officeBookings(
  ctx: RequestContext,
  input: { search?: string | null; object?: string | null },
): Promise<{
  bookings: OfficeBookingView[];
  total: number;
  search: string | null;
  /** The object whose bookings still ahead are listed (`object`), else null. */
  objectNumber: number | null;
}> {
  requireAccess(ctx, 'admin.bookings');
  const db = ctx.deps.database.db;
  const object = (input.object ?? '').trim();
  if (object !== '') {
    // A number the address bar made up finds nothing (shown as a search) rather than failing.
    const objectNumber = /^\d{1,10}$/.test(object) ? Number(object) : NaN;
    if (!isInt32(objectNumber)) {
      return { bookings: [], total: 0, search: object.slice(0, SEARCH_MAX), objectNumber: null };
    }
    const { rows, total } = await listOfficeBookings(
      db,
      { objectNumber, endingFrom: todayInBerlin(ctx.now) },
      OFFICE_BOOKINGS_LISTED,
    );
    return { bookings: await viewsOf(ctx, rows), total, search: null, objectNumber };
  }
  const search = (input.search ?? '').trim().slice(0, SEARCH_MAX);
  if (search === '') {
    const { rows, total } = await listOfficeBookings(
      db,
      { awaiting: true },
      OFFICE_BOOKINGS_LISTED,
    );
    return { bookings: await viewsOf(ctx, rows), total, search: null, objectNumber: null };
  }
  const named = referencedBookings(search);
  const email = search
    .split(/\s+/)
    .find((word) => EMAIL.test(word))
    ?.toLowerCase();
  const { rows } = await listOfficeBookings(
    db,
    { displayNumbers: named.map((b) => b.number), email: email ?? null },
    OFFICE_BOOKINGS_LISTED,
    { count: false },
  );
  // "2030-100002" is not 2026-100002: a year given must be the booking's. Filtered before the
  // rows are priced (each costs its payments' reads).
  const views = await viewsOf(
    ctx,
    rows.filter(
      ({ booking, customer }) =>
        (email !== undefined && bookingGuest(booking, customer).email.toLowerCase() === email) ||
        namesBooking(named, bookingDisplayNumber(booking.displayNumber, booking.createdAt)),
    ),
  );
  return { bookings: views, total: views.length, search, objectNumber: null };
}

const officeDecisionBody = z
  .object({
    bookingId: entityId,
    decision: z.enum(LANDLORD_DECISIONS),
    /** Required to decline: the guest reads it. */
    reason: reasonText.optional(),
  })
  .superRefine((body, issue) => {
    if (body.decision === 'decline' && (body.reason === undefined || body.reason === '')) {
      issue.addIssue({ code: 'custom', path: ['reason'], message: 'required to decline' });
    }
  });

export interface OfficeDecided {
  bookingNumber: string;
  status: BookingStatus;
}

/**
 * The office confirms or declines a request for its landlord (who was reminded and called). The
 * guest gets the mail the landlord's answer would have sent; a decline frees the dates and gives
 * back what was paid. Refused: no admin.bookings (403), bad input naming the field (400), no such
 * booking (404), decided meanwhile (409, data.status).
 */
export async function officeDecideBooking(
  ctx: RequestContext,
  raw: { bookingId: unknown; decision: unknown; reason?: unknown },
): Promise<OfficeDecided> {
  const office = requireAccess(ctx, 'admin.bookings');
  // A textarea posts its line breaks as CRLF; the guest's mail and the length count take one.
  const reason = typeof raw.reason === 'string' ? raw.reason.replace(/\r\n?/g, '\n') : raw.reason;
  const parsed = officeDecisionBody.safeParse({ ...raw, reason });
  if (!parsed.success) throw decisionRefused(parsed.error.issues);
  const input = parsed.data;
  const brand = await mailBrand(ctx);
  const outcome = await ctx.deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await lockBooking(tx, input.bookingId);
    if (booking === null) {
      throw new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });
    }
    if (booking.status !== 'requested') {
      // Decided meanwhile, or an option (no landlord's answer awaited): not the office's here.
      throw new DomainError('conflict', 'errors.booking.alreadyDecided', {
        field: 'decision',
        data: { status: booking.status },
      });
    }
    const decided = await decideLocked(tx, ctx, booking, {
      actor: 'office',
      decision: input.decision,
      reason: input.reason ?? '',
      brand,
    });
    // The landlord learns what was decided for them (their link then shows it decided).
    const { customer, contact } = await guestMailBase(tx, decided.booking);
    const landlordMails = contact?.email
      ? await queueBookingMails(
          tx,
          [
            {
              kind: 'landlordOfficeDecision',
              dedupeKey: `landlordOfficeDecision:${booking.bookingId}`,
              recipient: contact.email,
              language: LANDLORD_LANGUAGE,
              bookingId: booking.bookingId,
              data: {
                ...landlordMailFacts(decided.booking, customer, contact, brand),
                decision: input.decision,
                reason: input.decision === 'decline' ? (input.reason ?? '') : null,
                paymentMethod: decided.booking.paymentMethod as LandlordPaymentMethod,
              },
            },
          ],
          ctx.now,
        )
      : [];
    await insertAuditEntry(tx, {
      accountId: Number(office.accountID),
      action: input.decision === 'confirm' ? 'bookings.confirmed' : 'bookings.declined',
      target: `booking:${bookingDisplayNumber(booking.displayNumber, booking.createdAt)}`,
      before: { status: booking.status },
      after: {
        status: decided.booking.status,
        ...(input.decision === 'decline' ? { reason: input.reason ?? '' } : {}),
      },
    });
    return { ...decided, mails: [...decided.mails, ...landlordMails] };
  });
  await afterDecision(ctx, outcome);
  return {
    bookingNumber: bookingDisplayNumber(outcome.booking.displayNumber, outcome.booking.createdAt),
    status: outcome.booking.status as BookingStatus,
  };
}

const officeCancelBody = z.object({
  bookingId: entityId,
  /** The fee the page showed (refused when it changed meanwhile; not compared when waived). */
  expectedFeeCents: z.number().int().min(0).max(2_147_483_647),
  /**
   * The refunds the page showed, at the terms and waived (a payment recorded meanwhile changes
   * them); the one of the choice posted is compared.
   */
  expectedRefundCents: z.number().int().min(0).max(2_147_483_647),
  expectedWaivedRefundCents: z.number().int().min(0).max(2_147_483_647),
  waived: z.boolean(),
});

/**
 * The office cancels a booking or an option for its guest (decision 090): the guest phoned or
 * wrote, or deleted their account and cannot cancel online any more. At the guest's terms (the
 * fee the page showed, refused with the new figures when it changed), or with every cost waived.
 * The same use-case as the guest's own cancellation (cancelLocked: freed dates, refunds, a fee
 * owed, the guest's and the landlord's mails), with the office as the event's actor and an audit
 * entry in the same transaction. Refused: no admin.bookings (403), bad input naming the field
 * (400), no such booking (404), no longer holding (409 notAllowed), from the arrival day on (409
 * cancelTooLate), another fee now (409 cancellationFeeChanged).
 */
export async function officeCancelBooking(
  ctx: RequestContext,
  raw: {
    bookingId: unknown;
    expectedFeeCents: unknown;
    expectedRefundCents: unknown;
    expectedWaivedRefundCents: unknown;
    waived: unknown;
  },
): Promise<OfficeDecided> {
  const office = requireAccess(ctx, 'admin.bookings');
  const parsed = officeCancelBody.safeParse(raw);
  if (!parsed.success) throw decisionRefused(parsed.error.issues);
  const input = parsed.data;
  const cancelled = await cancelLocked(ctx, input.bookingId, {
    actor: 'office',
    expectedFeeCents: input.expectedFeeCents,
    expectedRefundCents: input.waived ? input.expectedWaivedRefundCents : input.expectedRefundCents,
    tooLateKey: 'errors.booking.officeCancelTooLate',
    waived: input.waived,
    alsoInTransaction: (tx, before, after) =>
      insertAuditEntry(tx, {
        accountId: Number(office.accountID),
        action: 'bookings.cancelled',
        target: `booking:${bookingDisplayNumber(before.displayNumber, before.createdAt)}`,
        before: { status: before.status },
        after: {
          status: after.booking.status,
          feeCents: after.terms.feeCents,
          refundCents: after.terms.refundCents,
          voucherRefundCents: after.terms.voucherRefundCents,
          owedCents: after.terms.owedCents,
          waived: input.waived,
          // What was forgiven: the fee of the terms the page showed.
          ...(input.waived ? { waivedFeeCents: input.expectedFeeCents } : {}),
        },
      }),
  });
  return { bookingNumber: cancelled.bookingDisplayNumber, status: cancelled.status };
}
