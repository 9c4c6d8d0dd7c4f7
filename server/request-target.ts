// What a request asks for, read the way the router read it — never from the Host header.
//
// Fastify (find-my-way) routes the request-target: an origin-form target ('/path?query') as it is,
// an absolute-form one ('http://any-host/path?query', which every HTTP/1.1 server must accept)
// by its path, and it decodes percent-escapes before matching ('/%61pi/search' is the route
// '/api/search'). Everything that depends on "which resource is this" — the API or a page, the
// URL a page is rendered for, the page-cache key, the page status rule — reads it from here, so a
// Host header, an absolute-form target or an escaped path cannot make one part of the server see
// another resource than the router did (docs/security.md).
import type { FastifyRequest } from 'fastify';

/**
 * The origin form ('/path?query') of a raw request-target, as the router saw it: an absolute-form
 * target loses its scheme and authority, a fragment (never valid in a request) is cut off. Null
 * for targets the router cannot route ('*', 'foo', 'http://' without a host).
 */
export function originForm(raw: string): string | null {
  let target = raw;
  if (!target.startsWith('/')) {
    const match = /^https?:\/\/[^/?#]+/i.exec(target);
    if (!match) return null;
    const rest = target.slice(match[0].length);
    if (rest.includes('#')) return null;
    target = rest.startsWith('/') ? rest : `/${rest}`;
  }
  const hash = target.indexOf('#');
  return hash === -1 ? target : target.slice(0, hash);
}

/** Path and query ('?…' or '') of an origin-form target. */
export function splitTarget(target: string): { path: string; search: string } {
  const query = target.indexOf('?');
  return query === -1
    ? { path: target, search: '' }
    : { path: target.slice(0, query), search: target.slice(query) };
}

/** Percent-decoding that never throws: an invalid escape stays as it is. */
function decodePath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * A page path, not one of React Router's protocol paths: single-fetch data (`*.data`) and the
 * route manifest of lazy route discovery (`/__manifest`).
 */
export function isDocumentPath(path: string): boolean {
  return !path.endsWith('.data') && !path.startsWith('/__manifest');
}

/** Whether a (decoded) path is under /api. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Whether a request is an API call: decided on the route Fastify chose (its URL pattern), and for
 * a request that matched no route (an unsupported method, a target the router refused) on its
 * decoded path. The one answer the rate limiter, the context plugin (cookies), the not-found and
 * error handlers and the client-error handler share.
 */
export function isApiRequest(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return isApiPath(routed);
  return isApiRawTarget(request.url);
}

/** isApiRequest for a raw request-target alone (requests that never reached the router). */
export function isApiRawTarget(raw: string): boolean {
  const target = originForm(raw);
  return target !== null && isApiPath(decodePath(splitTarget(target).path));
}

/**
 * Whether a Host header value is a valid authority (RFC 3986 host and optional port): a
 * registered name of letters, digits, '-', '.', '_', an IPv4 address or a bracketed IPv6
 * address, and a port of 1–65535. No user info, path, query, fragment, percent-escapes or blanks.
 */
export function isValidAuthority(host: string): boolean {
  const match =
    /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252}))(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}
