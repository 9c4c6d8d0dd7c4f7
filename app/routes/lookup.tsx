// Paths outside the route table: the server lookup (services/whoami.ts) says what they are —
// an SEO location page (Search view), an SEO object page (Object view) or nothing (404/410).
import { data, redirect } from 'react-router';
import { translator } from '../../services/translations';
import { whoami } from '../../services/whoami';
import { canonicalLocationPath, locationCatalog, text } from '../../services/locations';
import { PageFrame } from '../components/page-frame';
import { shellFlags } from '../lib/page-info';
import { documentUrl } from '../lib/document-url';
import { pageInfo } from '../lib/page-info.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/lookup';

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = documentUrl(request);
  const description = await whoami(ctx, url.pathname);
  if (description.compname === 'Error404') throw data(null, { status: 404 });
  if (description.compname === 'Error410') throw data(null, { status: 410 });
  if (description.location) throw redirect(description.location + url.search, 301);

  const t = await translator(ctx.language);
  const brand = t('brand.name');
  if (description.compname === 'Search') {
    const catalog = await locationCatalog(ctx.deps.database);
    const { location } = description.datas;
    const country = catalog.countryByCode.get(location.country);
    const region = location.region ? catalog.regionById.get(location.region) : undefined;
    const place = location.place ? catalog.placeById.get(location.place) : undefined;
    if (!country) throw data(null, { status: 404 });
    const name = text((place ?? region ?? country).names, ctx.language);
    const heading = t('search.locationTitle', { name });
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
    return {
      heading,
      intro: t('search.locationIntro', { name }),
      page: await pageInfo(ctx, {
        routeName: 'SeoLocation',
        view: 'Search',
        flags: shellFlags({ view: 'Search', headerHidden: true, contentGroup: 2 }),
        title: `${heading} | ${brand}`,
        description: t('search.locationDescription', { name }),
        canonicalPath: url.pathname,
        languagePaths,
        trail: region ? [...trail, { label: name, href: null }] : [{ label: name, href: null }],
      }),
    };
  }
  const heading = t('object.titleFallback', { objectNumber: description.datas.objectNumber });
  return {
    heading,
    intro: '',
    page: await pageInfo(ctx, {
      routeName: 'SeoObject',
      view: 'ObjectPage',
      flags: shellFlags({ view: 'ObjectPage', headerHidden: true, contentGroup: 3 }),
      title: `${heading} | ${brand}`,
      description: heading,
      canonicalPath: url.pathname,
      languagePaths: {},
      trail: [{ label: heading, href: null }],
    }),
  };
}

export default function LookupPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.heading}>
      {loaderData.intro ? <p>{loaderData.intro}</p> : null}
    </PageFrame>
  );
}
