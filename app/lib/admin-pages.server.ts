// The back office's pages on the server (issue 18, docs/editing.md): the admin menu an account
// sees (core/admin-pages.ts, filtered by the one permission check) and the registry of the admin
// pages' loaders and actions that routes/admin.tsx dispatches to by route name. Each page keeps
// its loader and action in app/lib/admin/<page>.server.ts; the permission that opens a page is
// checked before (lib/route-loader.server.ts, from the route table), and every use-case the page
// calls checks it again.
import { ADMIN_MENU, type AdminMenuEntry, type AdminRouteName } from '#core/admin-pages';
import { buildPath } from '#core/routes';
import { hasPermission } from '#services/accounts';
import type { RequestContext, Translate } from '#services/platform';
import { loadAdminHome } from './admin/home.server';
import { loadCmsPlayground } from './admin/cms.server';
import { loadAuditPage } from './admin/audit.server';
import { loadDemoCluster, loadDemoFaq } from './admin/demo.server';
import { bookingsAction, loadBookingsPage } from './admin/bookings.server';
import { catalogueAction, loadCataloguePage } from './admin/catalogue.server';
import { loadPartnersPage, partnersAction } from './admin/partners.server';
import { loadRatingsPage, ratingsAction } from './admin/ratings.server';
import { loadPaymentsPage, paymentsAction } from './admin/payments.server';
import { loadSchedulePage, scheduleAction } from './admin/schedule.server';
import { loadSnippetsPage, snippetsAction } from './admin/snippets.server';
import { loadTeaserPage, teaserAction } from './admin/teaser.server';
import { loadStaffUploadsPage, loadUploadsPage, uploadsAction } from './admin/uploads.server';

/** The first back-office page the account may open (the header's admin link), or null. */
export function adminEntryHref(ctx: RequestContext): string | null {
  const first = ADMIN_MENU.find((entry) => hasPermission(ctx, entry.permission));
  return first ? buildPath(first.route, {}, ctx.language) : null;
}

export interface AdminMenuLink {
  route: AdminMenuEntry['route'];
  href: string;
  label: string;
  current: boolean;
}

/** The menu of the pages the account may open, the current one marked. */
export function adminMenu(
  ctx: RequestContext,
  t: Translate,
  current: AdminMenuEntry['route'] | null,
): AdminMenuLink[] {
  return ADMIN_MENU.filter((entry) => hasPermission(ctx, entry.permission)).map((entry) => ({
    route: entry.route,
    href: buildPath(entry.route, {}, ctx.language),
    label: t(entry.label),
    current: entry.route === current,
  }));
}

/** What a page's loader gets: the request context, the request and the translator. */
export interface AdminPageArgs {
  ctx: RequestContext;
  request: Request;
  t: Translate;
}

type AdminLoader = (args: AdminPageArgs) => Promise<unknown>;
type AdminAction = (args: AdminPageArgs) => Promise<unknown>;

/**
 * Every admin page's loader. A page without its own module yet shows the admin home's
 * overview. Add a line per page: `AdminSnippets: loadSnippetsPage,`.
 */
export const ADMIN_LOADERS: Record<AdminRouteName, AdminLoader> = {
  AdminHome: loadAdminHome,
  AdminAudit: loadAuditPage,
  AdminPayments: loadPaymentsPage,
  AdminBookings: loadBookingsPage,
  AdminPartners: loadPartnersPage,
  AdminRatings: loadRatingsPage,
  AdminCatalogue: loadCataloguePage,
  AdminScheduleEdit: loadSchedulePage,
  AdminS3Upload: loadUploadsPage,
  AdminS3UploadOffice: loadStaffUploadsPage,
  AdminSnippets: loadSnippetsPage,
  AdminTeaser: loadTeaserPage,
  AdminCmsPlayground: loadCmsPlayground,
  DemoCluster: loadDemoCluster,
  DemoFaq: loadDemoFaq,
};

/** The pages whose forms post to the route (routes/admin.tsx action); others answer 405. */
export const ADMIN_ACTIONS: Partial<Record<AdminRouteName, AdminAction>> = {
  AdminPayments: paymentsAction,
  AdminBookings: bookingsAction,
  AdminPartners: partnersAction,
  AdminRatings: ratingsAction,
  AdminCatalogue: catalogueAction,
  AdminScheduleEdit: scheduleAction,
  AdminSnippets: snippetsAction,
  AdminS3Upload: uploadsAction,
  AdminS3UploadOffice: uploadsAction,
  AdminTeaser: teaserAction,
};
