// The landlord's confirmation page (SPEC.md §2 LandlordBookingConfirmation,
// /landlord/booking/confirmation/?bookingId=…&bookingHash=…; issue 15) in every language: the
// booking of the landlord mail's link, confirmed or declined through this module's action as a
// plain form post. The URL carries the link's secret: private, never stored by a cache, never
// indexed, and no Referer leaves it (app/lib/landlord.server.ts).
import { LandlordScreen } from '../components/landlord/landlord-screen';
import {
  LANDLORD_HEADERS,
  landlordConfirmationAction,
  loadLandlordConfirmation,
} from '../lib/landlord.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/landlord-confirmation';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLandlordConfirmation(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return landlordConfirmationAction(context.get(requestContext), request);
}

export function headers() {
  return LANDLORD_HEADERS;
}

export default function LandlordConfirmationRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { view } = loaderData.screen;
  return (
    <LandlordScreen
      screen={loaderData.screen}
      result={actionData}
      bookingQuery={loaderData.query}
      key={`${view.bookingId}-${view.status}`}
    />
  );
}
