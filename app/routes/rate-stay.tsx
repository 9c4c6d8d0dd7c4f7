// The guest's rating of a stay (issue 15; route RateStay, /bewertung-abgeben/{bookingID}/ and its
// language slugs), opened from the invitation mail after departure. The form posts to this
// module's action (app/lib/ratings.server.ts) as a plain form post without JavaScript. Personal:
// never indexed, never stored by a cache, and the link's secret goes to no other site.
import { RateStayScreen } from '../components/ratings/rate-stay-screen';
import { RATING_PAGE_HEADERS, loadRateStay, rateStayAction } from '../lib/ratings.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/rate-stay';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRateStay(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return rateStayAction(context.get(requestContext), request);
}

export function headers() {
  return RATING_PAGE_HEADERS;
}

export default function RateStayRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RateStayScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      intro={loaderData.intro}
      result={actionData}
    />
  );
}
