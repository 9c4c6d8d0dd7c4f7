// Visitors API (SPEC.md §4, §7): cookie consent and kept tracking parameters.
import type { FastifyInstance } from 'fastify';
import {
  cookieConsentAnswer,
  cookieConsentBody,
  trackingParamsAnswer,
  trackingParamsBody,
} from '#core/api/visitors';
import { logCookieConsent, saveTrackingParams } from '#services/visitors';
import { defineRoute } from './define-route';

export function registerUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/logCookieConsent',
    visitor: true,
    summary: "Logs the visitor's cookie consent; `required` is always stored as on.",
    body: cookieConsentBody,
    response: { 200: cookieConsentAnswer },
    handler: (ctx, { body }) => logCookieConsent(ctx, body.accepted),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/saveTrackingParams',
    visitor: true,
    summary: 'Stores the valid SPEC §3 tracking parameters of a landing.',
    body: trackingParamsBody,
    response: { 200: trackingParamsAnswer },
    handler: (ctx, { body }) =>
      saveTrackingParams(ctx, body.trackingParams, body.landingPath ?? null),
  });
}
