// One back-office page as a browser without JavaScript uses it in integration tests (the
// production bundle through app.inject): GET with a login's cookies, the page's forms posted
// urlencoded with the site's Origin, and what a refused post looks like (SPEC §4: the page stays
// 200; the alert above the form names the field).
import { expect } from 'vitest';
import type { LoginCookies } from '#tests/factories/account';
import { SITE } from './admin-payments';
import type { TestApp } from './app';

export function adminPageClient(
  /** The app (built in beforeAll, so read when called). */
  app: () => TestApp['app'],
  path: string,
  /** The login used when a call names none. */
  login: () => LoginCookies,
) {
  const get = (url = path, cookies: LoginCookies | null = login()) =>
    app().inject({ url, cookies: cookies ? { ...cookies } : {} });
  const post = (
    fields: Record<string, string | number>,
    cookies: LoginCookies | null = login(),
    origin = SITE,
  ) =>
    app().inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: cookies ? { ...cookies } : {},
    });
  return { get, post };
}

/** A post the page refused: 200, the alert above the form, naming `field`. */
export function expectRefused(res: { statusCode: number; body: string }, field: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(/role="alert"[^>]*data-testid="admin-result"/);
  expect(res.body).toContain(`(${field})`);
}
