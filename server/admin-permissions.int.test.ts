// The permission walk of issue 18 ("Permissions"; SPEC §6): every protected API call (each
// defineRoute with `access`, read from the route registry, so calls other slices add are walked
// too) and every admin page (each table route with `admin`, in all four languages) and its form
// post, as an anonymous visitor, as a customer without the flag (and with every other flag) and as
// an account with exactly that flag. Calls answer 403 envelopes (loginRequired / permissionMissing)
// until the flag is held; pages and their posts answer the 404 view until then (they do not exist
// for others), 200 with it. The admin menu lists exactly what the account may open; the header's
// admin link shows only to an account with a permission that opens a page.
//
// Walk size (issue 20, tests/helpers/race.ts): the refusals of an admin page (anonymous, without
// flags, with every other flag; GET and POST) are the same access check in every language, so
// `npm test` walks them in one language per page, the languages taken in turn (every language
// walked); the page with its flag is opened in all four. RACE_FULL=1 walks the refusals in every
// language too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMenuFor } from '#core/admin-pages';
import { LANGUAGES } from '#core/languages';
import { PERMISSIONS, type Permission } from '#core/permissions';
import { buildPath, ROUTES } from '#core/routes';
import { insertLoginAccount, loginAs, type LoginCookies } from '#tests/factories/account';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { RACE_FULL } from '#tests/helpers/race';

const SITE = 'http://localhost:3000';

/** Every route of the table that is an admin page, with the permission that opens it. */
const ADMIN_ROUTES = ROUTES.flatMap((route) =>
  'admin' in route && typeof route.admin === 'string' && route.name === route.baseName
    ? [{ name: route.baseName, permission: route.admin as Permission }]
    : [],
);

describe.each(databaseKinds())('permission walk (%s)', (kind) => {
  let t: TestApp;
  const logins = new Map<string, LoginCookies>();

  beforeAll(async () => {
    t = await build({ kind, ssr: true, catalogue: { objects: 3 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The cookies of an account holding exactly these permissions (one account per set). */
  const loginWith = async (permissions: readonly string[]): Promise<LoginCookies> => {
    const key = [...permissions].sort().join(',');
    const known = logins.get(key);
    if (known) return known;
    const account = await insertLoginAccount(t.deps.database, {
      email: `walk-${logins.size}@example.org`,
      permissions: [...permissions],
    });
    const cookies = await loginAs(t.app, account);
    logins.set(key, cookies);
    return cookies;
  };

  const call = (route: { method: string; url: string }, cookies: LoginCookies | null) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      // Path parameters get a harmless value: access is checked before any input is read.
      url: route.url.replace(/:(\w+)/g, '1'),
      headers: { origin: SITE },
      cookies: cookies ? { ...cookies } : {},
      ...(route.method === 'GET' ? {} : { payload: { mandant: TEST_MANDANT } }),
    });

  it('walks every protected call: 403 envelope without login and without the flag', async () => {
    const routes = t.app.apiRoutes.routes.filter((route) => route.access !== null);
    // The back office's calls are among them (the registry, not a hand list, decides).
    expect(routes.some((route) => route.access === 'localeEditor.update')).toBe(true);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const anonymous = await call(route, null);
      expect([401, 403], label).toContain(anonymous.statusCode);
      expect(anonymous.json().errors[0], label).toMatchObject({
        type: 'forbidden',
        text: 'errors.accounts.loginRequired',
      });
      const customer = await call(route, await loginWith([]));
      if (route.access === 'user') {
        expect([401, 403], label).not.toContain(customer.statusCode);
        continue;
      }
      const others = PERMISSIONS.filter((p) => p !== route.access);
      for (const wrong of [[], others]) {
        const refused = await call(route, await loginWith(wrong));
        expect(refused.statusCode, `${label} with [${wrong.join(',')}]`).toBe(403);
        expect(refused.json().errors[0], label).toMatchObject({
          type: 'forbidden',
          text: 'errors.accounts.permissionMissing',
          data: { permission: route.access },
        });
      }
      // With exactly the flag the call gets past the check: its own answer (200, or 400 for
      // the empty input this walk sends), never a refusal of access.
      const allowed = await call(route, await loginWith([route.access!]));
      expect([401, 403], `${label} with its flag`).not.toContain(allowed.statusCode);
    }
  });

  it('walks every admin page and its form post: 404 unless the account holds its flag', async () => {
    expect(ADMIN_ROUTES.map((r) => r.name)).toEqual(
      expect.arrayContaining(['AdminHome', 'AdminAudit', 'AdminScheduleEdit', 'AdminSnippets']),
    );
    for (const [index, { name, permission }] of ADMIN_ROUTES.entries()) {
      const others = PERMISSIONS.filter((p) => p !== permission);
      for (const language of LANGUAGES) {
        const refusals = RACE_FULL || language === LANGUAGES[index % LANGUAGES.length];
        const path = buildPath(name, {}, language);
        const get = (cookies: LoginCookies | null) =>
          t.app.inject({ url: path, cookies: cookies ? { ...cookies } : {} });
        const post = (cookies: LoginCookies | null) =>
          t.app.inject({
            method: 'POST',
            url: path,
            headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'intent=none',
            cookies: cookies ? { ...cookies } : {},
          });
        for (const who of refusals ? ([null, [], others] as const) : []) {
          const cookies = who === null ? null : await loginWith(who);
          const label = `${path} as ${who === null ? 'anonymous' : `[${who.join(',')}]`}`;
          expect((await get(cookies)).statusCode, label).toBe(404);
          expect((await post(cookies)).statusCode, `POST ${label}`).toBe(404);
        }
        const holder = await loginWith([permission]);
        const page = await get(holder);
        expect(page.statusCode, `${path} with ${permission}`).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toContain('name="robots" content="noindex');
        // The menu lists exactly the pages this account may open.
        const menu = /data-testid="admin-menu"[\s\S]*?<\/nav>/.exec(page.body)?.[0] ?? '';
        const hrefs = [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
        expect(hrefs, path).toEqual(
          adminMenuFor([permission]).map((entry) => buildPath(entry.route, {}, language)),
        );
        // A post with the flag reaches the page's action: its form's answer (200, the unknown
        // intent refused on the page), or the 404 of a page without forms.
        expect([200, 404], `POST ${path}`).toContain((await post(holder)).statusCode);
      }
    }
  });

  it('shows the header admin link only to accounts with a permission that opens a page', async () => {
    const link = async (cookies: LoginCookies | null) => {
      const res = await t.app.inject({
        url: '/impressum/',
        cookies: cookies ? { ...cookies } : {},
      });
      return /data-testid="admin-link"[^>]*/.exec(res.body)?.[0] ?? null;
    };
    expect(await link(null)).toBeNull();
    expect(await link(await loginWith([]))).toBeNull();
    const schedule = await link(await loginWith(['admin.schedule']));
    expect(schedule).not.toBeNull();
    expect(
      (
        await t.app.inject({
          url: '/impressum/',
          cookies: { ...(await loginWith(['admin.schedule'])) },
        })
      ).body,
    ).toContain(`href="${buildPath('AdminScheduleEdit', {}, 'de')}"`);
    expect(await link(await loginWith(['admin.access']))).not.toBeNull();
  });
});
