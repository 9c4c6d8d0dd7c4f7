// The booked stay as an iCalendar file (issue 14: "the stay as a downloadable .ics file"), a
// resource route: /booking/calendar/{bookingId}/stay.ics. Only for the visitor or customer who made
// the booking or the holder of a booking mail's link (?access=, services/booking decides who);
// anyone else gets a 404 like for a booking that does not exist, so the file says nothing about
// others' bookings. A booking that no longer holds the stay gives the event as cancelled.
import { isBlocking } from '#core/booking';
import { stayCalendar } from '#core/ics';
import { getObject } from '#services/catalogue';
import { bookingOfVisitor } from '../lib/booking-backend.server';
import { accessOf, bookingDetailsPath, finishPath } from '../lib/booking.server';
import { absoluteUrl } from '../lib/page-info.server';
import { fileNotFound } from '../lib/file-response';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/booking-calendar';
import { operatorBrand, siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

function withAccess(href: string, access: string | null): string {
  if (access === null) return href;
  const url = new URL(href);
  url.searchParams.set('access', access);
  return url.href;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = params.bookingId;
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) {
    return fileNotFound();
  }
  // The finish page's link carries the mail's access when the page was opened through it.
  const query = new URL(request.url).searchParams;
  const access = accessOf(query);
  const booking = await bookingOfVisitor(ctx, Number(id), access);
  if (booking === null) return fileNotFound();
  const { object } = await getObject(ctx, booking.objectNumber);
  const [t, branding] = await Promise.all([siteTranslator(ctx), operatorBrand(ctx.deps)]);
  const body = stayCalendar({
    brand: branding.brand.name,
    uid: `booking-${booking.bookingId}@${new URL(ctx.deps.config.SITE_URL).hostname}`,
    startDate: booking.startDate,
    endDate: booking.endDate,
    summary: t('booking:ics.summary', { title: object.title }),
    description: t('booking:ics.description', { number: booking.bookingDisplayNumber }),
    location: `${object.locations.place}, ${object.locations.region}, ${object.locations.country}`,
    // From the user area: the booking there (the login opens it on any device). Else the finish
    // page, with the mail's access when the file came through it: the bare page is the booker's.
    url:
      query.get('from') === 'account' && ctx.user?.kind === 'customer'
        ? absoluteUrl(ctx, bookingDetailsPath(ctx, booking.bookingDisplayNumber))
        : withAccess(
            absoluteUrl(
              ctx,
              finishPath(ctx, booking.method, booking.objectNumber, booking.bookingId),
            ),
            access,
          ),
    now: ctx.now,
    state: !isBlocking(booking.status)
      ? 'cancelled'
      : booking.status === 'confirmed' || booking.status === 'paid'
        ? 'confirmed'
        : 'tentative',
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${booking.bookingDisplayNumber}.ics"`,
      ...PRIVATE_NO_STORE,
    },
  });
}
