// Destination suggestions (the destination field of the home and search screens): countries,
// regions and places of the location catalogue whose names match what the guest typed, in the
// page language, each with its SEO location page and its number of live objects. Answered from
// memory (the catalogue and the index of the search holder): no database query per keystroke.
import { todayInBerlin, type IsoDate } from '#core/dates';
import { LANGUAGES, type Language } from '#core/languages';
import type { LocalizedText } from '#db/schema';
import { foldText, indexTokens, queryTokens } from '#search/text';
import {
  canonicalLocationPath,
  text,
  type LocationCatalog,
  type ResolvedLocation,
} from '#services/catalogue';
import type { RequestContext } from '#services/platform';
import { ensureSearchIndex, type SearchState } from './holder';
import type { LocationSuggestion, LocationSuggestionKind } from './types';

/** Suggestions answered when the caller names no limit. */
export const DEFAULT_SUGGESTIONS = 8;
/** Query words looked at (a destination is a few words; the rest is noise). */
const MAX_QUERY_WORDS = 6;

const KIND_ORDER: Record<LocationSuggestionKind, number> = { country: 0, region: 1, place: 2 };

interface Entry {
  kind: LocationSuggestionKind;
  location: ResolvedLocation;
  name: string;
  /** The name in the page language, folded (for "the name starts with what was typed"). */
  folded: string;
  /** Words of the name in the page language. */
  words: string[];
  /** Words of the name in the other languages (a guest may type "Croatia" on the German site). */
  aliases: string[];
  /** Words of the parents' names in every language ("istrien porec" finds Poreč). */
  parentWords: string[];
  context: string;
}

function wordsOf(names: LocalizedText, languages: readonly Language[]): string[] {
  const out = new Set<string>();
  for (const language of languages) {
    const name = names[language];
    if (name !== undefined) for (const word of indexTokens(name)) out.add(word);
  }
  return [...out];
}

function entry(
  kind: LocationSuggestionKind,
  location: ResolvedLocation,
  language: Language,
): Entry {
  const { country, region, place } = location;
  const own = place ?? region ?? country;
  const parents = [region !== undefined && place !== undefined ? region : undefined, country]
    .filter((parent) => parent !== undefined && parent !== own)
    .map((parent) => parent!);
  const name = text(own.names, language);
  const words = wordsOf({ [language]: name }, [language]);
  const others = LANGUAGES.filter((other) => other !== language);
  return {
    kind,
    location,
    name,
    folded: foldText(name),
    words,
    aliases: wordsOf(own.names, others).filter((word) => !words.includes(word)),
    parentWords: [...new Set(parents.flatMap((parent) => wordsOf(parent.names, LANGUAGES)))],
    context: parents.map((parent) => text(parent.names, language)).join(', '),
  };
}

const entryCache = new WeakMap<LocationCatalog, Map<Language, Entry[]>>();

/** Every location of the catalogue as a match entry in a language (built once per catalogue). */
function entries(catalog: LocationCatalog, language: Language): Entry[] {
  let byLanguage = entryCache.get(catalog);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    entryCache.set(catalog, byLanguage);
  }
  let list = byLanguage.get(language);
  if (list !== undefined) return list;
  list = [];
  for (const country of catalog.countries) list.push(entry('country', { country }, language));
  for (const region of catalog.regions) {
    const country = catalog.countryByCode.get(region.countryCode);
    if (country !== undefined) list.push(entry('region', { country, region }, language));
  }
  for (const place of catalog.places) {
    const region = catalog.regionById.get(place.regionId);
    const country = region && catalog.countryByCode.get(region.countryCode);
    if (region !== undefined && country !== undefined) {
      list.push(entry('place', { country, region, place }, language));
    }
  }
  byLanguage.set(language, list);
  return list;
}

const prefixOfAny = (token: string, words: readonly string[]) =>
  words.some((word) => word.startsWith(token));

/** A location that matches a query, with how well (lower is better). */
export interface LocationMatch {
  kind: LocationSuggestionKind;
  location: ResolvedLocation;
  name: string;
  context: string;
  /**
   * 0: the name in the page language starts with what was typed; 1: a word of that name starts
   * with a typed word; 2: the match is through another language's name or a parent's name.
   */
  tier: number;
}

/**
 * The locations whose names match `query`, best first. Matching follows the fulltext search
 * (search/text.ts): case, diacritics and ß/ae spellings are folded, and every typed word must be
 * the start of a word of the location's name (in any language) or of a parent's name — with at
 * least one of them the location's own, so "Kroatien" suggests Kroatien, not each of its places.
 * Order: tier, then countries before regions before places, then name.
 */
export function matchLocations(
  catalog: LocationCatalog,
  language: Language,
  query: string,
): LocationMatch[] {
  const tokens = queryTokens(query).slice(0, MAX_QUERY_WORDS);
  if (tokens.length === 0) return [];
  const whole = foldText(query.trim()).replace(/\s+/g, ' ');
  const out: LocationMatch[] = [];
  for (const candidate of entries(catalog, language)) {
    let own = false;
    let inLanguage = false;
    let all = true;
    for (const token of tokens) {
      if (prefixOfAny(token, candidate.words)) {
        own = true;
        inLanguage = true;
      } else if (prefixOfAny(token, candidate.aliases)) {
        own = true;
      } else if (!prefixOfAny(token, candidate.parentWords)) {
        all = false;
        break;
      }
    }
    if (!all || !own) continue;
    const tier = candidate.folded.startsWith(whole) ? 0 : inLanguage ? 1 : 2;
    out.push({
      kind: candidate.kind,
      location: candidate.location,
      name: candidate.name,
      context: candidate.context,
      tier,
    });
  }
  const collator = new Intl.Collator(language);
  return out.sort(
    (a, b) =>
      a.tier - b.tier ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      collator.compare(a.name, b.name),
  );
}

/** Live objects of a location, counted by the index (cached until the index changes). */
function liveObjects(state: SearchState, today: IsoDate, location: ResolvedLocation): number {
  const { country, region, place } = location;
  const key =
    place !== undefined
      ? `p${place.id}`
      : region !== undefined
        ? `r${region.id}`
        : `c${country.code}`;
  let count = state.counts.get(key);
  if (count === undefined) {
    const filter =
      place !== undefined
        ? { placeId: place.id }
        : region !== undefined
          ? { regionId: region.id }
          : { country: country.code };
    count = state.index.search({ today, persons: 1, perPage: 1, markers: false, ...filter }).total;
    state.counts.set(key, count);
  }
  return count;
}

/**
 * GET /api/location/suggest: up to `limit` locations matching `q` that have live objects (a
 * suggestion never leads to an empty page), best match first and, within a match tier and kind,
 * the locations with more objects first.
 */
export async function suggestLocations(
  ctx: RequestContext,
  input: { q: string; limit?: number },
): Promise<LocationSuggestion[]> {
  const state = await ensureSearchIndex(ctx.deps);
  const today = todayInBerlin(ctx.now);
  const language = ctx.language;
  const limit = input.limit ?? DEFAULT_SUGGESTIONS;
  const counted = matchLocations(state.locations, language, input.q)
    .map((match) => ({ match, count: liveObjects(state, today, match.location) }))
    .filter(({ count }) => count > 0);
  // Stable: the name order of matchLocations stays among equal counts.
  counted.sort(
    (a, b) =>
      a.match.tier - b.match.tier ||
      KIND_ORDER[a.match.kind] - KIND_ORDER[b.match.kind] ||
      b.count - a.count,
  );
  return counted.slice(0, limit).map(({ match, count }) => {
    const { country, region, place } = match.location;
    return {
      kind: match.kind,
      name: match.name,
      context: match.context,
      href: canonicalLocationPath(language, match.location),
      country: country.code,
      region: region?.id ?? null,
      place: place?.id ?? null,
      count,
    };
  });
}
