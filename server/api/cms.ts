// The CMS containers' calls (SPEC §7, issue 18, docs/editing.md "CMS containers"):
// POST /api/cms/content/get (everyone: the published content; previewDraft needs admin.cms),
// /set and /locktoggle (admin.cms, checked before the body is read; the use-cases check again).
// Thin: schemas in core/api/cms.ts, use-cases in services/backoffice. Never cached: an editor's
// answer is personal, and a visitor's would outlive a publish.
import type { FastifyInstance } from 'fastify';
import { cmsContentAnswer, cmsGetBody, cmsLockBody, cmsSetAnswer, cmsSetBody } from '#core/api/cms';
import { cmsContentGet, cmsContentSet, cmsLockToggle } from '#services/backoffice';
import { defineRoute } from './define-route';

export function registerCmsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/cms/content/get',
    summary:
      "A CMS container's published content (JSON text and the HTML rendered on the server); with previewDraft (admin.cms only) the draft, status, lock and versions.",
    body: cmsGetBody,
    response: {
      200: cmsContentAnswer,
      403: 'previewDraft without a login (errors.accounts.loginRequired) or without admin.cms (errors.accounts.permissionMissing).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return cmsContentGet(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/cms/content/set',
    summary:
      'Saves, publishes, unpublishes or reverts (versionID) a CMS container under the caller’s lock (taken when free, renewed for 15 minutes).',
    body: cmsSetBody,
    access: 'admin.cms',
    response: {
      200: cmsSetAnswer,
      400: 'Invalid input naming the field (containerContent: not a document or over 200 KB, or nothing to publish; contentStatus: not the status the action leaves; versionID: no version of this container; contentID: another container; contentAction: unpublish of what is not published).',
      409: 'Another editor holds the lock (errors.cms.locked; data: lockedBy, lockedByEmail, lockedUntil).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return cmsContentSet(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/cms/content/locktoggle',
    summary:
      "Takes (toggleState true, for 15 minutes) or releases a CMS container's lock; the answer is the editor's view of the container.",
    body: cmsLockBody,
    access: 'admin.cms',
    response: {
      200: cmsContentAnswer,
      400: 'Invalid input naming the field (contentID: no container of these keys, or neither contentID nor containerKey).',
      409: 'Another editor holds the lock (errors.cms.locked; data: lockedBy, lockedByEmail, lockedUntil).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return cmsLockToggle(ctx, body);
    },
  });
}
