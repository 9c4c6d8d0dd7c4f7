// Errors a browser met on the site (SPEC §8: "Error reporting runs in production and ignores
// resize-observer loop noise"; decision 088). Pure: what a report may hold, what is never sent or
// logged, and how a report's text is cleaned before it reaches the server's log — an error's
// message or stack may quote a URL with a guest's link secret (`access=`, `bookingHash=`,
// `confirmID=`), a payment link's signature, or an e-mail address.

/** Kinds of reports: an uncaught error, an unhandled promise rejection, a screen that failed. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_STACK_MAX = 4_000;
/** Reports one page load sends at most (a loop throwing on every frame sends five, not 10,000). */
export const CLIENT_ERRORS_PER_PAGE = 5;

/**
 * Browser noise that is no error of the site: the resize-observer loop notice (SPEC §8), errors of
 * scripts the browser hides the details of (extensions, other origins: "Script error."), and
 * React's recovered hydration mismatches (the page re-rendered itself; React reports them through
 * window.reportError, which would send one per page view of a page that mismatches).
 */
export function isIgnoredClientError(message: string): boolean {
  return (
    /ResizeObserver loop/i.test(message) ||
    /^Script error\.?$/i.test(message.trim()) ||
    /Minified React error #(?:418|419|421|422|423|425)\b|Hydration failed|hydrating/i.test(message)
  );
}

/** Control (but tab), line-separator and bidi characters: what could forge or hide a log line. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** How long a line of a report may be before it is cleaned (cleaning long runs is slow). */
const LINE_MAX = 500;

/**
 * A report's text as it may be logged: each line cut to 500 characters first, then everything from
 * a `?` or `#` to the end of its word (a URL's query and fragment — the site's links carry secrets
 * there — with a stack frame's line and column kept), `name=value` pairs and JSON fields of the
 * site's secrets, tokens (JWTs), other runs of 32 or more letters and digits, e-mail addresses, IBANs and long digit runs (card, phone numbers) replaced, and
 * control, line-separator and bidi characters dropped; at most `max` characters in all.
 */
export function cleanClientErrorText(text: string, max: number): string {
  return text
    .slice(0, max * 2)
    .split('\n')
    .map((line) =>
      line
        .slice(0, LINE_MAX)
        .replace(/[?#][^\s"'<>]*?((?::\d+){1,2})?(?=[\s"'<>)]|$)/g, '$1')
        .replace(
          /\b(access|bookingHash|confirmID|resetID|signature|token|jwt|code|c)=[^&\s"'<>]*/gi,
          '$1=…',
        )
        .replace(
          /"(access|bookingHash|confirmID|resetID|signature|token|jwt|code)"\s*:\s*"[^"]*"/gi,
          '"$1":"…"',
        )
        .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
        // Any other long random run (the site's link secrets are 43 characters).
        .replace(/[A-Za-z0-9_-]{32,}/g, '[secret]')
        .replace(/[^\s@"'<>()/:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi, '[email]')
        .replace(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g, '[iban]')
        .replace(/\+?\d[\d /-]{7,}\d/g, '[number]')
        .replace(CONTROL, ''),
    )
    .join('\n')
    .slice(0, max);
}
