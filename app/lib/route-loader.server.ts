// Shared loader logic of table routes: confirm the match (React Router cannot check digits-only
// params), enforce admin and status rules, and build the PageInfo.
import { data } from 'react-router';
import { matchRoute, type RouteMatch } from '#core/routes';
import { hasPermission } from '#services/accounts';
import type { RequestContext } from '#services/platform';
import { documentUrl } from './document-url';
import { routePageInfo } from './page-info.server';

export async function loadTableRoute(ctx: RequestContext, request: Request) {
  const pathname = documentUrl(request).pathname;
  const match: RouteMatch | null = matchRoute(pathname);
  if (!match) throw data(null, { status: 404 });
  const { route } = match;
  // The one permission check (services/accounts): each admin page names its own permission in the
  // route table; a page the visitor may not see does not exist.
  if (route.admin !== null && !hasPermission(ctx, route.admin)) {
    throw data(null, { status: 404 });
  }
  if (route.status === 404 || route.status === 500) throw data(null, { status: route.status });
  return { match, page: await routePageInfo(ctx, match) };
}
