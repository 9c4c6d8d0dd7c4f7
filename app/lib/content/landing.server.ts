// The themed landing pages of the page frame (issue 17): holidays with a dog, Denmark with a dog,
// holiday parks, winter, Christmas, family holidays and the three dog-beach pages. Each is a
// content document (app/lib/content-document.server.ts) whose texts live in the `landing`
// namespace, with computed blocks that show the catalogue's real offers — never a claim the
// catalogue does not back:
// - `@homes`  homes matching the page's filter, found by the search slice (the search card's
//             price: with the page's dates the stay's total, else the cheapest week), with a link
//             into the same pre-filtered search;
// - `@offers` the catalogue's themed offers of the page's theme (and country), as link cards;
// - `@regions` the page's regions as links to their location pages, filtered to pets allowed.
import { stayTotal } from '#core/price-total';
import { LOCALES, type Language } from '#core/languages';
import { buildPath } from '#core/routes';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import { formatCount, formatMoney, formatRating } from '#core/format';
import type { RequestContext } from '#services/platform';
import { canonicalLocationPath, listOffers, locationCatalog, text } from '#services/catalogue';
import { searchPage } from '#services/search';
import type { SearchResultObject } from '#services/search/types';
import { siteTranslator } from '#services/partners';
import {
  buildDocument,
  type ContentBlock,
  type ContentDocument,
  type ContentObject,
  type Lookup,
  type PageSpec,
} from '../content-document.server';
import { cardStayQuery, withQuery } from '../object-stay';

export type LandingView =
  | 'Pets'
  | 'DogVacationDenmark'
  | 'HolidayParks'
  | 'WinterVacation'
  | 'Christmas'
  | 'Family'
  | 'DogBeachNorthSea'
  | 'DogBeachBalticSea'
  | 'DogBeachCroatia';

/** Homes shown by `@homes`. */
export const TEASER_COUNT = 6;

/** A region of the catalogue by its country and German slug (absent ones are left out). */
type RegionRef = { country: string; slug: string };

export interface LandingFilter {
  /** Search parameters of the page's homes (and of its "all" link). */
  query: Record<string, string>;
  /** Only these regions (one search each, merged by rating); the "all" link is then left out. */
  regions?: readonly RegionRef[];
  /** `@regions` lists every region of this country (else the page's `regions`). */
  regionsOf?: string;
  /** Themed offers (catalogue `offers.theme`) for `@offers`, optionally of one country. */
  offers?: { theme: string; country?: string };
  /** The Christmas week: arrival and departure around the coming Christmas. */
  christmas?: boolean;
}

const PETS = { pets: 'one' } as const;
/** Homes near the sea (up to 5 km, the search's own distance filter) that take a dog. */
const BEACH = { pets: 'one', distSea: '5' } as const;

/** The North Sea coasts of the catalogue: German North Sea, Jutland's west coast, Dutch coast. */
export const NORTH_SEA: readonly RegionRef[] = [
  { country: 'de', slug: 'nordsee' },
  { country: 'dk', slug: 'westjuetland' },
  { country: 'nl', slug: 'nordholland' },
  { country: 'nl', slug: 'zeeland' },
];
/** The Baltic coasts: German and Polish Baltic coast, Bornholm, Skåne. */
export const BALTIC_SEA: readonly RegionRef[] = [
  { country: 'de', slug: 'ostsee' },
  { country: 'pl', slug: 'polnische-ostsee' },
  { country: 'dk', slug: 'bornholm' },
  { country: 'se', slug: 'schonen' },
];
/** Croatia's coast: Istria, Kvarner, Dalmatia. */
export const CROATIA_COAST: readonly RegionRef[] = [
  { country: 'hr', slug: 'istrien' },
  { country: 'hr', slug: 'kvarner' },
  { country: 'hr', slug: 'dalmatien' },
];

export const LANDING_FILTERS: Record<LandingView, LandingFilter> = {
  Pets: { query: { ...PETS, sort: 'rating' }, offers: { theme: 'dog' } },
  DogVacationDenmark: {
    query: { ...PETS, country: 'dk', sort: 'rating' },
    regionsOf: 'dk',
  },
  HolidayParks: { query: {}, offers: { theme: 'bungalow' } },
  WinterVacation: { query: { distSkilift: '5', sort: 'rating' }, offers: { theme: 'ski' } },
  Christmas: { query: { sort: 'rating' }, christmas: true },
  Family: {
    query: { persons: '4', sleepingRooms: '2', sort: 'rating' },
    offers: { theme: 'family' },
  },
  DogBeachNorthSea: { query: { ...BEACH, sort: 'rating' }, regions: NORTH_SEA },
  DogBeachBalticSea: { query: { ...BEACH, sort: 'rating' }, regions: BALTIC_SEA },
  DogBeachCroatia: { query: { ...BEACH, sort: 'rating' }, regions: CROATIA_COAST },
};

const beach = (prefix: string, more: string): PageSpec => ({
  prefix: `landing:${prefix}`,
  lead: true,
  sections: [
    { id: 'rules', blocks: ['p:text', 'ul:list:season,marked,leash,nature', 'notice:note'] },
    { id: 'tips', blocks: ['ul:list:water,heat,waste,rest,towel'] },
    { id: 'regions', blocks: ['p:text', '@regions'] },
    { id: 'homes', blocks: ['p:text', '@homes'] },
    { id: 'more', blocks: [`links:list:${more}`] },
  ],
});

export const LANDING_PAGES: Record<LandingView, PageSpec> = {
  Pets: {
    prefix: 'landing:pets',
    lead: true,
    sections: [
      { id: 'welcome', blocks: ['p:text', 'p:rules'] },
      { id: 'homes', blocks: ['@homes'] },
      { id: 'destinations', blocks: ['p:text', '@offers'] },
      { id: 'tips', blocks: ['ul:list:book,costs,rules,pack,health'] },
      {
        id: 'beaches',
        blocks: [
          'links:list:DogBeachNorthSea,DogBeachBalticSea,DogBeachCroatia,DogVacationDenmark',
        ],
      },
      { id: 'faq', blocks: ['faq:list:count,cost,alone,size'] },
    ],
  },
  DogVacationDenmark: {
    prefix: 'landing:denmark',
    lead: true,
    sections: [
      { id: 'why', blocks: ['p:text', 'p:coast'] },
      { id: 'homes', blocks: ['@homes'] },
      { id: 'regions', blocks: ['p:text', '@regions'] },
      { id: 'rules', blocks: ['p:text', 'ul:list:leash,entry,breeds,nature', 'notice:note'] },
      { id: 'more', blocks: ['links:list:DogBeachNorthSea,DogBeachBalticSea,Pets'] },
    ],
  },
  HolidayParks: {
    prefix: 'landing:parks',
    lead: true,
    sections: [
      { id: 'what', blocks: ['p:text', 'p:facilities'] },
      { id: 'who', blocks: ['ul:list:families,dogs,short,weather'] },
      { id: 'tips', blocks: ['ul:list:compare,season,extras,arrival'] },
      { id: 'offers', blocks: ['p:text', '@offers'] },
      { id: 'more', blocks: ['links:list:Family,Pets,DogVacationDenmark'] },
    ],
  },
  WinterVacation: {
    prefix: 'landing:winter',
    lead: true,
    sections: [
      { id: 'why', blocks: ['p:text'] },
      { id: 'homes', blocks: ['@homes'] },
      {
        id: 'ski',
        blocks: [
          'p:text',
          'links:list:SearchSkiAT,SearchSkiCH,SearchSkiIT,SearchSkiFR,SearchSkiDE,SearchSki',
        ],
      },
      { id: 'huts', blocks: ['p:text', 'links:list:SearchHutsAT,SearchHutsDE'] },
      { id: 'north', blocks: ['p:text', '@offers'] },
      { id: 'tips', blocks: ['ul:list:chains,snow,heating,arrival,insurance'] },
      { id: 'more', blocks: ['links:list:Christmas,Family'] },
    ],
  },
  Christmas: {
    prefix: 'landing:christmas',
    lead: true,
    sections: [
      { id: 'why', blocks: ['p:text', 'p:early'] },
      { id: 'homes', blocks: ['p:dates', '@homes'] },
      { id: 'ideas', blocks: ['ul:list:mountains,coast,countryside,fireplace'] },
      { id: 'tips', blocks: ['ul:list:book,stay,arrival,food,extras'] },
      { id: 'more', blocks: ['links:list:WinterVacation,Family,Pets'] },
    ],
  },
  Family: {
    prefix: 'landing:family',
    lead: true,
    sections: [
      { id: 'why', blocks: ['p:text', 'ul:list:space,garden,kitchen,rhythm'] },
      { id: 'homes', blocks: ['p:text', '@homes'] },
      { id: 'destinations', blocks: ['p:text', '@offers'] },
      { id: 'tips', blocks: ['ul:list:beds,safety,holidays,cots,distance'] },
      { id: 'more', blocks: ['links:list:HolidayParks,Pets,Christmas'] },
    ],
  },
  DogBeachNorthSea: beach('beachNorth', 'DogBeachBalticSea,DogVacationDenmark,Pets'),
  DogBeachBalticSea: beach('beachBaltic', 'DogBeachNorthSea,DogVacationDenmark,Pets'),
  DogBeachCroatia: beach('beachCroatia', 'DogBeachNorthSea,DogBeachBalticSea,Pets'),
};

export function isLandingView(name: string): name is LandingView {
  return name in LANDING_PAGES;
}

/** The coming Christmas week: Saturday 20 … 27 December, or next year's once it has begun. */
export function christmasStay(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  const year = Number(today.slice(0, 4));
  const start = `${year}-12-20` as IsoDate;
  const startDate = today <= start ? start : (`${year + 1}-12-20` as IsoDate);
  return { startDate, endDate: addDays(startDate, 7) };
}

type T = Awaited<ReturnType<typeof siteTranslator>>;

function objectCard(
  t: T,
  object: SearchResultObject,
  locale: string,
  query: URLSearchParams,
): ContentObject {
  const place = [object.locations.place, object.locations.region, object.locations.country]
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join(', ');
  const image = object.images[0];
  const p = object.price;
  const average = object.ratingAverage;
  return {
    objectNumber: object.objectNumber,
    href: withQuery(object.href, cardStayQuery(p, query)),
    title: object.title,
    place,
    facts: [
      t('search:card.persons', { count: object.personsMax }),
      t('search:card.bedrooms', { count: object.countRoomsSleeping }),
    ].join(' · '),
    image: image
      ? {
          photoId: image.photoId,
          src: image.src,
          srcSet: image.srcSet,
          avifSrcSet: image.avifSrcSet,
        }
      : null,
    rating:
      average !== null && object.ratingCount > 0
        ? {
            value: formatRating(average, locale),
            label: `${t('search:rating.label', { average: formatRating(average, locale) })}, ${t('search:rating.count', { count: object.ratingCount })}`,
            count: formatCount(object.ratingCount, locale),
          }
        : null,
    price: p
      ? {
          amount: formatMoney(stayTotal(p).total, locale),
          period: t('search:card.forNights', { count: p.duration }),
        }
      : object.minPrice !== null
        ? {
            amount: t('search:card.from', { price: formatMoney(object.minPrice, locale) }),
            period: t('search:card.perWeek'),
          }
        : null,
    noPrice: t('search:card.noPrice'),
  };
}

/** The search parameters of a page (with the Christmas week's dates). */
export function landingQuery(view: LandingView, today: IsoDate): URLSearchParams {
  const filter = LANDING_FILTERS[view];
  const params = new URLSearchParams(filter.query);
  if (filter.christmas) {
    const stay = christmasStay(today);
    params.set('startDate', stay.startDate);
    params.set('endDate', stay.endDate);
  }
  return params;
}

/** The page's regions that the catalogue has, with their location entities. */
async function pageRegions(ctx: RequestContext, refs: readonly RegionRef[]) {
  const catalog = await locationCatalog(ctx.deps.database);
  const out = [];
  for (const ref of refs) {
    const country = catalog.countryByCode.get(ref.country);
    const region = catalog.regions.find(
      (r) => r.countryCode === ref.country && r.slugs.de === ref.slug,
    );
    if (country && region) out.push({ country, region });
  }
  return out;
}

async function homesBlock(
  ctx: RequestContext,
  view: LandingView,
  t: T,
  lookup: Lookup,
): Promise<ContentBlock> {
  const filter = LANDING_FILTERS[view];
  const locale = LOCALES[ctx.language];
  const params = landingQuery(view, todayInBerlin(ctx.now));
  params.set('objectsPerPage', String(TEASER_COUNT));
  const found: SearchResultObject[] = [];
  let total = 0;
  if (filter.regions) {
    for (const { region } of await pageRegions(ctx, filter.regions)) {
      const own = new URLSearchParams(params);
      own.set('region', String(region.id));
      const result = await searchPage(ctx, { params: own, markers: false });
      found.push(...result.data.objects);
      total += result.data.total;
    }
    found.sort((a, b) => (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0));
  } else {
    const result = await searchPage(ctx, { params, markers: false });
    found.push(...result.data.objects);
    total = result.data.total;
  }
  const items = found.slice(0, TEASER_COUNT).map((o) => objectCard(t, o, locale, params));
  params.delete('objectsPerPage');
  const more =
    filter.regions || total === 0
      ? null
      : {
          label: lookup('landing:homes.more', { count: total, total: formatCount(total, locale) }),
          href: withQuery(buildPath('Search', {}, ctx.language), params.toString()),
        };
  return { kind: 'objects', items, more, empty: lookup('landing:homes.empty') };
}

async function offersBlock(ctx: RequestContext, view: LandingView): Promise<ContentBlock> {
  const wanted = LANDING_FILTERS[view].offers;
  const offers = wanted ? await listOffers(ctx) : [];
  const theme = wanted?.theme;
  // Themed offers carry their theme in the name ('dog-westjuetland', 'dog-dk').
  const items = offers
    .filter((o) => o.kind === 'theme' && theme !== undefined && o.name.startsWith(`${theme}-`))
    .filter((o) => wanted?.country === undefined || o.countryCode === wanted.country)
    .filter((o) => o.seoUrl !== '')
    .map((o) => ({ label: o.title, href: o.seoUrl, text: null }));
  return { kind: 'links', items };
}

async function regionsBlock(
  ctx: RequestContext,
  view: LandingView,
  lookup: Lookup,
): Promise<ContentBlock> {
  const filter = LANDING_FILTERS[view];
  const language: Language = ctx.language;
  const catalog = await locationCatalog(ctx.deps.database);
  const country = filter.regionsOf ? catalog.countryByCode.get(filter.regionsOf) : undefined;
  const regions = country
    ? catalog.regions
        .filter((region) => region.countryCode === country.code)
        .map((region) => ({ country, region }))
    : await pageRegions(ctx, filter.regions ?? []);
  // Only regions with a home that takes a dog (the link's own filter), in catalogue order.
  const items = [];
  for (const { country: c, region } of regions) {
    const params = new URLSearchParams({ pets: 'one', region: String(region.id) });
    params.set('objectsPerPage', '1');
    const found = await searchPage(ctx, { params, markers: false });
    if (found.data.total === 0) continue;
    items.push({
      label: lookup('landing:regionLink', {
        region: text(region.names, language),
        country: text(c.names, language),
      }),
      href: withQuery(canonicalLocationPath(language, { country: c, region }), 'pets=one'),
      text: null,
    });
  }
  return { kind: 'links', items };
}

/** The landing page of a table route, or null for every other page-frame view. */
export async function landingDocument(
  ctx: RequestContext,
  routeName: string,
): Promise<ContentDocument | null> {
  if (!isLandingView(routeName)) return null;
  const t = await siteTranslator(ctx);
  const lookup = t as unknown as Lookup;
  const locale = LOCALES[ctx.language];
  const stay = christmasStay(todayInBerlin(ctx.now));
  const day = (date: IsoDate) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const vars = {
    from: day(stay.startDate),
    to: day(stay.endDate),
    year: stay.startDate.slice(0, 4),
  };
  const computed = (name: string): Promise<ContentBlock> => {
    if (name === '@homes') return homesBlock(ctx, routeName, t, lookup);
    if (name === '@offers') return offersBlock(ctx, routeName);
    if (name === '@regions') return regionsBlock(ctx, routeName, lookup);
    throw new Error(`landing page ${routeName}: unknown block ${name}`);
  };
  return buildDocument(routeName, LANDING_PAGES[routeName], lookup, {
    vars,
    computed,
    href: (route) => buildPath(route, {}, ctx.language),
  });
}
