// Location info (SPEC.md §3): the texts, breadcrumbs, links and SEO fields of a country, region or
// place page, loaded alongside a search. Reads the in-memory catalog and index only (no queries).
import type { IsoDate } from '#core/dates';
import { LANGUAGES, type Language } from '#core/languages';
import { placePhrase, prepositionFor } from '#core/place-phrase';
import { buildPath } from '#core/routes';
import type { BBox } from '#core/search-query';
import type { LocationTexts } from '#db/schema';
import {
  canonicalLocationPath,
  text,
  type Country,
  type LocationCatalog,
  type Place,
  type Region,
} from './locations';
import { offerPath, offersOfLocation } from './offers';
import type { SearchState } from '#services/search';
import type { LocationInfo } from '#services/search/types';
import type { Translate } from '#services/platform';

export interface LocationRef {
  country?: string | null;
  region?: number | null;
  place?: number | null;
}

export interface ResolvedLocation {
  country: Country;
  region?: Region;
  place?: Place;
}

/** Offers listed in a location's info. */
const MAX_OFFERS = 12;
/** Half the side of a place's box, in degrees of latitude (~5.5 km); places store no bounds. */
const PLACE_BOX_DEG = 0.05;

/**
 * The preposition a resolved location takes in a language: the place's or region's stored one
 * (texts.preposition: "auf" Mallorca), the country's (countries.preposition), else the level's
 * default (core/place-phrase.ts). Never the German one in another language.
 */
export function locationPreposition(location: ResolvedLocation, language: Language): string {
  const { country, region, place } = location;
  if (place !== undefined)
    return prepositionFor(language, 'place', place.texts.preposition?.[language]);
  if (region !== undefined)
    return prepositionFor(language, 'region', region.texts.preposition?.[language]);
  return prepositionFor(language, 'country', country.preposition[language]);
}

/** "auf Mallorca", "à Majorque", "ad Alcúdia": the location's name with its preposition. */
export function locationWhere(location: ResolvedLocation, language: Language): string {
  const entity = location.place ?? location.region ?? location.country;
  return placePhrase(
    language,
    locationPreposition(location, language),
    text(entity.names, language),
  );
}

/**
 * The catalog entities of a reference, or null when they do not exist or do not belong together
 * (a region of another country). A region or place alone implies its country.
 */
export function resolveLocation(
  catalog: LocationCatalog,
  ref: LocationRef,
): ResolvedLocation | null {
  const place = ref.place != null ? catalog.placeById.get(ref.place) : undefined;
  if (ref.place != null && place === undefined) return null;
  const regionId = ref.region ?? place?.regionId;
  const region = regionId != null ? catalog.regionById.get(regionId) : undefined;
  if (regionId != null && region === undefined) return null;
  if (place !== undefined && region !== undefined && place.regionId !== region.id) return null;
  const code = ref.country?.toLowerCase() ?? region?.countryCode;
  if (code == null) return null;
  const country = catalog.countryByCode.get(code);
  if (country === undefined) return null;
  if (region !== undefined && region.countryCode !== country.code) return null;
  return {
    country,
    ...(region !== undefined ? { region } : {}),
    ...(region !== undefined && place !== undefined ? { place } : {}),
  };
}

/**
 * The most specific location whose bounds contain the box's centre (a region, else a country):
 * location info for a map search without a location filter.
 */
export function locationForBBox(catalog: LocationCatalog, box: BBox): ResolvedLocation | null {
  const lat = (box.south + box.north) / 2;
  const lon = (box.west + box.east) / 2;
  const inside = (b: { south: number; west: number; north: number; east: number }): boolean =>
    lat >= b.south && lat <= b.north && lon >= b.west && lon <= b.east;
  const area = (b: { south: number; west: number; north: number; east: number }): number =>
    (b.north - b.south) * (b.east - b.west);
  let best: Region | undefined;
  for (const region of catalog.regions) {
    if (inside(region.bounds) && (best === undefined || area(region.bounds) < area(best.bounds))) {
      best = region;
    }
  }
  if (best !== undefined) {
    const country = catalog.countryByCode.get(best.countryCode);
    return country === undefined ? null : { country, region: best };
  }
  let bestCountry: Country | undefined;
  for (const country of catalog.countries) {
    if (
      inside(country.bounds) &&
      (bestCountry === undefined || area(country.bounds) < area(bestCountry.bounds))
    ) {
      bestCountry = country;
    }
  }
  return bestCountry === undefined ? null : { country: bestCountry };
}

function pathOf(language: Language, location: ResolvedLocation): string {
  return canonicalLocationPath(language, location);
}

/** Live objects (active, any size) of a region or place, counted by the index (cached). */
function countObjects(
  state: SearchState,
  today: IsoDate,
  filter: { regionId: number } | { placeId: number },
): number {
  const key = 'regionId' in filter ? `r${filter.regionId}` : `p${filter.placeId}`;
  let count = state.counts.get(key);
  if (count === undefined) {
    count = state.index.search({ today, persons: 1, perPage: 1, markers: false, ...filter }).total;
    state.counts.set(key, count);
  }
  return count;
}

function field(texts: LocationTexts, key: keyof LocationTexts, language: Language): string {
  const value = texts[key];
  return value === undefined ? '' : text(value, language);
}

/** The SPEC §3 location info of a resolved location in a language. */
export function locationInfo(
  state: SearchState,
  location: ResolvedLocation,
  options: {
    language: Language;
    t: Translate;
    today: IsoDate;
    /** False on filtered search pages: they are not meant for search engines (noIndex). */
    indexable?: boolean;
  },
): LocationInfo {
  const { language, t, today } = options;
  const { country, region, place } = location;
  const entity = place ?? region ?? country;
  const name = text(entity.names, language);
  const texts: LocationTexts = entity.texts;
  const where = locationWhere(location, language);
  const title = field(texts, 'title', language) || t('search.locationTitle', { where });
  const catalog = state.locations;

  const crumbs: ResolvedLocation[] = [{ country }];
  if (region !== undefined) crumbs.push({ country, region });
  if (region !== undefined && place !== undefined) crumbs.push({ country, region, place });
  const breadcrumbs = [
    { label: t('routes:breadcrumbHome'), href: buildPath('Home', {}, language) },
    ...crumbs.map((c) => ({
      label: text((c.place ?? c.region ?? c.country).names, language),
      href: pathOf(language, c),
    })),
  ];

  const languageLinks: LocationInfo['languageLinks'] = {};
  for (const lng of LANGUAGES) languageLinks[lng] = pathOf(lng, location);

  // Top links: one level down (regions of a country, places of a region); a place lists the
  // other places of its region. Only locations with objects, most objects first.
  let topLinks: LocationInfo['topLinks'];
  if (region === undefined) {
    topLinks = catalog.regions
      .filter((r) => r.countryCode === country.code)
      .map((r) => ({
        label: text(r.names, language),
        href: pathOf(language, { country, region: r }),
        count: countObjects(state, today, { regionId: r.id }),
      }));
  } else {
    topLinks = catalog.places
      .filter((p) => p.regionId === region.id && p.id !== place?.id)
      .map((p) => ({
        label: text(p.names, language),
        href: pathOf(language, { country, region, place: p }),
        count: countObjects(state, today, { placeId: p.id }),
      }));
  }
  topLinks = topLinks
    .filter((link) => (link.count ?? 0) > 0)
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.label.localeCompare(b.label));

  const offers = offersOfLocation(state, country.code, region?.id ?? null)
    .map((offer) => ({
      id: offer.id,
      title: text(offer.title, language),
      href: offerPath(offer, language),
    }))
    .filter((o): o is { id: number; title: string; href: string } => o.href !== null)
    .slice(0, MAX_OFFERS);

  const bounds =
    place !== undefined
      ? {
          south: place.lat - PLACE_BOX_DEG,
          west: place.lon - PLACE_BOX_DEG * 1.5,
          north: place.lat + PLACE_BOX_DEG,
          east: place.lon + PLACE_BOX_DEG * 1.5,
        }
      : (region ?? country).bounds;

  const preposition = locationPreposition(location, language);

  return {
    locationName: name,
    preposition,
    breadcrumbs,
    title,
    text1: field(texts, 'text1', language),
    text2: field(texts, 'text2', language),
    metaTitle: field(texts, 'metaTitle', language) || t('brand.pageTitle', { title }),
    metaDescription:
      field(texts, 'metaDescription', language) || t('search.locationDescription', { where }),
    keywords: field(texts, 'keywords', language),
    seoText: field(texts, 'seoText', language),
    seoUrl: pathOf(language, location),
    noIndex: entity.noIndex || options.indexable === false,
    bounds,
    languageLinks,
    topLinks,
    offers,
  };
}
