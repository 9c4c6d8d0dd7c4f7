// The WatchList view (SPEC.md §2: /watchlist/ and its language slugs): the visitor's own watch
// list, or with ?watchListUID=… someone's shared list, read-only. Personal: never indexed.
import { todayInBerlin } from '#core/dates';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { isUid } from '#core/uid';
import { clientTexts } from '#services/platform';
import { documentUrl } from '../lib/document-url';
import { requestContext } from '../lib/request-context';
import { loadTableRoute } from '../lib/route-loader.server';
import { watchListPage } from '#services/watchlist';
import { WatchListScreen } from '../components/watchlist/watch-list-screen';
import type { Route } from './+types/watchlist';
import { PRIVATE_NO_STORE } from '../lib/private-headers';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { page } = await loadTableRoute(ctx, request);
  const share = documentUrl(request).searchParams.get('watchListUID');
  const watchList =
    share !== null && !isUid(share)
      ? {
          readOnly: true,
          count: 0,
          items: [],
          shareEnabled: false,
          shareUrl: null,
          unknownShare: true,
        }
      : await watchListPage(ctx, share);
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    watchList,
    /** Today in Berlin: stored stays that have passed are not handed on to the object page. */
    today: todayInBerlin(ctx.now),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.watchList),
  };
}

export function headers() {
  // The page shows one visitor's list: no shared cache may keep it.
  return PRIVATE_NO_STORE;
}

export default function WatchListRoute({ loaderData }: Route.ComponentProps) {
  return <WatchListScreen data={loaderData.watchList} today={loaderData.today} />;
}
