// Redirects decided before any page renders (SPEC.md §2): legacy URLs, the trailing-slash rule,
// the `de`/`db` prefixes of the default language, and redirect routes (ObjectPageOld, HomeLegacy).
// Pure; the server calls it for GET/HEAD page requests.
import { DEFAULT_LANGUAGE } from './languages';
import { mapLegacyUrl } from './legacy-url';
import { matchRoute, withCanonicalTrailingSlash } from './routes';

export function preRouteRedirect(url: URL): string | null {
  const legacy = mapLegacyUrl(url);
  if (legacy) return legacy.location;

  const { pathname, search } = url;
  const match = matchRoute(pathname);
  if (match) return match.redirect === null ? null : match.redirect + search;

  // Unknown paths (resolved by the server lookup): the default language has no prefix, and the
  // trailing-slash rule applies to them as to every route.
  let path = pathname.replace(/\/{2,}/g, '/');
  const first = path.split('/')[1]?.toLowerCase();
  if (first === 'db' || first === DEFAULT_LANGUAGE) path = path.slice(3) || '/';
  else if (first === 'en' || first === 'fr' || first === 'it') {
    path = `/${first}${path.slice(3)}`;
  }
  path = withCanonicalTrailingSlash(path);
  return path === pathname ? null : path + search;
}
