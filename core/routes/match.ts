// Matching a request path against the route table (SPEC.md §2 "Matching is strict").
//
// - Language prefix: '/en', '/fr', '/it' select that language; '/de' and '/db' are accepted and
//   mean German (canonical German paths have no prefix, so such a match carries a redirect).
//   Like core/languages `languageFromPath`, the prefix is compared case-insensitively ('/EN/…'
//   matches and redirects to '/en/…'); everything after it is case-sensitive.
// - Strict: every segment must match exactly; int parameters are digits only, enums one of their
//   values. Anything else is `null` — an unknown path, which the server resolves by its lookup.
// - Trailing slash: a path matches with or without its final '/'. The match says what the
//   canonical path is, whether the request lacks the canonical slash (`needsTrailingSlash`) and
//   the location to answer 301 with (`redirect`, null when the request is canonical).
import { LANGUAGES, type Language } from '../languages';
import { COMPILED_BY_NAME, INDEX, isFileLikePath, type CompiledRoute } from './compile';
import { buildCompiledPath, buildPath, parseParam } from './href';
import type { RouteName, RouteParamsOf } from './table';
import type { RouteDefinition, RouteParams } from './types';

interface RouteMatchBase {
  /** Suffixed name of the matched route ('Privacy_en'). */
  readonly name: string;
  readonly language: Language;
  readonly route: RouteDefinition;
  /**
   * The canonical path of the page: canonical trailing slash, no '/de' or '/db' prefix,
   * normalised numbers, and for redirect routes (ObjectPageOld, HomeLegacy) the target's path.
   */
  readonly canonical: string;
  /** True when the request lacks the trailing slash its canonical path has. */
  readonly needsTrailingSlash: boolean;
  /** Where to answer 301 to (the canonical path), or null when the request path is canonical. */
  readonly redirect: string | null;
}

/** A match, discriminated by `baseName`; `params` are typed per route (numbers for int params). */
export type RouteMatch = {
  [N in RouteName]: RouteMatchBase & { readonly baseName: N; readonly params: RouteParamsOf<N> };
}[RouteName];

const PREFIXES: ReadonlyMap<string, Language> = new Map([
  ['en', 'en'],
  ['fr', 'fr'],
  ['it', 'it'],
  ['de', 'de'],
  ['db', 'de'],
]);

function matchCompiled(
  compiled: CompiledRoute,
  body: string,
): Record<string, string | number> | null {
  const result = compiled.regex.exec(body);
  if (result === null) return null;
  const params: Record<string, string | number> = {};
  compiled.groups.forEach((param, i) => {
    const text = result[i + 1];
    if (text !== undefined) params[param.name] = parseParam(param, text);
  });
  return params;
}

/** The path of the route a match stands for: the redirect target for redirect routes. */
function canonicalFor(route: RouteDefinition, params: RouteParams): string {
  const compiled = COMPILED_BY_NAME.get(route.name);
  if (compiled === undefined) throw new Error(`route ${route.name} not compiled`);
  if (route.redirectTo === undefined) return buildCompiledPath(compiled, params);
  return buildPath(route.redirectTo, params, route.language);
}

/**
 * The route a path belongs to, or null for an unknown path. `pathname` is a URL pathname (no
 * query or hash; percent-encoded as in `URL#pathname`).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  const prefixed = first.length === 2 ? PREFIXES.get(first.toLowerCase()) : undefined;
  const language: Language = prefixed ?? 'de';
  const rest = prefixed === undefined ? pathname : end === -1 ? '' : pathname.slice(end);

  const hasSlash = rest.endsWith('/');
  const body = hasSlash ? rest.slice(0, -1) : rest;
  const keyEnd = body.indexOf('/', 1);
  const key = keyEnd === -1 ? body.slice(1) : body.slice(1, keyEnd);

  const index = INDEX[language];
  for (const candidates of [index.byFirstSegment.get(key), index.dynamic]) {
    if (candidates === undefined) continue;
    for (const compiled of candidates) {
      const params = matchCompiled(compiled, body);
      if (params === null) continue;
      const { route } = compiled;
      const canonical = canonicalFor(route, params);
      const match = {
        name: route.name,
        baseName: route.baseName,
        language: route.language,
        params,
        route,
        canonical,
        needsTrailingSlash: route.trailingSlash && !hasSlash,
        redirect: canonical === pathname ? null : canonical,
      };
      return match as RouteMatch;
    }
  }
  return null;
}

/**
 * The canonical form of a known path and whether the request must be redirected to it, or null
 * for an unknown path (whose canonical location comes from the server lookup).
 */
export function canonicalPath(pathname: string): { path: string; redirect: boolean } | null {
  const match = matchRoute(pathname);
  return match === null ? null : { path: match.canonical, redirect: match.redirect !== null };
}

/**
 * The trailing-slash rule applied to any path (also unknown ones): '/' appended, except after a
 * file-like last segment ('/index.cfm', '/sitemap.xml'), where a trailing '/' is removed.
 */
export function withCanonicalTrailingSlash(pathname: string): string {
  if (isFileLikePath(pathname)) {
    return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  }
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The same page in each of the four languages (hreflang links, language switch; SPEC §4). Redirect
 * routes give their target's paths (ObjectPageOld → ObjectPage).
 */
export function alternates(
  match: Pick<RouteMatch, 'route' | 'params'> | { route: RouteDefinition; params: RouteParams },
): Record<Language, string> {
  const target = match.route.redirectTo ?? match.route.baseName;
  const params = match.params as RouteParams;
  const result = {} as Record<Language, string>;
  for (const language of LANGUAGES) result[language] = buildPath(target, params, language);
  return result;
}
