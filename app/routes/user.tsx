// The UserView (SPEC.md §2 user area): /user/ and its forms — dashboard, login, registration,
// registration confirmation, password request, password reset, debug — in every language. One
// module, one action: each form posts its `intent` here (app/lib/user-area.server.ts), without
// JavaScript as a plain form post, with it through React Router's <Form>. Personal: never indexed
// and never stored by any cache.
import { UserScreen } from '../components/accounts/user-screen';
import { requestContext } from '../lib/request-context';
import { loadUserArea, userAreaAction } from '../lib/user-area.server';
import type { Route } from './+types/user';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadUserArea(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return userAreaAction(context.get(requestContext), request);
}

export function headers() {
  // Forms and one visitor's data: no shared cache may keep them (the page cache neither).
  return PRIVATE_NO_STORE;
}

export default function UserRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UserScreen data={loaderData.screen} result={actionData} />;
}
