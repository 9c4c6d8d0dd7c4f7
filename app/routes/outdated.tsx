// The Outdated view (SPEC.md §2 /outdated/; issue 17): the browser is too old for the site. Read
// from the server HTML alone (an old browser may not run the page's module scripts), it says why
// and names the current browsers, linked as plain text (no external images). Never indexed.
import { buildPath } from '#core/routes';
import { PageFrame } from '../components/shell/page-frame';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import type { Route } from './+types/outdated';
import { siteTranslator } from '#services/partners';

/** Current browsers by their makers' download pages; their names are the same in every language. */
const BROWSERS = [
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Apple Safari', href: 'https://www.apple.com/safari/' },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    heading: t('routes:Outdated.title'),
    lead: t('offline:outdated.lead'),
    intro: t('routes:Outdated.intro'),
    browsersHeading: t('offline:outdated.browsersHeading'),
    update: t('offline:outdated.update'),
    homeLabel: t('offline:outdated.home'),
    homeHref: buildPath('Home', {}, ctx.language),
  };
}

export default function OutdatedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading}>
      <div data-testid="outdated">
        <p>
          <strong>{loaderData.lead}</strong>
        </p>
        <p>{loaderData.intro}</p>
        <h2>{loaderData.browsersHeading}</h2>
        <p>{loaderData.update}</p>
        <ul>
          {BROWSERS.map((browser) => (
            <li key={browser.name}>
              <a href={browser.href} rel="noopener noreferrer external">
                {browser.name}
              </a>{' '}
              ({browser.href.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')})
            </li>
          ))}
        </ul>
        <p>
          <a href={loaderData.homeHref}>{loaderData.homeLabel}</a>
        </p>
      </div>
    </PageFrame>
  );
}
