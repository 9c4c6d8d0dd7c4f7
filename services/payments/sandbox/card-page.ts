// The sandbox provider's hosted card page (/payment/{de|en}/, SPEC §2): what the page shows for a
// signed payment link, and what happens to a card posted to it. The page is the provider's: card
// numbers reach only this code, which keeps the last four digits and the brand and forgets the
// rest; the payment itself is settled only by the signed notification the provider then sends to
// POST /api/payments/sandbox/notify (./notify.ts), never by this page writing our records.
//
// Card testing (trying stolen numbers against a payment form) is held off by abuse limits per
// client and per payment, counted only for well-formed cards.
import {
  cardBrand,
  cardOutcome,
  isValidCardNumber,
  normaliseCardNumber,
  parseExpiry,
} from '#core/payments';
import { bookingDisplayNumber } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import { href } from '#core/routes';
import {
  findPaymentWithBooking,
  type PaymentBooking,
  type PaymentRecord,
} from '#db/repositories/payments-records';
import {
  findCharge,
  hasSucceededCharge,
  insertCharge,
  settleChallenge,
  type SandboxCharge,
} from '#db/repositories/payments-sandbox';
import {
  abuseSubject,
  enforceAbuseLimits,
  isDomainError,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';
import { operatorBrand } from '#services/partners';
import { paymentLinkValid, readPaymentLink } from '../payment-link';
import type { CardActionResult, CardField, CardPageData, CardPageState } from '../types';
import { deliverNotification } from './notify';
import { sandboxId, sandboxProvider } from './provider';
import { paymentProvider } from '../providers';
import { RETURN_ACCESS_PATTERN } from '../provider';

/** Card attempts per client address and hour (a family paying two bookings stays far below). */
export const CARD_ATTEMPTS_PER_CLIENT: AbuseLimit = {
  name: 'payments.card.client',
  points: 20,
  perSeconds: 3_600,
};
/** Card attempts per payment and hour. */
export const CARD_ATTEMPTS_PER_PAYMENT: AbuseLimit = {
  name: 'payments.card.payment',
  points: 10,
  perSeconds: 3_600,
};

const CHARGE_PATTERN = /^ch_[A-Za-z0-9_-]{24}$/;

interface Resolved {
  state: CardPageState;
  payment: PaymentRecord | null;
  booking: PaymentBooking | null;
  /** The guest's link secret the link carries for the return page (provider.ts returnAccess). */
  access: string | null;
}

/** The payment a link names, if the link is ours, unexpired and for the payment as stored. */
async function resolveLink(ctx: RequestContext, query: URLSearchParams): Promise<Resolved> {
  const invalid: Resolved = { state: 'invalidLink', payment: null, booking: null, access: null };
  // The page exists only while the sandbox takes the site's card payments: with CARD_PAYMENTS=off
  // (a live site) an old link, or one made by anyone holding the key, cannot "pay" here.
  if (paymentProvider(ctx.deps)?.name !== sandboxProvider.name) return invalid;
  const link = readPaymentLink(query);
  if (link === null) return invalid;
  const found = await findPaymentWithBooking(ctx.deps.database.db, link.paymentId);
  if (found === null) return invalid;
  const { payment, booking } = found;
  if (!paymentLinkValid(ctx.deps, link, payment, ctx.now)) return invalid;
  const state: CardPageState =
    payment.status === 'paid' || payment.status === 'authorized'
      ? 'alreadyPaid'
      : (payment.status === 'open' || payment.status === 'failed') && payment.method === 'card'
        ? 'form'
        : 'notPayable';
  const access = query.get('access');
  return {
    state,
    payment,
    booking,
    access: access !== null && RETURN_ACCESS_PATTERN.test(access) ? access : null,
  };
}

/** The booking's finish page in the page's site language (where the guest returns). */
function finishUrl(ctx: RequestContext, booking: PaymentBooking, access: string | null): string {
  const name = booking.method === 'option' ? 'OptionFinish' : 'BookingFinish';
  const path = href(name, { objectNumber: booking.objectNumber }, ctx.language);
  const params = new URLSearchParams({ bookingId: String(booking.bookingId) });
  if (access !== null) params.set('access', access);
  return `${path}?${params.toString()}`;
}

/** The signed link's own parameters, to post back with a form (nothing else of the query). */
function linkQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ['payment', 'expires', 'signature']) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const access = query.get('access');
  if (access !== null && RETURN_ACCESS_PATTERN.test(access)) kept.set('access', access);
  return kept.toString();
}

export async function loadCardPage(
  ctx: RequestContext,
  query: URLSearchParams,
): Promise<CardPageData> {
  const { state, payment, booking, access } = await resolveLink(ctx, query);
  const shown = payment !== null && booking !== null;
  return {
    state,
    payee: (await operatorBrand(ctx.deps)).brand.name,
    amountCents: shown ? payment.amountCents : null,
    currency: payment?.currency ?? 'EUR',
    kind: payment?.kind ?? null,
    // The number as every other page and mail shows it ("2026-100001"; it said "100001").
    bookingNumber:
      booking === null ? null : bookingDisplayNumber(booking.displayNumber, booking.createdAt),
    returnUrl: booking === null ? null : finishUrl(ctx, booking, access),
    link: state === 'form' ? linkQuery(query) : '',
  };
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** Where the guest goes once the card has paid. */
export interface CardPaid {
  step: 'paid';
  returnUrl: string;
}

function fieldErrors(ctx: RequestContext, fields: CardFields) {
  const errors: { field: CardField; key: string }[] = [];
  const digits = normaliseCardNumber(fields.number);
  if (fields.number.trim() === '') errors.push({ field: 'number', key: 'errors.numberMissing' });
  else if (digits === null || !isValidCardNumber(digits)) {
    errors.push({ field: 'number', key: 'errors.numberInvalid' });
  }
  const expiry = parseExpiry(fields.expiry, todayInBerlin(ctx.now));
  if (expiry === null) errors.push({ field: 'expiry', key: 'errors.expiryInvalid' });
  else if (expiry.expired) errors.push({ field: 'expiry', key: 'errors.expired' });
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.push({ field: 'cvc', key: 'errors.cvcInvalid' });
  const holder = fields.holder.trim();
  // eslint-disable-next-line no-control-regex
  if (holder === '' || holder.length > 80 || /[\u0000-\u001f\u007f<>]/.test(holder)) {
    errors.push({ field: 'holder', key: 'errors.holderMissing' });
  }
  return { errors, digits };
}

function formAgain(
  fields: Pick<CardFields, 'expiry' | 'holder'>,
  errors: { field: CardField | null; key: string }[],
): CardActionResult {
  return {
    step: 'form',
    errors,
    values: { expiry: fields.expiry.slice(0, 10), holder: fields.holder.slice(0, 80) },
  };
}

/** The outcome of a settled charge: its notification sent, and the guest on or back to the form. */
async function settled(
  ctx: RequestContext,
  charge: SandboxCharge,
  booking: PaymentBooking,
  access: string | null,
  fields: Pick<CardFields, 'expiry' | 'holder'>,
  declinedKey: string,
): Promise<CardActionResult | CardPaid> {
  // Awaited before the guest moves on, so the finish page already knows (a failed delivery is
  // sent again by the redelivery job; the guest is sent on all the same — the card has paid).
  await deliverNotification(ctx.deps, charge, ctx.now);
  if (charge.status === 'succeeded')
    return { step: 'paid', returnUrl: finishUrl(ctx, booking, access) };
  return formAgain(fields, [{ field: null, key: declinedKey }]);
}

/** The card form posted: checked, counted, charged by the test card's rule. */
export async function payByCard(
  ctx: RequestContext,
  query: URLSearchParams,
  fields: CardFields,
): Promise<CardActionResult | CardPaid> {
  const { state, payment, booking, access } = await resolveLink(ctx, query);
  if (state !== 'form' || payment === null || booking === null) {
    return { step: 'unavailable', state: state === 'form' ? 'invalidLink' : state };
  }
  const { errors, digits } = fieldErrors(ctx, fields);
  if (errors.length > 0 || digits === null) return formAgain(fields, errors);
  try {
    await enforceAbuseLimits(
      ctx,
      [
        { limit: CARD_ATTEMPTS_PER_CLIENT, subject: abuseSubject.client(ctx.clientIp) },
        { limit: CARD_ATTEMPTS_PER_PAYMENT, subject: `payment:${payment.paymentId}` },
      ],
      'errors.payments.tooManyAttempts',
    );
  } catch (error) {
    if (isDomainError(error, 'rateLimited')) {
      return formAgain(fields, [{ field: null, key: 'errors.tooManyAttempts' }]);
    }
    throw error;
  }
  const db = ctx.deps.database.db;
  // A session is paid once: a second tab's card is not charged again.
  if (await hasSucceededCharge(db, payment.paymentId)) {
    return { step: 'unavailable', state: 'alreadyPaid' };
  }
  const outcome = cardOutcome(digits);
  const charge = await insertCharge(db, {
    reference: sandboxId('ch'),
    merchantPaymentId: payment.paymentId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: outcome === 'challenge' ? 'challenge' : outcome === 'paid' ? 'succeeded' : 'declined',
    cardLast4: digits.slice(-4),
    cardBrand: cardBrand(digits),
    eventId: outcome === 'challenge' ? null : sandboxId('evt'),
    now: ctx.now,
  });
  if (outcome === 'challenge') return { step: 'challenge', charge: charge.reference };
  return settled(ctx, charge, booking, access, fields, 'errors.declined');
}

/** The challenge step answered: approved (paid) or not (the form again, with a message). */
export async function answerChallenge(
  ctx: RequestContext,
  query: URLSearchParams,
  answer: { charge: string; approve: boolean },
): Promise<CardActionResult | CardPaid> {
  const { state, payment, booking, access } = await resolveLink(ctx, query);
  if (state !== 'form' || payment === null || booking === null) {
    return { step: 'unavailable', state: state === 'form' ? 'invalidLink' : state };
  }
  const blank = { expiry: '', holder: '' };
  if (!CHARGE_PATTERN.test(answer.charge)) {
    return formAgain(blank, [{ field: null, key: 'errors.failed' }]);
  }
  const db = ctx.deps.database.db;
  const pending = await findCharge(db, answer.charge);
  // Only the challenge of this payment, once: a stale or foreign reference changes nothing.
  if (pending === null || pending.merchantPaymentId !== payment.paymentId) {
    return formAgain(blank, [{ field: null, key: 'errors.failed' }]);
  }
  if (answer.approve && (await hasSucceededCharge(db, payment.paymentId))) {
    return { step: 'unavailable', state: 'alreadyPaid' };
  }
  const charge = await settleChallenge(db, answer.charge, {
    status: answer.approve ? 'succeeded' : 'declined',
    eventId: sandboxId('evt'),
    now: ctx.now,
  });
  if (charge === null) return formAgain(blank, [{ field: null, key: 'errors.failed' }]);
  return settled(ctx, charge, booking, access, blank, 'errors.challengeFailed');
}
