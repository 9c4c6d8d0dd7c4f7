// The home page (SPEC.md §2 "Home configuration", §7 getHomeRecommendations, §9 teaser search;
// issue 17): the configuration (./home-config.ts) resolved against the catalogue — hero photo and
// its caption, favourite countries and regions with their number of homes and SEO location path,
// the teaser topics' pre-filtered pages, the footer's extra portals — and the trust signals from
// the real catalogue (homes, ratings). Recommendations are a teaser search (5 homes, 2 persons,
// price at most 6000 €) among well-rated homes (4 stars or more; those with at least 3 reviews
// first) with free dates soon, priced by the one quote through the search service.
import { addDays, todayInBerlin, weekday, type IsoDate } from '#core/dates';
import {
  siteLinkQuery,
  type HomeConfig,
  type HomeSiteLink,
  type HomeTeaserTopic,
} from '#core/home-config';
import type { Language } from '#core/languages';
import { buildPath } from '#core/routes';
import { TEASER_SEARCH } from '#core/search-query';
import { isUploadId } from '#core/media-uploads';
import {
  activeHomeStatsByRegion,
  placesShowingPhoto,
  type HomePlace,
  type RegionStatsRow,
} from '#db/repositories/content-home';
import { canonicalLocationPath, text } from '#services/catalogue';
import { DomainError, type RequestContext } from '#services/platform';
import { ensureSearchIndex, searchApi } from '#services/search';
import type { SearchResultObject } from '#services/search/types';
import { homeConfig } from './home-config';
import type {
  HomeLocationCard,
  HomePageData,
  HomePortal,
  HomeRecommendations,
  HomeTeaserCard,
} from './types';

/** "Well-rated": at least this many stars on average. */
export const RECOMMENDATION_MIN_RATING = 4;
/** "Soon": the stay starts on the first Saturday at least this many days ahead. */
export const RECOMMENDATION_LEAD_DAYS = 7;
export const RECOMMENDATION_NIGHTS = 7;
/** "Well-rated" needs a few voices: a single 5-star review says little. */
export const RECOMMENDATION_MIN_RATINGS = 3;
/** Hits looked at (the search's own ranking) to find five within the limits. */
const CANDIDATES = 60;
/** Cards shown when the configuration names no regions (the catalogue's favourites). */
const DEFAULT_REGION_CARDS = 8;

/** A configured link in a language: the route's path and the query as written. */
export function siteLinkPath(link: HomeSiteLink, language: Language): string {
  return `${buildPath(link.route, {}, language)}${siteLinkQuery(link)}`;
}

function localized(
  value: Partial<Record<Language, string>> | undefined,
  language: Language,
): string | null {
  return value?.[language] ?? value?.de ?? null;
}

interface Stats {
  homes: number;
  ratingSum: number;
  ratingCount: number;
  byCountry: Map<string, number>;
  byRegion: Map<number, number>;
}

const statsCache = new WeakMap<object, { version: number; stats: Promise<Stats> }>();

function statsOf(rows: RegionStatsRow[]): Stats {
  const stats: Stats = {
    homes: 0,
    ratingSum: 0,
    ratingCount: 0,
    byCountry: new Map(),
    byRegion: new Map(),
  };
  for (const row of rows) {
    stats.homes += row.homes;
    stats.ratingSum += row.ratingSum;
    stats.ratingCount += row.ratingCount;
    stats.byCountry.set(row.countryCode, (stats.byCountry.get(row.countryCode) ?? 0) + row.homes);
    stats.byRegion.set(row.regionId, row.homes);
  }
  return stats;
}

/** The catalogue's figures, read again when the search index sees a change. */
function catalogueStats(ctx: RequestContext): Promise<Stats> {
  const holder = ctx.deps.search;
  const hit = statsCache.get(holder);
  if (hit !== undefined && hit.version === holder.version) return hit.stats;
  const stats = activeHomeStatsByRegion(ctx.deps.database.db).then(statsOf);
  statsCache.set(holder, { version: holder.version, stats });
  stats.catch(() => statsCache.delete(holder));
  return stats;
}

const photoCache = new WeakMap<object, { version: number; photos: Map<string, string | null> }>();

/**
 * The photo of a location's best-rated home (a location card without a configured photo), kept
 * until the search index sees a change.
 */
async function locationPhoto(ctx: RequestContext, query: string): Promise<string | null> {
  const holder = ctx.deps.search;
  let cache = photoCache.get(holder);
  if (cache === undefined || cache.version !== holder.version) {
    cache = { version: holder.version, photos: new Map() };
    photoCache.set(holder, cache);
  }
  const known = cache.photos.get(query);
  if (known !== undefined) return known;
  const { data } = await searchApi(ctx, {
    query: `${query}&sort=rating`,
    objectsPerPage: 1,
    markers: false,
  });
  const photoId = data.objects[0]?.images[0]?.photoId ?? null;
  cache.photos.set(query, photoId);
  return photoId;
}

async function countryCards(
  ctx: RequestContext,
  config: HomeConfig,
  stats: Stats,
): Promise<HomeLocationCard[]> {
  const { locations } = await ensureSearchIndex(ctx.deps);
  const visible = config.countries.filter((entry) => !entry.hidden);
  const cards = await Promise.all(
    visible.map(async (entry): Promise<HomeLocationCard | null> => {
      const country = locations.countryByCode.get(entry.code);
      const homes = stats.byCountry.get(entry.code) ?? 0;
      if (country === undefined || homes === 0) return null;
      return {
        key: country.code,
        name: text(country.names, ctx.language),
        homes,
        href: canonicalLocationPath(ctx.language, { country }),
        photoId: entry.img ?? (await locationPhoto(ctx, `country=${country.code}`)),
      };
    }),
  );
  return cards.filter((card) => card !== null);
}

async function regionCards(
  ctx: RequestContext,
  config: HomeConfig,
  stats: Stats,
): Promise<HomeLocationCard[]> {
  const { locations } = await ensureSearchIndex(ctx.deps);
  const entries =
    config.regions ??
    locations.regions
      .filter((region) => region.favourite)
      .sort((a, b) => (stats.byRegion.get(b.id) ?? 0) - (stats.byRegion.get(a.id) ?? 0))
      .slice(0, DEFAULT_REGION_CARDS)
      .map((region) => ({ id: region.id, hidden: false, img: undefined }));
  const cards = await Promise.all(
    entries
      .filter((entry) => !entry.hidden)
      .map(async (entry): Promise<HomeLocationCard | null> => {
        const region = locations.regionById.get(entry.id);
        const country = region && locations.countryByCode.get(region.countryCode);
        const homes = stats.byRegion.get(entry.id) ?? 0;
        if (region === undefined || country === undefined || homes === 0) return null;
        return {
          key: String(region.id),
          name: text(region.names, ctx.language),
          country: text(country.names, ctx.language),
          homes,
          href: canonicalLocationPath(ctx.language, { country, region }),
          photoId: entry.img ?? (await locationPhoto(ctx, `region=${region.id}`)),
        };
      }),
  );
  return cards.filter((card) => card !== null);
}

function teaserCards(config: HomeConfig, language: Language): HomeTeaserCard[] {
  return config.teasers
    .filter((teaser) => !teaser.hidden)
    .map((teaser) => ({
      topic: teaser.teaser,
      // Only the page's language: an editor's German title on the English page read as a
      // German word in English text; without one the topic's own title in the page's language.
      title: teaser.title?.[language] ?? null,
      href: siteLinkPath(teaser.href, language),
      target: teaser.target,
      photoId: teaser.img,
    }));
}

function portals(config: HomeConfig, language: Language): HomePortal[] {
  return config.extraPortals.map((portal) =>
    'url' in portal
      ? { route: null, label: localized(portal.title, language), href: portal.url, external: true }
      : {
          route: portal.route,
          label: localized(portal.title, language),
          href: buildPath(portal.route, {}, language),
          external: false,
        },
  );
}

const placesCache = new WeakMap<
  object,
  { version: number; places: Map<string, Promise<HomePlace[]>> }
>();

/** Where the active homes that show pool photo `photoId` are, kept until the index changes. */
function placesShowing(ctx: RequestContext, photoId: string): Promise<HomePlace[]> {
  const holder = ctx.deps.search;
  let cache = placesCache.get(holder);
  if (cache === undefined || cache.version !== holder.version) {
    cache = { version: holder.version, places: new Map() };
    placesCache.set(holder, cache);
  }
  let places = cache.places.get(photoId);
  if (places === undefined) {
    const fresh = placesShowingPhoto(ctx.deps.database.db, photoId);
    const entries = cache.places;
    fresh.catch(() => entries.delete(photoId));
    entries.set(photoId, fresh);
    places = fresh;
  }
  return places;
}

/**
 * The hero photo and its caption (issue 19 "The catalogue tells the truth"). A caption that names
 * a place ("Im Bild: Dänemark") stands under a photo that one of the place's homes shows: a pool
 * photo none of them shows (a beach with palms and a pool for Denmark) gives way to the photo of
 * the place's best-rated house (else home). An uploaded image is the editor's own picture of the
 * place and is kept. A place without a home to show keeps the photo and is not named.
 */
async function heroOf(ctx: RequestContext, config: HomeConfig): Promise<HomePageData['hero']> {
  const { hero } = config;
  const { locations, offers } = await ensureSearchIndex(ctx.deps);
  const subject = hero.subject;
  let place: {
    caption: { name: string; href: string };
    query: string;
    shows(p: HomePlace): boolean;
  } | null = null;
  if (subject?.kind === 'country') {
    const country = locations.countryByCode.get(subject.code);
    if (country)
      place = {
        caption: {
          name: text(country.names, ctx.language),
          href: canonicalLocationPath(ctx.language, { country }),
        },
        query: `country=${country.code}`,
        shows: (p) => p.countryCode === country.code,
      };
  } else if (subject?.kind === 'region') {
    const region = locations.regionById.get(subject.id);
    const country = region && locations.countryByCode.get(region.countryCode);
    if (region && country)
      place = {
        caption: {
          name: text(region.names, ctx.language),
          href: canonicalLocationPath(ctx.language, { country, region }),
        },
        query: `region=${region.id}`,
        shows: (p) => p.regionId === region.id,
      };
  } else if (subject?.kind === 'offer') {
    const offer = offers.get(subject.id);
    if (offer?.active && offer.kind !== 'filter') {
      const slug = offer.seoUrl[ctx.language] ?? offer.seoUrl.de;
      if (slug !== undefined && /^[a-z0-9-]+$/.test(slug))
        return {
          photoId: hero.img,
          caption: {
            name: text(offer.title, ctx.language),
            href: buildPath('ThemeLanding', { offerID: offer.id, slug }, ctx.language),
          },
        };
    }
  }
  if (place === null) return { photoId: hero.img, caption: null };
  if (isUploadId(hero.img) || (await placesShowing(ctx, hero.img)).some(place.shows))
    return { photoId: hero.img, caption: place.caption };
  const photoId =
    (await locationPhoto(ctx, `${place.query}&objectType=house`)) ??
    (await locationPhoto(ctx, place.query));
  return photoId === null
    ? { photoId: hero.img, caption: null }
    : { photoId, caption: place.caption };
}

/** Everything the home page shows from its configuration and the catalogue. */
export async function homePage(ctx: RequestContext): Promise<HomePageData> {
  const [config, stats] = await Promise.all([homeConfig(ctx.deps), catalogueStats(ctx)]);
  const [hero, countries, regions] = await Promise.all([
    heroOf(ctx, config),
    countryCards(ctx, config, stats),
    regionCards(ctx, config, stats),
  ]);
  return {
    hero,
    countries,
    regions,
    teasers: teaserCards(config, ctx.language),
    trust: {
      homes: stats.homes,
      countries: [...stats.byCountry.values()].filter((homes) => homes > 0).length,
      ratingAverage:
        stats.ratingCount === 0
          ? null
          : Math.round((stats.ratingSum / stats.ratingCount) * 10) / 10,
      ratingCount: stats.ratingCount,
    },
    extraPortals: portals(config, ctx.language),
  };
}

/** The first Saturday at least RECOMMENDATION_LEAD_DAYS ahead: a common arrival day, soon. */
export function recommendationArrival(today: IsoDate): IsoDate {
  const earliest = addDays(today, RECOMMENDATION_LEAD_DAYS);
  return addDays(earliest, (6 - weekday(earliest) + 7) % 7);
}

export interface HomeRecommendationsInput {
  teaser?: HomeTeaserTopic | undefined;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
}

/**
 * GET /api/getHomeRecommendations: up to five well-rated homes with free dates soon, each priced
 * for its stay by the quote (2 persons), none above 6000 € for the stay. With `teaser`, among the
 * homes of that topic's search (its configured link's filters; lastminute: arrivals in the next
 * 14 days). Dates in the past or in the wrong order are refused, naming the field.
 */
export async function homeRecommendations(
  ctx: RequestContext,
  input: HomeRecommendationsInput = {},
): Promise<HomeRecommendations> {
  const today = todayInBerlin(ctx.now);
  const startDate = input.startDate ?? recommendationArrival(today);
  const endDate = input.endDate ?? addDays(startDate, RECOMMENDATION_NIGHTS);
  if (startDate < today) {
    throw new DomainError('invalid', 'errors.validation.invalid', { field: 'startDate' });
  }
  if (endDate <= startDate) {
    throw new DomainError('invalid', 'errors.validation.invalid', { field: 'endDate' });
  }
  const config = await homeConfig(ctx.deps);
  const teaser =
    input.teaser === undefined
      ? undefined
      : config.teasers.find((t) => t.teaser === input.teaser && !t.hidden);
  if (input.teaser !== undefined && teaser === undefined) {
    throw new DomainError('notFound', 'errors.notFound', { field: 'teaser' });
  }
  const params = new URLSearchParams(teaser?.href.query ?? {});
  const lastminute = teaser?.href.route === 'Lastminute' || params.get('lastminuteonly') === 'Y';
  if (lastminute) {
    params.set('lastminuteonly', 'Y');
    params.delete('startDate');
    params.delete('endDate');
  } else {
    params.set('startDate', startDate);
    params.set('endDate', endDate);
    params.set('tolerance', '3');
  }
  params.set('persons', String(TEASER_SEARCH.persons));
  params.set('rating', String(RECOMMENDATION_MIN_RATING));
  params.set('sort', 'recommendation');
  params.set('priceMax', String(TEASER_SEARCH.priceMax));
  const { data } = await searchApi(ctx, {
    query: params.toString(),
    objectsPerPage: CANDIDATES,
    markers: false,
  });
  const limit = TEASER_SEARCH.priceMax * 100;
  const affordable = data.objects.filter((o) => o.price !== null && o.price.priceComplete <= limit);
  // Homes with enough reviews first, best average first (ties: the search's ranking); homes with
  // fewer reviews only fill up a short list.
  const reviewed = affordable.filter((o) => o.ratingCount >= RECOMMENDATION_MIN_RATINGS);
  const ranked = [
    ...reviewed.sort((a, b) => (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0)),
    ...affordable.filter((o) => o.ratingCount < RECOMMENDATION_MIN_RATINGS),
  ];
  const objects: SearchResultObject[] = ranked.slice(0, TEASER_SEARCH.objectsPerPage);
  return {
    teaser: input.teaser ?? null,
    startDate: lastminute ? null : startDate,
    endDate: lastminute ? null : endDate,
    persons: TEASER_SEARCH.persons,
    objects,
  };
}
