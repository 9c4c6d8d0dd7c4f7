// Loader and action of the landlord's confirmation page (SPEC.md §2 LandlordBookingConfirmation,
// /landlord/booking/confirmation/?bookingId=…&bookingHash=…; issue 15). The link's secret is the
// only credential: a missing, malformed, wrong or replaced one is the 404 view, exactly like an
// unknown booking (services/booking landlordBooking counts wrong ones per client address). The
// decision posts to this page's action as a plain form (no JavaScript needed); the decline's
// reason is asked for in a step of its own (?step=decline). The calendar feed's address is renewed
// through the same action (intent renewCalendar, decision 095). The URL carries the secret: never
// cached, never indexed, and no Referer leaves the page.
import { data, redirect } from 'react-router';
import { DECLINE_REASON_MAX, landlordBookingBody } from '#core/api/landlord';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import {
  calendarFeedState,
  decideBooking,
  feedOpenTo,
  landlordBooking,
  renewCalendarFeed,
} from '#services/booking';
import { clientTexts, isDomainError, type RequestContext } from '#services/platform';
import type { LandlordActionData, LandlordScreenData } from '../components/landlord/landlord-data';
import { documentUrl } from './document-url';
import { loadTableRoute } from './route-loader.server';
import { siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from './private-headers';

export const LANDLORD_HEADERS = {
  ...PRIVATE_NO_STORE,
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

/** The decision form is an intent and a reason: anything much larger is not ours. */
const MAX_FORM_BYTES = 16 * 1024;

const notFound = () => data(null, { status: 404, headers: LANDLORD_HEADERS });

/** How long after a renewal the page's ?calendar=renewed says the address is new. */
const RENEWED_NOTICE_MINUTES = 15;

/** The link's id and secret, or the 404 view for anything that cannot be one. */
function linkOf(request: Request): { bookingId: number; bookingHash: string } {
  const params = documentUrl(request).searchParams;
  const parsed = landlordBookingBody.safeParse({
    bookingId: params.get('bookingId') ?? '',
    bookingHash: params.get('bookingHash') ?? '',
  });
  if (!parsed.success) throw notFound();
  return parsed.data;
}

async function viewOf(ctx: RequestContext, link: { bookingId: number; bookingHash: string }) {
  try {
    const view = await landlordBooking(ctx, link.bookingId, link.bookingHash);
    if (view === null) throw notFound();
    return view;
  } catch (error) {
    // A spent limit of wrong links is a 404 too: whoever guesses learns nothing either way.
    if (isDomainError(error)) throw notFound();
    throw error;
  }
}

export async function loadLandlordConfirmation(ctx: RequestContext, request: Request) {
  const { page } = await loadTableRoute(ctx, request);
  const link = linkOf(request);
  const view = await viewOf(ctx, link);
  const url = documentUrl(request);
  const declineStep = url.searchParams.get('step') === 'decline' && view.canDecline;
  // The page the decision redirected to (?done=…) thanks for it — only while it is true.
  const done = url.searchParams.get('done');
  const accepted = view.status === 'confirmed' || view.status === 'paid';
  // The feed only from the link of a stay that holds the nights or just ended (decision 095).
  const feed = feedOpenTo(view, ctx.now)
    ? await calendarFeedState(ctx, view.objectNumber, RENEWED_NOTICE_MINUTES)
    : null;
  const screen: LandlordScreenData = {
    view,
    step: declineStep ? 'decline' : 'review',
    reasonMax: DECLINE_REASON_MAX,
    done:
      done === 'confirm' && accepted
        ? 'confirm'
        : done === 'decline' && view.status === 'declined'
          ? 'decline'
          : null,
    calendarUrl: feed?.url ?? null,
    // The renewal redirected here (?calendar=renewed): the section says the old address is gone
    // — while that is news, not on every later visit of a bookmarked address.
    calendarRenewed:
      url.searchParams.get('calendar') === 'renewed' && feed?.renewedRecently === true,
  };
  const query = new URLSearchParams({
    bookingId: String(link.bookingId),
    bookingHash: link.bookingHash,
  }).toString();
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    query,
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.landlord),
  };
}

export async function landlordConfirmationAction(
  ctx: RequestContext,
  request: Request,
): Promise<LandlordActionData> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) throw notFound();
  const link = linkOf(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'renewCalendar') return renewCalendar(ctx, request, link);
  const rawReason = form.get('reason');
  const reason = typeof rawReason === 'string' ? rawReason.slice(0, DECLINE_REASON_MAX * 2) : '';
  const decision = intent === 'decline' ? 'decline' : 'confirm';
  const t = await siteTranslator(ctx);
  try {
    await decideBooking(ctx, {
      ...link,
      decision,
      ...(decision === 'decline' ? { reason } : {}),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'notFound' || error.code === 'rateLimited') throw notFound();
    // Decided meanwhile (another tab, a colleague): the page shows the state the loader reads.
    if (error.code === 'conflict') return { done: null, errors: [], reason: '' };
    const field = error.fields.includes('reason') ? 'reason' : null;
    const message =
      field === 'reason'
        ? t('errors:errors.booking.declineReason')
        : t(`errors:${error.key}`, { defaultValue: t('errors:errors.booking.notAllowed') });
    return { done: null, errors: [{ field, message }], reason, step: 'decline' };
  }
  // Post/redirect/get: a reload shows the decision instead of posting it again.
  const query = new URLSearchParams({
    bookingId: String(link.bookingId),
    bookingHash: link.bookingHash,
    done: decision,
  });
  throw redirect(`${documentUrl(request).pathname}?${query.toString()}`, {
    status: 303,
    headers: LANDLORD_HEADERS,
  });
}

/** A new calendar feed address (decision 095), then the page again, at its calendar section. */
async function renewCalendar(
  ctx: RequestContext,
  request: Request,
  link: { bookingId: number; bookingHash: string },
): Promise<LandlordActionData> {
  try {
    await renewCalendarFeed(ctx, link.bookingId, link.bookingHash);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // Five a day for the object: said in the section; anything else (a wrong link) is the 404.
    if (error.key !== 'errors.booking.calendarRenewTooMany') throw notFound();
    const t = await siteTranslator(ctx);
    return { done: null, errors: [], reason: '', calendarError: t(`errors:${error.key}`) };
  }
  const query = new URLSearchParams({
    bookingId: String(link.bookingId),
    bookingHash: link.bookingHash,
    calendar: 'renewed',
  });
  throw redirect(`${documentUrl(request).pathname}?${query.toString()}#landlord-calendar`, {
    status: 303,
    headers: LANDLORD_HEADERS,
  });
}
