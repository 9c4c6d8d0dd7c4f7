// Where /affiliate-redirect may send a visitor (SPEC §2 AffiliateRedirect): only to a path of this
// site. The `target` parameter comes from a link anyone can write, so an absolute URL, a
// scheme-relative '//host', a backslash ('/\host', read as '//host' by browsers), a scheme
// ('javascript:') or an escaped form of these ('%2F%2Fhost', '/%5Chost') is refused and the visitor
// goes home instead: an open redirect would lend the site's address to a phishing page. Pure.
import { safeReturnTo } from './return-to';

/** Percent-decoding passes tried: '%252F' is '%2F' after one, '/' after two. */
const DECODE_PASSES = 3;

/**
 * The same-site path (with its query) to forward to, or null for home. `value` is the decoded
 * query value; it must be a relative path starting with a single '/' and stay one, with no '//'
 * or backslash and no control character, however often it is percent-decoded.
 */
export function affiliateTarget(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = safeReturnTo(value);
  if (path === null) return null;
  let decoded = value;
  for (let pass = 0; pass < DECODE_PASSES; pass++) {
    // eslint-disable-next-line no-control-regex
    if (/\/\/|\\|[\u0000-\u001f\u007f]/.test(decoded) || !decoded.startsWith('/')) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  // eslint-disable-next-line no-control-regex
  if (/\/\/|\\|[\u0000-\u001f\u007f]/.test(decoded) || !decoded.startsWith('/')) return null;
  return path;
}
