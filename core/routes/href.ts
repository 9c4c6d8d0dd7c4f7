// Building paths from the route table. `href` is the typed entry point (base name + language);
// `buildPath` is the untyped one for generated code and data-driven links (it also accepts the
// suffixed names 'Privacy_en'). Both throw a RouteError on an unknown route or invalid, missing or
// unknown parameters — in every environment, so that a broken link fails in development and tests
// instead of silently producing a wrong URL; use `tryBuildPath` where a missing link is preferable
// to an error.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../languages';
import { COMPILED_BY_NAME, localizedName, type CompiledRoute } from './compile';
import type { RouteName, RouteParamsOf } from './table';
import type { RouteDefinition, RouteParamDefinition, RouteParams } from './types';

export type RouteErrorCode =
  'unknownRoute' | 'languageMismatch' | 'missingParam' | 'invalidParam' | 'unknownParam';

export class RouteError extends Error {
  override readonly name = 'RouteError';
  constructor(
    readonly code: RouteErrorCode,
    readonly routeName: string,
    message: string,
    readonly param?: string,
  ) {
    super(`${routeName}: ${message}`);
  }
}

const INT_TEXT = /^[0-9]{1,15}$/;
const patternCache = new Map<string, RegExp>();

function segmentRegex(param: RouteParamDefinition): RegExp {
  let regex = patternCache.get(param.pattern);
  if (regex === undefined) {
    regex = new RegExp(`^(?:${param.pattern})$`);
    patternCache.set(param.pattern, regex);
  }
  return regex;
}

/** The segment text of a parameter value, or null when the value is invalid for the parameter. */
export function formatParam(param: RouteParamDefinition, value: string | number): string | null {
  if (param.type === 'int') {
    if (typeof value === 'number') {
      return Number.isSafeInteger(value) && value >= 0 && value < 1e15 ? String(value) : null;
    }
    return INT_TEXT.test(value) ? String(Number(value)) : null;
  }
  if (typeof value !== 'string') return null;
  if (param.values !== undefined) return param.values.includes(value) ? value : null;
  return segmentRegex(param).test(value) ? value : null;
}

/** Parses a matched segment into the parameter's value. */
export function parseParam(param: RouteParamDefinition, text: string): string | number {
  return param.type === 'int' ? Number(text) : text;
}

export function buildCompiledPath(compiled: CompiledRoute, params: RouteParams = {}): string {
  const { route } = compiled;
  for (const key of Object.keys(params)) {
    if (params[key] !== undefined && !route.params.some((p) => p.name === key)) {
      throw new RouteError('unknownParam', route.name, `unknown parameter '${key}'`, key);
    }
  }
  let path = route.language === DEFAULT_LANGUAGE ? '' : `/${route.language}`;
  for (const segment of compiled.segments) {
    if (segment.kind === 'static') {
      path += `/${segment.value}`;
      continue;
    }
    const { param } = segment;
    const value = params[param.name];
    if (value === undefined) {
      if (param.optional) continue;
      throw new RouteError('missingParam', route.name, `missing '${param.name}'`, param.name);
    }
    const text = formatParam(param, value);
    if (text === null) {
      throw new RouteError(
        'invalidParam',
        route.name,
        `invalid '${param.name}': ${JSON.stringify(value)}`,
        param.name,
      );
    }
    path += `/${text}`;
  }
  return route.trailingSlash ? `${path}/` : path;
}

function resolve(name: string, language: Language | undefined): CompiledRoute {
  const byExactName = COMPILED_BY_NAME.get(name);
  if (byExactName !== undefined && byExactName.route.baseName !== name) {
    // A suffixed name such as 'Privacy_en' already fixes the language.
    if (language !== undefined && language !== byExactName.route.language) {
      throw new RouteError('languageMismatch', name, `is not a ${language} route`);
    }
    return byExactName;
  }
  const compiled = COMPILED_BY_NAME.get(localizedName(name, language ?? DEFAULT_LANGUAGE));
  if (compiled === undefined || compiled.route.baseName !== name) {
    throw new RouteError('unknownRoute', name, 'no such route');
  }
  return compiled;
}

/** The route definition of a base name in a language, or of a suffixed name ('Privacy_en'). */
export function getRoute(name: string, language?: Language): RouteDefinition {
  return resolve(name, language).route;
}

/**
 * Untyped path building: `name` is a base name (language from `language`, default de) or a
 * suffixed name. Int parameters accept numbers and digit strings (normalised: '007' → '7').
 * @throws RouteError
 */
export function buildPath(name: string, params?: RouteParams, language?: Language): string {
  if (language !== undefined && !isLanguage(language)) {
    throw new RouteError('unknownRoute', name, `unknown language ${String(language)}`);
  }
  return buildCompiledPath(resolve(name, language), params);
}

/** buildPath that returns null instead of throwing. */
export function tryBuildPath(
  name: string,
  params?: RouteParams,
  language?: Language,
): string | null {
  try {
    return buildPath(name, params, language);
  } catch (error) {
    if (error instanceof RouteError) return null;
    throw error;
  }
}

type HrefArgs<N extends RouteName> =
  Partial<RouteParamsOf<N>> extends RouteParamsOf<N>
    ? [params?: RouteParamsOf<N>, language?: Language]
    : [params: RouteParamsOf<N>, language?: Language];

/**
 * The path of a route in a language (default de), e.g.
 * `href('ObjectPage', { objectNumber: 123 }, 'en')` → '/en/object/123/'.
 * @throws RouteError on invalid parameter values (the types catch missing and unknown ones).
 */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  const [params, language] = args;
  return buildPath(name, params as RouteParams | undefined, language);
}

/** The path of `baseName` in every language. */
export function hrefInAllLanguages(
  baseName: string,
  params?: RouteParams,
): Record<Language, string> {
  const result = {} as Record<Language, string>;
  for (const language of LANGUAGES) result[language] = buildPath(baseName, params, language);
  return result;
}
