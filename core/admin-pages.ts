// The admin menu (issue 18, docs/editing.md): the back office's pages in the order the menu lists
// them, each with the permission that opens it (the route table names the same permission for
// its page: core/routes/table.ts adminPage) and its label in the `admin` namespace. An account
// sees only the entries it may open; for everyone else the pages do not exist (the 404 view).
import type { Permission } from './permissions';

export const ADMIN_MENU = [
  { route: 'AdminHome', permission: 'admin.access', label: 'admin:nav.home' },
  { route: 'AdminCmsPlayground', permission: 'admin.cms', label: 'admin:nav.cms' },
  { route: 'AdminTeaser', permission: 'admin.teasers', label: 'admin:nav.teasers' },
  { route: 'AdminS3Upload', permission: 'admin.uploads', label: 'admin:nav.uploads' },
  { route: 'AdminS3UploadOffice', permission: 'admin.uploads', label: 'admin:nav.uploadsOffice' },
  { route: 'AdminSnippets', permission: 'admin.snippets', label: 'admin:nav.snippets' },
  { route: 'AdminScheduleEdit', permission: 'admin.schedule', label: 'admin:nav.schedule' },
  { route: 'LocaleEditor', permission: 'localeEditor.update', label: 'admin:nav.localeEditor' },
  { route: 'AdminBookings', permission: 'admin.bookings', label: 'admin:nav.bookings' },
  { route: 'AdminPayments', permission: 'admin.payments', label: 'admin:nav.payments' },
  { route: 'AdminPartners', permission: 'admin.partners', label: 'admin:nav.partners' },
  { route: 'AdminRatings', permission: 'admin.ratings', label: 'admin:nav.ratings' },
  { route: 'AdminCatalogue', permission: 'admin.catalogue', label: 'admin:nav.catalogue' },
  { route: 'AdminAudit', permission: 'admin.access', label: 'admin:nav.audit' },
  { route: 'DemoCluster', permission: 'admin.access', label: 'admin:nav.demoCluster' },
  { route: 'DemoFaq', permission: 'admin.access', label: 'admin:nav.demoFaq' },
] as const satisfies readonly { route: string; permission: Permission; label: string }[];

export type AdminMenuEntry = (typeof ADMIN_MENU)[number];
export type AdminRouteName = Exclude<AdminMenuEntry['route'], 'LocaleEditor'>;

/** The menu entries an account with these permissions may open (none: no menu at all). */
export function adminMenuFor(permissions: readonly Permission[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => permissions.includes(entry.permission));
}
