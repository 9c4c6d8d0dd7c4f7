// Content-Security-Policy. Scripts only from this origin or with the per-request nonce that the
// document shell puts on React Router's inline scripts; map tiles from the configured tile host.
// Permissions-Policy: the powerful browser features the site never uses are off for it and for
// anything it embeds. Request ids: a client's own is echoed only when it is a plain token.
import { randomUUID } from 'node:crypto';
import type { Config } from '#core/config';

/**
 * Features off for every page: the site uses none of them (the share panel's copy button needs
 * clipboard-write, which stays with this origin). Only names Chromium knows — an unknown one is
 * a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Letters, digits and `._:-`, up to 64 characters: a UUID or a proxy's trace id fits. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id: the client's (or load balancer's) `x-request-id` when it is a plain token, so
 * log lines can be followed across services; anything else — markup, blanks, control characters,
 * overlong values — is replaced by a fresh UUID instead of being echoed and logged.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

function tileOrigin(tileUrl: string): string | null {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const tiles = tileOrigin(config.MAP_TILE_URL);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // React renders style attributes (e.g. positions of map markers).
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // Only behind https: on plain-http hosts (development, tests) it would break every request.
    upgradeInsecureRequests: config.SITE_URL.startsWith('https:') ? [] : null,
  };
}
