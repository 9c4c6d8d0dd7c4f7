// Consent and tracking logs (SPEC.md §4 cookie consent, §7 user/saveTrackingParams, logTimings,
// logHistory), kept TRACKING_RETENTION_DAYS (./retention.ts).
import {
  CONSENT_CATEGORIES,
  TRACKING_PARAMS,
  isValidTrackingValue,
  type ConsentCategory,
  type TrackingParams,
} from '#core/tracking';
import {
  insertCookieConsent,
  insertTrackingEvent,
  insertTrackingParams,
} from '#db/repositories/visitors-tracking';
import {
  abuseSubject,
  enforceAbuseLimits,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

// Defined in core, where the API schema of the consent call (core/api/visitors.ts) reads them.

/**
 * Consent decisions logged per visitor and per client address and hour: a visitor decides once
 * and perhaps changes it a few times; an office behind one address holds many visitors. Beyond,
 * the call answers 429 and writes nothing (the browser swallows it; the cookies hold the choice).
 */
export const COOKIE_CONSENT_LIMITS = {
  visitor: { name: 'cookieConsent.uid', points: 10, perSeconds: 60 * 60 },
  client: { name: 'cookieConsent.ip', points: 60, perSeconds: 60 * 60 },
} as const satisfies Record<string, AbuseLimit>;

export async function logCookieConsent(
  ctx: RequestContext,
  accepted: { name: ConsentCategory; usage: boolean }[],
): Promise<{ logged: true }> {
  await enforceAbuseLimits(
    ctx,
    [
      { limit: COOKIE_CONSENT_LIMITS.visitor, subject: abuseSubject.visitor(ctx.uid) },
      { limit: COOKIE_CONSENT_LIMITS.client, subject: abuseSubject.client(ctx.clientIp) },
    ],
    'errors.rateLimited',
  );
  // "required is always on" (SPEC.md §4), whatever the client sent.
  const normalised = CONSENT_CATEGORIES.map((name) => ({
    name,
    usage: name === 'required' ? true : (accepted.find((a) => a.name === name)?.usage ?? false),
  }));
  await insertCookieConsent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    uid: ctx.uid,
    accepted: normalised,
  });
  return { logged: true };
}

export async function saveTrackingParams(
  ctx: RequestContext,
  params: Record<string, string>,
  landingPath: string | null,
): Promise<{ trackingParams: TrackingParams }> {
  const kept: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = params[name];
    if (value !== undefined && isValidTrackingValue(name, value)) kept[name] = value;
  }
  await insertTrackingParams(ctx.deps.database.db, {
    mandant: ctx.mandant,
    uid: ctx.uid,
    params: kept as Record<string, string>,
    landingPath,
  });
  return { trackingParams: kept };
}

/** POST /api/searchTrack: what a visitor searched and how many objects it found. */
export async function trackSearch(
  ctx: RequestContext,
  input: { trackVars: Record<string, unknown>; totalObjects: number },
): Promise<{ tracked: true; id: number }> {
  const { id } = await insertTrackingEvent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    kind: 'searchTrack',
    uid: ctx.uid,
    objectNumber: null,
    payload: { trackVars: input.trackVars, totalObjects: input.totalObjects },
  });
  return { tracked: true, id };
}

/** POST /api/searchTrackObject: a result the visitor opened. */
export async function trackSearchObject(
  ctx: RequestContext,
  objectNumber: number,
): Promise<{ tracked: true; id: number }> {
  const { id } = await insertTrackingEvent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    kind: 'searchTrackObject',
    uid: ctx.uid,
    objectNumber,
    payload: {},
  });
  return { tracked: true, id };
}

/**
 * POST /api/user/logTimings (SPEC §7): a page's load timings (milliseconds; cls the layout-shift
 * score), kept as a tracking event for the retention period. The browser swallows failures.
 */
export async function logTimings(
  ctx: RequestContext,
  input: { routeName?: string | undefined; timings: Partial<Record<string, number>> },
): Promise<{ logged: true }> {
  await insertTrackingEvent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    kind: 'timings',
    uid: ctx.uid,
    objectNumber: null,
    payload: { routeName: input.routeName ?? null, timings: input.timings },
  });
  return { logged: true };
}

/**
 * POST /api/user/logHistory (SPEC §7): a page the visitor (or the logged-in account, whose uid it
 * is) opened. The path is kept without its query, which may carry a confirmation or reset token.
 */
export async function logHistory(
  ctx: RequestContext,
  input: {
    path: string;
    routeName?: string | undefined;
    objectNumber?: number | undefined;
    title?: string | undefined;
  },
): Promise<{ logged: true }> {
  const path = input.path.split(/[?#]/)[0] ?? '/';
  await insertTrackingEvent(ctx.deps.database.db, {
    mandant: ctx.mandant,
    kind: 'history',
    uid: ctx.uid,
    objectNumber: input.objectNumber ?? null,
    payload: { path, routeName: input.routeName ?? null, title: input.title ?? null },
  });
  return { logged: true };
}
