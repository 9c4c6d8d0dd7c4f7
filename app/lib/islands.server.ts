// The loader's side of static islands (app/lib/islands.ts): on a document request the server's
// render keeps what only islands show, and the loader data sent to the browser says null.
import type { RouterContextProvider } from 'react-router';
import { mergeTexts, type TextResources } from '#core/i18n/namespaces';
import { hasPermission } from '#services/accounts';
import type { IslandStore } from './islands';
import { islandStoreContext, requestContext } from './request-context';

/**
 * The store when this request's islands are rendered on the server only: a document request
 * (server/ssr.ts sets a store for those alone) of a visitor who cannot edit texts — the locale
 * editor's in-place mode (issue 18) reports every text a hydrated component translates, so an
 * editor's page hydrates everything (their pages are never stored, server/page-cache.ts).
 */
function serverOnly(context: Readonly<RouterContextProvider>): IslandStore | null {
  const store = context.get(islandStoreContext);
  if (store === null) return null;
  return hasPermission(context.get(requestContext), 'localeEditor.update') ? null : store;
}

/** `value` for the loader data of a client navigation; null (kept for the render) on a document. */
export function islandData<T>(
  context: Readonly<RouterContextProvider>,
  name: string,
  value: T,
): T | null {
  const store = serverOnly(context);
  if (store === null) return value;
  store.data.set(name, value);
  return null;
}

/**
 * A screen's texts for its loader data: `texts` (what its live parts use) and `islandOnly` (what
 * only its islands show) — on a document the latter go to the render only.
 */
export function islandTexts(
  context: Readonly<RouterContextProvider>,
  texts: TextResources,
  islandOnly: TextResources,
): TextResources {
  const store = serverOnly(context);
  if (store === null) return mergeTexts([texts, islandOnly]);
  store.texts.push(islandOnly);
  return texts;
}
