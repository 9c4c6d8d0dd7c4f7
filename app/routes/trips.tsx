// The customer's bookings (SPEC.md §2 BookingOverView /user/booking-overview/ and BookingDetails
// /user/booking-details/{n}/; issue 15) in every language: the overview of upcoming and past
// stays, one booking's details with its printable confirmation, and the cancellation (a plain
// form post to this module's action; React Router's <Form> when JavaScript runs). Personal: never
// indexed and never stored by any cache.
import { TripsScreen } from '../components/trips/trips-screen';
import type { CancelActionData } from '../components/trips/trips-data';
import type { UserActionData } from '../components/accounts/user-data';
import type { VoucherCodeResult } from '../components/vouchers/voucher-data';
import { requestContext } from '../lib/request-context';
import { PRIVATE, loadTrips, tripsAction } from '../lib/trips.server';
import type { Route } from './+types/trips';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadTrips(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return tripsAction(context.get(requestContext), request);
}

export function headers() {
  return PRIVATE;
}

export default function TripsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TripsScreen
      data={loaderData.screen}
      result={actionData as CancelActionData | UserActionData | VoucherCodeResult | undefined}
    />
  );
}
