// The travel information pages in Chromium against the real server (issue 17): the school
// holidays of Germany, the traveller notices and a POI page, in German and English at 375 and
// 1280 px — one h1, the holiday tables readable on a phone (no page-wide horizontal scrolling),
// axe finds nothing — with screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPageViews } from './browser';
import { navigate, startE2E, type E2E } from './fixtures';

/** Every view of these pages: its screenshot and axe. */
const EACH_VIEW = { shots: 'travelinfo', axe: 'each view' } as const;

describe('travel information pages in Chromium', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '20' });
  });
  afterAll(() => e2e?.close());

  it('shows the school holidays as tables that fit a phone, accessible', async () => {
    await checkPageViews(e2e.browser.context, ['holidays'], {
      ...EACH_VIEW,
      open: (page, _, { lng }) => navigate(page, 'HolidayDates', { countryCode: 'de' }, lng),
      // The page itself never scrolls sideways (a table may scroll inside its frame).
      async check(page, _, { lng }) {
        expect(await page.locator('h1').innerText()).toMatch(/2026.*2027/);
        expect(await page.locator('main table').count()).toBe(4);
        const row = page
          .locator('main table')
          .first()
          .locator('tbody tr', {
            has: page.locator('th', { hasText: lng === 'de' ? 'Bayern' : 'Bavaria' }),
          });
        await expect.poll(() => row.count()).toBe(1);
      },
    });
  }, 300_000);

  it('shows the traveller notices and a POI page', async () => {
    const { context } = e2e.browser;
    await checkPageViews(context, ['notices'], {
      ...EACH_VIEW,
      open: (page, _, { lng }) => navigate(page, 'CoronaInfo', {}, lng),
      oneHeading: false,
      async check(page) {
        expect(await page.locator('main [role="note"]').count()).toBe(1);
      },
    });
    const api = await context.request.post('/api/poi/pois', {
      data: { mandant: 'feriora', queryParameters: { bbox: '30,-20,72,40', kind: 'sight' } },
    });
    const [sight] = ((await api.json()) as { data: { pois: { poiId: number }[] } }).data.pois;
    expect(sight).toBeDefined();
    await checkPageViews(context, ['poi'], {
      ...EACH_VIEW,
      async open(page, _, { lng }) {
        const doc = await page.request.get(
          `/api/poi/doc?mandant=feriora&poiId=${sight!.poiId}&languageCode=${lng}`,
        );
        const { path, title } = ((await doc.json()) as { data: { path: string; title: string } })
          .data;
        await page.goto(path);
        expect(await page.locator('h1').innerText()).toBe(title);
      },
      oneHeading: false,
    });
  }, 300_000);
});
