// React Router's routes, generated from the route table in core/routes: views that have their own
// screen (app/route-modules.ts) get a route per language and expanded path, with their own module
// and code chunk. Every other path goes to the catch-all lookup module: the page-frame views of
// the table (matched there by core/routes) and the SEO URLs. Redirect routes (ObjectPageOld,
// HomeLegacy) are answered by the server before rendering (core/pre-route.ts).
import { type RouteConfig, route } from '@react-router/dev/routes';
import { ROUTES, routerPaths } from '#core/routes';
import { VIEW_MODULES } from './route-modules';

const generated = ROUTES.flatMap((definition) => {
  const module = VIEW_MODULES[definition.view];
  if (module === undefined) return [];
  return routerPaths(definition).map((path, index) =>
    route(path, module, { id: index === 0 ? definition.name : `${definition.name}#${index}` }),
  );
});

export default [...generated, route('*', 'routes/lookup.tsx')] satisfies RouteConfig;
