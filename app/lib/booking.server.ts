// Loader and action logic of the booking and option flows (SPEC.md §2 Booking*, Option*; §4
// booking flow: step 1 start, step 2 summary, step 3 finish; issue 14). The stay travels in the URL
// (app/lib/booking-stay.ts); every step prices it afresh with the one quote of services/pricing,
// so the screens never add up a price, and tells the guest when the price or the availability
// changed since the step before (the total the guest saw is carried in `quoteTotal`). Nothing is
// booked before the summary's post: its action calls services/booking createBooking — the same
// use-case as POST /api/booking — with an idempotency key made when the summary was rendered, so
// a double click or a reload of the post books once.
//
// Forgery: every page POST must come from the site itself (server/plugins/origin.ts).
import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { runningNumberOf } from '#core/booking';
import { agesForQuote } from '#core/party';
import { freeCancellationOf } from '#core/booking/cancellation';
import { todayInBerlin, type IsoDate } from '#core/dates';
import { GERMAN_ZIPCODE, SALUTATIONS } from '#core/accounts';
import { countryCode, phone as phoneSchema } from '#core/api/accounts';
import { email as emailSchema, entityId, personName, textLine } from '#core/api/common';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { isPaymentMethod, paymentPlan } from '#core/payments';
import { buildPath, type RouteMatch } from '#core/routes';
import { getProfile } from '#services/accounts';
import { getObject } from '#services/catalogue';
import type { ObjectData } from '#services/catalogue/types';
import {
  clientTexts,
  isDomainError,
  type RequestContext,
  type Translate,
} from '#services/platform';
import { quoteBooking } from '#services/pricing';
import type { BookingQuote } from '#services/pricing/types';
import type {
  BookingMethod,
  FieldError,
  FinishData,
  ObjectSummary,
  QuoteLine,
  QuoteView,
  StayScreenData,
  SummaryActionData,
  SummaryData,
  Traveller,
} from '../components/booking/booking-data';
import {
  PET_SIZES,
  carriedCents,
  objectStayQuery,
  parseBookingStay,
  statedAges,
  withBookingStay,
  type BookingStay,
  type PetSize,
  type StayLimits,
} from './booking-stay';
import {
  bookingClaimable,
  bookingOfVisitor,
  bookingPageOfVisitor,
  claimGuestBooking,
  convertOptionFor,
  createBookingFor,
  offeredPaymentMethods,
  voucherCodesOffered,
} from './booking-backend.server';
import type { VoucherCodeResult } from '../components/vouchers/voucher-data';
import { documentUrl } from './document-url';
import { refusalMessage } from './refusal.server';
import { redeemTypedCode, redemptionOnPage } from './voucher-code.server';
import { orPageStatus } from './domain-status.server';
import { loadTableRoute } from './route-loader.server';
import { operatorBrand, siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from './private-headers';

/** Countries offered for the traveller's address (the markets the site serves). */
export const COUNTRIES = [
  'de',
  'at',
  'ch',
  'nl',
  'be',
  'lu',
  'fr',
  'it',
  'dk',
  'pl',
  'cz',
  'es',
  'gb',
];
/** Form posts are a few fields: anything much larger is not one of our forms. */
export const MAX_FORM_BYTES = 16 * 1024;
/** How long an option holds the dates (issue 14: configurable, default 3 days). */
export const OPTION_DAYS = 3;

const PRIVATE = PRIVATE_NO_STORE;

/** States of a booking made and not ended (an option's after its conversion). */
const BOOKED_STATUSES: ReadonlySet<string> = new Set(['requested', 'confirmed', 'paid']);

export function countryOptions(language: string, current: string | null) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes = current && !COUNTRIES.includes(current) ? [...COUNTRIES, current] : COUNTRIES;
  return codes.map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }));
}

export function methodOf(match: RouteMatch): BookingMethod {
  return match.route.bookingMethod ?? 'booking';
}

export function objectNumberOf(match: RouteMatch): number {
  const params: Record<string, unknown> = match.params;
  const n = Number(params.objectNumber);
  // /booking/start/ without an object names no stay to book.
  if (!Number.isInteger(n) || n < 1) throw data(null, { status: 404 });
  return n;
}

export function limitsOf(object: ObjectData): StayLimits {
  return {
    personsMax: object.personsMax,
    adultsMax: object.adultsMax,
    petsAllowed: object.detailPetAllowed,
    asksPetSize: object.detailPetSize !== null,
  };
}

export function objectSummary(object: ObjectData): ObjectSummary {
  const size = object.detailPetSize;
  return {
    objectNumber: object.objectNumber,
    title: object.title,
    place: object.locations.place,
    region: object.locations.region,
    country: object.locations.country,
    image: object.images[0]?.src ?? null,
    href: object.href,
    personsMax: object.personsMax,
    adultsMax: object.adultsMax,
    petsAllowed: object.detailPetAllowed,
    petSizeMax:
      size !== null && (PET_SIZES as readonly string[]).includes(size) ? (size as PetSize) : null,
    landlord: object.landlord,
    agencyName: object.agencyName,
    cancellation:
      object.cancellation === null
        ? null
        : {
            label: object.cancellation.label,
            head: object.cancellation.head,
            text: object.cancellation.text,
            deadlineDays: object.cancellation.deadlineDays,
          },
  };
}

/**
 * The quote of the stay for the screens: every line item and the total from the one quote of
 * services/pricing. Null without dates (nothing to price yet).
 */
export async function quoteView(
  ctx: RequestContext,
  objectNumber: number,
  stay: BookingStay,
): Promise<QuoteView | null> {
  if (stay.startDate === null || stay.endDate === null) return null;
  const quote = await orPageStatus(
    quoteBooking(ctx, {
      objectNumber,
      startDate: stay.startDate,
      endDate: stay.endDate,
      adults: stay.adults,
      childAges: agesForQuote(stay.childAges),
      pets: stay.pets,
      extras: stay.extras,
      insurance: stay.insurance,
    }),
  );
  const line = (item: BookingQuote['lines'][number]): QuoteLine => ({
    name: item.name,
    kind: item.kind,
    amount: item.amount,
    unitAmount: item.unitAmount,
    unit: item.unit,
    refundable: item.refundable,
  });
  return {
    status: quote.status,
    bookable: quote.bookable,
    lines: quote.lines.map(line),
    onSite: quote.onSite.map(line),
    total: quote.total,
    before: quote.before,
    discount: quote.discount,
    nights: quote.nights,
    extras: quote.extras.map((extra) => ({
      id: extra.name,
      amount: extra.amount,
      chosen: extra.chosen,
    })),
    // Offered unless the visit's partner hides insurances or the landlord collects (the quote knows).
    insuranceAmount: quote.insurance.offered ? quote.insurance.amount : null,
    insuranceWithLandlord: quote.insurance.withheld === 'landlord',
    payments: quote.payments,
    inkasso: quote.inkasso,
    cancellationDeadline: quote.cancellation?.deadline ?? null,
  };
}

function summaryCancellation(
  arrival: string | null,
  days: number,
  today: string,
): Pick<SummaryData, 'cancellationDeadline' | 'cancellationDays' | 'cancellationFeePercent'> {
  if (arrival === null) {
    return { cancellationDeadline: null, cancellationDays: days, cancellationFeePercent: null };
  }
  const free = freeCancellationOf(arrival, today, days);
  return {
    cancellationDeadline: free.deadline,
    cancellationDays: free.days,
    cancellationFeePercent: free.feePercent,
  };
}

interface StayPage {
  match: RouteMatch;
  object: ObjectData;
  availability: StayScreenData['availability'];
  stay: BookingStay;
  today: IsoDate;
  params: URLSearchParams;
}

async function loadStayPage(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const objectNumber = objectNumberOf(match);
  const { object, availability } = await orPageStatus(getObject(ctx, objectNumber));
  const today = todayInBerlin(ctx.now);
  const params = documentUrl(request).searchParams;
  const stay = parseBookingStay(params, limitsOf(object), today);
  return { page, stayPage: { match, object, availability, stay, today, params } as StayPage };
}

/** Paths of the flow's steps with the stay (and the partner parameter kept). */
function stepPaths(
  ctx: RequestContext,
  method: BookingMethod,
  object: ObjectData,
  stay: BookingStay,
) {
  const n = { objectNumber: object.objectNumber };
  const partner: Record<string, string> = ctx.partnerId === null ? {} : { partner: ctx.partnerId };
  const start = buildPath(method === 'option' ? 'Option' : 'Booking', n, ctx.language);
  const summary = buildPath(
    method === 'option' ? 'OptionSummary' : 'BookingSummary',
    n,
    ctx.language,
  );
  const query = objectStayQuery(stay);
  const objectParams = new URLSearchParams(query);
  if (ctx.partnerId !== null) objectParams.set('partner', ctx.partnerId);
  const objectQuery = objectParams.toString();
  return {
    start: withBookingStay(start, stay, partner),
    summary: withBookingStay(summary, stay, partner),
    object: objectQuery === '' ? object.href : `${object.href}?${objectQuery}`,
  };
}

/** The traveller's data as a logged-in customer's profile has it, else empty. */
async function travellerFor(ctx: RequestContext): Promise<Traveller> {
  // The operator's home country (core/branding.ts defaultCountry) for guests reading German.
  const home = (await operatorBrand(ctx.deps)).defaultCountry.toLowerCase();
  const empty: Traveller = {
    salutation: 'none',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    zip: '',
    city: '',
    country: ctx.language === 'de' ? home : '',
  };
  if (ctx.user === null || ctx.user.kind !== 'customer') return empty;
  const { profile } = await getProfile(ctx);
  return {
    salutation: profile.salutation ?? 'none',
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? '',
    street: profile.street ?? '',
    zip: profile.zipcode ?? '',
    city: profile.city ?? '',
    country: profile.country ?? home,
  };
}

export async function loadStayStep(ctx: RequestContext, request: Request) {
  const { page, stayPage } = await loadStayPage(ctx, request);
  const { match, object, availability, stay, today, params } = stayPage;
  const method = methodOf(match);
  const step = match.route.bookingStep === 2 ? 2 : 1;
  const quote = await quoteView(ctx, object.objectNumber, stay);
  const carried = carriedCents(params.get('quoteTotal'));
  const t = await siteTranslator(ctx);
  const screen: StayScreenData = {
    method,
    step,
    object: objectSummary(object),
    stay,
    today,
    availability,
    quote,
    changedFrom: quote !== null && carried !== null && carried !== quote.total ? carried : null,
    unavailable: quote !== null && !quote.bookable,
    summary: null,
    paths: stepPaths(ctx, method, object, stay),
  };
  if (step === 2) {
    // The summary needs a bookable stay; without dates it is the start page's job to ask.
    // Dates and every child's age are the start page's to ask (its selects are required).
    if (stay.startDate === null || statedAges(stay) === null)
      throw redirect(screen.paths.start, 303);
    const traveller = await travellerFor(ctx);
    screen.summary = {
      idempotencyKey: randomUUID(),
      traveller,
      loggedIn: ctx.user !== null,
      countries: countryOptions(ctx.language, traveller.country || null),
      paymentMethods: quote === null ? [] : await offeredPaymentMethods(ctx.deps, quote),
      // The schedule of the one payment plan (core/payments), from the quote's total.
      plan:
        quote !== null && quote.bookable && method === 'booking'
          ? paymentPlan({
              totalCents: quote.total,
              bookingDate: today,
              arrivalDate: stay.startDate,
            })
          : null,
      // The terms the user area prices a cancellation by (core/booking/cancellation): the
      // object's days or the default, and the fee that applies today once the deadline passed
      // (decision 102), so the summary says what the booking details will.
      ...summaryCancellation(stay.startDate, object.freeCancelDays, today),
      optionDays: method === 'option' ? OPTION_DAYS : null,
      voucherHint: method === 'booking' && (await voucherCodesOffered(ctx)),
    };
  }
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    // The route's own words: Booking and Option are step 1 (trip and price), the summaries
    // step 2 (the guest's details, then everything checked), as the step list names them.
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.booking),
  };
}

// ---------------------------------------------------------------------------------------------
// The summary's action.

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export const TRAVELLER_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;

/** Reads a form post of at most MAX_FORM_BYTES (else null: not one of our forms). */
export async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return null;
  const body = await request.text();
  if (body.length > MAX_FORM_BYTES) return null;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(body)) form.append(key, value);
  return form;
}

export function formParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
  return params;
}

export type { FieldError, SummaryActionData };
export { PRIVATE };

// ---------------------------------------------------------------------------------------------
// Validation of the traveller's data (the same primitives as the API's schemas, core/api).

const nameSchema = personName(80);
const streetSchema = textLine(120);
const citySchema = textLine(80);

/** The traveller's fields of a post, each checked; refusals name their field. */
export function readTraveller(
  t: Translate,
  form: FormData,
  options: { addressNeeded: boolean; phoneNeeded: boolean },
): { traveller: Traveller; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const refuse = (field: string) =>
    errors.push({ field, message: t(`booking:errors.${field}` as 'booking:errors.failed') });
  const traveller: Traveller = {
    salutation: text(form, 'salutation') || 'none',
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    street: text(form, 'street'),
    zip: text(form, 'zip'),
    city: text(form, 'city'),
    country: text(form, 'country').toLowerCase() || 'de',
  };
  if (!(SALUTATIONS as readonly string[]).includes(traveller.salutation)) refuse('salutation');
  if (!nameSchema.safeParse(traveller.firstName).success) refuse('firstName');
  if (!nameSchema.safeParse(traveller.lastName).success) refuse('lastName');
  if (!emailSchema.safeParse(traveller.email).success) refuse('email');
  const phoneOk = phoneSchema.safeParse(traveller.phone).success;
  if (!phoneOk || (options.phoneNeeded && traveller.phone === '')) refuse('phone');
  if (options.addressNeeded) {
    if (!streetSchema.safeParse(traveller.street).success) refuse('street');
    // SPEC §5: the default (German) zipcode is exactly 5 digits; others letters, digits, blanks.
    const zipOk =
      traveller.country === 'de'
        ? GERMAN_ZIPCODE.test(traveller.zip)
        : /^[A-Za-z0-9 -]{2,10}$/.test(traveller.zip);
    if (!zipOk) refuse('zip');
    if (!citySchema.safeParse(traveller.city).success) refuse('city');
    if (!countryCode.safeParse(traveller.country).success) refuse('country');
  }
  return { traveller, errors };
}

/** What the guest typed, to show again (never more than the form's own fields). */
function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = text(form, name).slice(0, 2_000);
  return values;
}

/**
 * The summary's post: the traveller's data checked, the stay priced afresh and compared with the
 * total the guest confirmed, then createBooking. A changed price or a stay no longer bookable is
 * answered with the page again and a notice (nothing booked); success is a 303 to the card
 * payment or the finish page.
 */
export async function summaryAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const method = methodOf(match);
  const objectNumber = objectNumberOf(match);
  const t = await siteTranslator(ctx);
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  const { object } = await orPageStatus(getObject(ctx, objectNumber));
  const today = todayInBerlin(ctx.now);
  const stay = parseBookingStay(formParams(form), limitsOf(object), today);
  const values = typedValues(form, [...TRAVELLER_FIELDS, 'paymentMethod']);
  const answer = (extra: Partial<SummaryActionData>) =>
    data<SummaryActionData>(
      { ok: false, errors: [], values, priceChangedTo: null, unavailable: false, ...extra },
      { headers: PRIVATE },
    );
  if (stay.startDate === null || stay.endDate === null) {
    return answer({ errors: [{ field: null, message: t('booking:errors.dates') }] });
  }
  const childAges = statedAges(stay);
  if (childAges === null) {
    return answer({ errors: [{ field: null, message: t('booking:errors.childAges') }] });
  }
  const { traveller, errors } = readTraveller(t, form, { addressNeeded: true, phoneNeeded: true });
  const quote = await quoteView(ctx, objectNumber, stay);
  const paymentMethod = text(form, 'paymentMethod');
  const methods: string[] = quote === null ? [] : await offeredPaymentMethods(ctx.deps, quote);
  // An option is free: it is paid, if at all, when it becomes a booking (the first method then).
  const chosenMethod = method === 'option' ? (methods[0] ?? '') : paymentMethod;
  if (method === 'booking' && !methods.includes(chosenMethod)) {
    errors.push({ field: 'paymentMethod', message: t('booking:errors.paymentMethod') });
  }
  if (text(form, 'acceptTerms') !== '1' && text(form, 'acceptTerms') !== 'on') {
    errors.push({ field: 'acceptTerms', message: t('booking:errors.acceptTerms') });
  }
  const key = text(form, 'idempotencyKey');
  if (!/^[A-Za-z0-9-]{16,64}$/.test(key)) {
    errors.push({ field: null, message: t('booking:errors.failed') });
  }
  if (errors.length > 0) return answer({ errors, unavailable: quote === null || !quote.bookable });
  // The guest confirmed a total. Whether the stay is still free at it, createBooking decides in its
  // transaction (expectedTotal): a repeated post with the same key — a double click, a reload of
  // the post — is answered with the first booking even though its dates are taken by it now.
  const confirmed = carriedCents(form.get('quoteTotal') as string | null);
  if (confirmed === null) return answer({ priceChangedTo: quote?.total ?? null });
  let created;
  try {
    created = await createBookingFor(ctx, {
      method,
      objectNumber,
      startDate: stay.startDate,
      endDate: stay.endDate,
      adults: stay.adults,
      childAges,
      pets: stay.pets,
      petSize: stay.petSize,
      insurance: stay.insurance,
      extras: stay.extras,
      traveller,
      paymentMethod: chosenMethod,
      acceptTerms: true,
      idempotencyKey: key,
      expectedTotal: confirmed,
    });
  } catch (error) {
    // Taken meanwhile (the occupancy's constraint), or priced differently inside the transaction.
    if (isDomainError(error) && (error.code as string) === 'notAvailable') {
      return answer({ unavailable: true });
    }
    if (isDomainError(error) && error.key === 'errors.booking.priceChanged') {
      const fresh = await quoteView(ctx, objectNumber, stay);
      return answer({ priceChangedTo: fresh?.total ?? null });
    }
    if (isDomainError(error) && error.field !== undefined) {
      const field = error.field.replace(/^traveller\./, '');
      return answer({ errors: [{ field, message: refusalMessage(t, error) }] });
    }
    return answer({ errors: [{ field: null, message: refusalMessage(t, error) }] });
  }
  if (created.paymentUrl !== null)
    throw redirect(created.paymentUrl, { status: 303, headers: PRIVATE });
  throw redirect(finishPath(ctx, method, objectNumber, created.bookingId), {
    status: 303,
    headers: PRIVATE,
  });
}

export function finishPath(
  ctx: Pick<RequestContext, 'language' | 'partnerId'>,
  method: BookingMethod,
  objectNumber: number,
  bookingId: number,
): string {
  const path = buildPath(
    method === 'option' ? 'OptionFinish' : 'BookingFinish',
    { objectNumber },
    ctx.language,
  );
  const params = new URLSearchParams({ bookingId: String(bookingId) });
  if (ctx.partnerId !== null) params.set('partner', ctx.partnerId);
  return `${path}?${params.toString()}`;
}

/**
 * The booking's page in the user area (issue 15), from the number the guest is told
 * ('2026-100001') or its running number: the login opens it on any device.
 */
export function bookingDetailsPath(
  ctx: Pick<RequestContext, 'language'>,
  displayNumber: string | number,
): string {
  const number = typeof displayNumber === 'number' ? displayNumber : runningNumberOf(displayNumber);
  return buildPath('BookingDetails', { bookingDisplayNumber: number }, ctx.language);
}

/**
 * The .ics file's path of a booking (app/routes/booking-calendar.ts): with the page's access, or
 * from the user area (`from=account`: the event links the booking in the account, which asks for
 * the login on any device, instead of the finish page only the booking's browser may open).
 */
export function calendarPath(
  bookingId: number,
  access: string | null = null,
  from: 'account' | null = null,
): string {
  const path = `/booking/calendar/${bookingId}/stay.ics`;
  const query = new URLSearchParams({
    ...(access === null ? {} : { access }),
    ...(from === null ? {} : { from }),
  }).toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The guest's secret a booking mail's link brings (`access`, services/booking links.ts): it opens
 * the booking in any browser, not only in the one that booked. Null when absent or not of its form.
 */
export function accessOf(params: URLSearchParams): string | null {
  const value = params.get('access');
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

function bookingIdOf(value: string | null): number | null {
  const id = entityId.safeParse(value);
  return id.success ? id.data : null;
}

/**
 * Step 3: the booking the URL names, only for the visitor or customer who made it — anyone else
 * gets the 404 view (the booking's numbers, dates and address are the guest's).
 */
export async function loadFinish(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const objectNumber = objectNumberOf(match);
  const params = documentUrl(request).searchParams;
  const bookingId = bookingIdOf(params.get('bookingId'));
  if (bookingId === null) throw data(null, { status: 404 });
  const access = accessOf(params);
  const booking = await bookingPageOfVisitor(ctx, bookingId, access);
  if (booking === null || booking.objectNumber !== objectNumber) throw data(null, { status: 404 });
  const { object } = await orPageStatus(getObject(ctx, objectNumber));
  const t = await siteTranslator(ctx);
  const registration = buildPath('UserRegistration', {}, ctx.language);
  const screen: FinishData = {
    method: booking.method,
    object: objectSummary(object),
    bookingId: booking.bookingId,
    bookingDisplayNumber: booking.bookingDisplayNumber,
    customerNumber: booking.customerNumber,
    status: booking.status,
    startDate: booking.startDate,
    endDate: booking.endDate,
    adults: booking.adults,
    children: booking.childAges.length,
    pets: booking.pets,
    total: booking.total,
    optionExpiresAt: booking.optionExpiresAt,
    email: booking.email,
    loggedIn: ctx.user !== null,
    claimable: (await bookingClaimable(ctx, booking.bookingId, access))
      ? (ctx.user?.email ?? null)
      : null,
    calendarHref: calendarPath(booking.bookingId, access),
    convertible: booking.convertible,
    conversionMethods: booking.conversionMethods,
    paymentUrl: booking.paymentUrl,
    payment: booking.payment,
    registrationHref: `${registration}?${new URLSearchParams({ email: booking.email }).toString()}`,
    // An option the guest turned into a booking is shown as that booking on either finish page
    // (the option's mails link to the option's), a held or lapsed one as the option: by its state,
    // not by the URL.
    converted: booking.method === 'option' && BOOKED_STATUSES.has(booking.status),
    // The code field's amount; 0 shows none (nothing to pay, or a partner hiding codes).
    voucherOpenCents: (await voucherCodesOffered(ctx)) ? booking.voucherOpenCents : 0,
  };
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    finish: screen,
    // What a code just paid: the code field's redirect names it (?redeemed=; post/redirect/get).
    voucher: await redemptionOnPage(ctx, request, { bookingId: booking.bookingId, access }),
    heading: t(`routes:${match.baseName}.title`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.booking),
  };
}

/**
 * The finish page posts `convert` (the option becomes a booking, same total), `claim` (a
 * logged-in customer adds the booking, opened with its guest link, to the account) or `redeem`
 * (a travel voucher's code pays what is due next; decision 108).
 */
export async function finishAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const objectNumber = objectNumberOf(match);
  const form = await readForm(request);
  const intent = form === null ? null : text(form, 'intent');
  if (form === null || (intent !== 'convert' && intent !== 'claim' && intent !== 'redeem')) {
    throw data(null, { status: 404 });
  }
  const bookingId = bookingIdOf(text(form, 'bookingId'));
  if (bookingId === null) throw data(null, { status: 404 });
  if (intent === 'redeem') return redeemOnFinish(ctx, { form, bookingId, objectNumber, request });
  const t = await siteTranslator(ctx);
  if (intent === 'claim') {
    try {
      // Proof is the guest link the page was opened with (the form posts to the page's URL).
      const claimed = await claimGuestBooking(
        ctx,
        bookingId,
        accessOf(documentUrl(request).searchParams),
      );
      throw redirect(bookingDetailsPath(ctx, claimed.bookingDisplayNumber), {
        status: 303,
        headers: PRIVATE,
      });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isDomainError(error) && error.code === 'notFound') throw data(null, { status: 404 });
      return data({ ok: false, message: refusalMessage(t, error) }, { headers: PRIVATE });
    }
  }
  if (text(form, 'acceptTerms') !== '1' && text(form, 'acceptTerms') !== 'on') {
    return data({ ok: false, message: t('booking:errors.acceptTerms') }, { headers: PRIVATE });
  }
  // The method the guest chose for the booking (absent: the option's own, as before the choice).
  const picked = text(form, 'paymentMethod');
  const chosen = picked === '' ? null : picked;
  if (chosen !== null && !isPaymentMethod(chosen)) {
    return data({ ok: false, message: t('booking:errors.paymentMethod') }, { headers: PRIVATE });
  }
  // Who: the use-case converts only the visitor's own option (or the holder of the mail's link:
  // the form posts to the page's URL with its access); another's is "not found".
  const access = accessOf(documentUrl(request).searchParams);
  const booking = await bookingOfVisitor(ctx, bookingId, access);
  if (booking === null || booking.objectNumber !== objectNumber) throw data(null, { status: 404 });
  try {
    const converted = await convertOptionFor(ctx, bookingId, access, chosen);
    // The finish page tells a converted option by its state (loadFinish); the mail's access
    // goes along, or its holder could not see the booking they just made.
    const finish = finishPath(ctx, 'booking', objectNumber, bookingId);
    const target =
      converted.paymentUrl ??
      (access === null ? finish : `${finish}&${new URLSearchParams({ access }).toString()}`);
    throw redirect(target, { status: 303, headers: PRIVATE });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ ok: false, message: refusalMessage(t, error) }, { headers: PRIVATE });
  }
}

/**
 * The finish page's voucher form (decision 108), for the booking the page shows: only its guest
 * (the visitor who booked, the customer's login or the mail link's `access`), and only on the
 * page of the booking's object; anyone else gets the 404 view before a code is looked at. A
 * redemption answers 303 to this page naming it (?redeemed=), a refusal in place.
 */
async function redeemOnFinish(
  ctx: RequestContext,
  input: { form: FormData; bookingId: number; objectNumber: number; request: Request },
) {
  const access = accessOf(documentUrl(input.request).searchParams);
  const booking = await bookingOfVisitor(ctx, input.bookingId, access);
  if (booking === null || booking.objectNumber !== input.objectNumber) {
    throw data(null, { status: 404 });
  }
  const result = await redeemTypedCode(ctx, {
    code: input.form.get('code'),
    bookingId: input.bookingId,
    access,
    request: input.request,
  });
  return data<VoucherCodeResult>(result, { headers: PRIVATE });
}
