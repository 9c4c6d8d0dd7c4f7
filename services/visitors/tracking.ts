// Consent and tracking logs (SPEC.md §4 cookie consent, §7 user/saveTrackingParams).
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
import type { RequestContext } from '#services/platform';

// Defined in core, where the API schema of the consent call (core/api/visitors.ts) reads them.

export async function logCookieConsent(
  ctx: RequestContext,
  accepted: { name: ConsentCategory; usage: boolean }[],
): Promise<{ logged: true }> {
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
