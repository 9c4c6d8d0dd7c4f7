// Expands the authored table (./table) into one RouteDefinition per route and language and
// precompiles every pattern once at module load: a regular expression per route and language and
// an index from the first path segment to the candidate routes, so that matching a request path
// only tries a handful of expressions. The table is checked while compiling (unknown parameter
// names, a language whose pattern has other parameters, duplicate names, non-canonical trailing
// slashes); a broken table fails at import, not at request time.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages';
import { PARAM_DEFINITIONS, isParamName } from './params';
import { ROUTE_SPECS, type RouteName } from './table';
import type { RouteDefinition, RouteParamDefinition, RouteSpec } from './types';

export type Segment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly param: RouteParamDefinition };

export interface CompiledRoute {
  readonly route: RouteDefinition;
  /** Segments after the language prefix. */
  readonly segments: readonly Segment[];
  /** Matches the path after the language prefix, without its trailing slash ('' for the root). */
  readonly regex: RegExp;
  /** The parameter of each capture group, in group order. */
  readonly groups: readonly RouteParamDefinition[];
  /** Key in the first-segment index, or null when the first segment is a free parameter. */
  readonly indexKeys: readonly string[] | null;
}

const STATIC_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)(\?)?$/;
/** A last segment such as 'index.cfm' or 'sitemap.xml': canonical without a trailing slash. */
const FILE_LIKE_SEGMENT = /\.[A-Za-z0-9]{1,8}$/;

export class RouteTableError extends Error {
  override readonly name = 'RouteTableError';
}

/** Whether a path's last segment looks like a file name, so that its canonical form has no '/'. */
export function isFileLikePath(pathname: string): boolean {
  const body = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const last = body.slice(body.lastIndexOf('/') + 1);
  return FILE_LIKE_SEGMENT.test(last);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function paramDefinition(name: string, optional: boolean, where: string): RouteParamDefinition {
  if (!isParamName(name)) throw new RouteTableError(`${where}: unknown parameter ':${name}'`);
  const definition = PARAM_DEFINITIONS[name];
  if (definition.type === 'enum') {
    return {
      name,
      type: 'enum',
      pattern: definition.values.map(escapeRegex).join('|'),
      values: definition.values,
      optional,
    };
  }
  return { name, type: definition.type, pattern: definition.pattern, optional };
}

function parsePattern(pattern: string, where: string): { segments: Segment[]; slash: boolean } {
  if (!pattern.startsWith('/')) throw new RouteTableError(`${where}: pattern must start with '/'`);
  const slash = pattern.length > 1 && pattern.endsWith('/');
  const body = slash ? pattern.slice(0, -1) : pattern;
  const parts = body === '/' ? [] : body.slice(1).split('/');
  const segments: Segment[] = parts.map((part) => {
    const param = PARAM_SEGMENT.exec(part);
    if (param !== null) {
      return { kind: 'param', param: paramDefinition(param[1] ?? '', param[2] === '?', where) };
    }
    if (!STATIC_SEGMENT.test(part)) throw new RouteTableError(`${where}: bad segment '${part}'`);
    return { kind: 'static', value: part };
  });
  const last = segments.at(-1);
  const fileLike = last?.kind === 'static' && FILE_LIKE_SEGMENT.test(last.value);
  if (segments.length > 0 && slash === fileLike) {
    throw new RouteTableError(
      `${where}: canonical patterns end with '/' unless the last segment is file-like`,
    );
  }
  return { segments, slash: segments.length === 0 || slash };
}

function compileRegex(segments: readonly Segment[]): {
  regex: RegExp;
  groups: RouteParamDefinition[];
} {
  let source = '';
  const groups: RouteParamDefinition[] = [];
  for (const segment of segments) {
    if (segment.kind === 'static') {
      source += `/${escapeRegex(segment.value)}`;
    } else {
      const group = `/(${segment.param.pattern})`;
      source += segment.param.optional ? `(?:${group})?` : group;
      groups.push(segment.param);
    }
  }
  return { regex: new RegExp(`^${source}$`), groups };
}

function indexKeys(segments: readonly Segment[]): string[] | null {
  const first = segments[0];
  if (first === undefined) return [''];
  if (first.kind === 'static') return [first.value];
  if (first.param.values !== undefined && !first.param.optional) return [...first.param.values];
  return null;
}

export function localizedName(baseName: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? baseName : `${baseName}_${language}`;
}

function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

function paramSignature(segments: readonly Segment[]): string {
  return segments
    .flatMap((s) => (s.kind === 'param' ? [`${s.param.name}${s.param.optional ? '?' : ''}`] : []))
    .join(',');
}

function compileSpec(spec: RouteSpec, language: Language): CompiledRoute {
  const name = localizedName(spec.name, language);
  const pattern =
    language === 'de' || spec.localized === undefined ? spec.path : spec.localized[language];
  const { segments, slash } = parsePattern(pattern, name);
  const base = parsePattern(spec.path, spec.name);
  if (paramSignature(segments) !== paramSignature(base.segments)) {
    throw new RouteTableError(`${name}: parameters differ from the de pattern`);
  }
  const { regex, groups } = compileRegex(segments);
  const prefix = languagePrefix(language);
  const route: RouteDefinition = {
    name,
    baseName: spec.name as RouteName,
    language,
    view: spec.view,
    path: pattern === '/' ? `${prefix}/` : `${prefix}${pattern}`,
    trailingSlash: slash,
    params: groups,
    contentGroup: spec.contentGroup,
    headerHidden: spec.headerHidden ?? false,
    footerHidden: spec.footerHidden ?? false,
    bookingFooter: spec.bookingFooter ?? false,
    hideCookieSettings: spec.hideCookieSettings ?? false,
    hideCookieBanner: spec.hideCookieBanner ?? false,
    requiresAuth: spec.requiresAuth ?? false,
    admin: spec.admin ?? null,
    status: spec.status ?? 200,
    ...(spec.offerFilterId !== undefined && { offerFilterId: spec.offerFilterId }),
    ...(spec.redirectTo !== undefined && { redirectTo: spec.redirectTo as RouteName }),
    ...(spec.userForm !== undefined && { userForm: spec.userForm }),
    ...(spec.bookingStep !== undefined && { bookingStep: spec.bookingStep }),
    ...(spec.bookingMethod !== undefined && { bookingMethod: spec.bookingMethod }),
    ...(spec.contactForm !== undefined && { contactForm: spec.contactForm }),
  };
  return { route, segments, regex, groups, indexKeys: indexKeys(segments) };
}

function compileAll(specs: readonly RouteSpec[]): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  const baseNames = new Set(specs.map((s) => s.name));
  for (const spec of specs) {
    if (spec.redirectTo !== undefined && !baseNames.has(spec.redirectTo)) {
      throw new RouteTableError(`${spec.name}: redirectTo '${spec.redirectTo}' is not a route`);
    }
    if ((spec.view === 'Redirect') !== (spec.redirectTo !== undefined)) {
      throw new RouteTableError(`${spec.name}: view 'Redirect' and redirectTo go together`);
    }
    for (const language of LANGUAGES) compiled.push(compileSpec(spec, language));
  }
  const names = new Set<string>();
  for (const { route } of compiled) {
    if (names.has(route.name)) throw new RouteTableError(`duplicate route name ${route.name}`);
    names.add(route.name);
  }
  return compiled;
}

export const COMPILED_ROUTES: readonly CompiledRoute[] = compileAll(ROUTE_SPECS);

/** Every route in every language: de first, then en, fr, it per base route. */
export const ROUTES: readonly RouteDefinition[] = COMPILED_ROUTES.map((c) => c.route);

export const COMPILED_BY_NAME: ReadonlyMap<string, CompiledRoute> = new Map(
  COMPILED_ROUTES.map((c) => [c.route.name, c]),
);

/** Per language: first segment → candidates, plus the routes whose first segment is a parameter. */
export interface LanguageIndex {
  readonly byFirstSegment: ReadonlyMap<string, readonly CompiledRoute[]>;
  readonly dynamic: readonly CompiledRoute[];
}

function buildIndex(language: Language): LanguageIndex {
  const byFirstSegment = new Map<string, CompiledRoute[]>();
  const dynamic: CompiledRoute[] = [];
  for (const compiled of COMPILED_ROUTES) {
    if (compiled.route.language !== language) continue;
    if (compiled.indexKeys === null) {
      dynamic.push(compiled);
      continue;
    }
    for (const key of compiled.indexKeys) {
      const list = byFirstSegment.get(key);
      if (list === undefined) byFirstSegment.set(key, [compiled]);
      else list.push(compiled);
    }
  }
  return { byFirstSegment, dynamic };
}

export const INDEX: Readonly<Record<Language, LanguageIndex>> = {
  de: buildIndex('de'),
  en: buildIndex('en'),
  fr: buildIndex('fr'),
  it: buildIndex('it'),
};
