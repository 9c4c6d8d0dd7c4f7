// POST /api/searchTrack stores only what a search is (issue 12, security 5): the known search
// parameters with short values and the search page's query string; free keys, long values and
// oversized bodies are refused with a 400 envelope naming the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LIMITS } from '#core/api/search';
import { trackingEvents } from '#db/schema';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('searchTrack input (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({ kind });
  });
  afterAll(async () => {
    await t?.close();
  });

  const track = async (trackVars: unknown, totalObjects = 3) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/searchTrack',
      payload: { mandant: TEST_MANDANT, trackVars, totalObjects },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const fields = (body: { errors: { data: { field: string } }[] }) =>
    body.errors.map((e) => e.data.field);
  const stored = async () =>
    (await t.deps.database.db.select({ payload: trackingEvents.payload }).from(trackingEvents)).map(
      (r) => r.payload,
    );

  it('stores the search parameters and the query string', async () => {
    const trackVars = {
      query: 'region=12&persons=4&startDate=2027-01-09',
      region: 12,
      persons: 4,
      startDate: '2027-01-09',
      sort: 'priceAsc',
      page: 1,
      swimmingpool: true,
      fulltext: null,
      objects: [100042, 100043],
    };
    const { status } = await track(trackVars, 17);
    expect(status).toBe(200);
    expect(await stored()).toEqual([{ trackVars, totalObjects: 17 }]);
  });

  it('refuses the 50 KB of free keys a spammer sent, and stores nothing', async () => {
    const before = (await stored()).length;
    const junk = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`k${i}`, 'x'.repeat(1_000)]),
    );
    const { status, body } = await track(junk);
    expect(status).toBe(400);
    expect(body.status).toBe(400);
    expect(fields(body)).toEqual(['trackVars']);
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['an unknown key', { region: 12, comment: 'hello' }, 'trackVars'],
    ['a long text', { fulltext: 'x'.repeat(TRACK_LIMITS.text + 1) }, 'trackVars.fulltext'],
    ['a long query', { query: 'a=1&'.repeat(TRACK_LIMITS.query) }, 'trackVars.query'],
    ['a control character', { q: 'Ostsee\u0000' }, 'trackVars.q'],
    [
      'a long list',
      { objects: Array.from({ length: TRACK_LIMITS.items + 1 }, (_, i) => i + 1) },
      'trackVars.objects',
    ],
    ['a nested object', { region: { id: 12 } }, 'trackVars.region'],
    [
      'more than the whole budget',
      Object.fromEntries(
        [
          'q',
          'fulltext',
          'group',
          't',
          'PID',
          'country',
          'objectType',
          'pets',
          'sort',
          'agency',
          'providerType',
          'BBoxString',
          'partnerTags',
          'offer',
          'place',
          'region',
          'duration',
          'tolerance',
          'distance',
          'latitude',
          'longitude',
        ].map((key) => [key, 'y'.repeat(TRACK_LIMITS.text)]),
      ),
      'trackVars',
    ],
  ])('refuses %s', async (_label, trackVars, field) => {
    const before = (await stored()).length;
    const { status, body } = await track(trackVars);
    expect(status).toBe(400);
    expect(fields(body)).toEqual([field]);
    expect(await stored()).toHaveLength(before);
  });

  it('accepts every value at its limit', async () => {
    const { status } = await track({
      query: 'x'.repeat(TRACK_LIMITS.query),
      fulltext: 'y'.repeat(TRACK_LIMITS.text),
      objects: Array.from({ length: TRACK_LIMITS.items }, (_, i) => i + 1),
    });
    expect(status).toBe(200);
  });
});
