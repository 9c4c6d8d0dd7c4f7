// Content-Security-Policy. Scripts only from this origin or with the per-request nonce that the
// document shell puts on React Router's inline scripts; map tiles from the configured tile host.
import type { Config } from '#core/config';

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
