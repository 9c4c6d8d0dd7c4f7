// Content-Security-Policy. Scripts only from this origin or with the per-request nonce that the
// document shell puts on React Router's inline scripts; styles from this origin or with the style
// nonce (the brand's colour tokens); map tiles from the tile host of the operator brand, decided
// per request (an operator may switch the tiles at run time, core/branding.ts maps).
// Permissions-Policy: the powerful browser features the site never uses are off for it and for
// anything it embeds. Request ids: a client's own is echoed only when it is a plain token.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tileOriginOf } from '#core/branding';
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

/** A directive's value: fixed, or computed per request (helmet calls it with the request). */
type DirectiveValue = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * `tileUrl`: the tile URL template of the brand now (the environment's MAP_TILE_URL unless the
 * operator brand names another).
 */
export function contentSecurityPolicy(
  config: Config,
  tileUrl: () => string = () => config.MAP_TILE_URL,
): Record<string, DirectiveValue[] | null> {
  const tiles = () => tileOriginOf(tileUrl()) ?? '';
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // React renders style attributes (e.g. positions of map markers).
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', tiles],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // Only behind https: on plain-http hosts (development, tests) it would break every request.
    upgradeInsecureRequests: config.SITE_URL.startsWith('https:') ? [] : null,
  };
}
