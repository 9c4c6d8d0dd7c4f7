// The logged-in customer's bookings in the user area (issue 15; SPEC §2 BookingOverView and
// BookingDetails, §7 POST /api/user/getBookings, §9 cancellation): the list, one booking's details
// and its cancellation. Who: only the customer account the booking's customer belongs to
// (customers.account_id) — the queries themselves are scoped to the account
// (db/repositories/customer-bookings.ts), so another account's number is simply not found (404),
// exactly like a number that does not exist.
import {
  BLOCKING_STATUSES,
  cancellationTerms,
  isBlocking,
  type BookingStatus,
  type CancellationTerms,
} from '#core/booking';
import { addDays, diffDays, todayInBerlin } from '#core/dates';
import { isInt32 } from '#core/int32';
import {
  CANCELLATION_FEE_DAYS,
  isOnlineMethod,
  isPaidByTransfer,
  isStillDue,
  type PaymentMethod,
} from '#core/payments';
import type { Db } from '#db/client';
import {
  findCustomer,
  lockBooking,
  updatePaymentMethod,
  type BookingRecord,
} from '#db/repositories/booking-records';
import { landlordContactOf } from '#db/repositories/booking-landlord';
import { redeemedOnBooking, returnedToBooking } from '#db/repositories/booking-vouchers';
import {
  findAccountBooking,
  listAccountBookings,
  markCancelled,
  type AccountBookingRow,
} from '#db/repositories/customer-bookings';
import { photoUrl } from '#services/media';
import { mailBrand } from '#services/partners';
import {
  bookingPayments,
  bookingPaymentsIn,
  openPayments,
  paymentUrl,
  refundPayment,
} from '#services/payments';
import type { PaymentView } from '#services/payments/types';
import { DomainError, type RequestContext } from '#services/platform';
import type { BookingQuote } from '#services/pricing/types';
import { notifyObjectsChanged } from '#services/search';
import { deliverAfterAnswer } from './after-answer';
import { storedQuote } from './contract';
import {
  methodStillTaken,
  operatorPayments,
  quotedPayments,
  transferDetails,
  voucherPartOf,
} from './payment-instructions';
import {
  bookingFacts,
  displayNumberOf,
  LANDLORD_LANGUAGE,
  languageOf,
  objectTitle,
  titleIn,
} from './facts';
import { guestMailBase } from './guest-mail';
import { guestToken } from './links';
import { queueBookingMails } from './outbox';
import { applyTransition } from './transitions';
import { voucherOpenCents } from './voucher-open';
import { returnVoucherShare } from './vouchers';
import type {
  CancellationOffer,
  CancelledTrip,
  CustomerTrip,
  CustomerTripDetails,
  CustomerTripLine,
} from './types';

const notFound = () =>
  new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingid' });

/** The account id of a logged-in customer, else null (nobody else has bookings here). */
function customerAccount(ctx: RequestContext): number | null {
  if (ctx.user === null || ctx.user.kind !== 'customer') return null;
  const id = Number(ctx.user.accountID);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A display number beyond the int4 column is no booking of ours. */
const validDisplayNumber = (n: number): boolean => isInt32(n);

function tripOf(ctx: RequestContext, row: AccountBookingRow, today: string): CustomerTrip {
  const { booking, titles } = row;
  return {
    bookingDisplayNumber: displayNumberOf(booking),
    displayNumber: booking.displayNumber,
    method: booking.method === 'option' ? 'option' : 'booking',
    status: booking.status as BookingStatus,
    objectNumber: booking.objectNumber,
    objectTitle: titleIn(titles, ctx.language),
    photo: row.photoId === null ? null : photoUrl(row.photoId, 'card', 'webp'),
    startDate: booking.startDate,
    endDate: booking.endDate,
    nights: diffDays(booking.startDate, booking.endDate),
    adults: booking.adults,
    children: booking.childAges.length,
    pets: booking.pets,
    total: booking.totalCents ?? booking.priceCompleteCents,
    currency: 'EUR',
    // A cancelled, declined or lapsed booking is no trip ahead, whatever its dates.
    upcoming: booking.endDate >= today && isBlocking(booking.status as BookingStatus),
  };
}

/**
 * The customer's bookings: upcoming stays first (the next arrival first), then past ones (the
 * latest first). Empty for anyone not logged in as a customer.
 */
export async function customerBookings(ctx: RequestContext): Promise<CustomerTrip[]> {
  const accountId = customerAccount(ctx);
  if (accountId === null) return [];
  const today = todayInBerlin(ctx.now);
  const rows = await listAccountBookings(ctx.deps.database.db, accountId);
  const trips = rows.map((row) => tripOf(ctx, row, today));
  const upcoming = trips
    .filter((t) => t.upcoming)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.displayNumber - b.displayNumber);
  const past = trips.filter((t) => !t.upcoming);
  return [...upcoming, ...past];
}

/**
 * What the guest has paid (and not had back): the payments paid in money — of one partly given
 * back, the part kept — and what vouchers covered. A voucher covering part of a payment lowers
 * that payment's amount, so the part is in no payment row: the redemptions (`voucherCents`) count
 * it, and count a payment a voucher covered whole (method 'voucher') too, which is therefore left
 * out here.
 */
function paidOf(payments: readonly PaymentView[], voucherCents: number): number {
  const kept = (p: PaymentView) =>
    p.status === 'paid'
      ? p.amountCents
      : p.status === 'refunded'
        ? p.amountCents - p.refundedCents
        : 0;
  return (
    payments.filter((p) => p.method !== 'voucher').reduce((sum, p) => sum + kept(p), 0) +
    voucherCents
  );
}

function insuranceOf(quote: BookingQuote | null): number {
  if (quote === null) return 0;
  return quote.lines.filter((l) => l.kind === 'insurance').reduce((s, l) => s + l.amount, 0);
}

/** The terms of cancelling this booking today, from the quote it was booked with. */
function termsOf(
  ctx: RequestContext,
  booking: BookingRecord,
  payments: readonly PaymentView[],
  voucherCents: number,
  waived = false,
): CancellationTerms {
  const quote = storedQuote(booking);
  return cancellationTerms({
    // Free only while it is an option hold: an option the guest turned into a booking keeps
    // method 'option' (its finish page and mails say "converted") but is a booking now, at the
    // booking's fee — it was cancelled free of charge at any time before.
    method: booking.status === 'option' ? 'option' : 'booking',
    arrival: booking.startDate,
    today: todayInBerlin(ctx.now),
    deadlineDays: quote?.cancellation?.deadlineDays ?? null,
    totalCents: booking.totalCents ?? booking.priceCompleteCents,
    insuranceCents: insuranceOf(quote),
    paidCents: paidOf(payments, voucherCents),
    voucherPaidCents: voucherCents,
    waived,
  });
}

/**
 * Whether a cancellation fee beyond the payments is opened as a payment to the guest (card link,
 * transfer, invoice): not when the landlord collects (he bills it himself) or no method is stored.
 */
export function feeOpensPayment(paymentMethod: string | null): boolean {
  return paymentMethod !== null && paymentMethod !== 'landlord';
}

/**
 * What cancelling the booking costs today, at its terms and with every cost waived (its payments
 * and vouchers read once, now): the office's list prices it here (decision 090), as cancelLocked
 * will inside the booking's lock.
 */
export async function cancellationNow(
  ctx: RequestContext,
  booking: BookingRecord,
): Promise<{ atTerms: CancellationTerms; waived: CancellationTerms }> {
  const [payments, voucherCents] = await Promise.all([
    bookingPayments(ctx, booking.bookingId),
    redeemedOnBooking(ctx.deps.database.db, booking.bookingId),
  ]);
  return {
    atTerms: termsOf(ctx, booking, payments, voucherCents),
    waived: termsOf(ctx, booking, payments, voucherCents, true),
  };
}

function offerOf(terms: CancellationTerms): CancellationOffer {
  if (!terms.cancellable) {
    return {
      possible: false,
      free: false,
      deadline: null,
      tier: null,
      percent: 0,
      feeCents: 0,
      insuranceKeptCents: 0,
      refundCents: 0,
      voucherRefundCents: 0,
      owedCents: 0,
    };
  }
  const { cancellable: _cancellable, ...rest } = terms;
  return { possible: true, ...rest };
}

const lineOf = (line: BookingQuote['lines'][number]): CustomerTripLine => ({
  name: line.name,
  kind: line.kind,
  amount: line.amount,
  unitAmount: line.unitAmount,
  unit: line.unit,
  refundable: line.refundable,
});

/** Reads the account's booking by its display number, or null (unknown or not the account's). */
async function ownBooking(
  ctx: RequestContext,
  displayNumber: number,
): Promise<AccountBookingRow | null> {
  const accountId = customerAccount(ctx);
  if (accountId === null || !validDisplayNumber(displayNumber)) return null;
  return findAccountBooking(ctx.deps.database.db, accountId, displayNumber);
}

/** The booking's details for its customer, or null (the caller answers 404). */
export async function customerBooking(
  ctx: RequestContext,
  displayNumber: number,
): Promise<CustomerTripDetails | null> {
  const row = await ownBooking(ctx, displayNumber);
  if (row === null) return null;
  const { booking } = row;
  const status = booking.status as BookingStatus;
  const today = todayInBerlin(ctx.now);
  const quote = storedQuote(row.booking);
  const db = ctx.deps.database.db;
  const [payments, customer, voucherCents, voucherReturnedCents, voucherOpen] = await Promise.all([
    bookingPayments(ctx, booking.bookingId),
    findCustomer(db, booking.customerNumber),
    redeemedOnBooking(db, booking.bookingId),
    returnedToBooking(db, booking.bookingId),
    voucherOpenCents(db, booking),
  ]);
  const confirmed = status === 'confirmed' || status === 'paid';
  const holds = isBlocking(status);
  // What is open: the plan's payments while the booking holds; after a late cancellation the fee
  // still owed (every other open payment was cancelled with the booking).
  const due = payments
    .filter((p) => isStillDue(p.status) && (holds || p.kind === 'cancellationFee'))
    .reduce((s, p) => s + p.amountCents, 0);
  const url =
    (holds || due > 0) && status !== 'option'
      ? await paymentUrl(ctx, {
          bookingId: booking.bookingId,
          language: languageOf(booking),
          // The card page returns to the booking's page with the guest's link (as the finish page).
          returnAccess: booking.guestHash === null ? null : guestToken(ctx.deps, booking),
        })
      : null;
  return {
    ...tripOf(ctx, row, today),
    bookingId: booking.bookingId,
    voucherOpenCents: voucherOpen,
    childAges: booking.childAges,
    // The traveller as this booking was made (the printable confirmation's addressee); older rows
    // have only the account's customer record, which keeps the latest booking's traveller.
    traveller:
      (booking.traveller && {
        name: booking.traveller.name,
        street: booking.traveller.street,
        zip: booking.traveller.zip,
        city: booking.traveller.city,
        country: booking.traveller.country,
      }) ??
      (customer === null
        ? null
        : {
            name: `${customer.firstName} ${customer.lastName}`,
            street: customer.street,
            zip: customer.zipcode,
            city: customer.city,
            country: customer.country,
          }),
    paymentMethod: (booking.paymentMethod as PaymentMethod | null) ?? null,
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
    lines: quote?.lines.map(lineOf) ?? [],
    onSite: quote?.onSite.map(lineOf) ?? [],
    payments,
    voucherCents,
    voucherPartCents: voucherPartOf(payments, voucherCents),
    voucherReturnedCents,
    // What vouchers paid and did not come back as a new voucher counts as paid.
    paidCents: paidOf(payments, voucherCents - voucherReturnedCents),
    dueCents: due,
    paymentUrl: url,
    // Where a transfer goes, while there is something to transfer for (decision 080).
    transfer:
      due > 0
        ? await transferDetails(ctx.deps, {
            paymentMethod: booking.paymentMethod,
            displayNumber: displayNumberOf(booking),
          })
        : null,
    // The landlord's address is the guest's once the landlord has accepted the booking.
    landlord: confirmed
      ? await landlordContactOf(ctx.deps.database.db, booking.objectNumber)
      : null,
    terms:
      quote?.cancellation == null
        ? null
        : {
            label: quote.cancellation.label,
            head: quote.cancellation.head,
            text: quote.cancellation.text,
            deadlineDays: quote.cancellation.deadlineDays,
          },
    cancellation: holds ? offerOf(termsOf(ctx, booking, payments, voucherCents)) : null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancellationFeeCents: booking.cancellationFeeCents ?? null,
    declineReason: status === 'declined' ? booking.declineReason : null,
  };
}

/**
 * The customer cancels the booking (an option: lets it go). `expectedFeeCents` is the fee the
 * guest was shown: a different fee now (a tier boundary passed at midnight) refuses with
 * 'conflict' so the guest confirms the new amount. The work is cancelLocked's.
 */
export async function cancelBooking(
  ctx: RequestContext,
  displayNumber: number,
  input: { expectedFeeCents: number },
): Promise<CancelledTrip> {
  const row = await ownBooking(ctx, displayNumber);
  if (row === null) throw notFound();
  return cancelLocked(ctx, row.booking.bookingId, {
    actor: 'guest',
    expectedFeeCents: input.expectedFeeCents,
    waived: false,
  });
}

/** Who cancels, at what fee, and what the office's cancellation writes beside it (its audit). */
export interface CancelOptions {
  actor: 'guest' | 'office';
  /** The fee the canceller was shown (checked unless waived). */
  expectedFeeCents: number;
  /**
   * The refund the canceller was shown (the office's page; checked when given): a payment recorded
   * meanwhile changes it without changing the fee.
   */
  expectedRefundCents?: number;
  /** The refusal from the arrival day on (the guest's text says "contact us"; the office's not). */
  tooLateKey?: string;
  /** The office waives every cost (decision 090): nothing kept, everything paid goes back. */
  waived: boolean;
  /** Runs in the transaction after the transition (the office's audit entry). */
  alsoInTransaction?: (
    tx: Db,
    before: BookingRecord,
    after: { booking: BookingRecord; terms: CancellationTerms & { cancellable: true } },
  ) => Promise<void>;
}

/**
 * A booking cancelled, by its guest or by the office for the guest (decision 090). One
 * transaction: the booking locked, the transition (dates, calendar and open payments released),
 * the time and fee stored, a fee beyond what was paid opened as a payment, a voucher's share given
 * back as a voucher, the mails to the guest and the landlord queued. After commit: the
 * online-paid money beyond the fee refunded, the search told the dates are free. Refused: not
 * found (404), not holding (409 notAllowed), from the arrival day on (409 cancelTooLate), a fee
 * other than the one shown (409 cancellationFeeChanged, with the new figures).
 */
export async function cancelLocked(
  ctx: RequestContext,
  bookingId: number,
  options: CancelOptions,
): Promise<CancelledTrip> {
  const db = ctx.deps.database.db;
  const [brand, operator] = await Promise.all([mailBrand(ctx), operatorPayments(ctx.deps)]);
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await lockBooking(tx, bookingId);
    if (booking === null) throw notFound();
    const status = booking.status as BookingStatus;
    if (!BLOCKING_STATUSES.has(status)) {
      throw new DomainError('conflict', 'errors.booking.notAllowed', {
        field: 'bookingid',
        data: { status },
      });
    }
    // Payments are read in the transaction and locked: a card payment's notification (which does
    // not take the booking's lock) either was recorded before, and counts here, or waits and
    // finds its payment cancelled, a late payment to give back whole (confirmNotification `late`).
    const payments = await bookingPaymentsIn(tx, booking.bookingId, true);
    const terms = termsOf(
      ctx,
      booking,
      payments,
      await redeemedOnBooking(tx, booking.bookingId),
      options.waived,
    );
    if (!terms.cancellable) {
      throw new DomainError('conflict', options.tooLateKey ?? 'errors.booking.cancelTooLate', {
        field: 'bookingid',
      });
    }
    const feeChanged = !options.waived && terms.feeCents !== options.expectedFeeCents;
    const refundChanged =
      options.expectedRefundCents !== undefined &&
      terms.refundCents !== options.expectedRefundCents;
    if (feeChanged || refundChanged) {
      throw new DomainError('conflict', 'errors.booking.cancellationFeeChanged', {
        field: feeChanged ? 'expectedFeeCents' : 'expectedRefundCents',
        data: {
          feeCents: terms.feeCents,
          refundCents: terms.refundCents,
          voucherRefundCents: terms.voucherRefundCents,
        },
      });
    }
    // The guest lets an option go; the office cancels it (its rules allow no 'release').
    const applied = await applyTransition(
      tx,
      booking,
      status === 'option' && options.actor === 'guest' ? 'release' : 'cancel',
      options.actor,
      ctx.now,
    );
    await markCancelled(tx, booking.bookingId, {
      cancelledAt: ctx.now,
      cancellationFeeCents: terms.feeCents,
    });
    // The fee beyond what was paid is owed now: one open payment in the booking's way of paying
    // (card page, or the transfer's account), due in 14 days. The mail and the booking's page say
    // how (paymentInstructions); a landlord who collects bills it himself.
    const stored = booking.paymentMethod as PaymentMethod | null;
    const owesFee = terms.owedCents > 0 && feeOpensPayment(stored);
    // Owed now, in a way the site still takes (card payments switched off since the booking:
    // the transfer or the invoice instead), and the booking says that way, as its screens read it.
    const method =
      owesFee && stored !== null
        ? methodStillTaken(stored, operator, quotedPayments(booking.price))
        : stored;
    if (owesFee && method !== null) {
      if (method !== stored) await updatePaymentMethod(tx, booking.bookingId, method);
      await openPayments(tx, {
        bookingId: booking.bookingId,
        plan: [
          {
            kind: 'cancellationFee',
            amountCents: terms.owedCents,
            dueDate: addDays(todayInBerlin(ctx.now), CANCELLATION_FEE_DAYS),
          },
        ],
        method,
        now: ctx.now,
      });
    }
    // What vouchers paid of the refund goes back as a new voucher, with its own mail (decision 081).
    const returned = await returnVoucherShare(
      tx,
      ctx,
      applied.booking,
      terms.voucherRefundCents,
      brand,
    );
    const { customer, recipient, language, contact, facts } = await guestMailBase(
      tx,
      applied.booking,
    );
    const data = {
      ...facts,
      feeCents: terms.feeCents,
      refundCents: terms.refundCents,
      voucherRefundCents: terms.voucherRefundCents,
      insuranceKeptCents: terms.insuranceKeptCents,
    };
    const mails = await queueBookingMails(
      tx,
      [
        {
          kind: 'guestCancellation',
          dedupeKey: `guestCancellation:${booking.bookingId}`,
          recipient,
          language,
          bookingId: booking.bookingId,
          // The fee's card link, or the account of a transfer, when the mail is sent (outbox.ts).
          data: {
            ...data,
            brand,
            ...(owesFee ? { paymentUrl: null, paymentFor: booking.bookingId } : {}),
          },
        },
        ...(contact?.email
          ? [
              {
                kind: 'landlordCancellation' as const,
                dedupeKey: `landlordCancellation:${booking.bookingId}`,
                recipient: contact.email,
                language: LANDLORD_LANGUAGE,
                bookingId: booking.bookingId,
                data: {
                  ...data,
                  ...bookingFacts(
                    applied.booking,
                    customer,
                    objectTitle(contact, LANDLORD_LANGUAGE),
                  ),
                  name: null,
                  brand,
                  cancelledBy: options.actor,
                },
              },
            ]
          : []),
      ],
      ctx.now,
    );
    await options.alsoInTransaction?.(tx, booking, { booking: applied.booking, terms });
    return {
      booking: applied.booking,
      terms,
      payments,
      mails: [...mails, ...(returned?.mails ?? [])],
    };
  });
  await notifyObjectsChanged(ctx.deps, [result.booking.objectNumber]);
  deliverAfterAnswer(ctx, result.mails);
  const refundedOnline = await refundOnline(
    ctx,
    result.payments,
    result.terms.refundCents - result.terms.voucherRefundCents,
  );
  return {
    bookingDisplayNumber: displayNumberOf(result.booking),
    displayNumber: result.booking.displayNumber,
    status: result.booking.status as BookingStatus,
    feeCents: result.terms.feeCents,
    refundCents: result.terms.refundCents,
    refundedOnlineCents: refundedOnline,
    voucherRefundCents: result.terms.voucherRefundCents,
  };
}

/**
 * Gives back up to `amount` of what was paid, the latest payment first (the fee is kept from the
 * earliest, the deposit): card payments through their provider, transfers as refunds the office
 * sends back (refundPayment leaves them pending on its list). Returns what went back online; a
 * failed refund is logged without personal data and listed for the office (one per payment).
 */
async function refundOnline(
  ctx: RequestContext,
  payments: readonly PaymentView[],
  amount: number,
): Promise<number> {
  let left = amount;
  let refunded = 0;
  const online = payments
    .filter((p) => p.status === 'paid' && (isOnlineMethod(p.method) || isPaidByTransfer(p.method)))
    .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? '') || b.paymentId - a.paymentId);
  for (const payment of online) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amountCents);
    try {
      const answer = await refundPayment(ctx, payment.paymentId, 'bookingCancelled', part);
      if (answer.status === 'refunded') refunded += answer.amountCents;
    } catch (error) {
      ctx.log?.error({ paymentId: payment.paymentId, err: error }, 'cancellation refund failed');
    }
    left -= part;
  }
  return refunded;
}
