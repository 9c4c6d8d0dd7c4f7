// Translation namespaces, one per area of the product (STYLE.md: no flat translation file).
export const NAMESPACES = [
  'common',
  'errors',
  'routes',
  'search',
  'watchlist',
  'object',
  'price',
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
  'object',
  'price',
] as const satisfies readonly Namespace[];
