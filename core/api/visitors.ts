// Visitors API schemas (SPEC.md §4, §7): POST /api/user/logCookieConsent and
// /api/user/saveTrackingParams.
import { z } from 'zod';
import { CONSENT_CATEGORIES, TRACKING_PARAMS } from '../tracking';
import { sitePath, uid } from './common';

export const cookieConsentBody = z.object({
  uid: uid.optional(),
  accepted: z
    .array(z.object({ name: z.enum(CONSENT_CATEGORIES), usage: z.boolean() }))
    .min(1)
    .max(CONSENT_CATEGORIES.length),
});

export const trackingParamsBody = z.object({
  uid: uid.optional(),
  trackingParams: z.record(z.string().max(40), z.string().max(200)),
  landingPath: sitePath(2000).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers.

export const cookieConsentAnswer = z.strictObject({ logged: z.literal(true) });

export const trackingParamsAnswer = z.strictObject({
  trackingParams: z.partialRecord(z.enum(TRACKING_PARAMS), z.string()).meta({
    description: 'The valid SPEC §3 tracking parameters that were stored.',
  }),
});
