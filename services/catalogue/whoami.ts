// The server lookup for paths that are not in the route table (SPEC.md §2 "Unknown paths"): SEO
// location and object URLs. Returns the page description of SPEC §3 (compname, datas, optional
// canonical location). Results are cached briefly per path: the lookup runs on every such page.
import { isLanguage, type Language } from '#core/languages';
import { objectSeoPath, parseSeoPath } from '#core/seo-urls';
import { findObjectLocation } from '#db/repositories/catalogue-locations';
import type { RequestContext } from '#services/platform';
import { canonicalLocationPath, findBySlugs, locationCatalog } from './locations';

export interface WhoamiLocation {
  country: string;
  region?: number;
  place?: number;
}

export type PageDescription =
  | {
      compname: 'Search';
      datas: { location: WhoamiLocation; offer: number | null };
      location: string | null;
    }
  | { compname: 'Object'; datas: { objectNumber: number }; location: string | null }
  | { compname: 'Error404' | 'Error410'; datas: Record<string, never>; location: null };

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
// Per database, so that processes or tests with several databases never share answers.
const caches = new WeakMap<object, Map<string, { at: number; value: PageDescription }>>();

function languagePath(routepath: string): { language: Language; rest: string } {
  const first = routepath.split('/')[1] ?? '';
  if (isLanguage(first) && first !== 'de') {
    return { language: first, rest: routepath.slice(first.length + 1) || '/' };
  }
  return { language: 'de', rest: routepath };
}

async function resolve(ctx: RequestContext, routepath: string): Promise<PageDescription> {
  const notFound: PageDescription = { compname: 'Error404', datas: {}, location: null };
  const { language, rest } = languagePath(routepath);
  const parsed = parseSeoPath(language, rest);
  if (!parsed) return notFound;
  const catalog = await locationCatalog(ctx.deps.database);

  if (parsed.kind === 'location') {
    const found = findBySlugs(catalog, language, parsed.slugs);
    if (!found) return notFound;
    const canonical = canonicalLocationPath(language, found);
    return {
      compname: 'Search',
      datas: {
        location: {
          country: found.country.code,
          ...(found.region ? { region: found.region.id } : {}),
          ...(found.place ? { place: found.place.id } : {}),
        },
        offer: null,
      },
      location: canonical === routepath ? null : canonical,
    };
  }

  const object = await findObjectLocation(ctx.deps.database.db, parsed.objectNumber);
  if (!object) return notFound;
  if (!object.active) return { compname: 'Error410', datas: {}, location: null };
  const country = catalog.countryByCode.get(object.countryCode);
  const region = catalog.regionById.get(object.regionId);
  const place = catalog.placeById.get(object.placeId);
  if (!country || !region || !place) return notFound;
  const pick = (l: Partial<Record<Language, string>>) => l[language] ?? l.de ?? '';
  const canonical = objectSeoPath(
    language,
    { country: pick(country.slugs), region: pick(region.slugs), place: pick(place.slugs) },
    object.objectNumber,
  );
  return {
    compname: 'Object',
    datas: { objectNumber: object.objectNumber },
    location: canonical === routepath ? null : canonical,
  };
}

/** Resolves a path (with language prefix) to its page description. */
export async function whoami(ctx: RequestContext, routepath: string): Promise<PageDescription> {
  const now = ctx.now.getTime();
  let cache = caches.get(ctx.deps.database);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.deps.database, cache);
  }
  const hit = cache.get(routepath);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = await resolve(ctx, routepath);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(routepath, { at: now, value });
  return value;
}
