// POI page paths (SPEC §2 Poi, /{Reisebericht|Sehenswuerdigkeit}/{url?}/{poiId}/): the type
// segment per kind (the same in every language) and the canonical path in a language, with that
// language's slug. Shared by the POI pages and calls (services/content) and the sitemap.
import type { Language } from './languages';
import { buildPath } from './routes';

export type PoiKind = 'report' | 'sight';

/** The path segment of a kind. */
export const POI_TYPE_OF_KIND: Record<PoiKind, string> = {
  report: 'Reisebericht',
  sight: 'Sehenswuerdigkeit',
};

/** The kind a path segment names, or null. */
export function poiKindOfType(type: string): PoiKind | null {
  if (type === POI_TYPE_OF_KIND.report) return 'report';
  if (type === POI_TYPE_OF_KIND.sight) return 'sight';
  return null;
}

/** The slug of `language`, else the German one, else any. */
export function poiSlug(slugs: Partial<Record<Language, string>>, language: Language): string {
  return slugs[language] ?? slugs.de ?? Object.values(slugs)[0] ?? '';
}

/** The canonical page path of a POI in `language`. */
export function poiPath(
  poi: { poiId: number; kind: PoiKind; slugs: Partial<Record<Language, string>> },
  language: Language,
): string {
  return buildPath(
    'Poi',
    { poiType: POI_TYPE_OF_KIND[poi.kind], url: poiSlug(poi.slugs, language), poiId: poi.poiId },
    language,
  );
}
