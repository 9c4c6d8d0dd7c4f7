// The locale editor (SPEC.md §2 /localeEditor/, §6; issue 18, docs/editing.md): for accounts with
// localeEditor.update only — everyone else gets the 404 view (the page does not exist for them).
// The loader sends the namespaces and the missing translations; the screen reads and changes the
// texts through the /api/localeEditor calls, which check the permission again. Never cached,
// never indexed.
import { data } from 'react-router';
import { NAMESPACES, SCREEN_TEXTS } from '#core/i18n/namespaces';
import { hasPermission } from '#services/accounts';
import { missingTranslations } from '#services/backoffice';
import { clientTexts } from '#services/platform';
import { siteTranslator } from '#services/partners';
import { LocaleEditorScreen } from '../components/backoffice/locale-editor-screen';
import { PageFrame } from '../components/shell/page-frame';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/locale-editor';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!hasPermission(ctx, 'localeEditor.update')) throw data(null, { status: 404 });
  const { page } = await loadTableRoute(ctx, request);
  const [t, texts, { missing }] = await Promise.all([
    siteTranslator(ctx),
    clientTexts(ctx.language, SCREEN_TEXTS.localeEditor),
    missingTranslations(ctx, {}),
  ]);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    heading: t('content:localeEditor.title'),
    texts,
    namespaces: [...NAMESPACES],
    missing: missing.map((m) => ({
      namespace: m.namespace,
      language: m.language,
      count: m.keys.length,
    })),
  };
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export default function LocaleEditorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading} office={null}>
      <LocaleEditorScreen namespaces={loaderData.namespaces} missing={loaderData.missing} />
    </PageFrame>
  );
}
