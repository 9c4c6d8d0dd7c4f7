// Locations (countries, regions, places) held in memory: a few hundred rows that every page and
// search needs, loaded once and reloaded when the catalogue changes.
import type { Language } from '#core/languages';
import { locationPath, type LocationSlugs } from '#core/seo-urls';
import type { Database } from '#db/client';
import { loadAllLocations, type LocationRows } from '#db/repositories/catalogue-locations';
import type { LocalizedText } from '#db/schema';

export type Country = LocationRows['countries'][number];
export type Region = LocationRows['regions'][number];
export type Place = LocationRows['places'][number];

export interface LocationCatalog {
  countries: Country[];
  regions: Region[];
  places: Place[];
  countryByCode: Map<string, Country>;
  regionById: Map<number, Region>;
  placeById: Map<number, Place>;
  /** slug (per language) → entity, for resolving SEO paths. */
  countryBySlug: Map<string, Country>;
  regionBySlug: Map<string, Region>;
  placeBySlug: Map<string, Place>;
}

const slugKey = (language: Language, slug: string, parent = '') => `${language}|${parent}|${slug}`;

export function text(localized: LocalizedText, language: Language): string {
  return localized[language] ?? localized.de ?? Object.values(localized)[0] ?? '';
}

export function buildLocationCatalog(rows: LocationRows): LocationCatalog {
  const catalog: LocationCatalog = {
    ...rows,
    countryByCode: new Map(rows.countries.map((c) => [c.code, c])),
    regionById: new Map(rows.regions.map((r) => [r.id, r])),
    placeById: new Map(rows.places.map((p) => [p.id, p])),
    countryBySlug: new Map(),
    regionBySlug: new Map(),
    placeBySlug: new Map(),
  };
  const languages: Language[] = ['de', 'en', 'fr', 'it'];
  for (const language of languages) {
    for (const c of rows.countries) {
      const slug = c.slugs[language];
      if (slug) catalog.countryBySlug.set(slugKey(language, slug), c);
    }
    for (const r of rows.regions) {
      const slug = r.slugs[language];
      if (slug) catalog.regionBySlug.set(slugKey(language, slug, r.countryCode), r);
    }
    for (const p of rows.places) {
      const slug = p.slugs[language];
      if (slug) catalog.placeBySlug.set(slugKey(language, slug, String(p.regionId)), p);
    }
  }
  return catalog;
}

export function findBySlugs(
  catalog: LocationCatalog,
  language: Language,
  slugs: LocationSlugs,
): { country: Country; region?: Region; place?: Place } | null {
  const country = catalog.countryBySlug.get(slugKey(language, slugs.country));
  if (!country) return null;
  if (!slugs.region) return { country };
  const region = catalog.regionBySlug.get(slugKey(language, slugs.region, country.code));
  if (!region) return null;
  if (!slugs.place) return { country, region };
  const place = catalog.placeBySlug.get(slugKey(language, slugs.place, String(region.id)));
  if (!place) return null;
  return { country, region, place };
}

/** The canonical SEO path of a location in a language (slug missing in that language: de). */
export function canonicalLocationPath(
  language: Language,
  location: { country: Country; region?: Region; place?: Place },
): string {
  const pick = (l: LocalizedText) => l[language] ?? l.de ?? '';
  return locationPath(language, {
    country: pick(location.country.slugs),
    ...(location.region ? { region: pick(location.region.slugs) } : {}),
    ...(location.region && location.place ? { place: pick(location.place.slugs) } : {}),
  });
}

const cache = new WeakMap<Database, Promise<LocationCatalog>>();

/** The catalog of a database, loaded on first use. */
export function locationCatalog(database: Database): Promise<LocationCatalog> {
  let hit = cache.get(database);
  if (!hit) {
    hit = loadAllLocations(database.db).then(buildLocationCatalog);
    hit.catch(() => cache.delete(database));
    cache.set(database, hit);
  }
  return hit;
}

export function invalidateLocationCatalog(database: Database): void {
  cache.delete(database);
}
