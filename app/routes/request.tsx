// The enquiry page (SPEC.md §2 Request, /request/{objectNumber}/) in every language: the form
// posts to this module's action (app/lib/enquiry.server.ts), as a plain form post without
// JavaScript. Personal: never indexed and never stored by any cache.
import { RequestScreen } from '../components/booking/request-screen';
import { PRIVATE } from '../lib/booking.server';
import { enquiryAction, loadEnquiry } from '../lib/enquiry.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/request';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadEnquiry(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return enquiryAction(context.get(requestContext), request);
}

export function headers() {
  return PRIVATE;
}

export default function RequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RequestScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      intro={loaderData.intro}
      result={actionData}
    />
  );
}
