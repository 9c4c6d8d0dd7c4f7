// Visitors API (SPEC.md §4, §7): cookie consent, kept tracking parameters, timings and history.
import type { FastifyInstance } from 'fastify';
import {
  clientErrorBody,
  cookieConsentAnswer,
  cookieConsentBody,
  logHistoryBody,
  logTimingsBody,
  loggedAnswer,
  trackingParamsAnswer,
  trackingParamsBody,
} from '#core/api/visitors';
import {
  logClientError,
  logCookieConsent,
  logHistory,
  logTimings,
  saveTrackingParams,
} from '#services/visitors';
import { z } from 'zod';
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

  defineRoute(app, {
    method: 'POST',
    url: '/user/logTimings',
    visitor: true,
    summary: "Logs a page's load timings (the browser swallows failures).",
    body: logTimingsBody,
    response: { 200: loggedAnswer },
    handler: (ctx, { body }) =>
      logTimings(ctx, { routeName: body.routeName, timings: body.timings }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/logHistory',
    visitor: true,
    summary: 'Logs a page the visitor opened (its path without the query).',
    body: logHistoryBody,
    response: { 200: loggedAnswer },
    handler: (ctx, { body }) =>
      logHistory(ctx, {
        path: body.path,
        routeName: body.routeName,
        objectNumber: body.objectNumber,
        title: body.title,
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/logClientError',
    // A report is a few KB at most (message 500, stack 4,000 characters).
    bodyLimit: 16_384,
    summary:
      'Logs an error a browser met on a page (SPEC §8 error reporting): one cleaned log line, nothing stored; at most 30 per client address and 10 minutes, beyond that dropped (logged: false).',
    body: clientErrorBody,
    response: { 200: z.object({ logged: z.boolean() }) },
    handler: (ctx, { body }) => logClientError(ctx, body),
  });
}
