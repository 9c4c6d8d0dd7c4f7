// What the booking browser tests share (booking.e2e.test.ts: the screens step by step;
// booking-flow.e2e.test.ts: whole bookings, options and enquiries with their mails): a bookable
// stay found through the public API, the traveller's data typed in as a guest would, and
// screenshots of a step at 375 and 1280 px (test-results/screenshots/booking/).
import type { Page } from 'playwright-core';
import { diffDays, type IsoDate } from '#core/dates';
import { bookingRequest } from '#tests/factories/booking-request';
import { screenshotWidths } from './browser';
import { berlinDate } from './fixtures';

export const MANDANT = 'feriora';

export interface Target {
  objectNumber: number;
  startDate: string;
  endDate: string;
}

/** What /api/price/ says of a stay, as far as choosing one needs. */
export interface PriceFacts {
  status: string;
  /** Who collects the money: 'agency' (the site, card possible) or 'landlord'. */
  inkasso: string | null;
  /** Payment type numbers (1 card, 2 bank transfer, 3 invoice). */
  payments: number[];
}

/** The price answer of a stay for two adults (null when the object has none). */
export async function priceOf(base: string, stay: Target): Promise<PriceFacts | null> {
  const res = await fetch(`${base}/api/price/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mandant: MANDANT, persons: 2, ...stay }),
  });
  const { data } = (await res.json()) as { data: PriceFacts | null };
  return data;
}

/**
 * A result of the plain search page with a bookable week in the next two months, not one of
 * `skip` (another test's object), and — with `want` — whose price answer `want` accepts (e.g.
 * payable by card).
 */
export async function findTarget(
  base: string,
  skip: readonly number[] = [],
  want: (price: PriceFacts) => boolean = () => true,
): Promise<Target> {
  const search = (await (
    await fetch(`${base}/api/search?mandant=${MANDANT}&markers=0`)
  ).json()) as { data: { objects: { objectNumber: number }[] } };
  for (const card of search.data.objects.slice(0, 20)) {
    if (skip.includes(card.objectNumber)) continue;
    for (let offset = 10; offset < 40; offset += 3) {
      const stay = {
        objectNumber: card.objectNumber,
        startDate: berlinDate(offset),
        endDate: berlinDate(offset + 7),
      };
      const price = await priceOf(base, stay);
      if (price === null) break;
      if (!want(price)) break;
      if (price.status === 'free') return stay;
    }
  }
  throw new Error('no result with a bookable week');
}

/** The site collects the money and takes cards: the summary offers the card payment. */
export const payableByCard = (price: PriceFacts): boolean =>
  price.inkasso !== 'landlord' && price.payments.includes(1);

/** The landlord collects: nothing to pay through the site when the stay is booked. */
export const paidToLandlord = (price: PriceFacts): boolean => price.inkasso === 'landlord';

/**
 * Screenshots at 375 and 1280 px of the page as it is, its photos loaded (each fails a page that
 * scrolls sideways: the booking start did at 375 px when its calendar had no width).
 */
export const shots = (page: Page, name: string): Promise<void> =>
  screenshotWidths(page, `booking/${name}`, { photos: {} });

/** The summary's traveller fields, as a guest from Cologne fills them in (German labels). */
export async function fillTraveller(page: Page, email = 'anna.muster@example.com'): Promise<void> {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Telefon').fill('0171 1234567');
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1');
  await page.getByLabel('PLZ').fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
}

/**
 * Books a week of a demo object through POST /api/booking (a guest of `email` and `lastName`,
 * paying by `paymentMethod`), on the first stay `findTarget` gives for `skip` and `want`; answers
 * the booking number as mails and pages show it and the object booked.
 */
export async function bookThroughApi(
  base: string,
  guest: { email: string; firstName?: string; lastName: string; paymentMethod: string },
  choice: { skip?: readonly number[]; want?: (price: PriceFacts) => boolean } = {},
): Promise<{ bookingDisplayNumber: string; objectNumber: number }> {
  const target = await findTarget(base, choice.skip ?? [], choice.want);
  const res = await fetch(`${base}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      bookingRequest({
        mandant: MANDANT,
        objectNumber: target.objectNumber,
        startDate: target.startDate as IsoDate,
        nights: diffDays(target.startDate as IsoDate, target.endDate as IsoDate),
        paymentMethod: guest.paymentMethod,
        email: guest.email,
        firstName: guest.firstName ?? 'Jonas',
        lastName: guest.lastName,
      }),
    ),
  });
  const body = (await res.json()) as { data: { bookingDisplayNumber: string } | null };
  if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${JSON.stringify(body)}`);
  return {
    bookingDisplayNumber: body.data!.bookingDisplayNumber,
    objectNumber: target.objectNumber,
  };
}
