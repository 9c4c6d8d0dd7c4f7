// The visitors slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export {
  COOKIE_CONSENT_LIMITS,
  logCookieConsent,
  logHistory,
  logTimings,
  saveTrackingParams,
  trackSearch,
  trackSearchObject,
} from './tracking';
export { pruneTracking, trackingRetentionJob } from './retention';
export { AFFILIATE_CLICK_KIND, affiliateClickLimit, recordAffiliateClick } from './affiliate';
export { CLIENT_ERROR_LIMIT, CLIENT_ERROR_SITE_LIMIT, logClientError } from './client-errors';
export type { ClientErrorReport } from './client-errors';
