// Loader and action of the customer's booking screens (SPEC §2 BookingOverView
// /user/booking-overview/ and BookingDetails /user/booking-details/{n}/; issue 15). Only for the
// logged-in customer: not logged in → the login page, which continues here (returnTo); another
// customer's number → the 404 view, exactly like a number that does not exist. The cancellation
// is a plain form post to this page (works without JavaScript): the confirm step (?cancel=1)
// shows what it costs, the post carries that fee and the use-case refuses when it changed.
//
// Forgery: every page POST must come from the site itself (server/plugins/origin.ts).
import { data, redirect } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { isInt32 } from '#core/int32';
import { buildPath, type RouteMatch } from '#core/routes';
import {
  cancelBooking,
  customerBooking,
  customerBookings,
  voucherCodesOffered,
} from '#services/booking';
import { clientTexts, isDomainError, type RequestContext } from '#services/platform';
import type {
  CancelActionData,
  DetailsData,
  LoginData,
  OverviewData,
  TripCard,
} from '../components/trips/trips-data';
import { userAreaAction } from './user-area.server';
import { bookingDetailsPath, calendarPath, readForm } from './booking.server';
import type { VoucherCodeResult } from '../components/vouchers/voucher-data';
import { documentUrl } from './document-url';
import { redeemTypedCode, redemptionOnPage } from './voucher-code.server';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from './private-headers';

export const PRIVATE = PRIVATE_NO_STORE;

function displayNumberOf(match: RouteMatch): number | null {
  const value = Number((match.params as Record<string, unknown>).bookingDisplayNumber);
  return isInt32(value) ? value : null;
}

export async function loadTrips(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  const heading = t(`routes:${match.baseName}.title`);
  const searchHref = buildPath('Search', {}, ctx.language);
  const personal = { ...page, seo: { ...page.seo, noIndex: true } };
  if (ctx.user === null) {
    // Not logged in: the login form in place (a page redirect would leave as a permanent 301,
    // docs/decisions/002), which continues to this page afterwards (returnTo).
    const url = documentUrl(request);
    const screen: LoginData = { view: 'login', heading, returnTo: url.pathname + url.search };
    return {
      page: personal,
      screen,
      texts: await clientTexts(ctx.language, [...SCREEN_TEXTS.trips, ...SCREEN_TEXTS.user]),
    };
  }
  const texts = await clientTexts(ctx.language, SCREEN_TEXTS.trips);
  if (match.route.view === 'BookingOverview') {
    const trips: TripCard[] = (await customerBookings(ctx)).map((trip) => ({
      ...trip,
      href: bookingDetailsPath(ctx, trip.displayNumber),
    }));
    const screen: OverviewData = {
      view: 'overview',
      heading,
      upcoming: trips.filter((trip) => trip.upcoming),
      past: trips.filter((trip) => !trip.upcoming),
      searchHref,
    };
    return { page: personal, screen, texts };
  }
  const displayNumber = displayNumberOf(match);
  const trip = displayNumber === null ? null : await customerBooking(ctx, displayNumber);
  if (trip === null || displayNumber === null) throw data(null, { status: 404 });
  const params = documentUrl(request).searchParams;
  const self = bookingDetailsPath(ctx, displayNumber);
  const screen: DetailsData = {
    view: 'details',
    heading: t('booking:trips.details.heading', { number: trip.bookingDisplayNumber }),
    trip,
    printHref: `${self}?print=1`,
    selfHref: self,
    overviewHref: buildPath('BookingOverView', {}, ctx.language),
    // The .ics resource route lets the logged-in customer of the booking in (bookingOfVisitor);
    // its event links back here.
    calendarHref: calendarPath(trip.bookingId, null, 'account'),
    objectHref: buildPath('ObjectPage', { objectNumber: trip.objectNumber }, ctx.language),
    confirming: params.get('cancel') === '1' && trip.cancellation?.possible === true,
    print: params.get('print') === '1',
    cancelled: params.get('cancelled') === '1' && trip.status === 'cancelled',
    // The code field's amount; 0 shows none (nothing to pay, or a partner hiding codes).
    voucherOpenCents: (await voucherCodesOffered(ctx)) ? trip.voucherOpenCents : 0,
    // The outcome the code field's redirect names (?redeemed=; post/redirect/get).
    voucherRedeemed: await redemptionOnPage(ctx, request, {
      bookingId: trip.bookingId,
      access: null,
    }),
    searchHref,
  };
  return { page: personal, screen, texts };
}

/**
 * The booking page's posts. `redeem`: a travel voucher's code (decision 108): a refusal is
 * answered in place, a redemption by a 303 to this page naming it (?redeemed=).
 * `cancel`, the confirm step's post: cancels at the fee the guest was shown. Success → 303 to the
 * details (now cancelled); a refusal (fee changed, too late, already cancelled) → the page again
 * with the reason, and the loader shows the amounts as they are now.
 */
export async function tripsAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  if (ctx.user === null) {
    // The login form shown in place posts here: the user area's login (and nothing else of it),
    // which continues to `returnTo` (303). Anything else without a login is not found.
    const peek = await readForm(request.clone());
    if (peek?.get('intent') !== 'login') throw data(null, { status: 404 });
    return userAreaAction(ctx, request);
  }
  const displayNumber = displayNumberOf(match);
  const form = await readForm(request);
  const intent = form?.get('intent');
  if (displayNumber === null || form === null || (intent !== 'cancel' && intent !== 'redeem')) {
    throw data(null, { status: 404 });
  }
  if (intent === 'redeem') {
    // A travel voucher's code (decision 108): only the account's own booking, by its login.
    const trip = await customerBooking(ctx, displayNumber);
    if (trip === null) throw data(null, { status: 404 });
    const result = await redeemTypedCode(ctx, {
      code: form.get('code'),
      bookingId: trip.bookingId,
      access: null,
      request,
    });
    return data<VoucherCodeResult>(result, { headers: PRIVATE });
  }
  const fee = String(form.get('expectedFeeCents') ?? '');
  const t = await siteTranslator(ctx);
  if (!/^\d{1,9}$/.test(fee)) {
    return data<CancelActionData>(
      { ok: false, message: t('errors:errors.booking.cancellationFeeChanged') },
      { headers: PRIVATE },
    );
  }
  try {
    await cancelBooking(ctx, displayNumber, { expectedFeeCents: Number(fee) });
  } catch (error) {
    if (isDomainError(error) && error.code === 'notFound') throw data(null, { status: 404 });
    if (!isDomainError(error)) throw error;
    return data<CancelActionData>(
      {
        ok: false,
        message: t(`errors:${error.key}`, { defaultValue: t('booking:errors.failed') }),
      },
      { headers: PRIVATE },
    );
  }
  throw redirect(`${bookingDetailsPath(ctx, displayNumber)}?cancelled=1`, {
    status: 303,
    headers: PRIVATE,
  });
}
