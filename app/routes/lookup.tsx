// Paths without a React Router route of their own: the table's page-frame views (content,
// booking, account and admin pages; app/route-modules.ts), and paths outside the route table, which
// the server lookup (services/whoami.ts) says what they are — an SEO location page (the search
// screen for that location), an SEO object page (Object view) or nothing (404/410).
import { lazy } from 'react';
import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { matchRoute } from '#core/routes';
import type { View } from '#core/routes';
import { clientTexts } from '#services/platform';
import { whoami } from '#services/catalogue';
import { canonicalLocationPath, locationCatalog, locationWhere, text } from '#services/catalogue';
import { isFrameView } from '../route-modules';
import { RESULTS_MARK } from '../lib/results-anchor';
import { importOrReload } from '../lib/chunk-reload';
import { loadFramePage } from '../lib/frame-loader.server';
import { shellFlags } from '../lib/page-info';
import { documentUrl } from '../lib/document-url';
import { loadObjectPage, objectScreenRouteData } from '../lib/object-loader.server';
import { onlyStayChanged } from '../lib/object-stay';
import { pageInfo } from '../lib/page-info.server';
import { requestContext } from '../lib/request-context';
import { SCREEN_STYLESHEETS } from '../lib/screen-styles.server';
import { loadSearch, searchPageInfo, withCardIsland } from '../lib/search-loader.server';
import type { Route } from './+types/lookup';
import { siteTranslator } from '#services/partners';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = documentUrl(request);
  const table = matchRoute(url.pathname);
  if (table && isFrameView(table.route.view)) {
    const frame = await loadFramePage(ctx, request);
    return {
      kind: 'frame' as const,
      ...frame,
      page: { ...frame.page, stylesheets: SCREEN_STYLESHEETS.frame },
    };
  }
  const description = await whoami(ctx, url.pathname);
  if (description.compname === 'Error404') throw data(null, { status: 404 });
  if (description.compname === 'Error410') throw data(null, { status: 410 });
  if (description.location) throw redirect(description.location + url.search, 301);

  const t = await siteTranslator(ctx);
  if (description.compname === 'Search') {
    const catalog = await locationCatalog(ctx.deps.database);
    const { location } = description.datas;
    const country = catalog.countryByCode.get(location.country);
    const region = location.region ? catalog.regionById.get(location.region) : undefined;
    const place = location.place ? catalog.placeById.get(location.place) : undefined;
    if (!country) throw data(null, { status: 404 });
    const name = text((place ?? region ?? country).names, ctx.language);
    const where = locationWhere(
      { country, ...(region ? { region } : {}), ...(region && place ? { place } : {}) },
      ctx.language,
    );
    const heading = t('search.locationTitle', { where });
    const languagePaths = Object.fromEntries(
      (['de', 'en', 'fr', 'it'] as const).map((lng) => [
        lng,
        canonicalLocationPath(lng, {
          country,
          ...(region ? { region } : {}),
          ...(place ? { place } : {}),
        }),
      ]),
    );
    const trail = [
      {
        label: text(country.names, ctx.language),
        href: region ? (languagePaths[ctx.language] ?? null) : null,
      },
    ];
    const loaded = await loadSearch(
      ctx,
      url,
      'location',
      {
        location,
        ...(description.datas.offer === null ? {} : { offerId: description.datas.offer }),
      },
      {
        heading,
        intro: t('search.locationIntro', { name }),
        description: t('search.locationDescription', { where }),
      },
    );
    const base = await pageInfo(ctx, {
      routeName: 'SeoLocation',
      view: 'Search',
      flags: shellFlags({ view: 'Search', headerHidden: true, contentGroup: 2 }),
      title: t('brand.pageTitle', { title: heading }),
      description: t('search.locationDescription', { where }),
      canonicalPath: url.pathname,
      languagePaths,
      trail: region ? [...trail, { label: name, href: null }] : [{ label: name, href: null }],
    });
    return {
      kind: 'search' as const,
      page: {
        ...searchPageInfo(ctx, base, loaded, url.pathname),
        stylesheets: SCREEN_STYLESHEETS.search,
      },
      screen: withCardIsland(context, loaded.screen),
      texts: await clientTexts(ctx.language, SCREEN_TEXTS.search),
      ...RESULTS_MARK,
    };
  }
  const { page, ...screen } = await loadObjectPage(
    ctx,
    url,
    description.datas.objectNumber,
    'SeoObject',
  );
  return {
    kind: 'object' as const,
    page: { ...page, stylesheets: SCREEN_STYLESHEETS.object },
    ...(await objectScreenRouteData(context, ctx.language, screen)),
  };
}

// On an SEO object page (path ending in the object number) the price box keeps the chosen stay in
// the URL; that alone must not reload the page. Location pages reload for any query change.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const objectPath = OBJECT_PATH.test(currentUrl.pathname);
  if (objectPath && !formMethod && onlyStayChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
};

// One URL space, three screens: each is its own chunk, so an SEO object page does not ship the
// search screen (and a location page not the object screen, neither of them the content pages')
// — the object page's JavaScript budget (issue 6). The server render waits for the chunk (no
// Suspense boundary: it belongs to the shell); in the browser the chunk of the page's kind (the
// server HTML's `data-view`) is requested as soon as this module runs, before hydration needs it.
// Its stylesheets are linked in the server HTML through the page's `stylesheets` (the loaders
// above; issue 12: the page showed unstyled until the chunk ran).
const OBJECT_PATH = /\/\d+\/?$/;
// A chunk that fails (a deploy renamed it) reloads the page once (lib/chunk-reload.ts; SPEC §8).
const loadObjectScreen = importOrReload(() => import('../components/object/object-screen'), {
  chunk: 'object-screen',
});
const loadSearchScreen = importOrReload(() => import('../components/search/search-screen'), {
  chunk: 'search-screen',
});
const loadFrameScreen = importOrReload(() => import('../components/content/frame-screen'), {
  chunk: 'frame-screen',
});
const ObjectScreen = lazy(() => loadObjectScreen().then((m) => ({ default: m.ObjectScreen })));
const SearchScreen = lazy(() => loadSearchScreen().then((m) => ({ default: m.SearchScreen })));
const FrameScreen = lazy(() => loadFrameScreen().then((m) => ({ default: m.FrameScreen })));
if (typeof document !== 'undefined') {
  const view = document.querySelector('main')?.getAttribute('data-view');
  if (view === 'ObjectPage') void loadObjectScreen();
  else if (view === 'Search') void loadSearchScreen();
  // Any other page this route renders is a page frame's (`data-view` is a View of the route
  // table there; on an error page the check only costs a small chunk).
  else if (view && isFrameView(view as View)) void loadFrameScreen();
}

export default function LookupPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'frame') {
    return (
      <FrameScreen
        title={loaderData.heading}
        office={loaderData.officeContext}
        doc={loaderData.doc}
        intro={loaderData.intro}
      />
    );
  }
  if (loaderData.kind === 'search') return <SearchScreen screen={loaderData.screen} />;
  return <ObjectScreen data={loaderData.screen} />;
}
