// Travel vouchers (issue 15; docs/payments.md "Travel vouchers"): the operator issues one (goodwill,
// or the credit of a cancelled booking) to the customer of a booking; the guest sees it on
// /ihr-reisegutschein/{bookingID}/{customerNumber}/ and redeems its code against the amount a
// running booking still owes the agency. The pair of numbers in that path is guessable, so it
// opens nothing by itself: the visitor must be the booking's guest (isGuestOf — the uid that made
// it, the customer's account, or the guest link of the mails) and the customer number the
// booking's; anyone else gets the 404 view and never a code.
//
// A redemption is one transaction: the booking is locked, then the voucher; the value is taken by
// a guarded update (only if that much is left and the voucher has not expired), recorded, and the
// payments due next are lowered by it — a payment covered whole becomes paid, settled with
// 'voucher'; the booking that is then paid in full moves on by 'paymentComplete'. Two redemptions
// of one voucher at once: the second waits for the first's lock and finds the value gone.
import { randomBytes } from 'node:crypto';
import { isBlocking, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import type { Db } from '#db/client';
import {
  allPaymentsPaid,
  findBooking,
  findCustomer,
  lockBooking,
  type BookingRecord,
} from '#db/repositories/booking-records';
import {
  findRedemption,
  findVoucherByCode,
  insertRedemption,
  insertVoucher,
  listBookingVouchers,
  lockVoucher,
  markPaidByVoucher,
  redeemableBookingsOf,
  redeemedVoucherExpiries,
  reducePayment,
  takeFromVoucher,
  voucherPayablePayments,
  type VoucherRecord,
} from '#db/repositories/booking-vouchers';
import { paymentUrl } from '#services/payments';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  type AbuseLimit,
  type AppDeps,
  type MailBrand,
  type RequestContext,
} from '#services/platform';
import { deliverAfterAnswer } from './after-answer';
import { displayNumberOf, languageOf } from './facts';
import { queueGuestMail } from './guest-mail';
import { isGuestOf } from './guest';
import { guestToken } from './links';
import { applyTransition } from './transitions';
import { VOUCHER_STATUSES, takesVouchers, voucherOpenCents } from './voucher-open';
import type {
  VoucherPage,
  VoucherPayment,
  VoucherReason,
  VoucherRedeemed,
  VoucherTarget,
  VoucherView,
} from './voucher-types';
import { operatorMailBrand } from '#services/partners';

// ---------------------------------------------------------------------------------------------
// Codes.

/** No 0/O, 1/I: read aloud on the phone or typed from paper, nothing is mistaken. 32 signs. */
export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 12 random signs of 32: 60 bits — with the rate limits below, not guessable. */
const CODE_SIGNS = 12;
const CODE_PREFIX = 'FER';

/** A new code, FER-XXXX-XXXX-XXXX (32 is a power of two: the low 5 bits are uniform). */
export function newVoucherCode(): string {
  const bytes = randomBytes(CODE_SIGNS);
  const signs = [...bytes].map((b) => VOUCHER_ALPHABET[b & 31]!).join('');
  return `${CODE_PREFIX}-${signs.slice(0, 4)}-${signs.slice(4, 8)}-${signs.slice(8)}`;
}

/**
 * The stored form of a code as a guest types or copies it (lower case, spaces, without dashes or
 * prefix, the page's non-breaking hyphens),
 * or null when it cannot be one of ours.
 */
export function normaliseVoucherCode(input: string): string | null {
  let signs = input.toUpperCase().replace(/[\s\-\u2010\u2011]/g, '');
  if (signs.length === CODE_PREFIX.length + CODE_SIGNS && signs.startsWith(CODE_PREFIX)) {
    signs = signs.slice(CODE_PREFIX.length);
  }
  if (signs.length !== CODE_SIGNS) return null;
  if (![...signs].every((c) => VOUCHER_ALPHABET.includes(c))) return null;
  return `${CODE_PREFIX}-${signs.slice(0, 4)}-${signs.slice(4, 8)}-${signs.slice(8)}`;
}

// ---------------------------------------------------------------------------------------------
// Limits.

const HOUR = 60 * 60;

export const VOUCHER_LIMITS = {
  /** Redemptions from one client address: a family redeems a few codes, a guesser thousands. */
  redeemClient: { name: 'voucher.ip', points: 20, perSeconds: HOUR },
  /** Redemptions against one booking (whoever tries: a stolen guest link cannot be used to guess). */
  redeemBooking: { name: 'voucher.booking', points: 10, perSeconds: HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_REDEMPTIONS = 'errors.booking.voucher.tooMany';

// ---------------------------------------------------------------------------------------------
// Links.

/** The voucher page of a booking, with the guest's link secret: it opens in any browser. */
export function voucherPageUrl(
  deps: Pick<AppDeps, 'config' | 'jwtSecret'>,
  booking: BookingRecord,
): string {
  const url = new URL(
    buildPath(
      'RedeemTravelVoucher',
      { bookingID: booking.bookingId, customerNumber: booking.customerNumber },
      languageOf(booking),
    ),
    deps.config.siteOrigin,
  );
  if (booking.guestHash !== null) url.searchParams.set('access', guestToken(deps, booking));
  return url.href;
}

// ---------------------------------------------------------------------------------------------
// Issuing.

export interface IssueVoucherInput {
  bookingId: number;
  customerNumber: number;
  amountCents: number;
  /** ISO date; the last day it can be redeemed (Europe/Berlin). Null: no expiry. */
  expiresOn: string | null;
  reason: VoucherReason;
}

export interface IssuedVoucher {
  voucherId: number;
  code: string;
  /** The queued mail to the customer (deliverAfterAnswer, or the mail job delivers it). */
  mails: number[];
}

const invalid = (field: string) =>
  new DomainError('invalid', 'errors.validation.invalid', { field });

/**
 * The default last day of a voucher issued today: three years to the end of the year, as German
 * law has claims expire (§ 195, § 199 BGB).
 */
export function defaultVoucherExpiry(now: Date): string {
  return `${Number(todayInBerlin(now).slice(0, 4)) + 3}-12-31`;
}

/**
 * Issues a voucher to the customer of a booking and queues the mail that tells them (with the
 * voucher page's link), in a transaction of its own; the mail is delivered right after.
 */
export async function issueVoucher(
  ctx: RequestContext,
  input: IssueVoucherInput,
): Promise<IssuedVoucher> {
  // Read before the transaction: a read of an expired brand inside one waits for the embedded
  // database's one connection, which the transaction holds.
  const brand = await operatorMailBrand(ctx.deps);
  const issued = await ctx.deps.database.db.transaction((t) =>
    issueVoucherIn(t as unknown as Db, ctx, input, brand),
  );
  deliverAfterAnswer(ctx, issued.mails);
  return issued;
}

/**
 * issueVoucher inside the caller's transaction `tx` (a booking that ends gives a voucher's share
 * back in the transaction that ends it), with the brand the caller read before opening it. The
 * caller delivers the queued mails after its commit.
 */
export async function issueVoucherIn(
  tx: Db,
  ctx: RequestContext,
  input: IssueVoucherInput,
  brand: MailBrand,
): Promise<IssuedVoucher> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw invalid('amount');
  if (input.amountCents > 100_000_000) throw invalid('amount');
  if (input.expiresOn !== null && input.expiresOn < todayInBerlin(ctx.now)) {
    throw invalid('expiresOn');
  }
  const booking = await findBooking(tx, input.bookingId);
  if (booking === null || booking.customerNumber !== input.customerNumber) {
    throw new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });
  }
  let voucher: VoucherRecord | null = null;
  // A code drawn twice (1 in 2^60) is drawn again.
  for (let i = 0; voucher === null && i < 5; i++) {
    voucher = await insertVoucher(tx, { ...input, code: newVoucherCode() }, ctx.now);
  }
  if (voucher === null) throw new Error('no free voucher code');
  const mails = await queueGuestMail(
    tx,
    booking,
    {
      kind: 'voucherIssued',
      dedupeKey: `voucherIssued:${voucher.id}`,
      data: {
        code: voucher.code,
        amountCents: voucher.amountCents,
        expiresOn: voucher.expiresOn,
        reason: input.reason,
        voucherUrl: voucherPageUrl(ctx.deps, booking),
      },
    },
    brand,
    ctx.now,
  );
  return { voucherId: voucher.id, code: voucher.code, mails };
}

/**
 * Gives back what travel vouchers paid of a booking that ended (declined by the landlord, or the
 * voucher's share of a cancellation's refund: core cancellationTerms' voucherRefundCents), as a new
 * voucher of reason 'returned' to the booking's customer — a voucher's value only goes down, and
 * no provider can take it back (decision 081). Valid as long as the longest-valid voucher it came
 * from, and at least as long as a voucher issued today; without expiry when one had none. Runs in
 * the transaction that ends the booking (the booking locked), so it happens once with the end.
 */
export async function returnVoucherShare(
  tx: Db,
  ctx: RequestContext,
  booking: BookingRecord,
  amountCents: number,
  brand: MailBrand,
): Promise<IssuedVoucher | null> {
  if (amountCents < 1) return null;
  const expiries = await redeemedVoucherExpiries(tx, booking.bookingId);
  const floor = defaultVoucherExpiry(ctx.now);
  const expiresOn = expiries.some((e) => e === null)
    ? null
    : expiries.reduce<string>((latest, e) => (e! > latest ? e! : latest), floor);
  return issueVoucherIn(
    tx,
    ctx,
    {
      bookingId: booking.bookingId,
      customerNumber: booking.customerNumber,
      amountCents,
      expiresOn,
      reason: 'returned',
    },
    brand,
  );
}

// ---------------------------------------------------------------------------------------------
// The voucher page.

const VOUCHER_REASONS: readonly VoucherReason[] = ['office', 'cancellation', 'returned'];

const isVoucherReason = (value: string): value is VoucherReason =>
  (VOUCHER_REASONS as readonly string[]).includes(value);

function stateOf(voucher: VoucherRecord, today: string): VoucherView['state'] {
  if (voucher.remainingCents === 0) return 'usedUp';
  if (voucher.expiresOn !== null && voucher.expiresOn < today) return 'expired';
  return 'usable';
}

function voucherView(voucher: VoucherRecord, today: string): VoucherView {
  return {
    code: voucher.code,
    amountCents: voucher.amountCents,
    remainingCents: voucher.remainingCents,
    expiresOn: voucher.expiresOn,
    reason: isVoucherReason(voucher.reason) ? voucher.reason : 'office',
    state: stateOf(voucher, today),
  };
}

const sum = (values: readonly { amountCents: number }[]) =>
  values.reduce((total, v) => total + v.amountCents, 0);

/**
 * The voucher page of a booking for its guest, or null (404) when the booking is unknown, the
 * visitor is not its guest, or `customerNumber` is not the booking's.
 */
export async function voucherPageOf(
  ctx: RequestContext,
  input: { bookingId: number; customerNumber: number; access: string | null },
): Promise<VoucherPage | null> {
  if (!Number.isSafeInteger(input.bookingId) || input.bookingId < 1) return null;
  const db = ctx.deps.database.db;
  const booking = await findBooking(db, input.bookingId);
  if (booking === null || booking.customerNumber !== input.customerNumber) return null;
  if (!(await isGuestOf(ctx, booking, input.access))) return null;
  const today = todayInBerlin(ctx.now);
  const vouchers = await listBookingVouchers(db, booking.bookingId, booking.customerNumber);
  const customer = await findCustomer(db, booking.customerNumber);
  const candidates = await redeemableBookingsOf(
    db,
    {
      customerNumber: booking.customerNumber,
      accountId: customer?.accountId ?? null,
      email: customer?.email ?? '',
    },
    today,
    VOUCHER_STATUSES,
  );
  const targets: VoucherTarget[] = [];
  for (const candidate of candidates) {
    // The page's guest link opens its own booking only; others by the visitor's uid or account.
    const access = candidate.bookingId === booking.bookingId ? input.access : null;
    if (!(await isGuestOf(ctx, candidate, access))) continue;
    const openCents = await voucherOpenCents(db, candidate);
    if (openCents === 0) continue;
    targets.push({
      bookingId: candidate.bookingId,
      bookingDisplayNumber: displayNumberOf(candidate),
      objectNumber: candidate.objectNumber,
      startDate: candidate.startDate,
      endDate: candidate.endDate,
      openCents,
    });
  }
  return {
    bookingId: booking.bookingId,
    bookingDisplayNumber: displayNumberOf(booking),
    customerNumber: booking.customerNumber,
    vouchers: vouchers.map((v) => voucherView(v, today)),
    targets,
  };
}

// ---------------------------------------------------------------------------------------------
// Redeeming.

const bookingNotFound = () =>
  new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });
/** A code that does not exist and a code of someone else answer alike. */
const codeNotFound = () =>
  new DomainError('notFound', 'errors.booking.voucher.notFound', { field: 'code' });

/**
 * Whether the voucher belongs to the booking's customer: the same number, the same account, or —
 * between guests without an account, each a new customer record with each booking — the same
 * e-mail address however typed (decision 081). An account's record carries whatever address its
 * latest booking was made with, unverified, so it never matches by address: an account holder
 * could otherwise make any address "theirs" with one booking. The code stays the secret; a
 * guest's booking made with someone's address sends its mails to that address.
 */
async function sameCustomer(db: Db, voucher: VoucherRecord, booking: BookingRecord) {
  if (voucher.customerNumber === booking.customerNumber) return true;
  const [mine, theirs] = await Promise.all([
    findCustomer(db, voucher.customerNumber),
    findCustomer(db, booking.customerNumber),
  ]);
  if (mine === null || theirs === null) return false;
  if (mine.accountId !== null || theirs.accountId !== null)
    return mine.accountId === theirs.accountId;
  return mine.email.trim().toLowerCase() === theirs.email.trim().toLowerCase();
}

/**
 * Redeems a voucher against what a booking still owes the agency (POST
 * /api/booking/voucher/redeem and the voucher page's form). The caller must be the booking's guest
 * and the voucher its customer's; anything else is a 404 naming the field, like a wrong code.
 */
export async function redeemVoucher(
  ctx: RequestContext,
  input: { code: string; bookingId: number; access?: string | null },
): Promise<VoucherRedeemed> {
  // Counted before anything is looked up: every try spends a point, right or wrong.
  await enforceAbuseLimits(
    ctx,
    [
      { limit: VOUCHER_LIMITS.redeemClient, subject: abuseSubject.client(ctx.clientIp) },
      { limit: VOUCHER_LIMITS.redeemBooking, subject: `booking:${input.bookingId}` },
    ],
    TOO_MANY_REDEMPTIONS,
  );
  const db = ctx.deps.database.db;
  const found = Number.isSafeInteger(input.bookingId)
    ? await findBooking(db, input.bookingId)
    : null;
  if (found === null || !(await isGuestOf(ctx, found, input.access ?? null))) {
    throw bookingNotFound();
  }
  const code = normaliseVoucherCode(input.code);
  const known = code === null ? null : await findVoucherByCode(db, code);
  if (known === null || !(await sameCustomer(db, known, found))) throw codeNotFound();

  const today = todayInBerlin(ctx.now);
  // Before the transaction, as in issueVoucher.
  const brand = await operatorMailBrand(ctx.deps);
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Booking first, then the voucher: every redemption takes its locks in this order.
    const booking = await lockBooking(tx, found.bookingId);
    if (booking === null) throw bookingNotFound();
    if (!takesVouchers(booking.status)) {
      throw new DomainError('conflict', 'errors.booking.voucher.nothingToPay', {
        field: 'bookingId',
      });
    }
    const voucher = (await lockVoucher(tx, known.id))!;
    if (voucher.remainingCents === 0) {
      throw new DomainError('conflict', 'errors.booking.voucher.used', { field: 'code' });
    }
    if (voucher.expiresOn !== null && voucher.expiresOn < today) {
      throw new DomainError('conflict', 'errors.booking.voucher.expired', { field: 'code' });
    }
    const due = await voucherPayablePayments(tx, booking.bookingId, true);
    const open = sum(due);
    if (open === 0) {
      throw new DomainError('conflict', 'errors.booking.voucher.nothingToPay', {
        field: 'bookingId',
      });
    }
    const amount = Math.min(voucher.remainingCents, open);
    // The guard holds even without the lock above: never below zero, never after expiry.
    const taken = await takeFromVoucher(tx, {
      id: voucher.id,
      amountCents: amount,
      today,
      now: ctx.now,
    });
    if (taken === null) {
      throw new DomainError('conflict', 'errors.booking.voucher.used', { field: 'code' });
    }
    const redemptionId = await insertRedemption(tx, {
      voucherId: voucher.id,
      bookingId: booking.bookingId,
      amountCents: amount,
      at: ctx.now,
    });
    // The payment due next first: the deposit before the balance.
    let left = amount;
    for (const payment of due) {
      if (left === 0) break;
      const settled =
        left >= payment.amountCents
          ? await markPaidByVoucher(tx, {
              paymentId: payment.paymentId,
              voucherId: voucher.id,
              now: ctx.now,
            })
          : await reducePayment(tx, { paymentId: payment.paymentId, byCents: left, now: ctx.now });
      // The rows are locked above; should one have changed anyway, nothing of this redemption
      // stays (the voucher is not charged for a payment it did not pay).
      if (settled === null) {
        throw new DomainError('conflict', 'errors.booking.voucher.paymentChanged', {
          field: 'bookingId',
        });
      }
      left = Math.max(0, left - payment.amountCents);
    }
    let current = booking;
    if (booking.status === 'confirmed' && (await allPaymentsPaid(tx, booking.bookingId))) {
      current = (await applyTransition(tx, booking, 'paymentComplete', 'system', ctx.now)).booking;
    }
    const mails = await queueGuestMail(
      tx,
      current,
      {
        kind: 'paymentReceipt',
        dedupeKey: `paymentReceipt:voucher:${redemptionId}`,
        data: { amountCents: amount, bookingUrl: voucherPageUrl(ctx.deps, current) },
      },
      brand,
      ctx.now,
    );
    return {
      answer: {
        redemptionId,
        bookingId: booking.bookingId,
        redeemedCents: amount,
        remainingCents: taken.remainingCents,
        openCents: open - amount,
        // Paid in full; a booking the landlord has yet to confirm stays `requested`.
        paid: open - amount === 0,
        status: current.status,
      } satisfies VoucherRedeemed,
      mails,
    };
  });
  deliverAfterAnswer(ctx, outcome.mails);
  return outcome.answer;
}

/**
 * A redemption read back by its number, for the page a redemption's form redirects to (post/
 * redirect/get: a reload shows the outcome again instead of posting the code twice). Only for the
 * guest of its booking (isGuestOf), as the redemption itself; anyone else, and a number that does
 * not exist, gets null. The amounts left are today's: the voucher's value and what the booking
 * still owes a voucher; `paid` once the booking owes the agency nothing.
 */
export async function voucherRedemption(
  ctx: RequestContext,
  input: { redemptionId: number; access?: string | null },
): Promise<(VoucherRedeemed & { bookingDisplayNumber: string }) | null> {
  if (!Number.isSafeInteger(input.redemptionId)) return null;
  const db = ctx.deps.database.db;
  const redemption = await findRedemption(db, input.redemptionId);
  if (redemption === null) return null;
  const booking = await findBooking(db, redemption.bookingId);
  if (booking === null || !(await isGuestOf(ctx, booking, input.access ?? null))) return null;
  const openCents = await voucherOpenCents(db, booking);
  return {
    redemptionId: input.redemptionId,
    bookingId: booking.bookingId,
    redeemedCents: redemption.amountCents,
    remainingCents: redemption.remainingCents,
    openCents,
    paid: booking.status === 'paid' || (takesVouchers(booking.status) && openCents === 0),
    status: booking.status,
    bookingDisplayNumber: displayNumberOf(booking),
  };
}

/**
 * After a redemption, the rest is paid through the payment step: the provider's page of the
 * payment due next (returning with the guest's link), or nothing when all is paid. Bank transfer
 * and invoice have no page: paymentUrl null, paid false.
 */
export async function voucherPayment(
  ctx: RequestContext,
  input: { bookingId: number; access?: string | null },
): Promise<VoucherPayment> {
  const db = ctx.deps.database.db;
  const booking = Number.isSafeInteger(input.bookingId)
    ? await findBooking(db, input.bookingId)
    : null;
  if (booking === null || !(await isGuestOf(ctx, booking, input.access ?? null))) {
    throw bookingNotFound();
  }
  const status = booking.status as BookingStatus;
  if (!isBlocking(status) || status === 'option') return { paymentUrl: null, paid: false };
  if (status === 'paid' || (await allPaymentsPaid(db, booking.bookingId))) {
    return { paymentUrl: null, paid: true };
  }
  const url = await paymentUrl(ctx, {
    bookingId: booking.bookingId,
    language: ctx.language,
    returnAccess: booking.guestHash === null ? null : guestToken(ctx.deps, booking),
  });
  return { paymentUrl: url, paid: false };
}
