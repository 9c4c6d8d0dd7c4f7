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
 * Browser noise that is no error of the site: the resize-observer loop notice (SPEC §8), and
 * errors of scripts the browser hides the details of (extensions, other origins: "Script error.").
 */
export function isIgnoredClientError(message: string): boolean {
  return /ResizeObserver loop/i.test(message) || /^Script error\.?$/i.test(message.trim());
}

/**
 * A report's text as it may be logged: URLs without query and fragment (the site's links carry
 * secrets there), e-mail addresses replaced, control characters dropped, at most `max` characters.
 */
export function cleanClientErrorText(text: string, max: number): string {
  return (
    text
      // A URL's query and fragment, up to the next blank, quote or bracket; a stack frame's
      // line and column after it are kept.
      .replace(
        /((?:https?:\/\/|\/)[^\s?#"'()<>]*)[?#][^\s"'()<>]*?((?::\d+){1,2})?(?=[\s"'()<>]|$)/g,
        '$1$2',
      )
      .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, '[email]')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .slice(0, max)
  );
}
