// POST /api/user/logCookieConsent (SPEC §4, §7; issue 17): the decision is logged with `required`
// always on, bad input is refused naming the field with nothing written, the abuse limits per
// visitor and per client address (counted in the database, 429 with nothing written, a new window
// after an hour), and a logged-in visitor's consent only from the site's own pages.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#db/client';
import { cookieConsentLogs } from '#db/schema';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';
import { Visitor } from '#tests/helpers/visitor';
import { insertLoginAccount } from '#tests/factories/account';

const SITE = 'http://feriora.test';
const URL_ = '/api/user/logCookieConsent';
const HOUR_MS = 60 * 60 * 1000;
const STATISTIC_ONLY = [
  { name: 'required', usage: true },
  { name: 'statistic', usage: true },
  { name: 'marketing', usage: false },
];

describe.each(databaseKinds())('POST /api/user/logCookieConsent (%s)', (kind) => {
  let t: TestApp;
  let clockMs = FIXED_NOW.getTime();
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;
  const visitor = (ip = nextIp(), origin: string | null = SITE) =>
    new Visitor(t.app, { origin, ip });

  async function count(): Promise<number> {
    const result = await t.deps.database.db.execute(
      sql.raw('select count(*)::int as n from cookie_consent_logs'),
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n);
  }

  beforeAll(async () => {
    t = await build({ kind, env: { SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000' } });
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(() => t?.close());

  it("logs the visitor's decision under their uid, required always on", async () => {
    const uid = 'b7c1d1a0-1c2e-4f7a-9a55-0d6f3c1e2a01';
    const anna = new Visitor(t.app, { origin: SITE, ip: nextIp(), cookies: { uid } });
    const answer = await anna.post(URL_, {
      accepted: [
        { name: 'required', usage: false },
        { name: 'statistic', usage: true },
      ],
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { logged: true } } });
    const rows = await t.deps.database.db
      .select()
      .from(cookieConsentLogs)
      .where(eq(cookieConsentLogs.uid, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accepted).toEqual(STATISTIC_ONLY);
  });

  it('refuses bad input with a 400 naming each field and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['accepted']],
      [{ accepted: [] }, ['accepted']],
      [{ accepted: 'all' }, ['accepted']],
      [{ accepted: [{ name: 'ads', usage: true }] }, ['accepted.0.name']],
      [{ accepted: [{ name: 'statistic', usage: 1 }] }, ['accepted.0.usage']],
      [{ accepted: Array(4).fill({ name: 'statistic', usage: true }) }, ['accepted']],
      [{ accepted: STATISTIC_ONLY, uid: '../x' }, ['uid']],
    ];
    for (const [body, fields] of cases) {
      const answer = await visitor().post(URL_, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.map((e) => (e.data as { field: string }).field).sort()).toEqual(
        fields,
      );
    }
    expect(await count()).toBe(before);
  });

  it('limits the log per visitor (10 an hour) and per client address (60 an hour): 429, nothing written', async () => {
    clockMs += 2 * HOUR_MS;
    const one = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await one.post(URL_, { accepted: STATISTIC_ONLY })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await one.post(URL_, { accepted: STATISTIC_ONLY });
    expect(refused.body.errors[0]).toMatchObject({ type: 'rateLimit', text: 'errors.rateLimited' });

    // New uids (no cookie) from one address: the address's limit holds them.
    const address = nextIp();
    const before = await count();
    const perAddress: number[] = [];
    for (let i = 0; i < 61; i++) {
      perAddress.push((await visitor(address).post(URL_, { accepted: STATISTIC_ONLY })).status);
    }
    expect(perAddress.filter((s) => s === 200)).toHaveLength(60);
    expect(perAddress.at(-1)).toBe(429);
    expect(await count()).toBe(before + 60);
    // Another address is not concerned; after an hour the address may log again.
    expect((await visitor().post(URL_, { accepted: STATISTIC_ONLY })).status).toBe(200);
    clockMs += HOUR_MS + 60_000;
    expect((await visitor(address).post(URL_, { accepted: STATISTIC_ONLY })).status).toBe(200);
  });

  it("refuses a logged-in visitor's consent posted from a foreign origin (403, nothing written)", async () => {
    clockMs += 2 * HOUR_MS;
    const account = await insertLoginAccount(t.deps.database, { email: 'consent@example.org' });
    const own = visitor();
    const login = await own.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const before = await count();
    for (const origin of ['https://evil.example', 'null', null]) {
      const forged = new Visitor(t.app, { origin, ip: nextIp(), cookies: { ...own.cookies } });
      const answer = await forged.post(URL_, { accepted: STATISTIC_ONLY });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.body.errors[0]).toMatchObject({ type: 'forbidden' });
    }
    expect(await count()).toBe(before);
    expect((await own.post(URL_, { accepted: STATISTIC_ONLY })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
