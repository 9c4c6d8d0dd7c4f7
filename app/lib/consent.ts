// The page's consent state in the browser (SPEC §4): a first-party consent mode — gtag-style
// commands queued on window.dataLayer, so a tag manager added one day reads the same defaults and
// updates — and the statistics this site itself runs, started only once analytics storage is
// granted. No third-party script is loaded: the site has none (DOMAIN.md "Cookies").
import {
  CONSENT_COOKIE_SECONDS,
  CONSENT_DEFAULTS,
  ConsentState,
  acceptedList,
  consentModeOf,
  decisionCookies,
  type ConsentChoice,
} from '#core/consent';
import type { ApiClient } from './api/client';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function gtag(...args: unknown[]): void {
  (window.dataLayer ??= []).push(args);
}

let state: ConsentState | null = null;

/**
 * Starts the page's consent state once (the first render in the browser): defaults denied with the
 * 500 ms wait, then the stored decision as an update when the visitor decided before.
 */
export function startConsent(confirmed: boolean, choice: ConsentChoice): ConsentState {
  if (state !== null) return state;
  state = new ConsentState();
  gtag('consent', 'default', CONSENT_DEFAULTS);
  if (confirmed) applyConsent(choice);
  return state;
}

/** Grants per category (statistic → analytics, marketing → ad storage). */
export function applyConsent(choice: ConsentChoice): void {
  const mode = consentModeOf(choice);
  gtag('consent', 'update', mode);
  state?.update(mode);
}

/** Writes `disclaimer=confirmed` and `accepted` for one year (SPEC §4, §9). */
export function storeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const tail = `; Max-Age=${CONSENT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  for (const { name, value } of decisionCookies(choice))
    document.cookie = `${name}=${value}${tail}`;
}

/** Logs the decision (POST /api/user/logCookieConsent); a failure changes nothing for the visitor. */
export function logConsent(api: ApiClient, choice: ConsentChoice): void {
  api.post('/api/user/logCookieConsent', { accepted: acceptedList(choice) }).catch(() => {});
}

/**
 * The site's own statistics (SPEC §7 user/logTimings): the page load's timings, once per
 * document, sent only when analytics storage is granted — at load when the visitor agreed before,
 * or at the moment they agree.
 */
export function startStatistics(api: ApiClient, routeName: string | undefined): void {
  const current = state;
  if (current === null) return;
  let sent = false;
  current.whenGranted('analytics_storage', () => {
    if (sent) return;
    sent = true;
    const send = () => {
      const nav = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      // Without a navigation entry (an old browser, a faked clock), the time until now.
      const timings: Record<string, number> =
        nav === undefined
          ? { domComplete: Math.max(0, Math.round(performance.now())) }
          : {
              ttfb: Math.round(nav.responseStart),
              domInteractive: Math.round(nav.domInteractive),
              domComplete: Math.round(nav.domComplete),
            };
      if (nav !== undefined && nav.loadEventEnd > 0) timings.load = Math.round(nav.loadEventEnd);
      const body: Record<string, unknown> = { timings };
      if (routeName !== undefined && /^[A-Za-z0-9_]{1,64}$/.test(routeName))
        body.routeName = routeName;
      api.post('/api/user/logTimings', body).catch(() => {});
    };
    if (document.readyState === 'complete') send();
    else window.addEventListener('load', send, { once: true });
  });
}
