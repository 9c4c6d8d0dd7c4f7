// The office contact widget (issue 16; SPEC.md §3, §4, §7): POST /api/office/contact and
// /api/office/infofull (public), /api/office/overwrites/get (public) and /set (localeEditor.update).
// Thin: schemas in core/api/office.ts, use-cases in services/office. Answers depend on the visit
// (partner, campaign, login) and the clock: no cache keeps them; the browser keeps the contact
// answer until its `expiry` (app/components/office/office-store.ts).
import type { FastifyInstance } from 'fastify';
import {
  officeContactAnswer,
  officeContactBody,
  officeInfoFullAnswer,
  officeOverwritesGetAnswer,
  officeOverwritesGetBody,
  officeOverwritesSetAnswer,
  officeOverwritesSetBody,
} from '#core/api/office';
import {
  officeContact,
  officeInfoFull,
  officeOverwrites,
  setOfficeOverwrite,
} from '#services/office';
import { defineRoute } from './define-route';

export function registerOfficeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/office/contact',
    summary:
      'The office contact widget for a context (default, object, retailer, agency, partner): staff with portraits, the next opening (today/tomorrow/afterTomorrow, Berlin time), the visit’s contact, a logged-in customer’s service line, current notices and the answer’s expiry.',
    body: officeContactBody,
    response: {
      200: officeContactAnswer,
      400: 'Invalid input naming the field (context, pageType).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return officeContact(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/office/infofull',
    summary:
      'The office contact answer plus the opening hours of each day of the coming week (Berlin time).',
    body: officeContactBody,
    response: {
      200: officeInfoFullAnswer,
      400: 'Invalid input naming the field (context, pageType).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return officeInfoFull(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/office/overwrites/get',
    summary:
      "The office widget's notices in force (not expired), of one page type or all; plain text per language.",
    body: officeOverwritesGetBody,
    response: {
      200: officeOverwritesGetAnswer,
      400: 'Invalid input naming the field (pageType).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return officeOverwrites(ctx, body.pageType);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/office/overwrites/set',
    summary:
      "Replaces a page type's notice in the office widget (plain text, at most 300 characters per language, no markup; all empty removes it), optionally until expiresAt.",
    body: officeOverwritesSetBody,
    access: 'localeEditor.update',
    response: {
      200: officeOverwritesSetAnswer,
      400: 'Invalid input naming the field (updateData.pageType, updateData.translation.de …, updateData.expiresAt: past or more than 400 days ahead).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return setOfficeOverwrite(ctx, body.updateData);
    },
  });
}
