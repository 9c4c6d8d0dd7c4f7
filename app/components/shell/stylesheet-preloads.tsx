// The page's stylesheets announced first in the server HTML (issue 12, Lighthouse on the search
// page). React writes the links it hoists (the module preloads of <Scripts />: some 30 on a search
// page) at the start of the head, and the stylesheets of <Links /> and <ScreenStylesheets /> —
// which it leaves in place — after them, so on a phone's few connections the render-blocking CSS
// was requested behind every script. A `preload()` from here lands before those links (React's
// resource preloads come first), so the browser asks for the CSS first. Server render only: in the
// browser the stylesheets are already there.
import { useContext } from 'react';
import { preload } from 'react-dom';
import {
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from 'react-router';
import { usePageInfo } from '../../lib/page-info';

export function StylesheetPreloads({ nonce }: { nonce: string }) {
  // React Router's own list of a route's CSS (what <Links /> renders) is in its build manifest;
  // no public hook gives it, hence the framework context.
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const data = useContext(UNSAFE_DataRouterDataContext);
  const page = usePageInfo();
  if (typeof document !== 'undefined' || !framework || !state) return null;
  // As <Links />: after an error only the routes down to the one whose boundary shows it.
  const errors = data?.errors;
  const failed = errors ? state.matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const matches = failed >= 0 ? state.matches.slice(0, failed + 1) : state.matches;
  const hrefs = new Set<string>();
  for (const match of matches) {
    for (const href of framework.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  for (const href of page?.stylesheets ?? []) hrefs.add(href);
  for (const href of hrefs) preload(href, { as: 'style', ...(nonce ? { nonce } : {}) });
  return null;
}
