// Partner and campaign rows kept per process (./lookups.ts): read once a minute, a change seen
// after the age limit or at once after forgetPartnerLookups, failures never kept; the page shell
// and the partner check read through them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, partners } from '#db/schema';
import type { Database } from '#db/client';
import type { AppDeps, RequestContext } from '#services/platform';
import { insertPartner } from '#tests/factories/partner';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/helpers/database';
import { loadShell } from './branding';
import { isKnownPartner } from './known';
import { TTL_MS, campaignByPid, forgetPartnerLookups, partnerById } from './lookups';

describe.each(databaseKinds())('partner and campaign lookups (%s)', (kind) => {
  let testDb: TestDatabase;
  let deps: Pick<AppDeps, 'database'>;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    deps = { database: testDb.database };
  });
  afterAll(() => testDb.drop());

  const setPhone = (partnerId: number, phone: string) =>
    testDb.database.db
      .update(partners)
      .set({ partnerPhone: phone })
      .where(eq(partners.partnerId, partnerId));
  /** Moves performance.now() on by `ms` while `work` runs. */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    const real = performance.now.bind(performance);
    const now = vi.spyOn(performance, 'now').mockImplementation(() => real() + ms);
    try {
      return await work();
    } finally {
      now.mockRestore();
    }
  }

  it('keeps a partner for a minute, then reads it again; forgetting reads it at once', async () => {
    const row = await insertPartner(testDb.database, { partnerId: 8101, partnerPhone: '+49 1' });
    expect((await partnerById(deps, 8101))?.partnerPhone).toBe('+49 1');
    await setPhone(row.partnerId, '+49 2');
    expect((await partnerById(deps, 8101))?.partnerPhone).toBe('+49 1');
    expect((await later(TTL_MS + 1, () => partnerById(deps, 8101)))?.partnerPhone).toBe('+49 2');
    await setPhone(row.partnerId, '+49 3');
    forgetPartnerLookups(deps);
    expect((await partnerById(deps, 8101))?.partnerPhone).toBe('+49 3');
  });

  it('keeps "no such partner or campaign" too, and sees a new one after the age limit', async () => {
    expect(await partnerById(deps, 8102)).toBeNull();
    expect(await campaignByPid(deps, '8103')).toBeNull();
    await insertPartner(testDb.database, { partnerId: 8102 });
    await testDb.database.db.insert(campaigns).values({ pid: '8103', description: 'Herbst' });
    expect(await partnerById(deps, 8102)).toBeNull();
    expect(await isKnownPartner(deps, '8102')).toBe(false);
    await later(TTL_MS + 1, async () => {
      expect(await isKnownPartner(deps, '8102')).toBe(true);
      expect((await campaignByPid(deps, '8103'))?.description).toBe('Herbst');
    });
  });

  it('does not keep a failed lookup', async () => {
    let fail = true;
    const flaky = {
      get db() {
        if (fail) throw new Error('database away');
        return testDb.database.db;
      },
    } as unknown as Database;
    const flakyDeps = { database: flaky };
    await insertPartner(testDb.database, { partnerId: 8104 });
    await expect(partnerById(flakyDeps, 8104)).rejects.toThrow('database away');
    expect(await isKnownPartner(flakyDeps, '8104')).toBe(false);
    fail = false;
    expect(await isKnownPartner(flakyDeps, '8104')).toBe(true);
  });

  it('gives the page shell the partner’s phone without a query per page', async () => {
    await insertPartner(testDb.database, { partnerId: 8105, partnerPhone: '+49 30 123' });
    const ctx = {
      deps: { ...deps, config: { OFFICE_PHONE: '+49 30 0', OFFICE_EMAIL: 'a@b.example' } },
      partnerId: '8105',
      pid: null,
      user: null,
    } as unknown as RequestContext;
    expect((await loadShell(ctx)).contact.phoneDisplay).toBe('+49 30 123');
    await setPhone(8105, '+49 30 456');
    expect((await loadShell(ctx)).contact.phoneDisplay).toBe('+49 30 123');
    forgetPartnerLookups(deps);
    expect((await loadShell(ctx)).contact.phoneDisplay).toBe('+49 30 456');
  });
});
