import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, createSearchQuery } from '#core/search-query';
import {
  applyFilter,
  bboxString,
  checkDateInputs,
  destinationTarget,
  droppedSearchDates,
  pageItems,
  readSearchQuery,
  resetFilters,
  searchHref,
} from './search-url';

const TODAY = '2026-06-10';

describe('readSearchQuery', () => {
  it('reads the valid parameters and drops invalid ones', () => {
    const query = readSearchQuery('persons=4&sauna=Y&rating=9&objectType=castle', TODAY);
    expect(query.persons).toBe(4);
    expect(query.sauna).toBe(true);
    expect(query.rating).toBeNull();
    expect(query.objectType).toBe('alltypes');
  });

  it('drops dates before today when today is known', () => {
    const query = readSearchQuery('startDate=2026-06-01&endDate=2026-06-08', TODAY);
    expect(query.startDate).toBeNull();
    expect(query.endDate).toBeNull();
  });
});

describe('applyFilter and searchHref', () => {
  it('goes back to page 1 on any filter change', () => {
    const query = createSearchQuery({ page: 5 });
    expect(applyFilter(query, { sauna: true }).page).toBe(1);
    expect(applyFilter(query, { page: 6 }).page).toBe(6);
  });

  it('writes the SPEC §5 building rules: defaults, zeros and a maximum price of 6000 are left out', () => {
    const query = createSearchQuery({
      persons: 2,
      page: 1,
      priceMax: 6000,
      distSea: 0,
      sauna: true,
      startDate: '2026-07-01',
      endDate: '2026-07-08',
    });
    expect(searchHref('/search/', query)).toBe(
      '/search/?startDate=2026-07-01&endDate=2026-07-08&sauna=Y',
    );
    expect(searchHref('/search/', createSearchQuery())).toBe('/search/');
  });

  it('keeps the partner and campaign parameters but not tracking parameters', () => {
    const current = new URLSearchParams('partner=4711&pid=12&utm_source=x&sauna=Y');
    expect(searchHref('/lastminute/', createSearchQuery({ persons: 3 }), current)).toBe(
      '/lastminute/?persons=3&partner=4711&pid=12',
    );
  });

  it('round-trips: reading the written URL gives the same query', () => {
    fc.assert(
      fc.property(
        fc.record({
          persons: fc.integer({ min: 1, max: 20 }),
          page: fc.integer({ min: 1, max: 50 }),
          priceMin: fc.integer({ min: 0, max: 30 }).map((n) => n * 100),
          sauna: fc.boolean(),
          pets: fc.constantFrom('none' as const, 'one' as const, 'more' as const),
          distLake: fc.constantFrom(0 as const, 1 as const, 5 as const, 10 as const),
          sort: fc.constantFrom('recommendation' as const, 'priceAsc' as const, 'newest' as const),
        }),
        (fields) => {
          const query = createSearchQuery(fields);
          const href = searchHref('/search/', query);
          const search = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
          expect(readSearchQuery(search, TODAY)).toEqual(query);
        },
      ),
    );
  });
});

describe('resetFilters', () => {
  it('clears the panel filters but keeps destination, offer and sort', () => {
    const query = createSearchQuery({
      sauna: true,
      persons: 5,
      distSea: 5,
      rating: 4,
      fulltext: 'Istrien',
      country: 'hr',
      offer: 7,
      sort: 'priceAsc',
      page: 3,
    });
    const reset = resetFilters(query);
    expect(activeFilterCount(reset)).toBe(2); // fulltext and offer
    expect(reset).toMatchObject({ fulltext: 'Istrien', country: 'hr', offer: 7, sort: 'priceAsc' });
    expect(reset).toMatchObject({ sauna: false, persons: 2, distSea: 0, rating: null, page: 1 });
  });
});

describe('checkDateInputs', () => {
  it('waits for the second date', () => {
    expect(checkDateInputs('', '', TODAY)).toEqual({ kind: 'empty' });
    expect(checkDateInputs('2026-07-01', '', TODAY)).toEqual({ kind: 'incomplete' });
    expect(checkDateInputs('', '2026-07-01', TODAY)).toEqual({ kind: 'incomplete' });
  });

  it('applies the SPEC §5 range check', () => {
    expect(checkDateInputs('2026-07-01', '2026-07-01', TODAY)).toEqual({
      kind: 'invalid',
      problem: 'same',
    });
    expect(checkDateInputs('2026-07-08', '2026-07-01', TODAY)).toEqual({
      kind: 'invalid',
      problem: 'endBeforeStart',
    });
    expect(checkDateInputs('2026-06-09', '2026-06-12', TODAY)).toEqual({
      kind: 'invalid',
      problem: 'past',
    });
    expect(checkDateInputs(TODAY, '2026-06-11', TODAY)).toEqual({
      kind: 'valid',
      startDate: TODAY,
      endDate: '2026-06-11',
    });
  });
});

describe('bboxString', () => {
  it('writes south,west,north,east rounded to 6 decimals', () => {
    expect(bboxString({ south: 45.1234567, west: 13.5, north: 45.9, east: 14.0000001 })).toBe(
      '45.123457,13.5,45.9,14',
    );
  });

  it('clamps a wrapped world view', () => {
    expect(bboxString({ south: -95, west: -250, north: 95, east: 300 })).toBe('-90,-180,90,180');
  });

  it('gives null for an empty box', () => {
    expect(bboxString({ south: 45, west: 13, north: 45, east: 14 })).toBeNull();
    expect(bboxString({ south: 45, west: 13, north: 45.0000001, east: 14 })).toBeNull();
  });
});

describe('pageItems', () => {
  const render = (current: number, pages: number) =>
    pageItems(current, pages)
      .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
      .join(' ');

  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows first, last and the neighbours of the current page', () => {
    expect(render(1, 10)).toBe('1 2 … 10');
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(10, 10)).toBe('1 … 9 10');
  });

  it('never hides a single page behind a gap', () => {
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(render(2, 4)).toBe('1 2 3 4');
  });
});

describe('droppedSearchDates', () => {
  it('says nothing when the URL carries no dates or dates the search takes', () => {
    expect(droppedSearchDates('persons=4', TODAY)).toBeNull();
    expect(droppedSearchDates('startDate=&endDate=', TODAY)).toBeNull();
    expect(droppedSearchDates('startDate=2026-06-10&endDate=2026-06-17', TODAY)).toBeNull();
    // A lone arrival is a flexible search, not a dropped date.
    expect(droppedSearchDates('startDate=2026-06-12', TODAY)).toBeNull();
  });

  it('names a past arrival the search left out', () => {
    expect(droppedSearchDates('startDate=2026-06-01&endDate=2026-06-08', TODAY)).toEqual({
      reason: 'past',
      date: '2026-06-01',
    });
    expect(droppedSearchDates('startDate=2026-06-09', TODAY)).toEqual({
      reason: 'past',
      date: '2026-06-09',
    });
  });

  it('reports other dates the search left out as invalid', () => {
    for (const query of [
      'startDate=gestern',
      'startDate=2026-06-20&endDate=2026-06-12',
      'endDate=2026-06-20',
      'startDate=2026-06-20&endDate=2028-06-20',
    ]) {
      expect(droppedSearchDates(query, TODAY), query).toEqual({ reason: 'invalid' });
    }
  });
});

describe('destinationTarget', () => {
  const query = createSearchQuery({
    startDate: '2026-07-04',
    endDate: '2026-07-11',
    persons: 4,
    sauna: true,
    sort: 'priceAsc',
    page: 3,
    fulltext: 'Kroatien',
    BBoxString: '44,13,46,15',
  });
  const istria = {
    kind: 'location' as const,
    href: '/ferienhaus-kroatien/istrien/',
    country: 'hr',
    region: 12,
    place: null,
  };
  const page = (kind: 'search' | 'location' | 'offerFilter', pathname: string) => ({
    kind,
    pathname,
    searchPath: '/search/',
  });
  const href = (target: { pathname: string; query: ReturnType<typeof createSearchQuery> }) =>
    searchHref(target.pathname, target.query);

  it("goes to a chosen location's page with the rest of the search, on page 1", () => {
    expect(href(destinationTarget(page('search', '/search/'), query, istria))).toBe(
      '/ferienhaus-kroatien/istrien/?startDate=2026-07-04&endDate=2026-07-11&persons=4&sort=priceAsc&sauna=Y',
    );
    expect(
      destinationTarget(page('location', '/ferienhaus-italien/'), query, istria).pathname,
    ).toBe('/ferienhaus-kroatien/istrien/');
  });

  it('keeps a page that stands for an offer and filters it by the location', () => {
    const target = destinationTarget(page('offerFilter', '/skiurlaub/'), query, {
      ...istria,
      place: 34,
    });
    expect(target.pathname).toBe('/skiurlaub/');
    expect(href(target)).toBe(
      '/skiurlaub/?startDate=2026-07-04&endDate=2026-07-11&persons=4&sort=priceAsc&country=hr&region=12&place=34&sauna=Y',
    );
  });

  it('searches typed text in place of the destination; no text searches everywhere', () => {
    const text = destinationTarget(page('search', '/search/'), query, {
      kind: 'text',
      text: '  Porec   Altstadt ',
    });
    expect(text.query).toMatchObject({ fulltext: 'Porec Altstadt', BBoxString: null, page: 1 });
    expect(text.query.startDate).toBe('2026-07-04');
    const none = destinationTarget(page('search', '/search/'), query, { kind: 'text', text: '' });
    expect(none.query.fulltext).toBeNull();
    // A location page holds no other destination: text goes to the search.
    const fromLocation = destinationTarget(page('location', '/ferienhaus-kroatien/'), query, {
      kind: 'text',
      text: 'Rovinj',
    });
    expect(href(fromLocation)).toBe(
      '/search/?startDate=2026-07-04&endDate=2026-07-11&persons=4&sort=priceAsc&fulltext=Rovinj&sauna=Y',
    );
  });
});
