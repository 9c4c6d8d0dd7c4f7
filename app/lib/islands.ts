// Static islands (issue 12, decision 079): parts of a page that never change in the browser —
// home's trust band, teasers, location tiles, advice text — are rendered on the server and left
// as they are by hydration. Their data and texts stay out of the page's inline loader data: the
// loader hands them to the server's render through this store (app/lib/islands.server.ts), the
// browser keeps the server's HTML (app/components/ui/island.tsx). A client navigation's loader
// data (`*.data`) carries them as before, so a page reached without a document load renders in
// full.
import { createContext, useContext } from 'react';
import type { TextResources } from '#core/i18n/namespaces';

/** Names of values kept for the document's render only (islandData). */
export const ORGANIZATION_JSON_LD = 'organization-json-ld';
export const OBJECT_JSON_LD = 'object-json-ld';
/** The object page's amenities, distances, cancellation terms and links (ObjectDetails). */
export const OBJECT_DETAILS = 'object-details';
/** The search page's result cards (SearchScreenResults.objects). */
export const SEARCH_CARDS = 'search-cards';

/** What one document render keeps for its islands: data by name, and their texts. */
export interface IslandStore {
  readonly data: Map<string, unknown>;
  readonly texts: TextResources[];
}

export function createIslandStore(): IslandStore {
  return { data: new Map(), texts: [] };
}

/** The document render's store (entry.server.tsx); null in the browser. */
export const IslandStoreContext = createContext<IslandStore | null>(null);

export function useIslandStore(): IslandStore | null {
  return useContext(IslandStoreContext);
}

/**
 * An island's value: `data` from the loader data when it is there (a client navigation, an
 * editor's page), else on the server what the loader kept under `name` (islandData); null in the
 * browser hydrating a document.
 */
export function useIslandValue<T>(name: string, data: T | null): T | null {
  const store = useIslandStore();
  return data ?? (store?.data.get(name) as T | undefined) ?? null;
}
