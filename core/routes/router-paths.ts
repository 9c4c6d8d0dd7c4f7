// React Router path patterns of a route, for generating the router configuration from the table.
// React Router cannot validate segments, so enum parameters (FAQ part, payment language, POI type)
// are expanded into static segments; int and string parameters stay ':name' / ':name?', and the
// generated route module must still confirm the request with `matchRoute` (a null match —
// e.g. '/object/abc/' — is an unknown path for the server lookup).
//
// German routes are generated without the '/de' and '/db' aliases: the server redirects those
// (matchRoute(...).redirect) before rendering.
import { COMPILED_BY_NAME } from './compile';
import type { RouteDefinition } from './types';

export function routerPaths(route: RouteDefinition): string[] {
  const compiled = COMPILED_BY_NAME.get(route.name);
  if (compiled === undefined) throw new Error(`unknown route ${route.name}`);
  let paths = [route.language === 'de' ? '' : `/${route.language}`];
  for (const segment of compiled.segments) {
    if (segment.kind === 'static') {
      paths = paths.map((p) => `${p}/${segment.value}`);
      continue;
    }
    const { param } = segment;
    if (param.values === undefined) {
      paths = paths.map((p) => `${p}/:${param.name}${param.optional ? '?' : ''}`);
      continue;
    }
    const options = param.values.map((v) => `/${v}`);
    if (param.optional) options.unshift('');
    paths = paths.flatMap((p) => options.map((o) => `${p}${o}`));
  }
  return paths.map((p) => (route.trailingSlash ? `${p}/` : p));
}
