// React Router's routes, generated from the route table in core/routes (one entry per route,
// language and expanded path). Views that have their own screen get their own module (and code
// chunk); the rest share the page frame. Redirect routes (ObjectPageOld, HomeLegacy) are answered
// by the server before rendering (core/pre-route.ts); unknown paths go to the lookup module.
import { type RouteConfig, route } from '@react-router/dev/routes';
import { ROUTES, routerPaths, type View } from '#core/routes';

const VIEW_MODULES: Partial<Record<View, string>> = {
  Home: 'routes/home.tsx',
  Search: 'routes/search.tsx',
  WatchList: 'routes/watchlist.tsx',
  ObjectPage: 'routes/object.tsx',
};
const FRAME_MODULE = 'routes/page.tsx';

const generated = ROUTES.filter((r) => r.view !== 'Redirect').flatMap((definition) =>
  routerPaths(definition).map((path, index) =>
    route(path, VIEW_MODULES[definition.view] ?? FRAME_MODULE, {
      id: index === 0 ? definition.name : `${definition.name}#${index}`,
    }),
  ),
);

export default [...generated, route('*', 'routes/lookup.tsx')] satisfies RouteConfig;
