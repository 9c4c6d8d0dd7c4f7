// SEO URLs of locations and objects (issue: every route, SEO URLs). Per language, a fixed prefix
// joined to the country slug, then region and place slugs from the database:
//   de  /ferienhaus-kroatien/istrien/porec/           en  /en/holiday-home-croatia/istria/porec/
//   fr  /fr/location-vacances-croatie/istrie/porec/   it  /it/casa-vacanze-croazia/istria/parenzo/
// An object's SEO URL is its place URL plus the object number: /ferienhaus-kroatien/istrien/porec/100123/
import { DEFAULT_LANGUAGE, type Language } from './languages';

export const LOCATION_PREFIX: Record<Language, string> = {
  de: 'ferienhaus-',
  en: 'holiday-home-',
  fr: 'location-vacances-',
  it: 'casa-vacanze-',
};

export interface LocationSlugs {
  country: string;
  region?: string;
  place?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export function locationPath(language: Language, slugs: LocationSlugs): string {
  const parts = [`${LOCATION_PREFIX[language]}${slugs.country}`];
  if (slugs.region) parts.push(slugs.region);
  if (slugs.region && slugs.place) parts.push(slugs.place);
  return `${languagePrefix(language)}/${parts.join('/')}/`;
}

export function objectSeoPath(
  language: Language,
  slugs: Required<LocationSlugs>,
  objectNumber: number,
): string {
  return `${locationPath(language, slugs)}${objectNumber}/`;
}

export type ParsedSeoPath =
  | { kind: 'location'; language: Language; slugs: LocationSlugs }
  | { kind: 'object'; language: Language; slugs: Required<LocationSlugs>; objectNumber: number };

/**
 * Reads a path (without language prefix) as an SEO location or object path, or null. Strict:
 * only lowercase slugs, at most country/region/place(/objectNumber), trailing slash optional here
 * (the trailing-slash redirect happens before).
 */
export function parseSeoPath(language: Language, pathWithoutPrefix: string): ParsedSeoPath | null {
  const segments = pathWithoutPrefix.split('/').filter((s) => s.length > 0);
  const first = segments[0];
  const prefix = LOCATION_PREFIX[language];
  if (!first || !first.startsWith(prefix) || segments.length > 4) return null;
  const country = first.slice(prefix.length);
  if (!isSlug(country)) return null;
  const [, region, place, last] = segments;
  if (last !== undefined) {
    if (!region || !place || !isSlug(region) || !isSlug(place) || !/^\d{1,9}$/.test(last)) {
      return null;
    }
    return {
      kind: 'object',
      language,
      slugs: { country, region, place },
      objectNumber: Number(last),
    };
  }
  for (const s of [region, place]) if (s !== undefined && !isSlug(s)) return null;
  return {
    kind: 'location',
    language,
    slugs: { country, ...(region ? { region } : {}), ...(region && place ? { place } : {}) },
  };
}
