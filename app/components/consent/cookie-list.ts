// What each consent category holds: the cookies the site really sets (and its one cookie-less
// measure). One list for the cookie banner and the privacy policy (issue 17), so the policy
// cannot miss a cookie the banner names (server/legal-pages.int.test.ts checks the policy's texts).
import type { ConsentCategory } from '#core/consent';

export type CookieLifetime = 'year' | 'week' | 'session' | 'none';
export type CookieKey = 'uid' | 'token' | 'trk' | 'disclaimer' | 'accepted' | 'timings';

export interface ConsentCookie {
  /** Text key of its usage (consent.cookies.<key>, legal.cookies.<key>). */
  key: CookieKey;
  /** The name the browser shows. */
  name: string;
  lifetime: CookieLifetime;
}

export const CONSENT_COOKIES: Record<ConsentCategory, readonly ConsentCookie[]> = {
  required: [
    { key: 'uid', name: 'uid', lifetime: 'year' },
    { key: 'token', name: 'token', lifetime: 'week' },
    { key: 'trk', name: 'trk', lifetime: 'session' },
    { key: 'disclaimer', name: 'disclaimer', lifetime: 'year' },
    { key: 'accepted', name: 'accepted', lifetime: 'year' },
  ],
  statistic: [{ key: 'timings', name: 'logTimings', lifetime: 'none' }],
  marketing: [],
};

/** Every entry with its category, in the banner's order. */
export const CONSENT_COOKIE_LIST = (Object.keys(CONSENT_COOKIES) as ConsentCategory[]).flatMap(
  (category) => CONSENT_COOKIES[category].map((cookie) => ({ ...cookie, category })),
);
