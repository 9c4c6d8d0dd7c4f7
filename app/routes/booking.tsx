// The booking and option flows (SPEC.md §2 Booking, BookingSummary, BookingFinish, Option,
// OptionSummary, OptionFinish; §4 step 1 start, 2 summary, 3 finish) in every language. One module:
// the route table's bookingStep and bookingMethod say which step a path is (app/lib/
// booking.server.ts). The summary posts the booking to this module's action, the option's finish
// page its conversion; both plain form posts, with React Router's <Form> when JavaScript runs.
// Personal: never indexed and never stored by any cache.
import type { ShouldRevalidateFunction } from 'react-router';
import { BookingScreen, FinishScreen } from '../components/booking/booking-screen';
import type { SummaryActionData } from '../components/booking/booking-data';
import {
  PRIVATE,
  finishAction,
  loadFinish,
  loadStayStep,
  summaryAction,
} from '../lib/booking.server';
import { matchRoute } from '#core/routes';
import { documentUrl } from '../lib/document-url';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/booking';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const step = matchRoute(documentUrl(request).pathname)?.route.bookingStep;
  if (step === 3) return { kind: 'finish' as const, ...(await loadFinish(ctx, request)) };
  const loaded = await loadStayStep(ctx, request);
  return { kind: 'stay' as const, ...loaded };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { match } = await loadTableRoute(ctx, request);
  if (match.route.bookingStep === 3) return finishAction(ctx, request);
  return summaryAction(ctx, request);
}

export function headers() {
  return PRIVATE;
}

// Step 1 reprices on every change through its GET form: the loader runs for that, as it should.
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  defaultShouldRevalidate;

export default function BookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'finish') {
    const refusal =
      actionData && 'ok' in actionData && !actionData.ok && 'message' in actionData
        ? String(actionData.message)
        : undefined;
    // A refused code answers in place; a redemption redirects here and the loader reads it back.
    const voucher =
      actionData && 'intent' in actionData && actionData.intent === 'redeem'
        ? actionData
        : (loaderData.voucher ?? undefined);
    return (
      <FinishScreen
        data={loaderData.finish}
        heading={loaderData.heading}
        refusal={refusal}
        voucher={voucher}
      />
    );
  }
  const result =
    actionData && 'values' in actionData ? (actionData as SummaryActionData) : undefined;
  return (
    <BookingScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      intro={loaderData.intro}
      result={result}
    />
  );
}
