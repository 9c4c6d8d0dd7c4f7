// The landlord's calendar feed of an object (decision 095), a resource route:
// /landlord/calendar/{objectNumber}/{secret}/occupancy.ics. Calendars and other portals poll it
// without a login; the address's secret is the credential (services/booking decides), and a
// wrong number or secret is a 404 like an object that does not exist.
import { calendarFeed } from '#services/booking';
import { fileNotFound } from '../lib/file-response';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/landlord-calendar';

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const body = await calendarFeed(ctx, params.objectNumber, params.token);
  if (body === null) return fileNotFound();
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      // Polled by calendars: a few minutes' copy in the subscriber is fine, shared caches none
      // (the address is a secret).
      'cache-control': 'private, max-age=300',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    },
  });
}
