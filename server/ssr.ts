// Every non-API path goes through React Router's request handler, in-process: the Fastify request
// becomes a WHATWG Request, the RequestContext rides along in a RouterContextProvider, and the
// returned Response is sent back through Fastify so compression and cookies apply.
//
// The page rendered is the path Fastify routed, at the origin of SITE_URL — never a URL made from
// the Host header (which a client chooses: 'Host: x/other/page/?' would render another page and
// store it in the page cache under this one's URL). The page-cache key is that rendered URL.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  RouterContextProvider,
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { createIslandStore } from '#app/lib/islands';
import {
  cspNonceContext,
  cspStyleNonceContext,
  islandStoreContext,
  requestContext,
} from '#app/lib/request-context';
import { consentFromCookieHeader, consentVariant } from '#core/consent';
import { pageStatus } from '#core/page-status';
import { preRouteRedirect } from '#core/pre-route';
import { operatorBrand } from '#services/partners';
import { preferredCoding } from './api/cache/cached-answer';
import { PageCache } from './page-cache';
import { isSameOriginRequest } from './plugins/origin';
import { isDocumentPath, originForm, splitTarget } from './request-target';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The status a page response leaves the server with
 * (docs/decisions/002-ssr-status-rule-and-redirects.md):
 * React Router's own protocol requests — client-side data requests (`*.data`, single fetch) and
 * the route manifest of lazy route discovery (`/__manifest`, whose 204 with
 * X-Remix-Reload-Document tells an open tab to reload after a deploy) — keep their statuses; a
 * redirect answering a form post keeps its status (post/redirect/get); any other redirect is a
 * permanent move (301); a rendered document (HTML) follows SPEC.md §4's page status rule;
 * anything else keeps its status.
 */
export function documentStatus(
  method: string,
  url: string,
  status: number,
  contentType: string,
): number {
  const path = url.split('?')[0] ?? '';
  if (!isDocumentPath(path)) return status;
  if (REDIRECTS.has(status)) return method === 'GET' || method === 'HEAD' ? 301 : status;
  if (!contentType.toLowerCase().startsWith('text/html')) return status;
  return pageStatus(status);
}

/**
 * Document requests that pre-routing (legacy URLs, trailing slash, prefixes) applies to — not
 * React Router's own protocol requests: single-fetch data (`*.data`) and the route manifest of
 * lazy route discovery (`/__manifest`).
 */
export function isPageNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return isDocumentPath(url.split('?')[0] ?? '');
}

/** React Router's route tree of a server build, for matching a path to its route modules. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(
      route.index
        ? { id: route.id, index: true, caseSensitive: route.caseSensitive, path: route.path }
        : { id: route.id, caseSensitive: route.caseSensitive, path: route.path },
    );
    children.set(route.parentId, list);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) =>
      route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) },
    );
  return attach(children.get(undefined) ?? []);
}

/**
 * The methods a page path answers: GET and HEAD everywhere, POST where its route has an action
 * (single-fetch `*.data` posts go to the route they name). Any other method, and a POST to a
 * route without an action, is 405 here — React Router would throw, log a stack and answer 500.
 */
function allowedMethods(
  build: ServerBuild,
  tree: RouteObject[],
  path: string,
): { allow: string[]; action: boolean } {
  let routePath = path;
  // Single fetch names a path with a trailing slash `<path>/_.data` (app/lib/document-url.ts).
  if (routePath.endsWith('/_.data')) {
    routePath = routePath.slice(0, -'_.data'.length);
  } else if (routePath.endsWith('.data')) {
    routePath = routePath.slice(0, -'.data'.length);
    if (routePath === '/_root') routePath = '/';
  }
  const matches = matchRoutes(tree, routePath);
  const leaf = matches?.[matches.length - 1]?.route.id;
  // An unknown path: React Router renders its 404 whatever the method.
  if (leaf === undefined) return { allow: ['GET', 'HEAD', 'POST'], action: false };
  return build.routes[leaf]?.module.action
    ? { allow: ['GET', 'HEAD', 'POST'], action: true }
    : { allow: ['GET', 'HEAD'], action: false };
}

/**
 * The WHATWG Request React Router renders: the routed target at `url` (SITE_URL's origin), the
 * client's headers with Host set to that origin, the body streamed for methods that have one,
 * and a signal that aborts when the client goes away before the answer is sent.
 */
function webRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('host', url.host);
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const method = request.method;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

export function registerSsr(app: FastifyInstance, build: ServerBuild, mode: string): void {
  const handle = createRequestHandler(build, mode);
  const tree = routeTree(build);
  // One per app: its deps (search holder, clock, settings) are the same for every request.
  let pages: PageCache | null = null;

  app.register(async (scope) => {
    // Leave bodies unread: React Router reads form posts from the Request itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // `page: true`: the context plugin issues visitor cookies on this route's documents.
    scope.all('/*', { config: { page: true } }, async (request, reply) => {
      // The routed target (an absolute-form target's path), never the Host header.
      const target = originForm(request.url) ?? '/';
      const { path } = splitTarget(target);
      // GET and HEAD are allowed on every path: only other methods need the route match (React
      // Router's matchRoutes flattens and ranks all ~380 routes per call, ~1.5 ms; issue 12).
      const allowed =
        request.method === 'GET' || request.method === 'HEAD'
          ? null
          : allowedMethods(build, tree, path);
      if (allowed && !allowed.allow.includes(request.method)) {
        return reply
          .code(405)
          .header('allow', allowed.allow.join(', '))
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed');
      }
      // A page's form post (a route action: login, registration …) only from the site's own pages,
      // with or without a login (login CSRF; plugins/origin.ts checks the posts that carry one).
      if (
        allowed?.action &&
        !isSameOriginRequest(request.headers, request.ctx.deps.config.siteOrigin)
      ) {
        request.log.info(
          { fetchSite: request.headers['sec-fetch-site'] ?? null },
          'foreign origin page post',
        );
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Forbidden');
      }
      const url = new URL(`${request.ctx.deps.config.siteOrigin}${target}`);
      // What is rendered, and the page-cache key: path and query as the URL parser wrote them.
      const rendered = url.pathname + url.search;
      if (isPageNavigation(request.method, rendered)) {
        const location = preRouteRedirect(url);
        if (location) return reply.redirect(location, 301);
        // A page asked for on another host than the SITE_URL the operator gave (the bare domain
        // for www.…, the server's IP address) goes to the site's own address: there its forms
        // work (React Router refuses an action whose Origin is not the page's, which showed
        // "Fehler 500") and its cookies are the site's. Not under NODE_ENV=test, whose requests
        // name hosts freely, nor for a site started without SITE_URL (local runs, benches).
        const { config } = request.ctx.deps;
        if (
          config.siteUrlGiven &&
          config.NODE_ENV !== 'test' &&
          request.host.toLowerCase() !== url.host.toLowerCase()
        ) {
          return reply.redirect(url.href, 301);
        }
      }
      pages ??= new PageCache(request.ctx.deps);
      const nonce = reply.cspNonce?.script ?? '';
      const styleNonce = reply.cspNonce?.style ?? '';
      // First visits and returning visitors who are shown the same page share stored pages;
      // a logged-in visitor's page is rendered for them alone (PageCache.pageKey).
      const eligible = pages.eligible(request.method, rendered);
      // The brand read first (kept per process, services/partners): a re-read that finds another
      // brand moves the stamp's brand version before this request's stamp is taken.
      if (eligible) await operatorBrand(request.ctx.deps);
      const cacheKey = eligible
        ? await pages.pageKey(
            rendered,
            request.ctx,
            request.visitorCookies?.newUid != null,
            consentVariant(consentFromCookieHeader(request.headers.cookie)),
          )
        : null;
      if (cacheKey !== null) {
        const hit = await pages.get(cacheKey, preferredCoding(request));
        const csp = reply.getHeader('content-security-policy');
        const policy =
          hit && typeof csp === 'string' ? pages.policy(hit, csp, nonce, styleNonce) : null;
        if (hit && policy !== null) {
          app.metrics.caches.page.hit();
          for (const [name, value] of hit.headers) reply.header(name, value);
          reply.header('content-security-policy', policy);
          // Sent as stored: the compression plugin leaves an answer with a coding alone.
          reply.header('vary', 'accept-encoding');
          if (hit.coding !== null) reply.header('content-encoding', hit.coding);
          return reply.code(200).send(hit.body);
        }
        app.metrics.caches.page.miss();
      }
      // Stored from its second request on: a page asked for once (every other search) is not.
      const cacheable = cacheKey !== null && pages.admit(cacheKey);
      const stamp = cacheable ? pages.currentStamp() : '';

      const context = new RouterContextProvider();
      context.set(requestContext, request.ctx);
      context.set(cspNonceContext, nonce);
      context.set(cspStyleNonceContext, styleNonce);
      // A document's static islands are rendered here only (app/lib/islands.ts); a data request
      // sends their data along.
      if (isDocumentPath(url.pathname)) context.set(islandStoreContext, createIslandStore());

      const response = await handle(webRequest(request, reply, url), context);

      const contentType = response.headers.get('content-type') ?? '';
      reply.code(documentStatus(request.method, rendered, response.status, contentType));
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) {
        const existing = reply.getHeader('set-cookie');
        const before =
          existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        reply.header('set-cookie', [...before, ...cookies]);
      }
      if (!response.body) return reply.send();
      // A document is sent whole: its render waits for every loader (no deferred data), so the
      // stream gains little, and a whole answer is compressed in one call (~1 ms for 100 KB)
      // instead of through a compression stream (~5 ms). A first visit's page is also stored for
      // the next ones (PageCache.set keeps only cacheable 200 pages). Data requests (`*.data`,
      // which can stream deferred promises) stay streamed.
      if (contentType.startsWith('text/html')) {
        // Bytes as rendered: decoding a page to a string only to encode it again for compression
        // cost ~2 % of a render (issue 12); the page cache decodes the pages it stores.
        const body = Buffer.from(await response.arrayBuffer());
        if (cacheable && cacheKey !== null) {
          pages.set(cacheKey, stamp, response.status, response.headers, body, nonce, styleNonce);
        }
        return reply.send(body);
      }
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
    });
  });
}
