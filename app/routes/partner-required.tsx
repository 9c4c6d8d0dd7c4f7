// The PartnerRequired view (SPEC.md §2 /incorrect/): where a visit on a host that needs a partner id
// lands without one (server/partner-visits.ts). It says what is wrong with the link, what to do, and
// links the operator's home at SITE_URL — a relative link on the partner's host would only lead
// back here. Never indexed.
import { buildPath } from '#core/routes';
import { PageFrame } from '../components/shell/page-frame';
import styles from '../components/partners/partner-required.module.css';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/partner-required';
import { siteTranslator } from '#services/partners';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    heading: t('routes:PartnerRequired.title'),
    lead: t('routes:PartnerRequired.incomplete'),
    help: t('routes:PartnerRequired.help'),
    homeLabel: t('routes:PartnerRequired.homeLink'),
    homeHref: new URL(buildPath('Home', {}, ctx.language), ctx.deps.config.SITE_URL).toString(),
  };
}

export function headers() {
  return { 'cache-control': 'no-store' };
}

export default function PartnerRequiredRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading}>
      <div className={styles.notice} data-testid="partner-required">
        <p className={styles.lead}>{loaderData.lead}</p>
        <p>{loaderData.help}</p>
        <a className={styles.action} href={loaderData.homeHref}>
          {loaderData.homeLabel}
        </a>
      </div>
    </PageFrame>
  );
}
