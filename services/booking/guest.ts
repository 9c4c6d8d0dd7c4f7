// What the guest does with a booking after making it: read it (finish page, mail links) and turn an
// option into a booking. Who: the visitor who made it (its uid cookie), the customer account it
// belongs to, or whoever holds the guest's link from a booking mail (links.ts). Anyone else is
// told nothing — not even that the booking exists (null → 404).
import { BLOCKING_STATUSES, isBlocking, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import { paymentMethodsFor, paymentPlan, type PaymentMethod } from '#core/payments';
import type { Db } from '#db/client';
import {
  claimCustomer,
  findBooking,
  findCustomer,
  findNextStayOfAccount,
  lockBooking,
  objectContact,
  updateLandlordHash,
  updatePaymentMethod,
  type BookingRecord,
} from '#db/repositories/booking-records';
import { mailBrand } from '#services/partners';
import { openPayments, paymentUrl } from '#services/payments';
import { DomainError, type RequestContext } from '#services/platform';
import type { BookingQuote } from '#services/pricing/types';
import { notifyObjectsChanged } from '#services/search';
import { deliverAfterAnswer } from './after-answer';
import { contractFacts } from './contract';
import {
  bookingFacts,
  bookingGuest,
  displayNumberOf,
  guestBookingUrl,
  LANDLORD_LANGUAGE,
  landlordConfirmationUrl,
  landlordMailFacts,
  languageOf,
  objectTitle,
  titleIn,
} from './facts';
import { guestToken, newLandlordSecret, verifyGuestToken } from './links';
import { queueGuestMail } from './guest-mail';
import { queueBookingMails } from './outbox';
import {
  methodStillTaken,
  operatorPayments,
  paymentInstructions,
  quotedPayments,
  type OperatorPayments,
} from './payment-instructions';
import { applyTransition } from './transitions';
import { voucherOpenCents } from './voucher-open';
import type { GuestBooking, GuestBookingPage, NextTrip } from './types';

/** Whether the request may see and act on the booking as its guest (vouchers.ts too). */
export async function isGuestOf(
  ctx: RequestContext,
  booking: BookingRecord,
  access: string | null,
): Promise<boolean> {
  if (access !== null && verifyGuestToken(ctx.deps, booking, access)) return true;
  if (booking.uid !== null && booking.uid === ctx.uid) return true;
  if (ctx.user !== null && ctx.user.kind === 'customer') {
    const customer = await findCustomer(ctx.deps.database.db, booking.customerNumber);
    return customer?.accountId != null && String(customer.accountId) === ctx.user.accountID;
  }
  return false;
}

function isConvertible(booking: BookingRecord, now: Date): boolean {
  return (
    booking.status === 'option' &&
    booking.optionExpiresAt !== null &&
    booking.optionExpiresAt.getTime() > now.getTime()
  );
}

/**
 * What a live option may be paid with once converted: the object's methods as its quote had them
 * that the operator still takes (paymentMethodsFor, the rule the booking form offers), the one
 * stored with the option first, as the form preselects it. The option form asks for no method,
 * so the guest chooses here, not on the card page they would otherwise be sent to.
 */
function conversionMethods(booking: BookingRecord, operator: OperatorPayments): PaymentMethod[] {
  const methods = paymentMethodsFor(
    quotedPayments(booking.price) ?? { payments: [], inkasso: null },
    operator,
  );
  const stored = methodStillTaken(booking.paymentMethod as PaymentMethod | null, operator, null);
  return methods.includes(stored) ? [stored, ...methods.filter((m) => m !== stored)] : methods;
}

/** The booking's stay and who booked it: one lookup (the guest's address). */
async function guestView(ctx: RequestContext, booking: BookingRecord): Promise<GuestBooking> {
  const customer = await findCustomer(ctx.deps.database.db, booking.customerNumber);
  return {
    bookingId: booking.bookingId,
    bookingDisplayNumber: displayNumberOf(booking),
    customerNumber: String(booking.customerNumber),
    method: booking.method === 'option' ? 'option' : 'booking',
    status: booking.status as BookingStatus,
    objectNumber: booking.objectNumber,
    startDate: booking.startDate,
    endDate: booking.endDate,
    adults: booking.adults,
    childAges: booking.childAges,
    pets: booking.pets,
    total: booking.totalCents ?? booking.priceCompleteCents,
    currency: 'EUR',
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
    email: bookingGuest(booking, customer).email,
    paymentMethod: (booking.paymentMethod as PaymentMethod | null) ?? null,
    convertible: isConvertible(booking, ctx.now),
    quote: 'lines' in booking.price ? (booking.price as unknown as BookingQuote) : null,
  };
}

/**
 * The finish page's view: the stay, and how it is paid — the card page, the payments due, the
 * methods a convertible option may take, what a voucher could pay. Only the page (and a
 * conversion, which goes on to the card page) needs these queries; the calendar file and the
 * forms' who-check take guestView.
 */
async function guestPageView(
  ctx: RequestContext,
  booking: BookingRecord,
): Promise<GuestBookingPage> {
  const status = booking.status as BookingStatus;
  const ahead = isBlocking(status) && status !== 'option';
  const [view, url, payment, conversionMethodsNow, voucherOpen] = await Promise.all([
    guestView(ctx, booking),
    ahead
      ? paymentUrl(ctx, {
          bookingId: booking.bookingId,
          language: languageOf(booking),
          // The card page returns here with the guest's link: seen in any browser.
          returnAccess: booking.guestHash === null ? null : guestToken(ctx.deps, booking),
        })
      : null,
    ahead
      ? paymentInstructions(ctx, {
          bookingId: booking.bookingId,
          paymentMethod: booking.paymentMethod,
          displayNumber: displayNumberOf(booking),
        })
      : null,
    isConvertible(booking, ctx.now)
      ? operatorPayments(ctx.deps).then((operator) => conversionMethods(booking, operator))
      : [],
    voucherOpenCents(ctx.deps.database.db, booking),
  ]);
  return {
    ...view,
    conversionMethods: conversionMethodsNow,
    paymentUrl: url,
    payment,
    voucherOpenCents: voucherOpen,
  };
}

/**
 * The logged-in customer's next stay for the dashboard (issue 13: "next trip, once bookings
 * exist"): the earliest booking or live option that has not ended, or null (also for anyone not
 * logged in as a customer). Only the account's own bookings: the query goes through its customers.
 */
export async function nextTripOf(ctx: RequestContext): Promise<NextTrip | null> {
  if (ctx.user === null || ctx.user.kind !== 'customer') return null;
  const accountId = Number(ctx.user.accountID);
  if (!Number.isSafeInteger(accountId)) return null;
  const found = await findNextStayOfAccount(
    ctx.deps.database.db,
    accountId,
    todayInBerlin(ctx.now),
    [...BLOCKING_STATUSES],
  );
  if (found === null) return null;
  const { booking, titles } = found;
  return {
    bookingId: booking.bookingId,
    bookingDisplayNumber: displayNumberOf(booking),
    method: booking.method === 'option' ? 'option' : 'booking',
    status: booking.status,
    objectNumber: booking.objectNumber,
    objectTitle: titleIn(titles, ctx.language),
    startDate: booking.startDate,
    endDate: booking.endDate,
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
  };
}

/**
 * The booking if the request's visitor made it, its customer account is logged in, or `access`
 * is the guest's link secret; else null (the caller answers 404).
 */
export async function bookingOfVisitor(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
): Promise<GuestBooking | null> {
  const booking = await visitorsBooking(ctx, bookingId, access);
  return booking === null ? null : guestView(ctx, booking);
}

/** As bookingOfVisitor, with how the booking is paid: the finish page's view. */
export async function bookingPageOfVisitor(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
): Promise<GuestBookingPage | null> {
  const booking = await visitorsBooking(ctx, bookingId, access);
  return booking === null ? null : guestPageView(ctx, booking);
}

async function visitorsBooking(
  ctx: RequestContext,
  bookingId: number,
  access: string | null,
): Promise<BookingRecord | null> {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) return null;
  const booking = await findBooking(ctx.deps.database.db, bookingId);
  if (booking === null || !(await isGuestOf(ctx, booking, access))) return null;
  return booking;
}

const notFound = () =>
  new DomainError('notFound', 'errors.booking.notFound', { field: 'bookingId' });

/** The logged-in customer's account id, else null. */
function customerAccountId(ctx: RequestContext): number | null {
  if (ctx.user === null || ctx.user.kind !== 'customer') return null;
  const id = Number(ctx.user.accountID);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Whether the logged-in customer may add this booking, made as a guest, to the account: the
 * page was opened with the booking's guest link and no account holds the booking yet.
 */
export async function bookingClaimable(
  ctx: RequestContext,
  bookingId: number,
  access: string | null,
): Promise<boolean> {
  if (customerAccountId(ctx) === null || access === null) return false;
  const db = ctx.deps.database.db;
  const booking = await findBooking(db, bookingId);
  if (booking === null || !verifyGuestToken(ctx.deps, booking, access)) return false;
  return (await findCustomer(db, booking.customerNumber))?.accountId === null;
}

/**
 * A logged-in customer adds a booking made as a guest to the account (decision 084), so it shows
 * in the user area and can be cancelled there. Proof is the booking's own guest link (its access
 * secret, in the booking's mails) — not an e-mail address, which a stranger's account could
 * claim by a confirmation someone clicked. Only a booking no account holds; already this
 * account's: nothing changes. Answers the booking's display number for the user area's page.
 */
export async function claimGuestBooking(
  ctx: RequestContext,
  bookingId: number,
  access: string | null,
): Promise<{ bookingDisplayNumber: string; claimed: boolean }> {
  const accountId = customerAccountId(ctx);
  const db = ctx.deps.database.db;
  const booking = Number.isSafeInteger(bookingId) ? await findBooking(db, bookingId) : null;
  if (
    accountId === null ||
    booking === null ||
    access === null ||
    !verifyGuestToken(ctx.deps, booking, access)
  ) {
    throw notFound();
  }
  const customer = await findCustomer(db, booking.customerNumber);
  if (customer === null) throw notFound();
  const bookingDisplayNumber = displayNumberOf(booking);
  if (customer.accountId === accountId) return { bookingDisplayNumber, claimed: false };
  const taken = () =>
    new DomainError('conflict', 'errors.booking.claimedByOther', { field: 'bookingId' });
  if (customer.accountId !== null) throw taken();
  // Read before the transaction (the embedded database's one connection is the transaction's).
  const brand = await mailBrand(ctx);
  const mails = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await claimCustomer(tx, customer.customerNumber, accountId))) throw taken();
    // The address the booking was made with hears of it: from now on that account can cancel.
    return queueGuestMail(
      tx,
      booking,
      {
        kind: 'bookingClaimed',
        dedupeKey: `bookingClaimed:${booking.bookingId}:${accountId}`,
        data: { account: ctx.user?.email ?? '', bookingUrl: guestBookingUrl(ctx.deps, booking) },
      },
      brand,
      ctx.now,
    );
  });
  deliverAfterAnswer(ctx, mails);
  return { bookingDisplayNumber, claimed: true };
}

/**
 * The guest turns the option into a booking (finish page or the mail's link): its payments are
 * opened (the plan from today), the hold no longer lapses, the landlord is told with a new
 * confirmation link. An option past its hold cannot be converted (notAvailable); the expiry job
 * or the next booking of the object lets it lapse. `chosen` is the method the guest picked on the
 * finish page (one of conversionMethods, else invalid on `paymentMethod`); null keeps the one
 * stored with the option while the operator still takes it.
 */
export async function convertOption(
  ctx: RequestContext,
  bookingId: number,
  access: string | null = null,
  chosen: PaymentMethod | null = null,
): Promise<GuestBookingPage> {
  const db = ctx.deps.database.db;
  const found = await visitorsBooking(ctx, bookingId, access);
  if (found === null) throw notFound();
  // Read before the transaction (the embedded database's one connection is the transaction's).
  const [brand, operator] = await Promise.all([mailBrand(ctx), operatorPayments(ctx.deps)]);
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await lockBooking(tx, bookingId);
    if (booking === null) throw notFound();
    if (booking.status === 'option' && !isConvertible(booking, ctx.now)) {
      throw new DomainError('notAvailable', 'errors.booking.optionLapsed', { field: 'bookingId' });
    }
    if (chosen !== null && !conversionMethods(booking, operator).includes(chosen)) {
      throw new DomainError('invalid', 'errors.booking.paymentMethod', { field: 'paymentMethod' });
    }
    const applied = await applyTransition(tx, booking, 'convert', 'guest', ctx.now);
    const total = booking.totalCents ?? booking.priceCompleteCents;
    // The guest's choice, else the method stored with the option while the operator takes it.
    const method =
      chosen ??
      methodStillTaken(
        booking.paymentMethod as PaymentMethod | null,
        operator,
        quotedPayments(booking.price),
      );
    if (method !== booking.paymentMethod) {
      // Every screen and mail reads the booking's method: it must be the one its payments have.
      await updatePaymentMethod(tx, bookingId, method);
    }
    await openPayments(tx, {
      bookingId,
      plan: paymentPlan({
        totalCents: total,
        bookingDate: todayInBerlin(ctx.now),
        arrivalDate: booking.startDate,
      }),
      method,
      now: ctx.now,
    });
    const landlord = newLandlordSecret();
    await updateLandlordHash(tx, bookingId, landlord.hash);
    const customer = (await findCustomer(tx, booking.customerNumber))!;
    const contact = await objectContact(tx, booking.objectNumber);
    const language = languageOf(booking);
    const converted = { ...applied.booking, method: 'booking' as const };
    const facts = bookingFacts(converted, customer, objectTitle(contact, language));
    // Converted, the option is a contract: its terms as the option's quote had them.
    const contract = await contractFacts(tx, applied.booking, ctx.now);
    const mails = await queueBookingMails(
      tx,
      [
        {
          kind: 'guestConfirmation',
          dedupeKey: `guestConfirmation:converted:${bookingId}`,
          recipient: bookingGuest(converted, customer).email,
          language,
          bookingId,
          data: {
            ...facts,
            optionExpiresAt: null,
            brand,
            bookingUrl: guestBookingUrl(ctx.deps, applied.booking),
            paymentUrl: null,
            paymentFor: bookingId,
            cancellation: contract.cancellation,
            contract,
          },
        },
        ...(contact?.email
          ? [
              {
                kind: 'landlordNotification' as const,
                dedupeKey: `landlordNotification:converted:${bookingId}`,
                recipient: contact.email,
                language: LANDLORD_LANGUAGE,
                bookingId,
                data: {
                  ...landlordMailFacts(converted, customer, contact, brand),
                  optionExpiresAt: null,
                  paymentMethod: method,
                  confirmationUrl: landlordConfirmationUrl(ctx.deps, booking, landlord.token),
                  calendarFor: converted.objectNumber,
                },
              },
            ]
          : []),
      ],
      ctx.now,
    );
    return { booking: applied.booking, mails };
  });
  await notifyObjectsChanged(ctx.deps, [result.booking.objectNumber]);
  deliverAfterAnswer(ctx, result.mails);
  return guestPageView(ctx, result.booking);
}
