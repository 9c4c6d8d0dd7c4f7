// Cross-site request forgery: a request that changes something (POST, PUT, PATCH, DELETE) and
// carries the login (the token cookie) must come from the site's own pages. The browser says where
// a request comes from; the first of these it sent decides:
//   Sec-Fetch-Site  'same-origin' (or 'none': typed by the user) — every current browser sends it;
//   Origin          SITE_URL's origin (a fetch() always sends it; a form post too, since the
//                   site's Referrer-Policy is 'same-origin', under which only cross-origin
//                   requests say Origin: null);
//   Referer         a URL of SITE_URL's origin.
// Nothing of the three (a script outside a browser) or anything else: 403 — an envelope for the
// API (type forbidden, `errors.accounts.foreignOrigin`), plain text for pages. API requests without
// the token cookie are not concerned: they act for nobody (and SameSite=Lax keeps the cookie from
// cross-site posts of current browsers anyway; this check is the second lock). Page form posts
// (the user area's route action, issue 13) must come from the site with or without the cookie —
// server/ssr.ts asks isSameOriginRequest for every POST to a route with an action: a foreign page
// could otherwise post the login form with its own account's password and log the visitor into
// that account (login CSRF), or register addresses in their name.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, fail } from '#core/envelope';
import { TOKEN_COOKIE } from '#services/accounts';
import { isApiRequest } from '../request-target';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a state-changing request with the login comes from the site itself. */
export function isSameOriginRequest(
  headers: FastifyRequest['headers'],
  siteOrigin: string,
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin === siteOrigin;
  const referer = headers.referer;
  if (typeof referer === 'string') return originOf(referer) === siteOrigin;
  return false;
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  reply.code(403).header('cache-control', 'no-store');
  if (isApiRequest(request)) {
    return reply.send(
      fail(400, [
        apiError('errors.accounts.foreignOrigin', 'forbidden', { isKey: true, data: null }),
      ]),
    );
  }
  return reply.type('text/plain; charset=utf-8').send('Forbidden');
}

async function originPlugin(app: FastifyInstance, options: { siteOrigin: string }) {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.cookies[TOKEN_COOKIE]) return;
    if (isSameOriginRequest(request.headers, options.siteOrigin)) return;
    request.log.info({ fetchSite: request.headers['sec-fetch-site'] ?? null }, 'foreign origin');
    return refuse(request, reply);
  });
}

export default fp(originPlugin, { name: 'feriora-origin', dependencies: ['@fastify/cookie'] });
