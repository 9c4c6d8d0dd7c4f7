// The landlord's side of a booking (issue 15; SPEC §6, §7): the link of the landlord mail
// (bookingId + bookingHash) opens the booking — the stay, the party, what the landlord receives —
// and lets the landlord confirm or decline it (with a reason the guest reads). Who: whoever holds
// the link's secret (links.ts: only its SHA-256 is stored, compared in constant time). An unknown
// id, a wrong hash and a replaced one (a reminder or an option's conversion issued a new link)
// get the same answer: null / notFound, so the answer never tells whether a booking exists.
// Wrong secrets are counted per client address (abuse limits): guessing 256 bits is hopeless, and
// the limit keeps anyone from trying.
import {
  landlordDecisionBody,
  type LandlordBookingView,
  type LandlordDecision,
} from '#core/api/landlord';
import { isPetSize, transition, type BookingStatus } from '#core/booking';
import type { Db } from '#db/client';
import {
  landlordContactOf,
  setDeclineReason,
  type LandlordContact,
} from '#db/repositories/booking-landlord';
import {
  allPaymentsPaid,
  findBooking,
  findCustomer,
  listEvents,
  lockBooking,
  objectContact,
  type BookingRecord,
  type CustomerRecord,
} from '#db/repositories/booking-records';
import { renewCalendarFeedVersion } from '#db/repositories/booking-calendar';
import { redeemedOnBooking } from '#db/repositories/booking-vouchers';
import { listBookingPayments } from '#db/repositories/payments-records';
import { mailBrand } from '#services/partners';
import { refundPayment } from '#services/payments';
import {
  DomainError,
  abuseSubject,
  enforceAbuseLimits,
  isDomainError,
  issueFields,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';
import type { BookingQuote } from '#services/pricing/types';
import { notifyObjectsChanged } from '#services/search';
import { deliverAfterAnswer } from './after-answer';
import { calendarFeedAddress, feedOpenTo } from './calendar-feed';
import { contractFacts } from './contract';
import {
  bookingGuest,
  displayNumberOf,
  guestBookingUrl,
  guestSearchUrl,
  LANDLORD_LANGUAGE,
  objectTitle,
} from './facts';
import { queueGuestMail } from './guest-mail';
import { verifyLandlordHash } from './links';
import { queueBookingMails } from './outbox';
import { applyTransition } from './transitions';
import { returnVoucherShare } from './vouchers';

export const LANDLORD_LIMITS = {
  /** Opening and deciding bookings from one client address (an agency has many bookings). */
  landlordClient: { name: 'landlord.ip', points: 200, perSeconds: 60 * 60 },
  /** Links with a wrong or replaced secret from one client address. */
  landlordMiss: { name: 'landlord.miss.ip', points: 20, perSeconds: 60 * 60 },
  /**
   * New calendar feed addresses of one object (decision 095): each ends the subscriptions made
   * with the one before; five in 24 hours bound how often a live booking's link, in whoever's
   * hands, can do that before the landlord (mailed each time) has heard of it.
   */
  calendarRenewal: { name: 'landlord.calendar.object', points: 5, perSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, AbuseLimit>;

const TOO_MANY = 'errors.booking.tooManyLinks';

const notFound = () =>
  new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });

/** Every call is counted per client address; a spent limit refuses with 429. */
function countCall(ctx: RequestContext): Promise<void> {
  return enforceAbuseLimits(
    ctx,
    [{ limit: LANDLORD_LIMITS.landlordClient, subject: abuseSubject.client(ctx.clientIp) }],
    TOO_MANY,
  );
}

/** A wrong secret: counted, then the same 404 as an unknown booking (or 429 once spent). */
async function miss(ctx: RequestContext): Promise<never> {
  await enforceAbuseLimits(
    ctx,
    [{ limit: LANDLORD_LIMITS.landlordMiss, subject: abuseSubject.client(ctx.clientIp) }],
    TOO_MANY,
  );
  throw notFound();
}

function isLinkOf(booking: BookingRecord | null, hash: string): booking is BookingRecord {
  // verifyLandlordHash compares in constant time; an unknown booking is checked against a dummy
  // so both cases cost the same.
  return verifyLandlordHash(booking?.landlordHash ?? '0'.repeat(64), hash) && booking !== null;
}

/**
 * The booking a landlord link opens, the call counted per client address; a wrong or replaced
 * secret (or no such booking) is counted as a miss and refused notFound (rateLimited once spent).
 */
async function bookingOfLink(
  ctx: RequestContext,
  bookingId: number,
  bookingHash: string,
): Promise<BookingRecord> {
  await countCall(ctx);
  const booking =
    Number.isSafeInteger(bookingId) && bookingId > 0
      ? await findBooking(ctx.deps.database.db, bookingId)
      : null;
  if (!isLinkOf(booking, bookingHash)) return miss(ctx);
  return booking;
}

const LANDLORD_LINE_KINDS = new Set(['rent', 'mandatory', 'extra']);

/** What the landlord receives: the stored quote's rent, mandatory costs and chosen extras. */
function landlordLines(booking: BookingRecord): LandlordBookingView['lines'] {
  const quote = booking.price as unknown as Partial<BookingQuote>;
  if (!Array.isArray(quote.lines)) {
    // Older rows keep only the engine's result: its price is the rent with mandatory costs.
    return [{ name: 'rent', kind: 'rent', amount: booking.priceCompleteCents, quantity: 1 }];
  }
  return quote.lines
    .filter((line) => LANDLORD_LINE_KINDS.has(line.kind))
    .map((line) => ({
      name: line.name,
      kind: line.kind as 'rent' | 'mandatory' | 'extra',
      amount: line.amount,
      quantity: line.quantity,
    }));
}

function nightsOf(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
}

async function decidedAtOf(db: Db, booking: BookingRecord): Promise<string | null> {
  if (booking.confirmedAt !== null) return booking.confirmedAt.toISOString();
  if (booking.status !== 'declined') return null;
  const events = await listEvents(db, booking.bookingId);
  const declined = events.findLast((e) => e.transition === 'decline');
  return declined?.at.toISOString() ?? null;
}

async function landlordView(
  ctx: RequestContext,
  db: Db,
  booking: BookingRecord,
  customer: CustomerRecord | null,
): Promise<LandlordBookingView> {
  const status = booking.status as BookingStatus;
  const contact = await objectContact(db, booking.objectNumber);
  // Before the landlord accepts, the guest is a name and a town: the contact comes with the
  // confirmation (the page and the guest's mail), so a declined guest's data never leaves.
  const accepted = status === 'confirmed' || status === 'paid';
  const guest = bookingGuest(booking, customer);
  const lines = landlordLines(booking);
  return {
    bookingId: booking.bookingId,
    bookingDisplayNumber: displayNumberOf(booking),
    status,
    method: booking.method === 'option' ? 'option' : 'booking',
    objectNumber: booking.objectNumber,
    objectTitle: objectTitle(contact, ctx.language),
    startDate: booking.startDate,
    endDate: booking.endDate,
    nights: nightsOf(booking.startDate, booking.endDate),
    adults: booking.adults,
    childAges: booking.childAges,
    pets: booking.pets,
    petSize: isPetSize(booking.petSize) ? booking.petSize : null,
    guest: {
      name: guest.name,
      city: guest.city,
      country: guest.country,
      email: accepted && guest.email !== '' ? guest.email : null,
      phone: accepted ? guest.phone : null,
    },
    message: booking.message,
    lines,
    landlordTotal: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: 'EUR',
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
    decidedAt: await decidedAtOf(db, booking),
    declineReason: status === 'declined' ? booking.declineReason : null,
    canConfirm: transition(status, 'confirm', 'landlord').ok,
    canDecline: transition(status, 'decline', 'landlord').ok,
  };
}

/**
 * The booking the landlord's link opens, or null (unknown id, wrong or replaced secret: the caller
 * answers 404). Refuses a spent abuse limit (rateLimited).
 */
export async function landlordBooking(
  ctx: RequestContext,
  bookingId: number,
  bookingHash: string,
): Promise<LandlordBookingView | null> {
  let found: BookingRecord;
  try {
    found = await bookingOfLink(ctx, bookingId, bookingHash);
  } catch (error) {
    if (isDomainError(error) && error.code === 'notFound') return null;
    throw error;
  }
  const db = ctx.deps.database.db;
  return landlordView(ctx, db, found, await findCustomer(db, found.customerNumber));
}

/**
 * The landlord ends the object's calendar feed address and gets a new one (decision 095): given
 * to a portal no longer used, or passed on too far, the old one answers 404 from now on. Who:
 * whoever holds the landlord link of a booking that holds the object's nights or ended at most
 * 30 days ago (`feedOpenTo`; wrong links are counted and answered as unknown ones, other links
 * are notFound too). The object's contact is mailed the new address each time, with "not you?
 * tell us", so a renewal nobody asked for does not go unnoticed. At most five in 24 hours per object:
 * 429 `errors.booking.calendarRenewTooMany`. Returns the new address.
 */
export async function renewCalendarFeed(
  ctx: RequestContext,
  bookingId: number,
  bookingHash: string,
): Promise<string> {
  const found = await bookingOfLink(ctx, bookingId, bookingHash);
  if (!feedOpenTo(found, ctx.now)) throw notFound();
  const db = ctx.deps.database.db;
  const { objectNumber } = found;
  await enforceAbuseLimits(
    ctx,
    [{ limit: LANDLORD_LIMITS.calendarRenewal, subject: `object:${objectNumber}` }],
    'errors.booking.calendarRenewTooMany',
  );
  // Read before the transaction (the embedded database's one connection is the transaction's).
  const [contact, brand] = await Promise.all([objectContact(db, objectNumber), mailBrand(ctx)]);
  const renewed = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const version = await renewCalendarFeedVersion(tx, objectNumber, ctx.now);
    if (version === null) return null;
    const mails = contact?.email
      ? await queueBookingMails(
          tx,
          [
            {
              kind: 'landlordCalendarRenewed',
              dedupeKey: `landlordCalendarRenewed:${objectNumber}:${version}`,
              recipient: contact.email,
              language: LANDLORD_LANGUAGE,
              bookingId: found.bookingId,
              // The address itself is filled in when the mail is sent (calendarFor, outbox.ts).
              data: {
                objectTitle: objectTitle(contact, LANDLORD_LANGUAGE),
                objectNumber,
                brand,
                calendarFor: objectNumber,
              },
            },
          ],
          ctx.now,
        )
      : [];
    return { version, mails };
  });
  if (renewed === null) throw notFound();
  deliverAfterAnswer(ctx, renewed.mails);
  return calendarFeedAddress(ctx.deps, objectNumber, renewed.version);
}

/** Refuses input the schema refuses, naming every field (the page's action calls this too). */
export function parseDecision(input: unknown): {
  bookingId: number;
  bookingHash: string;
  decision: LandlordDecision;
  reason?: string | undefined;
} {
  const parsed = landlordDecisionBody.safeParse(input);
  if (parsed.success) return parsed.data;
  throw decisionRefused(parsed.error.issues);
}

/**
 * A decision's refused input, naming every field; a decline without its reason in the words the
 * form shows (the landlord's link and the office's page alike).
 */
export function decisionRefused(issues: readonly { path: readonly PropertyKey[] }[]): DomainError {
  const fields = issueFields(issues);
  const key =
    fields.length === 1 && fields[0] === 'reason'
      ? 'errors.booking.declineReason'
      : 'errors.validation.invalid';
  return new DomainError('invalid', key, { field: fields });
}

interface Decided {
  booking: BookingRecord;
  released: boolean;
  mails: number[];
}

async function decide(
  tx: Db,
  ctx: RequestContext,
  input: ReturnType<typeof parseDecision>,
  brand: Awaited<ReturnType<typeof mailBrand>>,
): Promise<Decided | 'miss'> {
  const booking = await lockBooking(tx, input.bookingId);
  if (!isLinkOf(booking, input.bookingHash)) return 'miss';
  return decideLocked(tx, ctx, booking, {
    actor: 'landlord',
    decision: input.decision,
    reason: input.reason ?? '',
    brand,
  });
}

/**
 * Confirms or declines a booking locked by the caller's transaction, for the landlord (their
 * link) or the office (for a landlord who never answered, /admin/bookings/): the state and its
 * event, the decline's reason, the freed dates and cancelled open payments, the guest's mail, and
 * what vouchers paid given back. Refused (409 conflict, data.status) when decided before.
 */
export async function decideLocked(
  tx: Db,
  ctx: RequestContext,
  booking: BookingRecord,
  how: {
    actor: 'landlord' | 'office';
    decision: LandlordDecision;
    reason: string;
    brand: Awaited<ReturnType<typeof mailBrand>>;
  },
): Promise<Decided> {
  const { brand, reason } = how;
  const status = booking.status as BookingStatus;
  const name = how.decision;
  if (!transition(status, name, how.actor).ok) {
    // Decided before (or an option, which only its guest can turn into a booking to confirm).
    throw new DomainError('conflict', 'errors.booking.alreadyDecided', {
      field: 'decision',
      data: { status },
    });
  }
  let applied =
    name === 'confirm'
      ? await applyTransition(tx, booking, 'confirm', how.actor, ctx.now, {
          confirmedAt: ctx.now,
        })
      : await applyTransition(tx, booking, 'decline', how.actor, ctx.now);
  // The guest paid everything while it waited: confirmed and paid in full is `paid`.
  if (name === 'confirm' && (await allPaymentsPaid(tx, booking.bookingId))) {
    applied = await applyTransition(tx, applied.booking, 'paymentComplete', 'system', ctx.now);
  }
  if (name === 'decline') await setDeclineReason(tx, booking.bookingId, reason);
  const bookingUrl = guestBookingUrl(ctx.deps, applied.booking);
  const mails =
    name === 'confirm'
      ? await queueGuestMail(
          tx,
          applied.booking,
          {
            kind: 'bookingConfirmed',
            dedupeKey: `bookingConfirmed:${booking.bookingId}`,
            data: {
              bookingUrl,
              landlord: publicContact(await landlordContactOf(tx, booking.objectNumber)),
              // What is due then, the account of a transfer and the card page's link: made when
              // the mail is sent (outbox.ts), as for the booking's first mail.
              paymentUrl: null,
              paymentFor: booking.bookingId,
              // The confirmation makes the contract: its terms in the guest's mailbox.
              contract: await contractFacts(tx, booking, ctx.now),
            },
          },
          brand,
          ctx.now,
        )
      : await queueGuestMail(
          tx,
          applied.booking,
          {
            kind: 'bookingDeclined',
            dedupeKey: `bookingDeclined:${booking.bookingId}`,
            data: { bookingUrl, searchUrl: guestSearchUrl(ctx.deps, applied.booking), reason },
          },
          brand,
          ctx.now,
        );
  // What vouchers paid goes back as a new voucher, with its own mail, in this transaction (once,
  // with the decline); money paid goes back after the commit (refundPaid). Decision 081.
  const returned =
    name === 'decline'
      ? await returnVoucherShare(
          tx,
          ctx,
          applied.booking,
          await redeemedOnBooking(tx, booking.bookingId),
          brand,
        )
      : null;
  return {
    booking: { ...applied.booking, declineReason: name === 'decline' ? reason : null },
    released: applied.released,
    mails: [...mails, ...(returned?.mails ?? [])],
  };
}

function publicContact(contact: LandlordContact): LandlordContact {
  return { name: contact.name, email: contact.email, phone: contact.phone };
}

/**
 * The landlord confirms or declines the booking of the link (one transaction: the state and its
 * event, the decline's reason, the freed dates and cancelled open payments, the guest's mail).
 * After the commit: the search index hears of freed dates, money paid online goes back. Refusals:
 * invalid input naming the field (400), unknown booking or wrong secret (404), decided before
 * (409 conflict, data.status), too many attempts (429).
 */
export async function decideBooking(
  ctx: RequestContext,
  raw: {
    bookingId: number | string;
    bookingHash: string;
    decision: string;
    reason?: string | undefined;
  },
): Promise<LandlordBookingView> {
  const input = parseDecision(raw);
  await countCall(ctx);
  const brand = await mailBrand(ctx);
  const db = ctx.deps.database.db;
  const outcome = await db.transaction((tx) => decide(tx as unknown as Db, ctx, input, brand));
  if (outcome === 'miss') return miss(ctx);
  await afterDecision(ctx, outcome);
  return landlordView(
    ctx,
    db,
    outcome.booking,
    await findCustomer(db, outcome.booking.customerNumber),
  );
}

/**
 * After a decision's commit: the search index hears of freed dates, money paid goes back, the
 * mails go out.
 */
export async function afterDecision(ctx: RequestContext, outcome: Decided): Promise<void> {
  // The decision is committed: a failing index refresh must not keep the money or the mails
  // back (the search catches up with its next sync).
  if (outcome.released) {
    try {
      await notifyObjectsChanged(ctx.deps, [outcome.booking.objectNumber]);
    } catch {
      ctx.log?.error(
        { bookingId: outcome.booking.bookingId },
        'search index not told of freed dates',
      );
    }
  }
  if (outcome.booking.status === 'declined') await refundPaid(ctx, outcome.booking.bookingId);
  deliverAfterAnswer(ctx, outcome.mails);
}

/**
 * Gives back what the guest paid for a declined booking (refundPayment: once per payment; a card
 * refund that fails is listed for the office to try again, a transfer is left pending for the
 * office to send back, both at /admin/payments/; so is an invoice payment the office recorded,
 * decision 110). What vouchers paid went back as a new voucher in the decline's transaction;
 * payments settled by a voucher are not refunded here, and the landlord's own collection is never
 * recorded as paid (billed outside the site).
 */
async function refundPaid(ctx: RequestContext, bookingId: number): Promise<void> {
  for (const payment of await listBookingPayments(ctx.deps.database.db, bookingId)) {
    if (payment.status !== 'paid' || payment.method === 'voucher') continue;
    try {
      await refundPayment(ctx, payment.paymentId, 'bookingCancelled');
    } catch (error) {
      if (!isDomainError(error)) {
        ctx.log?.error({ paymentId: payment.paymentId }, 'refund of a declined booking failed');
      }
    }
  }
}
