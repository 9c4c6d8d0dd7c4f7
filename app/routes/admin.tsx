// The back office's pages (SPEC.md §2 /admin/…, /demo/…; issue 18, docs/editing.md): one module
// for all of them. The loader answers the 404 view unless the account holds the page's own
// permission (route table → lib/route-loader.server.ts), then runs the page's loader from the
// registry (lib/admin-pages.server.ts); the action does the same for the page's forms. The screens
// come from components/admin/admin-screens.tsx. Never cached, never indexed.
import { data } from 'react-router';
import type { AdminRouteName } from '#core/admin-pages';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { clientTexts } from '#services/platform';
import { siteTranslator } from '#services/partners';
import { AdminLayout } from '../components/admin/admin-layout';
import { AdminScreen } from '../components/admin/admin-screens';
import { PageFrame } from '../components/shell/page-frame';
import { ADMIN_ACTIONS, ADMIN_LOADERS, adminMenu } from '../lib/admin-pages.server';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/admin';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

async function adminPage(args: Route.LoaderArgs | Route.ActionArgs) {
  const ctx = args.context.get(requestContext);
  const { match, page } = await loadTableRoute(ctx, args.request);
  if (match.route.view !== 'Admin') throw data(null, { status: 404 });
  const name = match.route.baseName as AdminRouteName;
  const t = await siteTranslator(ctx);
  return { ctx, page, name, t };
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, page, name, t } = await adminPage(args);
  const [texts, pageData] = await Promise.all([
    clientTexts(ctx.language, SCREEN_TEXTS.admin),
    ADMIN_LOADERS[name]({ ctx, request: args.request, t }),
  ]);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    name,
    heading: t(`routes:${name}.title`),
    intro: t(`routes:${name}.intro`),
    menuLabel: t('admin:nav.menuLabel'),
    menu: adminMenu(ctx, t, name),
    texts,
    data: pageData,
  };
}

export async function action(args: Route.ActionArgs) {
  const { ctx, name, t } = await adminPage(args);
  const act = ADMIN_ACTIONS[name];
  // A page without forms has nothing to post to; pages answer only SPEC §4's statuses (a 405
  // would leave as 500), so it is the 404 of a page that does not exist.
  if (act === undefined) throw data(null, { status: 404 });
  return act({ ctx, request: args.request, t });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading} office={null} wide>
      <AdminLayout menu={loaderData.menu} label={loaderData.menuLabel} intro={loaderData.intro}>
        <AdminScreen name={loaderData.name} data={loaderData.data} />
      </AdminLayout>
    </PageFrame>
  );
}
