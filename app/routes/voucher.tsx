// The voucher page (SPEC.md §2 RedeemTravelVoucher, /ihr-reisegutschein/{bookingID}/{customerNumber}/;
// issue 15) in every language: the guest's travel vouchers of a booking and the form that redeems
// one (app/lib/voucher.server.ts), a plain form post without JavaScript. Personal: never indexed
// and never stored by any cache; anyone but the booking's guest gets the 404 view.
import type { VoucherActionData } from '../components/vouchers/voucher-data';
import { VoucherScreen } from '../components/vouchers/voucher-screen';
import { PRIVATE } from '../lib/booking.server';
import { requestContext } from '../lib/request-context';
import { loadVoucherPage, voucherAction } from '../lib/voucher.server';
import type { Route } from './+types/voucher';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadVoucherPage(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return voucherAction(context.get(requestContext), request);
}

export function headers() {
  return PRIVATE;
}

export default function VoucherRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A refusal is the action's answer; a redemption redirects here and the loader reads it back.
  const redeemed: VoucherActionData | undefined =
    loaderData.redeemed === null
      ? undefined
      : { ok: true, errors: [], values: {}, result: loaderData.redeemed };
  return (
    <VoucherScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      result={actionData ?? redeemed}
    />
  );
}
