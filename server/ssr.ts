// Every non-API path goes through React Router's request handler, in-process: the Fastify request
// becomes a WHATWG Request, the RequestContext rides along in a RouterContextProvider, and the
// returned Response is sent back through Fastify so compression and cookies apply.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import { cspNonceContext, requestContext } from '#app/lib/request-context';
import { pageStatus } from '#core/page-status';
import { preRouteRedirect } from '#core/pre-route';
import { PageCache } from './page-cache';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The status a page response leaves the server with
 * (docs/decisions/002-ssr-status-rule-and-redirects.md):
 * client-side data requests (`*.data`, React Router's single fetch protocol) keep their own
 * statuses; a redirect answering a form post keeps its status (post/redirect/get); any other
 * redirect is a permanent move (301); everything else follows SPEC.md §4's page status rule.
 */
export function documentStatus(method: string, url: string, status: number): number {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('.data')) return status;
  if (REDIRECTS.has(status)) return method === 'GET' || method === 'HEAD' ? 301 : status;
  return pageStatus(status);
}

/**
 * Document requests that pre-routing (legacy URLs, trailing slash, prefixes) applies to — not
 * React Router's own protocol requests: single-fetch data (`*.data`) and the route manifest of
 * lazy route discovery (`/__manifest`).
 */
export function isPageNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return !path.endsWith('.data') && !path.startsWith('/__manifest');
}

export function registerSsr(app: FastifyInstance, build: ServerBuild, mode: string): void {
  const handle = createRequestHandler(build, mode);
  // One per app: its deps (search holder, clock, settings) are the same for every request.
  let pages: PageCache | null = null;

  app.register(async (scope) => {
    // Leave bodies unread: React Router reads form posts from the Request itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.all('/*', async (request, reply) => {
      if (isPageNavigation(request.method, request.url)) {
        const location = preRouteRedirect(new URL(request.url, 'http://internal'));
        if (location) return reply.redirect(location, 301);
      }
      pages ??= new PageCache(request.ctx.deps);
      const nonce = reply.cspNonce?.script ?? '';
      const cacheable = pages.eligible(request.method, request.url, request.headers.cookie);
      if (cacheable) {
        const hit = pages.get(request.url, nonce);
        if (hit) {
          for (const [name, value] of hit.headers) reply.header(name, value);
          return reply.code(200).send(hit.html);
        }
      }
      const stamp = cacheable ? pages.currentStamp() : '';

      // createRequest aborts the Request's signal when the client goes away.
      const webRequest = createRequest(request.raw, reply.raw);
      const context = new RouterContextProvider();
      context.set(requestContext, request.ctx);
      context.set(cspNonceContext, nonce);

      const response = await handle(webRequest, context);

      reply.code(documentStatus(request.method, request.url, response.status));
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
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        const html = await response.text();
        if (cacheable)
          pages.set(request.url, stamp, response.status, response.headers, html, nonce);
        return reply.send(html);
      }
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
    });
  });
}
