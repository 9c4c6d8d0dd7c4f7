/**
 * The page URL a loader serves. React Router's client navigations fetch loader data from
 * `<path>.data` (or `<path>/_.data` for paths with a trailing slash); route matching and
 * canonical URLs need the page's own path.
 */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
