// Resolves the RequestContext once per request: language, mandant, uid cookie, token cookie,
// partner, campaign and kept tracking parameters; and issues the uid and tracking cookies when
// the answer is one that may carry them (issuesVisitorCookies).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, languageFromPath } from '#core/languages';
import { parseTrackingCookie, pickTrackingParams, type TrackingParams } from '#core/tracking';
import { isKnownPartner } from '#services/partners';
import type { AppDeps, RequestContext } from '#services/platform';
import {
  TOKEN_COOKIE,
  UID_COOKIE,
  UID_MAX_AGE_S,
  isValidUid,
  resolveSession,
} from '#services/accounts';
import { isApiRequest, isDocumentPath, originForm, splitTarget } from '../request-target';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    /** RequestContext.afterResponse's queue, run by the onResponse hook. */
    afterResponse: (() => void)[] | null;
  }
}

export const TRACKING_COOKIE = 'trk';

function apiLanguage(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  const code = query?.languageCode;
  return isLanguage(code) ? code : null;
}

/** What the context plugin resolved for the cookies it may issue when the answer is sent. */
interface VisitorCookies {
  /** A uid made for this request (the request had no valid one). */
  newUid: string | null;
  /** The visit's tracking parameters, when this request's query brought some. */
  tracking: TrackingParams | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    visitorCookies: VisitorCookies | null;
  }
  interface FastifyContextConfig {
    /** The SSR catch-all: its HTML documents issue the visitor cookies. */
    page?: boolean;
    /** An API route that stores something under the visitor's uid: its POST answers issue them. */
    visitor?: boolean;
    /**
     * A page address that answers with a redirect into the site (/affiliate-redirect): its 302
     * carries the visit's cookies, so the partner and campaign of the link stay with the visit.
     */
    visitRedirect?: boolean;
  }
}

/**
 * Whether this answer may carry the visitor cookies (uid, trk). Only a page document (a 200 HTML
 * answer of the page route, not React Router's `*.data` or `/__manifest`) and a successful POST of
 * an API route that keeps something under the visitor's uid (`visitor: true`). Never an asset, a
 * photo, a locale file, a health check, a 404, an error or a GET of the API — answers shared
 * caches may store, which would hand one visitor's uid to everyone behind the cache, and answers
 * that need no visitor (every crawler hit minted a uid).
 */
export function issuesVisitorCookies(request: FastifyRequest, reply: FastifyReply): boolean {
  const config = request.routeOptions.config;
  if (config.visitor) return request.method === 'POST' && reply.statusCode < 400;
  if (config.visitRedirect) return reply.statusCode === 302;
  if (!config.page || reply.statusCode !== 200) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('text/html')) return false;
  const target = originForm(request.url);
  return target !== null && isDocumentPath(splitTarget(target).path);
}

/** The partner the visit may keep: a known partner's id, else nothing (never stored). */
async function keepKnownPartner(
  deps: AppDeps,
  params: TrackingParams,
  request: FastifyRequest,
): Promise<TrackingParams> {
  if (params.partner === undefined) return params;
  if (await isKnownPartner(deps, params.partner, request.log)) return params;
  const { partner: _unknown, ...rest } = params;
  return rest;
}

async function contextPlugin(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('visitorCookies', null);
  app.decorateRequest('afterResponse', null);

  app.addHook('onRequest', async (request) => {
    // The routed target at the site's origin: an absolute-form target or a Host header cannot
    // change which path (and language) the context is resolved for.
    const url = new URL(`${deps.config.siteOrigin}${originForm(request.url) ?? '/'}`);
    const now = deps.clock();
    const isApi = isApiRequest(request);

    // The login: a valid token whose session is open (one indexed lookup), for the API and pages
    // only — assets, photos and locale files need no user.
    const user =
      isApi || request.routeOptions.config.page === true
        ? await resolveSession(deps, request.cookies[TOKEN_COOKIE], now)
        : null;

    let uid = request.cookies[UID_COOKIE];
    let newUid: string | null = null;
    if (!isValidUid(uid)) {
      // Request-only unless the answer issues it (issuesVisitorCookies).
      uid = newUid = user?.uid ?? randomUUID();
    }

    // Partner ids in the int32 range (core/tracking.ts) and of a partner that exists; anything
    // else is no partner and never stored in the cookie.
    const fromQuery = await keepKnownPartner(deps, pickTrackingParams(url.searchParams), request);
    const fromCookie = await keepKnownPartner(
      deps,
      parseTrackingCookie(request.cookies[TRACKING_COOKIE]),
      request,
    );
    const tracking = { ...fromCookie, ...fromQuery };
    const newTracking = Object.keys(fromQuery).length > 0 ? tracking : null;
    request.visitorCookies = newUid || newTracking ? { newUid, tracking: newTracking } : null;

    const language = isApi
      ? (apiLanguage(request) ?? languageFromPath(url.pathname).language)
      : languageFromPath(url.pathname).language;

    request.ctx = {
      requestId: String(request.id),
      language,
      mandant: deps.config.MANDANT,
      // A logged-in visitor is the account's uid (its watch list), whatever the uid cookie says.
      uid: user?.uid ?? uid,
      clientIp: request.ip,
      user,
      // A partner's staff see the site as their partner's visitors do, and what they enquire or
      // book for a customer is their partner's, whatever partner link the browser came through
      // before (docs/decisions/067-partner-login-attribution.md); others: the visit's partner.
      partnerId: user?.partnerId == null ? (tracking.partner ?? null) : String(user.partnerId),
      pid: tracking.pid ?? null,
      tracking,
      experiments: {},
      log: request.log,
      afterResponse: (work) => {
        (request.afterResponse ??= []).push(work);
      },
      now,
      deps,
    };
  });

  // Work a use-case left for after its answer (RequestContext.afterResponse), once it is sent.
  app.addHook('onResponse', async (request) => {
    const queue = request.afterResponse;
    request.afterResponse = null;
    for (const work of queue ?? []) work();
  });

  app.addHook('onSend', async (request, reply) => {
    const pending = request.visitorCookies;
    if (pending === null || !issuesVisitorCookies(request, reply)) return;
    const secure = deps.config.SITE_URL.startsWith('https:');
    if (pending.newUid) {
      reply.setCookie(UID_COOKIE, pending.newUid, {
        path: '/',
        maxAge: UID_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    }
    if (pending.tracking) {
      // A session cookie: the parameters follow the visitor through the visit, not for ever.
      reply.setCookie(TRACKING_COOKIE, JSON.stringify(pending.tracking), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    }
  });
}

export default fp(contextPlugin, { name: 'feriora-context', dependencies: ['@fastify/cookie'] });
