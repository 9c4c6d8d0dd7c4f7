// Two answers of the partner programme decided before any page renders (SPEC §2):
// - PartnerRequired: a page visit on a host of a partner group that requires a partner id, without
//   a valid one, is sent to /incorrect/ (302: the same address works once the link carries the id).
//   The Host is only compared with the configured list; nothing is built from it.
// - AffiliateRedirect: /affiliate-redirect/?target=/path records the click (services/visitors) and
//   forwards (302) to a path of this site only (core/affiliate.ts), else home. The context plugin
//   has already kept the link's partner, pid and tracking parameters for the visit; this answer
//   carries their cookie (`visitRedirect`, plugins/context.ts). No page is rendered, so there is no
//   header or footer to show (SPEC §2 hides both there).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { affiliateTarget } from '#core/affiliate';
import { buildPath, hrefInAllLanguages } from '#core/routes';
import { partnerIdMissing } from '#services/partners';
import { recordAffiliateClick } from '#services/visitors';
import { isDocumentPath, originForm, splitTarget } from './request-target';

/** The /incorrect/ paths of every language: never sent there again. */
const PARTNER_REQUIRED_PATHS = new Set(Object.values(hrefInAllLanguages('PartnerRequired')));

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** The onRequest gate of page documents on partner-required hosts. */
async function partnerGate(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.page !== true) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = originForm(request.url);
  if (target === null) return;
  const { path } = splitTarget(target);
  if (!isDocumentPath(path) || PARTNER_REQUIRED_PATHS.has(path)) return;
  // request.hostname: the Host header (X-Forwarded-Host with TRUST_PROXY) without its port.
  if (!(await partnerIdMissing(request.ctx, request.hostname))) return;
  return noStore(reply).redirect(buildPath('PartnerRequired', {}, request.ctx.language), 302);
}

export function registerPartnerVisits(app: FastifyInstance): void {
  app.addHook('onRequest', partnerGate);

  for (const path of new Set(Object.values(hrefInAllLanguages('AffiliateRedirect')))) {
    app.get(path, { config: { page: true, visitRedirect: true } }, async (request, reply) => {
      const { ctx } = request;
      const query = request.query as Record<string, unknown>;
      const raw = typeof query.target === 'string' ? query.target : null;
      const target = affiliateTarget(raw) ?? buildPath('Home', {}, ctx.language);
      try {
        // A HEAD (link checkers, previews) is no click.
        if (request.method === 'GET') {
          await recordAffiliateClick(ctx, { tracking: ctx.tracking, target });
        }
      } catch (error) {
        // The visitor is forwarded whatever happens to the record.
        request.log.warn({ err: error }, 'affiliate click not recorded');
      }
      return noStore(reply).redirect(target, 302);
    });
  }
}
