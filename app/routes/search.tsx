// The Search view of the route table: /search/, /lastminute/, the pre-filtered search pages and
// the themed landing pages. SEO location pages render the same screen from routes/lookup.tsx.
import { redirect } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { themeLandingPath } from '#services/catalogue';
import { clientTexts } from '#services/platform';
import { SearchScreen } from '../components/search/search-screen';
import { documentUrl } from '../lib/document-url';
import { RESULTS_MARK } from '../lib/results-anchor';
import { orPageStatus } from '../lib/domain-status.server';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import {
  loadSearch,
  searchPageInfo,
  searchTargetOf,
  withCardIsland,
} from '../lib/search-loader.server';
import type { Route } from './+types/search';
import { siteTranslator } from '#services/partners';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  const base = match.baseName;
  const url = documentUrl(request);
  const searched = searchTargetOf(match);
  const kind = searched.kind;
  let target = searched.target;
  if (match.baseName === 'ThemeLanding') {
    // An unknown theme is a 404, not the whole catalogue under its name; a known one under an
    // outdated slug (or without its id) moves to its canonical URL.
    const theme = await orPageStatus(
      themeLandingPath(ctx, {
        offerId: match.params.offerID,
        slug: match.params.slug,
        path: match.canonical,
      }),
    );
    if (theme.redirectTo !== null) throw redirect(theme.redirectTo + url.search, 301);
    target = { offerId: theme.offerId };
  }
  const loaded = await loadSearch(ctx, url, kind, target, {
    heading: t(`routes:${base}.title`),
    intro: t(`routes:${base}.intro`),
    description: t(`routes:${base}.description`),
  });
  return {
    page: searchPageInfo(ctx, page, loaded, match.canonical),
    screen: withCardIsland(context, loaded.screen),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.search),
    ...RESULTS_MARK,
  };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchScreen screen={loaderData.screen} />;
}
