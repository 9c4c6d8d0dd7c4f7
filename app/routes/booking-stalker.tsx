// The BookingStalker view (SPEC.md §2 /bookingStalker/ in every language, no footer): recent real
// bookings, anonymised (services/booking/social-proof.ts), rendered on the server and refreshed
// every minute in the browser from GET /api/booking/recent. Never indexed: a list that changes by
// the minute is no page for search engines.
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { recentBookings } from '#services/booking';
import { clientTexts } from '#services/platform';
import { BookingStalkerScreen } from '../components/social/booking-stalker-screen';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/booking-stalker';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    recent: await recentBookings(ctx),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.bookingStalker),
  };
}

export function headers() {
  // The same for every visitor and kept a minute by the service: any cache may keep it as long.
  return { 'cache-control': 'public, max-age=60' };
}

export default function BookingStalkerRoute({ loaderData }: Route.ComponentProps) {
  return <BookingStalkerScreen initial={loaderData.recent} />;
}
