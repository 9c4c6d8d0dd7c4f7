// React Router's routes, generated from the route table in core/routes: views that have their own
// screen (app/route-modules.ts) get a route per language and expanded path, with their own module
// and code chunk. Every other path goes to the catch-all lookup module: the page-frame views of
// the table (matched there by core/routes) and the SEO URLs. Redirect routes (ObjectPageOld,
// HomeLegacy) are answered by the server before rendering (core/pre-route.ts).
import { type RouteConfig, route } from '@react-router/dev/routes';
import { ROUTES, routerPaths } from '#core/routes';
import { matchPath } from 'react-router';
import { RESOURCE_ROUTES, VIEW_MODULES, VIEW_PATTERNS, isFrameView } from './route-modules';

const generated = ROUTES.flatMap((definition) => {
  const module = VIEW_MODULES[definition.view];
  if (module === undefined || VIEW_PATTERNS[definition.view] !== undefined) return [];
  return routerPaths(definition).map((path, index) =>
    route(path, module, { id: index === 0 ? definition.name : `${definition.name}#${index}` }),
  );
});

// Views routed by patterns (route-modules.ts VIEW_PATTERNS): one route per pattern.
const patterned = Object.entries(VIEW_PATTERNS).flatMap(([view, paths]) =>
  (paths ?? []).map((path, index) =>
    route(path, VIEW_MODULES[view as keyof typeof VIEW_MODULES]!, { id: `${view}#${index}` }),
  ),
);

// A pattern's optional first segment takes any word, so a page of the catch-all that happens to
// fit a pattern (`/x/booking/y/` is `:lang?/booking/:step/`) gets a route of its
// own to the catch-all's module: a static path outranks a pattern.
const patterns = Object.entries(VIEW_PATTERNS).flatMap(([view, paths]) =>
  (paths ?? []).map((path) => ({ view, path: `/${path}` })),
);
const shadowed = ROUTES.flatMap((definition) =>
  isFrameView(definition.view)
    ? routerPaths(definition)
        .filter((path) => patterns.some((p) => matchPath(p.path, path) !== null))
        .map((path, index) =>
          route(path.slice(1), 'routes/lookup.tsx', { id: `${definition.name}#frame${index}` }),
        )
    : [],
);

const resources = RESOURCE_ROUTES.map(({ path, file }) => route(path, file));

export default [
  ...generated,
  ...patterned,
  ...shadowed,
  ...resources,
  route('*', 'routes/lookup.tsx'),
] satisfies RouteConfig;
