// Shared loader logic of table routes: confirm the match (React Router cannot check digits-only
// params), enforce admin and status rules, and build the PageInfo.
import { data } from 'react-router';
import type { Permission } from '#core/permissions';
import { matchRoute, type RouteMatch } from '#core/routes';
import { hasPermission } from '#services/accounts';
import type { RequestContext } from '#services/platform';
import { documentUrl } from './document-url';
import { routePageInfo } from './page-info.server';

/** Permission that opens the admin and demo pages (SPEC §2 leaves enforcement open). */
export const ADMIN_PERMISSION = 'admin.access' satisfies Permission;

export async function loadTableRoute(ctx: RequestContext, request: Request) {
  const pathname = documentUrl(request).pathname;
  const match: RouteMatch | null = matchRoute(pathname);
  if (!match) throw data(null, { status: 404 });
  const { route } = match;
  // The one permission check (services/accounts); a page the visitor may not see does not exist.
  if (route.admin && !hasPermission(ctx, ADMIN_PERMISSION)) {
    throw data(null, { status: 404 });
  }
  if (route.status === 404 || route.status === 500) throw data(null, { status: route.status });
  return { match, page: await routePageInfo(ctx, match) };
}
