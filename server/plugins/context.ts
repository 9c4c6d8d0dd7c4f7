// Resolves the RequestContext once per request: language, mandant, uid cookie (issued when
// absent), token cookie, partner, campaign and kept tracking parameters.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, languageFromPath } from '#core/languages';
import { parseTrackingCookie, pickTrackingParams } from '#core/tracking';
import type { AppDeps, RequestContext } from '#services/platform';
import {
  TOKEN_COOKIE,
  UID_COOKIE,
  UID_MAX_AGE_S,
  isValidUid,
  verifyToken,
} from '#services/accounts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export const TRACKING_COOKIE = 'trk';

function apiLanguage(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  const code = query?.languageCode;
  return isLanguage(code) ? code : null;
}

async function contextPlugin(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://internal');
    const now = deps.clock();
    const isApi = url.pathname.startsWith('/api/');
    const secure = deps.config.SITE_URL.startsWith('https:');
    // GET answers of the API may be stored by shared caches (search and capacity are public for
    // 9,000 s): a Set-Cookie on them would hand one visitor's uid to everyone behind the cache.
    // Pages and POST calls issue the cookies; a GET call without them gets a request-only uid.
    const mayCookie = !(isApi && (request.method === 'GET' || request.method === 'HEAD'));

    let uid = request.cookies[UID_COOKIE];
    if (!isValidUid(uid)) {
      uid = randomUUID();
      if (mayCookie)
        reply.setCookie(UID_COOKIE, uid, {
          path: '/',
          maxAge: UID_MAX_AGE_S,
          httpOnly: true,
          sameSite: 'lax',
          secure,
        });
    }

    const fromQuery = pickTrackingParams(url.searchParams);
    const fromCookie = parseTrackingCookie(request.cookies[TRACKING_COOKIE]);
    const tracking = { ...fromCookie, ...fromQuery };
    if (mayCookie && Object.keys(fromQuery).length > 0) {
      // A session cookie: the parameters follow the visitor through the visit, not for ever.
      reply.setCookie(TRACKING_COOKIE, JSON.stringify(tracking), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    }

    const language = isApi
      ? (apiLanguage(request) ?? languageFromPath(url.pathname).language)
      : languageFromPath(url.pathname).language;

    request.ctx = {
      requestId: String(request.id),
      language,
      mandant: deps.config.MANDANT,
      uid,
      clientIp: request.ip,
      user: await verifyToken(request.cookies[TOKEN_COOKIE], deps.jwtSecret, now),
      partnerId: tracking.partner ?? null,
      pid: tracking.pid ?? null,
      tracking,
      experiments: {},
      now,
      deps,
    };
  });
}

export default fp(contextPlugin, { name: 'feriora-context', dependencies: ['@fastify/cookie'] });
