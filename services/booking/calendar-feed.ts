// The landlord's calendar feed of an object (decision 095): the nights that bookings and live
// options here hold, as an iCalendar file that the landlord's calendar or another portal
// subscribes to, so a stay booked here is blocked there without anyone typing it in — the usual
// guard against double bookings for a holiday home offered on several portals.
//
// The feed's address carries a secret per object: an HMAC of the object number and the address's
// version under a key derived from the server secret. The version (`calendar_feeds`, 0 until
// renewed) lets the landlord end every address given out before — a portal left, an address
// passed on too far — by making a new one (`renewCalendarFeed`, on the landlord's page).
// The feed holds dates, states and booking numbers only — no guest, no price — which is little
// more than the object page's public calendar shows; the secret keeps the numbers and the list to
// the landlord and whoever the landlord gives the address to.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays, todayInBerlin } from '#core/dates';
import { occupancyCalendar, type OccupancyEvent } from '#core/ics';
import { isBlocking, type BookingStatus } from '#core/booking';
import { isInt32 } from '#core/int32';
import type { Db } from '#db/client';
import {
  calendarFeedVersion,
  objectTitles,
  occupiedStays,
} from '#db/repositories/booking-calendar';
import { operatorBrand, siteTranslator } from '#services/partners';
import type { AppDeps, RequestContext } from '#services/platform';
import { displayNumberOf, LANDLORD_LANGUAGE, titleIn } from './facts';

/** Stays that ended up to this many days ago stay in the feed (the landlord's recent past). */
export const FEED_PAST_DAYS = 30;
/** At most this many stays (two years of week-long stays back to back, and then some). */
export const FEED_STAYS = 500;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a landlord link of this booking shows the object's feed address and may renew it: a
 * stay that holds the nights and ended at most FEED_PAST_DAYS ago. Not a declined or cancelled
 * booking's, nor an old one's — the links a former landlord or a forwarded mail would still have.
 */
export function feedOpenTo(booking: { status: string; endDate: string }, now: Date): boolean {
  return (
    isBlocking(booking.status as BookingStatus) &&
    booking.endDate >= addDays(todayInBerlin(now), -FEED_PAST_DAYS)
  );
}

function feedKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('feriora landlord calendar feed').digest();
}

/**
 * The secret of an object's feed address at `version`. Version 0 is the object number alone, as
 * the first addresses were made, so those keep working until the landlord renews.
 */
export function calendarFeedToken(
  deps: Pick<AppDeps, 'jwtSecret'>,
  objectNumber: number,
  version: number,
): string {
  const subject = version === 0 ? String(objectNumber) : `${objectNumber}/${version}`;
  return createHmac('sha256', feedKey(deps)).update(subject).digest('base64url');
}

/** The absolute address of an object's feed at `version`. */
export function calendarFeedAddress(
  deps: Pick<AppDeps, 'jwtSecret' | 'config'>,
  objectNumber: number,
  version: number,
): string {
  const token = calendarFeedToken(deps, objectNumber, version);
  return new URL(
    `/landlord/calendar/${objectNumber}/${token}/occupancy.ics`,
    deps.config.siteOrigin,
  ).href;
}

/**
 * The object's feed address in force, for the landlord's mails and page (`tx`: the caller's
 * transaction, where it is in one).
 */
export async function calendarFeedUrl(
  deps: Pick<AppDeps, 'jwtSecret' | 'config' | 'database'>,
  objectNumber: number,
  tx: Db = deps.database.db,
): Promise<string> {
  const { version } = await calendarFeedVersion(tx, objectNumber);
  return calendarFeedAddress(deps, objectNumber, version);
}

/** The object's feed address in force, and whether it was renewed in the last `minutes`. */
export async function calendarFeedState(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  objectNumber: number,
  minutes: number,
): Promise<{ url: string; renewedRecently: boolean }> {
  const { version, renewedAt } = await calendarFeedVersion(ctx.deps.database.db, objectNumber);
  return {
    url: calendarFeedAddress(ctx.deps, objectNumber, version),
    renewedRecently:
      renewedAt !== null && ctx.now.getTime() - renewedAt.getTime() <= minutes * 60_000,
  };
}

/**
 * The feed of `objectNumber` as iCalendar text, or null when the number or the secret is not
 * right (the secret checked against the address version in force before anything else is read)
 * or the object does not exist.
 */
export async function calendarFeed(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  objectNumber: string,
  token: string,
): Promise<string | null> {
  // One spelling per object: no leading zeros (the address is made from the number).
  if (!/^[1-9]\d{0,9}$/.test(objectNumber) || !isInt32(Number(objectNumber))) return null;
  if (!TOKEN.test(token)) return null;
  const db = ctx.deps.database.db;
  const number = Number(objectNumber);
  // Only the version in force: an address renewed away answers like a wrong one.
  const { version } = await calendarFeedVersion(db, number);
  const expected = Buffer.from(calendarFeedToken(ctx.deps, number, version));
  if (!timingSafeEqual(expected, Buffer.from(token))) return null;
  const from = addDays(todayInBerlin(ctx.now), -FEED_PAST_DAYS);
  const [titles, stays, branding, t] = await Promise.all([
    objectTitles(db, number),
    occupiedStays(db, number, from, ctx.now, FEED_STAYS),
    operatorBrand(ctx.deps),
    siteTranslator({ deps: ctx.deps, language: LANDLORD_LANGUAGE }),
  ]);
  if (titles === null) return null;
  const title = titleIn(titles, LANDLORD_LANGUAGE);
  const host = new URL(ctx.deps.config.SITE_URL).hostname;
  const events: OccupancyEvent[] = stays.map((stay) => {
    const confirmed = stay.status === 'confirmed' || stay.status === 'paid';
    const values = { number: displayNumberOf(stay) };
    return {
      uid: `occupancy-${stay.bookingId}@${host}`,
      startDate: stay.startDate,
      endDate: stay.endDate,
      summary: t(
        confirmed
          ? 'booking:landlordFeed.booked'
          : stay.status === 'option'
            ? 'booking:landlordFeed.option'
            : 'booking:landlordFeed.requested',
        values,
      ),
      state: confirmed ? 'confirmed' : 'tentative',
    };
  });
  return occupancyCalendar({
    brand: branding.brand.name,
    name: t('booking:landlordFeed.name', {
      brand: branding.brand.name,
      title,
      objectNumber: number,
    }),
    events,
    now: ctx.now,
  });
}
