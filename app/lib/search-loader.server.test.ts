import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoute } from '#core/routes';
import type { RequestContext } from '#services/platform';
import type { SearchData, SearchResultObject } from '#services/search/types';
import type { PageInfo } from './page-info';
import { loadSearch, pageCard, searchPageInfo, searchTargetOf } from './search-loader.server';

const searchPage = vi.hoisted(() => vi.fn());
vi.mock('#services/search', () => ({ searchPage }));
// The operator brand is the environment's here (no database): its name is every text's {{brand}}.
vi.mock('#services/partners', async () => {
  const { translator } = await import('#services/platform');
  return {
    siteTranslator: (scope: { language: 'de' }) => translator(scope.language, 'Feriora'),
  };
});

const ctx = {
  requestId: 'test',
  language: 'de',
  now: new Date('2026-06-10T10:00:00Z'),
  deps: { config: { SITE_URL: 'https://feriora.example' } },
} as unknown as RequestContext;

const FALLBACK = { heading: 'Suche', intro: 'Einleitung', description: 'Beschreibung' };

function data(fields: Partial<SearchData> = {}): SearchData {
  return {
    total: 1,
    page: 1,
    perPage: 40,
    pages: 1,
    objects: [],
    facets: {
      amenities: {} as SearchData['facets']['amenities'],
      objectType: { house: 1, apartment: 0 },
    },
    markers: { objectNumbers: [], latE6: [], lonE6: [], price: [] },
    query: '',
    activeFilterCount: 0,
    ...fields,
  };
}

/** A result object with every field (the page's cards and pop-ups are made from it). */
const full: SearchResultObject = {
  objectNumber: 4711,
  title: 'Haus Möwe',
  objectType: 'house',
  personsMax: 6,
  countRoomsSleeping: 3,
  countRoomsBath: 2,
  squaremeterLiving: 110,
  minPrice: 70000,
  ratingAverage: 4.4,
  ratingCount: 12,
  position: { lat: 45.1, lon: 13.6 },
  locations: { country: 'Kroatien', countryCode: 'hr', region: 'Istrien', place: 'Rovinj' },
  images: [
    { photoId: 'coast-001', src: '/a/card.webp', srcSet: 'w 320w', avifSrcSet: 'a 320w' },
    { photoId: 'coast-002', src: '/b/card.webp', srcSet: 'w2 320w', avifSrcSet: 'a2 320w' },
  ],
  distinctions: [
    { id: 3, variant: 'info', icon: 'paw', label: 'Hundefreundlich', discountKind: null },
  ],
  freeCancel: true,
  petsAllowed: 2,
  amenities: ['swimmingpool', 'internet'],
  href: '/ferienhaus-kroatien/istrien/rovinj/4711/',
  price: {
    currency: 'EUR',
    original: 90000,
    price: 81000,
    priceComplete: 86000,
    pricePercentReduction: 10,
    originalWithoutAdditions: 85000,
    persons: 4,
    startDate: '2026-07-04',
    endDate: '2026-07-11',
    duration: 7,
    ts: 1_780_000_000_000,
  },
  vacancy: 'success',
};

/** What searchPage answers for a search without a location or an offer. */
const plainOutcome = (fields: Partial<SearchData> = {}) => ({
  data: data(fields),
  location: null,
  offer: null,
  invalid: [],
  seo: false,
  sea: false,
});

const base: PageInfo = {
  routeName: 'Search',
  view: 'Search',
  flags: {
    headerHidden: true,
    footerHidden: false,
    bookingFooter: false,
    hideCookieSettings: false,
    hideCookieBanner: false,
    contentGroup: 2,
    extraPortals: false,
  },
  seo: {
    title: 'Suche | Feriora',
    description: 'x',
    canonical: 'https://feriora.example/search/',
    alternates: {},
    noIndex: false,
  },
  breadcrumbs: [
    { label: 'Startseite', href: '/' },
    { label: 'Suche', href: null },
  ],
  breadcrumbLabel: 'Brotkrumen',
  languagePaths: {},
};

afterEach(() => searchPage.mockReset());

describe('searchTargetOf', () => {
  it('asks for the offer filter, the theme or last minute of the route', () => {
    expect(searchTargetOf(matchRoute('/skiurlaub/')!)).toEqual({
      kind: 'offerFilter',
      target: { offerFilterId: 122 },
    });
    expect(searchTargetOf(matchRoute('/lastminute/')!)).toEqual({
      kind: 'lastminute',
      target: { lastminute: true },
    });
    expect(searchTargetOf(matchRoute('/besondere-angebote/7/pool/')!)).toEqual({
      kind: 'theme',
      target: { offerId: 7, offerSlug: 'pool' },
    });
    expect(searchTargetOf(matchRoute('/besondere-angebote/pool/')!)).toEqual({
      kind: 'theme',
      target: { offerSlug: 'pool' },
    });
    expect(searchTargetOf(matchRoute('/en/search/')!)).toEqual({ kind: 'search', target: {} });
  });
});

describe('loadSearch', () => {
  it('turns a failing search into the error state with zero results, never a 500', async () => {
    searchPage.mockRejectedValue(new Error('index down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = new URL('https://feriora.example/search/?sauna=Y&persons=4&rating=9');
    const loaded = await loadSearch(ctx, url, 'search', {}, FALLBACK);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(loaded.screen.searchHasErrors).toBe(true);
    expect(loaded.screen.searchSuccessfull).toBe(false);
    expect(loaded.screen.data.total).toBe(0);
    expect(loaded.screen.data.objects).toEqual([]);
    expect(loaded.screen.data.facets.amenities.sauna).toBe(0);
    // The invalid rating is dropped from the canonical query.
    expect(loaded.canonicalQuery).toBe('persons=4&sauna=Y');
    expect(loaded.noIndex).toBe(true);
  });

  it('passes the page query and target, and takes title and texts from the location', async () => {
    searchPage.mockResolvedValue({
      data: data({ total: 11, perPage: 10, page: 2, pages: 2, objects: [full] }),
      location: {
        title: 'Ferienhäuser in Istrien',
        text1: 'Erster Absatz.',
        text2: ' ',
        seoText: 'Mehr über Istrien.',
        metaTitle: 'Istrien | Feriora',
        metaDescription: 'Istrien entdecken',
        noIndex: false,
        bounds: { south: 44.8, west: 13.4, north: 45.6, east: 14.3 },
        topLinks: [],
        offers: [],
        breadcrumbs: [
          { label: 'Startseite', href: '/' },
          { label: 'Kroatien', href: '/ferienhaus-kroatien/' },
          { label: 'Istrien', href: '/ferienhaus-kroatien/istrien/' },
        ],
        languageLinks: {
          de: '/ferienhaus-kroatien/istrien/',
          en: '/en/holiday-home-croatia/istria/',
        },
      },
      offer: null,
      invalid: [],
      seo: true,
      sea: false,
    });
    const url = new URL('https://feriora.example/ferienhaus-kroatien/istrien/?page=2');
    const loaded = await loadSearch(
      ctx,
      url,
      'location',
      { location: { country: 'hr', region: 3 } },
      FALLBACK,
    );
    const input = searchPage.mock.calls[0]?.[1] as { params: URLSearchParams; location: unknown };
    expect(input.params.get('page')).toBe('2');
    expect(input.location).toEqual({ country: 'hr', region: 3 });
    expect(loaded.screen).toMatchObject({
      heading: 'Ferienhäuser in Istrien',
      intro: ['Erster Absatz.'],
      seoText: 'Mehr über Istrien.',
      searchHasErrors: false,
    });
    expect(loaded.noIndex).toBe(false);

    const page = searchPageInfo(ctx, base, loaded, '/ferienhaus-kroatien/istrien/');
    expect(page.seo.title).toBe('Istrien | Feriora');
    expect(page.seo.canonical).toBe('https://feriora.example/ferienhaus-kroatien/istrien/?page=2');
    expect(page.breadcrumbs).toEqual([
      { label: 'Startseite', href: '/' },
      { label: 'Kroatien', href: '/ferienhaus-kroatien/' },
      { label: 'Istrien', href: null },
    ]);
    expect(page.seo.alternates.en).toBe('https://feriora.example/en/holiday-home-croatia/istria/');
  });

  it('keeps a page past the last out of the index', async () => {
    // The search has homes, none on this page (a stale link): the screen says so, no index.
    // An SEO page (no filters): only its page number keeps it out.
    searchPage.mockResolvedValue({
      ...plainOutcome({ total: 3, page: 4, pages: 1, objects: [] }),
      seo: true,
    });
    const url = new URL('https://feriora.example/search/?page=4');
    const loaded = await loadSearch(ctx, url, 'search', {}, FALLBACK);
    expect(loaded.noIndex).toBe(true);
    searchPage.mockResolvedValue({
      ...plainOutcome({ total: 3, page: 1, pages: 1, objects: [full] }),
      seo: true,
    });
    const first = await loadSearch(
      ctx,
      new URL('https://feriora.example/search/'),
      'search',
      {},
      FALLBACK,
    );
    expect(first.noIndex).toBe(false);
  });

  it('keeps filtered searches out of the index and the route texts for an offer without texts', async () => {
    searchPage.mockResolvedValue({
      data: data(),
      location: null,
      offer: { id: 122, title: 'Skiurlaub', texts: { text1: '', text2: '' } },
      invalid: [],
      seo: false,
      sea: false,
    });
    const url = new URL('https://feriora.example/skiurlaub/?sauna=Y');
    const loaded = await loadSearch(ctx, url, 'offerFilter', { offerFilterId: 122 }, FALLBACK);
    expect(loaded.screen.heading).toBe('Skiurlaub');
    expect(loaded.screen.intro).toEqual(['Einleitung']);
    expect(loaded.noIndex).toBe(true);
    expect(searchPageInfo(ctx, base, loaded, '/skiurlaub/').seo.noIndex).toBe(true);
  });
});

describe('pageCard', () => {
  it('keeps what the card and the map pop-up render and leaves out the rest', () => {
    expect(pageCard(full)).toEqual({
      objectNumber: 4711,
      title: 'Haus Möwe',
      objectType: 'house',
      personsMax: 6,
      countRoomsSleeping: 3,
      minPrice: 70000,
      ratingAverage: 4.4,
      ratingCount: 12,
      locations: { country: 'Kroatien', region: 'Istrien', place: 'Rovinj' },
      photoId: 'coast-001',
      distinctions: [{ id: 3, variant: 'info', label: 'Hundefreundlich' }],
      freeCancel: true,
      href: '/ferienhaus-kroatien/istrien/rovinj/4711/',
      price: {
        original: 90000,
        price: 81000,
        priceComplete: 86000,
        pricePercentReduction: 10,
        persons: 4,
        startDate: '2026-07-04',
        endDate: '2026-07-11',
        duration: 7,
      },
      vacancy: 'success',
    });
    expect(pageCard({ ...full, images: [], price: null, vacancy: null })).toMatchObject({
      photoId: null,
      price: null,
      vacancy: null,
    });
  });

  it('is what the search screen gets for every card of the page', async () => {
    searchPage.mockResolvedValue(plainOutcome({ objects: [full] }));
    const url = new URL('https://feriora.example/search/?startDate=2026-07-04&endDate=2026-07-11');
    const loaded = await loadSearch(ctx, url, 'search', {}, FALLBACK);
    expect(loaded.screen.data.objects).toEqual([pageCard(full)]);
  });

  it('gives a map pop-up the card’s stay when the search did not ask for those dates', async () => {
    // Shifted by a flexible arrival, or found by a Last Minute search without dates (decision
    // 106): the pop-up's link opens that stay, as the card's does. At the asked dates the URL's
    // own dates serve, and the pop-up stays three fields.
    const shifted: SearchResultObject = {
      ...full,
      objectNumber: 4712,
      price: { ...full.price!, startDate: '2026-07-05', endDate: '2026-07-12' },
      vacancy: 'warning',
    };
    const undated: SearchResultObject = { ...full, objectNumber: 4713, price: null, vacancy: null };
    searchPage.mockResolvedValue(
      plainOutcome({
        objects: [full, shifted, undated],
        query: 'startDate=2026-07-04&endDate=2026-07-11&tolerance=1',
      }),
    );
    const url = new URL('https://feriora.example/search/?startDate=2026-07-04&endDate=2026-07-11');
    const { screen } = await loadSearch(ctx, url, 'search', {}, FALLBACK);
    expect(screen.data.popups).toEqual([
      { objectNumber: 4711, title: 'Haus Möwe', href: full.href },
      {
        objectNumber: 4712,
        title: 'Haus Möwe',
        href: full.href,
        stay: { startDate: '2026-07-05', endDate: '2026-07-12' },
      },
      { objectNumber: 4713, title: 'Haus Möwe', href: full.href },
    ]);

    searchPage.mockResolvedValue(plainOutcome({ objects: [full], query: 'lastminuteonly=Y' }));
    const lastMinute = await loadSearch(
      ctx,
      new URL('https://feriora.example/lastminute/'),
      'lastminute',
      { lastminute: true },
      FALLBACK,
    );
    expect(lastMinute.screen.data.popups[0]?.stay).toEqual({
      startDate: '2026-07-04',
      endDate: '2026-07-11',
    });
  });
});
