// Which views of the route table have a React Router route of their own (app/routes.ts): one
// route per language and expanded path, with its own module and code chunk. Every other view of
// the table — the content, booking, account and admin pages that share the page frame — and the
// SEO URLs go to the one catch-all route (routes/lookup.tsx), whose loader matches the path
// against the table itself (core/routes matchRoute, a keyed lookup). React Router's request
// handling walks its whole route list several times per request (matching, the static router,
// the lazy-discovery manifest): 380 routes cost ~15 % of a page's CPU, 89 a quarter of that
// (issue 12, docs/performance.md "Returning visitors").
import type { View } from '#core/routes';

export const VIEW_MODULES: Partial<Record<View, string>> = {
  Home: 'routes/home.tsx',
  Search: 'routes/search.tsx',
  WatchList: 'routes/watchlist.tsx',
  ObjectPage: 'routes/object.tsx',
};

/** Whether the view is rendered by the page frame of the catch-all route. */
export function isFrameView(view: View): boolean {
  return view !== 'Redirect' && VIEW_MODULES[view] === undefined;
}
