import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSENT_CATEGORIES, logCookieConsent, saveTrackingParams } from '#services/visitors';
import { defineRoute } from './define-route';

const uid = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional();

export function registerUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/logCookieConsent',
    body: z.object({
      uid,
      accepted: z
        .array(z.object({ name: z.enum(CONSENT_CATEGORIES), usage: z.boolean() }))
        .min(1)
        .max(CONSENT_CATEGORIES.length),
    }),
    handler: (ctx, { body }) => logCookieConsent(ctx, body.accepted),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/saveTrackingParams',
    body: z.object({
      uid,
      trackingParams: z.record(z.string().max(40), z.string().max(200)),
      landingPath: z.string().max(2000).startsWith('/').optional(),
    }),
    handler: (ctx, { body }) =>
      saveTrackingParams(ctx, body.trackingParams, body.landingPath ?? null),
  });
}
