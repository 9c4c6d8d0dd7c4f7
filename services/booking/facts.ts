// What the booking mails and answers say of a booking: its numbers, the stay, the links.
import { bookingDisplayNumber, isPetSize } from '#core/booking';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/languages';
import { buildPath } from '#core/routes';
import type {
  BookingRecord,
  CustomerRecord,
  ObjectContact,
} from '#db/repositories/booking-records';
import type { AppDeps, MailBrand } from '#services/platform';
import { guestToken } from './links';
import type { BookingFacts } from './mails';

export function languageOf(booking: Pick<BookingRecord, 'language'>): Language {
  return isLanguage(booking.language) ? booking.language : 'de';
}

/**
 * The language of every mail and page for the landlord: the site's default. The landlord's own
 * language is not in the catalogue data; the landlord's mails and confirmation link followed the
 * guest's (an Italian guest's booking reached a German agency in Italian, with an /it/ link).
 */
export const LANDLORD_LANGUAGE: Language = DEFAULT_LANGUAGE;

export function displayNumberOf(
  booking: Pick<BookingRecord, 'displayNumber' | 'createdAt'>,
): string {
  return bookingDisplayNumber(booking.displayNumber, booking.createdAt);
}

/** An object's title in `language`, else the German one, else any. */
export function titleIn(titles: Partial<Record<string, string>>, language: Language): string {
  return titles[language] ?? titles.de ?? Object.values(titles)[0] ?? '';
}

export function objectTitle(contact: ObjectContact | null, language: Language): string {
  if (contact === null) return '';
  return titleIn(contact.title, language);
}

/** Who a booking's mails and its landlord address: the traveller as booked. */
export interface BookingGuest {
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
  country: string | null;
}

/**
 * The guest's name as booked: the traveller's, else (older rows) the customer record's — which an
 * account's next booking overwrites, so it is the fallback, never the first choice.
 */
export function guestName(
  booking: Pick<BookingRecord, 'traveller'>,
  customer: Pick<CustomerRecord, 'firstName' | 'lastName'> | null,
): string {
  return (
    booking.traveller?.name ??
    (customer === null ? '' : `${customer.firstName} ${customer.lastName}`.trim())
  );
}

/**
 * The guest of a booking as it was made: the traveller stored with it, and for older rows (and
 * what they lack) the customer record — which an account's next booking overwrites, so it is
 * the fallback, never the first choice.
 */
export function bookingGuest(
  booking: Pick<BookingRecord, 'traveller'>,
  customer: Pick<
    CustomerRecord,
    'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'country'
  > | null,
): BookingGuest {
  const t = booking.traveller;
  return {
    name: guestName(booking, customer),
    email: t?.email ?? customer?.email ?? '',
    // Rows before email and phone were stored with the traveller have neither (undefined).
    phone: t?.phone !== undefined ? t.phone : (customer?.phone ?? null),
    city: t !== null ? t.city : (customer?.city ?? null),
    country: t?.country ?? customer?.country ?? null,
  };
}

function nightsOf(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
}

export function bookingFacts(
  booking: BookingRecord,
  customer: Pick<CustomerRecord, 'firstName' | 'lastName'>,
  title: string,
): BookingFacts {
  return {
    // As booked: the customer record of an account carries its latest booking's traveller.
    name: guestName(booking, customer),
    displayNumber: displayNumberOf(booking),
    method: booking.method === 'option' ? 'option' : 'booking',
    objectTitle: title,
    objectNumber: booking.objectNumber,
    startDate: booking.startDate,
    endDate: booking.endDate,
    nights: nightsOf(booking.startDate, booking.endDate),
    adults: booking.adults,
    children: booking.children,
    pets: booking.pets,
    petSize: isPetSize(booking.petSize) ? booking.petSize : null,
    totalCents: booking.totalCents ?? booking.priceCompleteCents,
    optionExpiresAt: booking.optionExpiresAt?.toISOString() ?? null,
  };
}

/**
 * The guest's page of the booking (the flow's finish page) with the guest's link secret: it opens
 * the booking in any browser, e.g. from the mail.
 */
export function guestBookingUrl(
  deps: Pick<AppDeps, 'config' | 'jwtSecret'>,
  booking: BookingRecord,
): string {
  const language = languageOf(booking);
  const route = booking.method === 'option' ? 'OptionFinish' : 'BookingFinish';
  const url = new URL(
    buildPath(route, { objectNumber: booking.objectNumber }, language),
    deps.config.siteOrigin,
  );
  url.searchParams.set('bookingId', String(booking.bookingId));
  url.searchParams.set('access', guestToken(deps, booking));
  return url.href;
}

/**
 * The search for the booking's dates and party in its language: where a guest whose booking the
 * landlord declined finds another home (the declined mail's button).
 */
export function guestSearchUrl(deps: Pick<AppDeps, 'config'>, booking: BookingRecord): string {
  const url = new URL(buildPath('Search', undefined, languageOf(booking)), deps.config.siteOrigin);
  url.searchParams.set('startDate', booking.startDate);
  url.searchParams.set('endDate', booking.endDate);
  url.searchParams.set('persons', String(booking.adults + booking.children));
  return url.href;
}

/**
 * What every mail to an object's landlord about a booking starts with: the booking's facts with
 * the object's title in the landlords' language, no greeting name (the contact may be an agency),
 * the brand, and the guest's name as booked.
 */
export function landlordMailFacts(
  booking: BookingRecord,
  customer: Parameters<typeof bookingGuest>[1] & Pick<CustomerRecord, 'firstName' | 'lastName'>,
  contact: ObjectContact | null,
  brand: MailBrand,
): BookingFacts & { name: null; brand: MailBrand; guestName: string } {
  return {
    ...bookingFacts(booking, customer, objectTitle(contact, LANDLORD_LANGUAGE)),
    name: null,
    brand,
    guestName: bookingGuest(booking, customer).name,
  };
}

/** The landlord's confirmation page (issue 15) for the booking, with the link's raw secret. */
export function landlordConfirmationUrl(
  deps: Pick<AppDeps, 'config'>,
  booking: Pick<BookingRecord, 'bookingId' | 'language'>,
  token: string,
): string {
  const url = new URL(
    buildPath('LandlordBookingConfirmation', undefined, LANDLORD_LANGUAGE),
    deps.config.siteOrigin,
  );
  url.searchParams.set('bookingId', String(booking.bookingId));
  url.searchParams.set('bookingHash', token);
  return url.href;
}
