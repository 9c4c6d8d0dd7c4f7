// Creating a booking or an option (issue 14, contract 1): the one use-case behind POST /api/booking
// and the booking screens' summary action. Never a double booking
// (docs/decisions/055-occupancy-and-booking-states.md): in ONE transaction the idempotency key is
// claimed, lapsed options of the object are let go, the object's availability and price are read
// afresh and quoted, the booking, its first event, its occupancy row (the exclusion constraint
// refuses an overlap: SQLSTATE 23P01 → notAvailable), the calendar's nights, the payments and the
// mails are written. After the commit every process's search index hears of the object.
import { createHash } from 'node:crypto';
import { type z } from 'zod';
import { bookingBody } from '#core/api/booking';
import { INITIAL_STATUS, optionExpiresAt, type BookingStatus } from '#core/booking';
import { todayInBerlin } from '#core/dates';
import { paymentMethodsFor, paymentPlan } from '#core/payments';
import type { PriceStatus } from '#core/pricing';
import type { Db } from '#db/client';
import {
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  claimIdempotencyKey,
  findAccountCustomer,
  insertBookingRecord,
  insertCustomer,
  insertEvent,
  insertOccupancy,
  markCalendarNights,
  objectContact,
  setGuestHash,
  sqlState,
  storeAnswer,
  updateCustomer,
  type BookingRecord,
  type CustomerRecord,
} from '#db/repositories/booking-records';
import { loadCancellationSource, loadPricingSource } from '#db/repositories/pricing';
import { mailBrand } from '#services/partners';
import { operatorPayments, type OperatorPayments } from './payment-instructions';
import { openPayments, paymentUrl } from '#services/payments';
import { DomainError, isDomainError, issueFields, type RequestContext } from '#services/platform';
import { bookingQuoteOf, insuranceHiddenFor, type BookingQuote } from '#services/pricing';
import { notifyObjectsChanged } from '#services/search';
import {
  bookingFacts,
  displayNumberOf,
  guestBookingUrl,
  LANDLORD_LANGUAGE,
  landlordConfirmationUrl,
  landlordMailFacts,
  objectTitle,
} from './facts';
import { bookingAdmission } from './admission';
import { countBookingWrite } from './limits';
import { guestHashOf, guestToken, newLandlordSecret } from './links';
import { deliverAfterAnswer } from './after-answer';
import { contractFacts } from './contract';
import { queueBookingMails, type QueuedMail } from './outbox';
import { BOOKED_NIGHT, VACANT_NIGHT, lapseOptions } from './transitions';
import type { CreateBookingInput, CreatedBooking } from './types';

/** The answer as stored with the idempotency key (the payment link is made afresh each time). */
type StoredBooking = Omit<CreatedBooking, 'paymentUrl'>;

/** Refuses input the schema refuses, naming every field (the screens' door calls this too). */
export function parseBookingInput(input: unknown): z.infer<typeof bookingBody> {
  const parsed = bookingBody.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = issueFields(parsed.error.issues);
  const key =
    fields.length === 1 && fields[0] === 'acceptTerms'
      ? 'errors.booking.termsRequired'
      : 'errors.validation.invalid';
  throw new DomainError('invalid', key, { field: fields });
}

/** A hash of the request without its key: the same key must come with the same request. */
export function requestHash(input: CreateBookingInput): string {
  const { idempotencyKey: _key, ...rest } = input;
  const canonical = JSON.stringify(rest, (_k, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Why a stay cannot be booked, as the refusal the guest reads (and the field to blame). */
function refusalOf(status: PriceStatus, objectNumber: number): DomainError {
  const data = { objectNumber, status };
  switch (status) {
    case 'occupied':
    case 'noPrice':
    case 'unknownObject':
      return new DomainError('notAvailable', 'errors.booking.notAvailable', {
        field: 'startDate',
        data,
      });
    case 'tooManyPersons':
      return new DomainError('invalid', 'errors.booking.tooManyPersons', { field: 'adults', data });
    case 'petsNotAllowed':
      return new DomainError('invalid', 'errors.booking.petsNotAllowed', { field: 'pets', data });
    case 'minimumStay':
    case 'arrivalDay':
    case 'inThePast':
    case 'invalidDates':
      return new DomainError('invalid', `errors.booking.stay.${status}`, {
        field: status === 'minimumStay' ? 'endDate' : 'startDate',
        data,
      });
    default:
      return new DomainError('notAvailable', 'errors.booking.notAvailable', {
        field: 'startDate',
        data,
      });
  }
}

const notAvailable = (objectNumber: number) =>
  new DomainError('notAvailable', 'errors.booking.notAvailable', {
    field: 'startDate',
    data: { objectNumber, status: 'occupied' },
  });

/** The customer of the booking: the account's own record (updated), or a new one for a guest. */
async function customerFor(
  tx: Db,
  ctx: RequestContext,
  input: CreateBookingInput,
): Promise<CustomerRecord> {
  const t = input.traveller;
  const values = {
    email: t.email,
    salutation: t.salutation,
    firstName: t.firstName,
    lastName: t.lastName,
    street: t.street,
    zipcode: t.zip,
    city: t.city,
    country: t.country,
    phone: t.phone,
  };
  const accountId =
    ctx.user !== null && ctx.user.kind === 'customer' ? Number(ctx.user.accountID) : null;
  if (accountId === null || !Number.isSafeInteger(accountId)) return insertCustomer(tx, values);
  const own = await findAccountCustomer(tx, accountId);
  if (own === null) return insertCustomer(tx, { ...values, accountId });
  return updateCustomer(tx, own.customerNumber, values);
}

function answerOf(
  booking: BookingRecord,
  customer: Pick<CustomerRecord, 'customerNumber'>,
): StoredBooking {
  return {
    bookingId: booking.bookingId,
    bookingDisplayNumber: displayNumberOf(booking),
    customerNumber: String(customer.customerNumber),
    status: booking.status as BookingStatus,
    total: booking.totalCents ?? booking.priceCompleteCents,
    currency: 'EUR',
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
  };
}

interface Booked {
  answer: StoredBooking;
  /** Mails to send right after the answer; empty for a repeated request. */
  mailIds: number[];
  /** Objects whose calendar changed (the booked one, and any whose options lapsed). */
  changed: number[];
}

async function book(
  tx: Db,
  ctx: RequestContext,
  input: CreateBookingInput,
  hideInsurance: boolean,
  brand: Awaited<ReturnType<typeof mailBrand>>,
  /** What the operator offers besides the object's list (offeredPaymentMethods), read before. */
  operator: OperatorPayments,
): Promise<Booked> {
  const now = ctx.now;
  const claim = await claimIdempotencyKey(tx, input.idempotencyKey, requestHash(input), now);
  if (claim !== true) {
    if (claim.requestHash !== requestHash(input)) {
      throw new DomainError('invalid', 'errors.booking.idempotencyKeyReused', {
        field: 'idempotencyKey',
      });
    }
    return { answer: claim.answer as unknown as StoredBooking, mailIds: [], changed: [] };
  }
  const n = input.objectNumber;
  // An option past its hold blocks nothing: it lapses here, in this transaction.
  const lapsed = await lapseOptions(tx, now, { objectNumber: n });

  // Availability and price as they are now, not as a cache of this process last saw them.
  const source = await loadPricingSource(tx, n);
  const data = { objectNumber: n };
  if (source === null) {
    throw new DomainError('notFound', 'errors.object.notFound', { field: 'objectNumber', data });
  }
  if (!source.active) {
    throw new DomainError('gone', 'errors.object.gone', { field: 'objectNumber', data });
  }
  const quote: BookingQuote = bookingQuoteOf(
    { rules: source.rules, availability: source.availability, adultsMax: source.adultsMax },
    input,
    now,
    {
      hideInsurance,
      cancellation: await loadCancellationSource(tx, n),
      language: ctx.language,
    },
  );
  if (!quote.bookable) throw refusalOf(quote.status, n);
  if (input.expectedTotal !== undefined && input.expectedTotal !== quote.total) {
    throw new DomainError('invalid', 'errors.booking.priceChanged', {
      field: 'expectedTotal',
      data: { total: quote.total },
    });
  }
  if (!paymentMethodsFor(quote, operator).includes(input.paymentMethod)) {
    throw new DomainError('invalid', 'errors.booking.paymentMethod', { field: 'paymentMethod' });
  }

  const customer = await customerFor(tx, ctx, input);
  const landlord = newLandlordSecret();
  const status = INITIAL_STATUS[input.method];
  const expires =
    input.method === 'option' ? optionExpiresAt(now, ctx.deps.config.BOOKING_OPTION_DAYS) : null;
  let booking = await insertBookingRecord(tx, {
    customerNumber: customer.customerNumber,
    objectNumber: n,
    method: input.method,
    status,
    startDate: input.startDate,
    endDate: input.endDate,
    adults: input.adults,
    children: input.childAges.length,
    childAges: input.childAges,
    pets: input.pets,
    petSize: input.pets > 0 ? (input.petSize ?? null) : null,
    price: quote as unknown as Record<string, unknown>,
    priceCompleteCents: quote.price.priceObject.priceComplete,
    totalCents: quote.total,
    paymentMethod: input.paymentMethod,
    // As booked: the account's customer record keeps only its latest traveller and address.
    traveller: {
      name: `${input.traveller.firstName} ${input.traveller.lastName}`,
      // The family name apart: a transfer's payer is compared with it (decision 083).
      lastName: input.traveller.lastName,
      street: input.traveller.street || null,
      zip: input.traveller.zip || null,
      city: input.traveller.city || null,
      country: input.traveller.country,
      email: input.traveller.email,
      phone: input.traveller.phone || null,
    },
    insurance: quote.insurance.chosen,
    extras: quote.extras.filter((e) => e.chosen).map((e) => e.name),
    landlordHash: landlord.hash,
    partnerId: ctx.partnerId === null ? null : Number(ctx.partnerId),
    pid: ctx.pid,
    uid: ctx.uid,
    language: ctx.language,
    optionExpiresAt: expires,
    createdAt: now,
    updatedAt: now,
  });
  // The nights first: of concurrent attempts at overlapping dates, the constraint lets one through.
  await insertOccupancy(tx, {
    objectNumber: n,
    bookingId: booking.bookingId,
    startDate: input.startDate,
    endDate: input.endDate,
    expiresAt: expires,
    now,
  });
  booking = { ...booking, guestHash: guestHashOf(guestToken(ctx.deps, booking)) };
  // The guest link's hash needs the row's id and instant, known only now.
  await setGuestHash(tx, booking.bookingId, booking.guestHash!);
  await insertEvent(tx, {
    bookingId: booking.bookingId,
    from: null,
    to: status,
    transition: 'create',
    actor: 'guest',
    now,
  });
  await markCalendarNights(tx, {
    objectNumber: n,
    startDate: input.startDate,
    endDate: input.endDate,
    expect: VACANT_NIGHT,
    mark: BOOKED_NIGHT,
  });
  // An option is free of charge: its payments are opened when the guest converts it.
  if (input.method === 'booking') {
    await openPayments(tx, {
      bookingId: booking.bookingId,
      plan: paymentPlan({
        totalCents: quote.total,
        bookingDate: todayInBerlin(now),
        arrivalDate: input.startDate,
      }),
      method: input.paymentMethod,
      now,
    });
  }

  const contact = await objectContact(tx, n);
  const title = objectTitle(contact, ctx.language);
  const facts = bookingFacts(booking, customer, title);
  const mails: QueuedMail[] = [
    {
      kind: 'guestConfirmation',
      dedupeKey: `guestConfirmation:${booking.bookingId}`,
      recipient: customer.email,
      language: ctx.language,
      bookingId: booking.bookingId,
      data: {
        ...facts,
        brand,
        bookingUrl: guestBookingUrl(ctx.deps, booking),
        // The payment link is made when the mail is sent (outbox.ts); an option pays nothing yet.
        paymentUrl: null,
        // A booking is a contract: its terms go with the mail (an option's come when converted).
        ...(input.method === 'booking'
          ? { paymentFor: booking.bookingId, contract: await contractFacts(tx, booking, now) }
          : {}),
        // The deadline as the summary step showed it (the object's label says "bis 30 Tage vor
        // Anreise" also when that day has passed).
        cancellation:
          quote.cancellation === null
            ? null
            : {
                deadline: quote.cancellation.deadline,
                deadlineDays: quote.cancellation.deadlineDays,
              },
      },
    },
  ];
  if (contact?.email) {
    mails.push({
      kind: 'landlordNotification',
      dedupeKey: `landlordNotification:${booking.bookingId}`,
      recipient: contact.email,
      language: LANDLORD_LANGUAGE,
      bookingId: booking.bookingId,
      data: {
        ...landlordMailFacts(booking, customer, contact, brand),
        paymentMethod: input.method === 'booking' ? input.paymentMethod : null,
        confirmationUrl: landlordConfirmationUrl(ctx.deps, booking, landlord.token),
        calendarFor: booking.objectNumber,
      },
    });
  }
  const mailIds = await queueBookingMails(tx, mails, now);
  const answer = answerOf(booking, customer);
  await storeAnswer(
    tx,
    input.idempotencyKey,
    booking.bookingId,
    answer as unknown as Record<string, unknown>,
  );
  const changed = [...new Set([n, ...lapsed.map((b) => b.objectNumber)])];
  return { answer, mailIds, changed };
}

/**
 * Books a stay or holds it as an option (contract 1). Refusals: invalid input naming the field
 * (400), taken dates `notAvailable` (400), unknown object (404), inactive (410), too many
 * attempts (429). A repeated request with the same idempotency key answers the first answer.
 */
export async function createBooking(
  ctx: RequestContext,
  raw: CreateBookingInput,
): Promise<CreatedBooking> {
  const input = parseBookingInput(raw) as CreateBookingInput;
  return bookingAdmission.run(() => bookInTurn(ctx, input));
}

/** How often a booking runs when PostgreSQL ends it to break a deadlock (nothing was written). */
const DEADLOCK_ATTEMPTS = 6;

async function bookInTurn(ctx: RequestContext, input: CreateBookingInput): Promise<CreatedBooking> {
  await countBookingWrite(ctx, input.traveller.email, 'booking');
  // Everything read of the brand before the transaction: a read of an expired brand inside it
  // would wait for the embedded database's one connection, which the transaction holds.
  const [hideInsurance, brand, operator] = await Promise.all([
    insuranceHiddenFor(ctx),
    mailBrand(ctx),
    operatorPayments(ctx.deps),
  ]);
  let booked: Booked | null = null;
  for (let attempt = 1; booked === null; attempt++) {
    try {
      booked = await ctx.deps.database.db.transaction((tx) =>
        book(tx as unknown as Db, ctx, input, hideInsurance, brand, operator),
      );
    } catch (error) {
      if (!isDomainError(error) && sqlState(error) === EXCLUSION_VIOLATION) {
        throw notAvailable(input.objectNumber);
      }
      // Ended by PostgreSQL to break a deadlock with a concurrent attempt at overlapping nights:
      // nothing of it was written, so it runs again and then sees what the other one took (a
      // refusal, 400) — not a 500 for the guest who merely lost the race. Three attempts were
      // not always enough under load (CI, 20 attempts at once: a third deadlock, answered 500):
      // each new attempt waits a random moment first, so the contenders no longer meet in step.
      if (
        !isDomainError(error) &&
        sqlState(error) === DEADLOCK_DETECTED &&
        attempt < DEADLOCK_ATTEMPTS
      ) {
        ctx.log?.warn({ attempt }, 'booking attempt ended by a deadlock: run again');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    }
  }
  if (booked.changed.length > 0) {
    // Search, calendars and /api/price/ of every process drop the dates (decision 023).
    await notifyObjectsChanged(ctx.deps, booked.changed);
  }
  deliverAfterAnswer(ctx, booked.mailIds);
  const url =
    booked.answer.status === 'option'
      ? null
      : await paymentUrl(ctx, { bookingId: booked.answer.bookingId, language: ctx.language });
  return { ...booked.answer, paymentUrl: url };
}
