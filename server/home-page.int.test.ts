// The home page from its configuration (issue 17, SPEC.md §2 "Home configuration", §7
// getHomeRecommendations, §9 teaser search) on a fresh database with a small demo catalogue and
// the fixed clock: the recommendations API (validation naming the field; 5 well-rated homes per
// teaser search, each free for its stay by the quote and at most 6000 €), and the page rendered
// by the production bundle from the site_settings `home` row — countries in the configured order
// with hide flags, teasers, hero, the footer's portals — changed while the server runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin, weekday } from '#core/dates';
import { DEFAULT_HOME_CONFIG, type HomeConfig } from '#core/home-config';
import { activeHomeStatsByRegion, placesShowingPhoto } from '#db/repositories/content-home';
import { sceneTags } from '#demo/photos/gallery';
import { poolIds } from '#demo/photos/scenes';
import { ensureSearchIndex } from '#services/search';
import { build, loadBundle, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';

const M = `mandant=${TEST_MANDANT}`;
const TODAY = todayInBerlin(FIXED_NOW);

interface Card {
  objectNumber: number;
  ratingAverage: number | null;
  ratingCount: number;
  amenities: string[];
  price: { priceComplete: number; startDate: string; endDate: string; persons: number } | null;
  vacancy: string | null;
}
interface Answer {
  status: number;
  data: { startDate: string | null; endDate: string | null; persons: number; objects: Card[] };
  errors: { data: { field: string } }[];
}

type SetHome = (deps: TestApp['deps'], value: unknown) => Promise<unknown>;

describe('home page and recommendations', () => {
  let t: TestApp;
  let setHome: SetHome;

  beforeAll(async () => {
    t = await build({ ssr: true, catalogue: { objects: 400 } });
    setHome = (await loadBundle()).setHomeConfig as SetHome;
    await ensureSearchIndex(t.deps);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/getHomeRecommendations?${query}` });
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const fields = (body: Answer) => body.errors.map((e) => e.data.field);

  it('refuses bad input with 400 naming the field', async () => {
    expect(fields((await get(`${M}&teaser=beach`)).body)).toEqual(['teaser']);
    const bad = await get(`${M}&startDate=2026-13-01`);
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['startDate']);
    const order = await get(`${M}&startDate=${addDays(TODAY, 20)}&endDate=${addDays(TODAY, 20)}`);
    expect(order.status).toBe(400);
    expect(fields(order.body)).toEqual(['endDate']);
    const past = await get(`${M}&startDate=${addDays(TODAY, -1)}&endDate=${addDays(TODAY, 6)}`);
    expect(past.status).toBe(400);
    expect(fields(past.body)).toEqual(['startDate']);
    expect((await get('teaser=sea')).status).toBe(400);
  });

  it('recommends five well-rated homes, free for their stay soon, at most 6000 € for 2', async () => {
    const { status, body } = await get(M);
    expect(status).toBe(200);
    const { startDate, endDate, objects } = body.data;
    // The first Saturday at least a week ahead, seven nights.
    expect(startDate).not.toBeNull();
    expect(weekday(startDate!)).toBe(6);
    expect(startDate! >= addDays(TODAY, 7) && startDate! < addDays(TODAY, 14)).toBe(true);
    expect(endDate).toBe(addDays(startDate!, 7));
    expect(objects).toHaveLength(5);
    const ratings = objects.map((o) => o.ratingAverage ?? 0);
    expect(ratings.every((r) => r >= 4)).toBe(true);
    // Several reviews each (the small catalogue has enough), best average first.
    expect(objects.every((o) => o.ratingCount >= 3)).toBe(true);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const object of objects) {
      expect(object.price).not.toBeNull();
      const price = object.price!;
      expect(price.persons).toBe(2);
      expect(price.priceComplete).toBeLessThanOrEqual(600_000);
      // Within the ±3 days of tolerance of the asked arrival.
      expect(Math.abs(Date.parse(price.startDate) - Date.parse(startDate!))).toBeLessThanOrEqual(
        3 * 86_400_000,
      );
      // The one quote says the same: free, same total.
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/price/',
        payload: {
          mandant: TEST_MANDANT,
          objectNumber: object.objectNumber,
          startDate: price.startDate,
          endDate: price.endDate,
          persons: 2,
        },
      });
      const quoted = quote.json<{
        data: { status: string; priceObject: { priceComplete: number } };
      }>().data;
      expect(quoted.status).toBe('free');
      expect(quoted.priceObject.priceComplete).toBe(price.priceComplete);
    }
  });

  it('searches within a teaser topic: five per teaser search', async () => {
    const pool = await get(`${M}&teaser=pool`);
    expect(pool.status).toBe(200);
    expect(pool.body.data.objects.length).toBeGreaterThan(0);
    expect(pool.body.data.objects.length).toBeLessThanOrEqual(5);
    for (const object of pool.body.data.objects) {
      expect(object.amenities).toContain('swimmingpool');
      expect(object.ratingAverage ?? 0).toBeGreaterThanOrEqual(4);
    }
    const lastminute = await get(`${M}&teaser=lastminute`);
    expect(lastminute.status).toBe(200);
    expect(lastminute.body.data.startDate).toBeNull();
    // Each card is priced for the stay its Last Minute search found (decision 106); the list
    // came back empty while those cards carried only "from" prices.
    expect(lastminute.body.data.objects.length).toBeGreaterThan(0);
    for (const object of lastminute.body.data.objects) {
      expect(object.vacancy).toBe('success');
      expect(object.price!.startDate >= TODAY).toBe(true);
      expect(object.price!.startDate <= addDays(TODAY, 14)).toBe(true);
      expect(object.price!.priceComplete).toBeLessThanOrEqual(600_000);
    }
  });

  const page = async (path = '/') => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const section = (html: string, id: string): string => {
    const start = html.indexOf(`data-testid="${id}"`);
    expect(start).toBeGreaterThan(-1);
    const end = id === 'extra-portals' ? '</nav>' : '</section>';
    return html.slice(start, html.indexOf(end, start));
  };
  const keys = (html: string, id: string) =>
    [...section(html, id).matchAll(/data-key="([^"]+)"/g)].map((m) => m[1]);

  it('renders the default configuration: countries, teasers, trust, hero, JSON-LD', async () => {
    const html = await page('/');
    const countries = keys(html, 'home-countries');
    // The default's order, less countries without homes in this small catalogue.
    const order = DEFAULT_HOME_CONFIG.countries.map((c) => c.code);
    expect(countries.length).toBeGreaterThan(2);
    expect(countries).toEqual(order.filter((code) => countries.includes(code)));
    expect(section(html, 'home-countries')).toContain('href="/ferienhaus-');
    const topics = [...section(html, 'home-teasers').matchAll(/data-topic="(\w+)"/g)].map(
      (m) => m[1],
    );
    expect(topics).toEqual(['sea', 'pets', 'extraordinary', 'pool', 'lastminute']);
    expect(section(html, 'home-teasers')).toContain('href="/search/?swimmingpool=Y"');
    expect(section(html, 'home-teasers')).toContain('href="/lastminute/"');
    expect(html).toMatch(/\/media\/photos\/[a-z-]+-\d{3}\/hero\.webp/);
    // The catalogue's real figures: its active homes (the demo seeds a few inactive ones).
    const stats = await activeHomeStatsByRegion(t.deps.database.db);
    const active = stats.reduce((sum, row) => sum + row.homes, 0);
    expect(active).toBeGreaterThan(300);
    expect(html).toContain(`data-testid="trust-homes">${active}<`);
    expect(html).toMatch(/data-testid="trust-rating">\d,\d von 5 Sternen/);
    expect(section(html, 'home-recommendations').match(/<article /g)).toHaveLength(5);
    expect(html).toContain('"@type":"WebSite"');
    expect(section(html, 'extra-portals')).toContain('Partnerprogramm');
    const en = await page('/en/');
    expect(en).toContain('Popular destinations');
    expect(section(en, 'home-countries')).toContain('href="/en/');
    expect(await page('/it/')).toContain('Mete più amate');
    // The home landing route is the same screen.
    expect(keys(await page('/ferienhaus-suche/'), 'home-countries')).toEqual(countries);
  });

  /** The hero's photo id on a rendered home page (the only picture in the banner size). */
  const heroPhoto = (html: string) =>
    /\/media\/photos\/([a-z-]+-\d{3})\/hero\.webp/.exec(html)?.[1];

  /** A pool photo of `category` that an active home of `country` shows. */
  const photoShownIn = async (category: 'mountains' | 'coast', country: string) => {
    for (const id of poolIds(category)) {
      const places = await placesShowingPhoto(t.deps.database.db, id);
      if (places.some((p) => p.countryCode === country)) return id;
    }
    throw new Error(`no ${category} photo of a home in ${country}`);
  };

  it('names under the hero only a place whose homes show its photo: no palms for Denmark (issue 19)', async () => {
    const html = await page('/');
    expect(html).toContain('Im Bild: Dänemark');
    const photo = heroPhoto(html);
    expect(photo).toBeDefined();
    // The default's own picture (a beach with palms and a pool) is shown by no Danish home.
    expect(sceneTags(photo!).has('palms')).toBe(false);
    const places = await placesShowingPhoto(t.deps.database.db, photo!);
    expect(places.map((p) => p.countryCode)).toContain('dk');
  });

  it('shows a changed configuration at once: order, hide flags, teasers, hero, portals', async () => {
    const italian = await photoShownIn('mountains', 'it');
    await page('/');
    await page('/'); // stored in the page cache from the second request on
    const config: HomeConfig = {
      ...DEFAULT_HOME_CONFIG,
      countries: [
        { code: 'it', hidden: false, img: 'lake-002' },
        { code: 'de', hidden: true },
        { code: 'dk', hidden: false },
      ],
      teasers: DEFAULT_HOME_CONFIG.teasers.map((teaser) =>
        teaser.teaser === 'pets'
          ? { ...teaser, title: { de: 'Mit Hund an die Küste' }, target: '_blank' as const }
          : { ...teaser, hidden: teaser.teaser === 'lastminute' },
      ),
      hero: { img: italian, subject: { kind: 'country', code: 'it' } },
      extraPortals: [
        {
          url: 'https://reisen.example/',
          title: { de: 'Unser Reiseportal', en: 'Our travel site' },
        },
      ],
    };
    await setHome(t.deps, config);
    const html = await page('/');
    expect(keys(html, 'home-countries')).toEqual(['it', 'dk']);
    expect(section(html, 'home-countries')).toContain('/media/photos/lake-002/card.webp');
    const teasers = section(html, 'home-teasers');
    expect(teasers).not.toContain('data-topic="lastminute"');
    expect(teasers).toContain('Mit Hund an die Küste');
    expect(teasers).toContain('target="_blank"');
    expect(html).toContain(`/media/photos/${italian}/hero.webp`);
    expect(html).toContain('Im Bild: Italien');
    // A photo no Italian home shows gives way to an Italian home's photo under "Im Bild: Italien".
    await setHome(t.deps, {
      ...config,
      hero: { img: await photoShownIn('coast', 'dk'), subject: { kind: 'country', code: 'it' } },
    });
    const swapped = await page('/');
    expect(swapped).toContain('Im Bild: Italien');
    const places = await placesShowingPhoto(t.deps.database.db, heroPhoto(swapped)!);
    expect(places.map((p) => p.countryCode)).toContain('it');
    const portals = section(html, 'extra-portals');
    expect(portals).toContain('href="https://reisen.example/"');
    expect(portals).not.toContain('Partnerprogramm');
    const english = await page('/en/');
    expect(section(english, 'extra-portals')).toContain('Our travel site');
    // The German-only teaser title stays on German pages: English shows the topic's own title.
    const englishTeasers = section(english, 'home-teasers');
    expect(englishTeasers).not.toContain('Mit Hund an die Küste');
    expect(englishTeasers).toContain('>Holidays with your dog<');
    // Back to the default.
    await setHome(t.deps, DEFAULT_HOME_CONFIG);
    expect(keys(await page('/'), 'home-countries')[0]).toBe('de');
  });

  it('refuses an invalid configuration naming the field, storing nothing', async () => {
    await expect(
      setHome(t.deps, { ...DEFAULT_HOME_CONFIG, hero: { img: 'https://cdn.example/x.jpg' } }),
    ).rejects.toMatchObject({ fields: ['hero.img'] });
    await expect(
      setHome(t.deps, {
        ...DEFAULT_HOME_CONFIG,
        teasers: [{ ...DEFAULT_HOME_CONFIG.teasers[0], href: { route: 'NoSuchRoute' } }],
      }),
    ).rejects.toMatchObject({ fields: ['teasers.0.href.route'] });
    expect(keys(await page('/'), 'home-countries')[0]).toBe('de');
  });
});
