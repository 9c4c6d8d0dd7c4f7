// Where a login continues (the user area's `returnTo`, SPEC.md §2: "continue where the guest
// wanted to go"). The value comes from the URL or a form field, so anyone can write it into a link
// they send: only a path of this site is followed, never another site (an open redirect would lend
// our address to a phishing page). Pure, for the route action and its tests.

const MAX_LENGTH = 2_000;
const BASE = 'https://return-to.invalid';

/**
 * The same-site path (with its query, without a fragment) that `value` names, or null for
 * anything else: absolute URLs, scheme-relative `//host` and `/\host` (browsers read a backslash
 * as a slash), control characters, the API and React Router's data requests.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // A backslash or a control character has no business in one of our paths; browsers strip or
  // reinterpret them (`/\evil.example`, `/\t/evil.example`).
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  if (path.startsWith('/api/') || path.endsWith('.data') || path.startsWith('//')) return null;
  return path + url.search;
}
