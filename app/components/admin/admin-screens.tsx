// Which screen renders which admin page (issue 18): the registry beside the loaders'
// (lib/admin-pages.server.ts). Each screen takes its own loader's data; the route passes the
// data of the page it loaded, so the pairs below are what makes the cast sound. A page without a
// screen of its own yet shows the admin home's overview. Add a line per page.
import type { ComponentType } from 'react';
import type { AdminRouteName } from '#core/admin-pages';
import { AdminHomeScreen } from './admin-home-screen';
import { CmsPlaygroundScreen } from './cms-playground-screen';
import { AdminAuditScreen } from './admin-audit-screen';
import { DemoClusterScreen, DemoFaqScreen } from './admin-demo-screens';
import { AdminBookingsScreen } from './admin-bookings-screen';
import { AdminCatalogueScreen } from './admin-catalogue-screen';
import { AdminPartnersScreen } from './admin-partners-screen';
import { AdminPaymentsScreen } from './admin-payments-screen';
import { AdminRatingsScreen } from './admin-ratings-screen';
import { AdminScheduleScreen } from './admin-schedule-screen';
import { AdminSnippetsScreen } from './admin-snippets-screen';
import {
  AdminStaffUploadsScreen,
  AdminTeaserScreen,
  AdminUploadsScreen,
} from './admin-uploads-screens';

// The loader registry returns `unknown` per page; each screen declares its own data type.
type AnyScreen = ComponentType<{ data: never }>;

const SCREENS: Record<AdminRouteName, AnyScreen> = {
  AdminHome: AdminHomeScreen,
  AdminAudit: AdminAuditScreen,
  AdminPayments: AdminPaymentsScreen,
  AdminBookings: AdminBookingsScreen,
  AdminPartners: AdminPartnersScreen,
  AdminRatings: AdminRatingsScreen,
  AdminCatalogue: AdminCatalogueScreen,
  AdminScheduleEdit: AdminScheduleScreen,
  AdminS3Upload: AdminUploadsScreen,
  AdminS3UploadOffice: AdminStaffUploadsScreen,
  AdminSnippets: AdminSnippetsScreen,
  AdminTeaser: AdminTeaserScreen,
  AdminCmsPlayground: CmsPlaygroundScreen,
  DemoCluster: DemoClusterScreen,
  DemoFaq: DemoFaqScreen,
};

export function AdminScreen({ name, data }: { name: AdminRouteName; data: unknown }) {
  const Screen = SCREENS[name] as ComponentType<{ data: unknown }>;
  return <Screen data={data} />;
}
