// Translation namespaces, one file per namespace in locales/{lng}/{ns}.json. Product namespaces
// carry the name of their services slice (catalogue, pricing, search, watchlist, …), so one name
// finds a domain in services/, server/api/, db/, tests and the texts; common, errors and routes
// belong to the whole site.
export const NAMESPACES = [
  'common',
  'errors',
  'routes',
  'search',
  'watchlist',
  'catalogue',
  'pricing',
  'mail',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** Namespaces every page sends to the browser; others (page titles) are used on the server only. */
export const CLIENT_NAMESPACES = [
  'common',
  'errors',
  'search',
  'watchlist',
  'catalogue',
  'pricing',
] as const satisfies readonly Namespace[];
