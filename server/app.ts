// buildApp(): the whole HTTP application as a Fastify instance, for main.ts and for tests.
// Order: external plugins (security, compression, cookies, rate limit), app plugins (context,
// errors), then routes: /api, health, locales, static assets and finally the SSR catch-all.
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { apiError, fail } from '#core/envelope';
import { projectRoot } from '#db/paths';
import type { AppDeps } from '#services/platform';
import { registerObjectRoutes } from './api/catalogue';
import { registerOpenApi } from './api/openapi';
import { registerPageRoutes } from './api/pages';
import { registerBookingRoutes } from './api/booking';
import { registerLandlordRoutes } from './api/landlord';
import { registerPartnerRoutes } from './api/partners';
import { registerVoucherRoutes } from './api/vouchers';
import { registerRatingRoutes } from './api/ratings';
import { registerUserBookingRoutes } from './api/user-bookings';
import { registerSocialProofRoutes } from './api/social-proof';
import { registerPaymentRoutes } from './api/payments';
import { registerContentRoutes } from './api/content';
import { registerHomeRoutes } from './api/home';
import { registerTravelInfoRoutes } from './api/travelinfo';
import { registerNewsletterOneClick, registerNewsletterRoutes } from './api/newsletter';
import { registerOfficeRoutes } from './api/office';
import { registerLocaleEditorRoutes } from './api/locale-editor';
import { registerCmsRoutes } from './api/cms';
import { closeLocaleOverrides, ensureLocaleOverrides } from '#services/backoffice';
import { registerStaffPhotos } from './staff-photos';
import { registerMediaUploads } from './media-uploads';
import { registerUploadRoutes } from './api/uploads';
import { registerPriceRoutes } from './api/pricing';
import { registerSearchRoutes } from './api/search';
import { registerAccountRoutes } from './api/accounts';
import { registerUserRoutes } from './api/visitors';
import { trackApiRoutes } from './api/route-registry';
import { registerWatchListRoutes } from './api/watchlist';
import { closeOperatorBrand, lastOperatorBrand } from '#services/partners';
import { registerHealth } from './health';
import { registerMetrics } from './metrics';
import { registerLocales } from './locales';
import { registerMedia } from './media';
import { loggerOptions } from './logger';
import contextPlugin from './plugins/context';
import originPlugin from './plugins/origin';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
  unknownApiPath,
} from './plugins/errors';
import { PERMISSIONS_POLICY, contentSecurityPolicy, requestIdFrom } from './plugins/security';
import { isApiRequest, isValidAuthority } from './request-target';
import { registerPartnerVisits } from './partner-visits';
import { registerSitemap } from './sitemap';
import { registerServiceWorker } from './service-worker';
import { registerSsr } from './ssr';

export interface BuildAppOptions {
  deps: AppDeps;
  /** The React Router server build; null serves the API only (API integration tests). */
  serverBuild: ServerBuild | null;
  /** Directory of the built client assets (build/client). */
  clientDir?: string;
  /** false: no logging; a stream: JSON log lines go there (tests read them). */
  logger?: false | NodeJS.WritableStream;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { deps } = options;
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.LOG_LEVEL),
            ...(options.logger ? { stream: options.logger } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A client's x-request-id is kept only when it is a plain token (it is echoed and logged).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Targets the router refuses and requests Node's parser refuses: envelopes for /api.
    frameworkErrors,
    clientErrorHandler,
    // Trailing slashes are meaningful for pages (SPEC.md §2); routing handles them explicitly.
    routerOptions: { ignoreTrailingSlash: false },
  });

  // First: its route hook names the kind of every route added after it (server/metrics.ts).
  registerMetrics(app, deps);

  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: contentSecurityPolicy(
        config,
        () => lastOperatorBrand(deps)?.maps.tileUrl ?? config.MAP_TILE_URL,
      ),
    },
    // Map tiles and images from a configured CDN must load in the page.
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over https; on plain http it would pin localhost.
    strictTransportSecurity: config.SITE_URL.startsWith('https:'),
    // No referrer to other sites; the site's own requests keep their Origin header (a form post
    // under 'no-referrer' says Origin: null), which the CSRF check reads (./plugins/origin.ts).
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Nothing is built from the Host header (pages render at SITE_URL's origin), but a value that
    // is no authority at all ('x/other/page/?', 'a@b', '[') is refused before anything runs.
    const host = request.headers.host;
    if (host !== undefined && !isValidAuthority(host)) {
      reply.code(400);
      if (isApiRequest(request)) {
        return reply.send(
          fail(400, [
            apiError('errors.validation.invalidFormat', 'validation', {
              isKey: true,
              data: { field: 'host', code: null },
            }),
          ]),
        );
      }
      return reply.type('text/plain; charset=utf-8').send('Bad Request');
    }
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Whole answers up to 1 MB (pages from the page cache, buffered first visits, API JSON) are
    // compressed in one call. The plugin's default on two cores is 8 KB: above it, it pipes the
    // answer through a compression stream, which cost ~5 ms of CPU for a 100 KB page against
    // ~1 ms in one call (docs/performance.md). Streamed renders still take the stream path.
    syncThreshold: 1024 * 1024,
  });
  await app.register(cookie);
  // State changes with the login cookie only from the site's own pages (CSRF; ./plugins/origin.ts).
  await app.register(originPlugin, { siteOrigin: config.siteOrigin });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Only the API is limited: pages and assets are cheap and cacheable. Decided on the routed
    // path: '/%61pi/…' and 'GET http://x/api/…' are the API too.
    allowList: (request) => !isApiRequest(request),
    // request.ip is undefined once the client's socket is gone (a load balancer gave up on the
    // request): the plugin's default key would throw and log an unhandled error (drill of issue 20).
    keyGenerator: (request) => request.ip ?? 'gone',
  });
  await app.register(contextPlugin, deps);
  // The editors' translation overrides of this database, current before anything reads a text
  // (services/backoffice locale-overrides.ts: a comparison while the copy is fresh).
  app.addHook('onRequest', async () => {
    await ensureLocaleOverrides(deps);
  });
  // The partner-required gate (an onRequest hook after the context's) and /affiliate-redirect.
  registerPartnerVisits(app);
  registerErrorHandling(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before the routes: records every /api route for the OpenAPI document and its coverage test.
  trackApiRoutes(app);
  await app.register(
    async (api) => {
      registerUserRoutes(api);
      registerAccountRoutes(api);
      registerPageRoutes(api);
      registerSearchRoutes(api);
      registerWatchListRoutes(api);
      registerPriceRoutes(api);
      registerObjectRoutes(api);
      registerBookingRoutes(api);
      registerLandlordRoutes(api);
      registerPartnerRoutes(api);
      registerVoucherRoutes(api);
      registerRatingRoutes(api);
      registerUserBookingRoutes(api);
      registerSocialProofRoutes(api);
      registerPaymentRoutes(api);
      registerContentRoutes(api);
      registerHomeRoutes(api);
      registerTravelInfoRoutes(api);
      registerNewsletterRoutes(api);
      registerOfficeRoutes(api);
      registerLocaleEditorRoutes(api);
      registerUploadRoutes(api);
      registerCmsRoutes(api);
      registerOpenApi(api);
      api.all('/*', async (request, reply) => {
        reply.code(404);
        return unknownApiPath(request.url);
      });
    },
    { prefix: '/api' },
  );

  registerHealth(app, deps);
  // The newsletter mails' RFC 8058 one-click unsubscribe (issue 17): outside /api and the pages.
  await registerNewsletterOneClick(app);
  // robots.txt and the sitemap index with its child files (issue 17).
  registerSitemap(app, deps);
  // /service-worker.js and the offline page it precaches (issue 17).
  registerServiceWorker(app, deps);
  registerLocales(app);
  registerMedia(app, { cacheDir: resolve(config.DATA_DIR, 'cache', 'photos') });
  registerStaffPhotos(app);
  registerMediaUploads(app, deps);

  if (options.serverBuild) {
    const clientDir = options.clientDir ?? join(projectRoot(), 'build', 'client');
    // One route per file follows: /metrics counts them as one kind, 'static'.
    app.metrics.staticRoutesFollow();
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Routes for the files present at start only, so every other path reaches the SSR handler.
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed asset names change with their content: cache them for a year.
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
    registerSsr(app, options.serverBuild, config.NODE_ENV);
  }

  deps.search.useLogger(app.log);
  app.addHook('onClose', async () => {
    deps.mailer.close();
    // Stops this process's change listener (its own connection) before the database closes.
    await deps.search.close();
    // And the operator brand's change listener (services/partners operator-brand.ts).
    await closeOperatorBrand(deps);
    // And the translation overrides' (services/backoffice locale-overrides.ts).
    await closeLocaleOverrides(deps);
  });
  return app;
}
