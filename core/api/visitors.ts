// Visitors API schemas (SPEC.md §4, §7): POST /api/user/logCookieConsent,
// /api/user/saveTrackingParams, /api/user/logTimings, /api/user/logHistory and
// /api/user/logClientError.
import { z } from 'zod';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
} from '../client-errors';
import { CONSENT_CATEGORIES, TRACKING_PARAMS } from '../tracking';
import { jwt, objectNumber, sitePath, textLine, uid } from './common';

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

export const TIMING_NAMES = [
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'inp',
  'domInteractive',
  'domComplete',
  'load',
] as const;

export const logTimingsBody = z.object({
  uid: uid.optional(),
  routeName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  timings: z
    .partialRecord(z.enum(TIMING_NAMES), z.number().min(0).max(3_600_000))
    .refine((value) => Object.keys(value).length > 0, { error: 'no timings' })
    .meta({ description: 'Milliseconds since navigation start (cls: the layout-shift score).' }),
});

export const logHistoryBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  path: sitePath(2_000),
  routeName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  objectNumber: objectNumber.optional(),
  title: textLine(200).optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers.

export const cookieConsentAnswer = z.strictObject({ logged: z.literal(true) });

export const trackingParamsAnswer = z.strictObject({
  trackingParams: z.partialRecord(z.enum(TRACKING_PARAMS), z.string()).meta({
    description: 'The valid SPEC §3 tracking parameters that were stored.',
  }),
});

export const loggedAnswer = z.strictObject({ logged: z.literal(true) });

/** POST /api/user/logClientError (decision 088): an error a browser met on a page. */
export const clientErrorBody = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX),
  /** The page's path (its query is dropped before logging). */
  path: sitePath(2_000),
  routeName: z
    .string()
    .regex(/^[A-Za-z0-9_#]{1,64}$/)
    .optional(),
  /** The script the error came from, its line and column. */
  source: z.string().max(2_000).optional(),
  line: z.number().int().min(0).max(10_000_000).optional(),
  column: z.number().int().min(0).max(10_000_000).optional(),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
});
