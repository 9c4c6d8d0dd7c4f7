import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMENITIES, DISTANCE_KINDS } from './amenities';
import { addDays } from './dates';
import {
  activeFilterCount,
  applyPriceTier,
  createSearchQuery,
  DISTANCE_OPTIONS,
  formatBBox,
  isLocationFilter,
  isSeaPage,
  isSeoPage,
  LOCATION_FILTER_KEYS,
  OBJECT_TYPE_FILTERS,
  parseBBox,
  parseObjectsPerPage,
  parseSearchQuery,
  PETS_FILTERS,
  PRICE_TIER_RANGES,
  PRICE_TIERS,
  priceTierOf,
  PROVIDER_TYPES,
  resultsPerPage,
  SEARCH_DEFAULTS,
  SEARCH_LIMITS,
  SEARCH_QUERY_KEYS,
  SEARCH_SORTS,
  type SearchQuery,
  searchQueryEntries,
  serializeSearchQuery,
  teaserSearchQuery,
  toApiQuery,
  TOLERANCE_OPTIONS,
} from './search-query';

const TODAY = '2026-03-10';

function parse(input: string | Record<string, string | string[] | undefined>) {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return parseSearchQuery(params, { today: TODAY });
}

/** Parses one field and returns [value of that field, invalid list]. */
function one<K extends keyof SearchQuery>(key: K, value: string): [SearchQuery[K], string[]] {
  const { query, invalid } = parse({ [key]: value });
  return [query[key], invalid];
}

describe('constants', () => {
  it('SPEC §9 defaults', () => {
    expect(SEARCH_DEFAULTS).toMatchObject({
      persons: 2,
      priceMax: 6000,
      priceInterval: 100,
      tolerance: 3,
      perPage: 40,
      perPageSeo: 10,
      perPageTeaser: 5,
    });
  });

  it('SEARCH_QUERY_KEYS lists every field of createSearchQuery exactly once', () => {
    expect(new Set(SEARCH_QUERY_KEYS).size).toBe(SEARCH_QUERY_KEYS.length);
    expect([...SEARCH_QUERY_KEYS].sort()).toEqual(Object.keys(createSearchQuery()).sort());
    expect(SEARCH_QUERY_KEYS).toHaveLength(45 + 16);
  });

  it('createSearchQuery fills defaults', () => {
    const q = createSearchQuery();
    expect(q).toMatchObject({
      page: 1,
      persons: 2,
      priceMin: 0,
      priceMax: 6000,
      objectType: 'alltypes',
      pets: 'none',
      sort: 'recommendation',
      objectsPerPage: 40,
      distSea: 0,
      objects: [],
      startDate: null,
      tolerance: null,
    });
    for (const amenity of AMENITIES) expect(q[amenity]).toBe(false);
    expect(createSearchQuery({ persons: 4 }).persons).toBe(4);
  });

  it('teaser search: 5 per page, 2 persons, max price 6000', () => {
    const q = teaserSearchQuery({ country: 'dk', persons: 6, objectsPerPage: 40 });
    expect(q).toMatchObject({ objectsPerPage: 5, persons: 2, priceMax: 6000, country: 'dk' });
  });
});

describe('parseSearchQuery: defaults and input shapes', () => {
  it('empty input gives the default query and no invalid keys', () => {
    expect(parse('')).toEqual({ query: createSearchQuery(), invalid: [] });
  });

  it('accepts URLSearchParams and records with string or string[] values', () => {
    expect(parse('persons=4').query.persons).toBe(4);
    expect(parse({ persons: '4' }).query.persons).toBe(4);
    expect(parse({ persons: ['4', '6'] }).query.persons).toBe(4);
    expect(parse({ persons: undefined }).query.persons).toBe(2);
    expect(parse('persons=4&persons=6').query.persons).toBe(4);
  });

  it("'' and '0' mean not set and are never invalid", () => {
    for (const key of SEARCH_QUERY_KEYS) {
      if (key === 'latitude' || key === 'longitude') continue;
      for (const blank of ['', '0', ' ', ' 0 ']) {
        const { query, invalid } = parse({ [key]: blank });
        expect(invalid, `${key}=${JSON.stringify(blank)}`).toEqual([]);
        expect(query).toEqual(createSearchQuery());
      }
    }
  });

  it('ignores unknown parameters and objectsPerPage', () => {
    const { query, invalid } = parse('utm_source=x&gclid=1&objectsPerPage=5&foo=bar');
    expect(query).toEqual(createSearchQuery());
    expect(invalid).toEqual([]);
  });

  it('objectsPerPage comes from the options only', () => {
    expect(
      parseSearchQuery(new URLSearchParams(''), { objectsPerPage: 10 }).query.objectsPerPage,
    ).toBe(10);
  });

  it('throws only for a malformed today option', () => {
    expect(() => parseSearchQuery(new URLSearchParams(''), { today: '10.03.2026' })).toThrow(
      RangeError,
    );
  });

  it('never throws on arbitrary input', () => {
    const keys = fc.constantFrom(...SEARCH_QUERY_KEYS, 'pid', 'x');
    fc.assert(
      fc.property(fc.dictionary(keys, fc.oneof(fc.string(), fc.array(fc.string()))), (record) => {
        const { query, invalid } = parse(record);
        expect(Object.keys(query)).toHaveLength(SEARCH_QUERY_KEYS.length);
        for (const key of invalid) expect(SEARCH_QUERY_KEYS).toContain(key);
      }),
    );
  });

  it('lists invalid keys in SEARCH_QUERY_KEYS order', () => {
    expect(parse('sauna=yes&persons=x&country=deu&page=-1').invalid).toEqual([
      'page',
      'persons',
      'country',
      'sauna',
    ]);
  });
});

describe('parseSearchQuery: dates', () => {
  it('accepts a valid range from today on', () => {
    const { query, invalid } = parse('startDate=2026-03-10&endDate=2026-03-17');
    expect([query.startDate, query.endDate, invalid]).toEqual(['2026-03-10', '2026-03-17', []]);
  });

  it.each([
    ['same day', 'startDate=2026-04-01&endDate=2026-04-01'],
    ['end before start', 'startDate=2026-04-08&endDate=2026-04-01'],
    ['start in the past', 'startDate=2026-03-09&endDate=2026-03-17'],
    ['malformed end', 'startDate=2026-04-01&endDate=2026-04-31'],
    ['malformed start', 'startDate=01.04.2026&endDate=2026-04-08'],
    ['longer than 365 nights', 'startDate=2026-04-01&endDate=2027-04-02'],
  ])('drops the pair: %s', (_, input) => {
    const { query, invalid } = parse(input);
    expect([query.startDate, query.endDate]).toEqual([null, null]);
    expect(invalid).toEqual(['startDate', 'endDate']);
  });

  it('365 nights is the longest range', () => {
    expect(parse('startDate=2026-04-01&endDate=2027-04-01').query.endDate).toBe('2027-04-01');
  });

  it('a lone startDate is kept when not in the past', () => {
    expect(parse('startDate=2026-03-10').query.startDate).toBe('2026-03-10');
    expect(parse('startDate=2026-03-09').invalid).toEqual(['startDate']);
    expect(parse('startDate=2026-13-01').invalid).toEqual(['startDate']);
  });

  // Regression (issue 12): 'startDate=9999-12-31' was kept, and the search page's date filter
  // computed a departure day after year 9999 — a 500.
  it('an arrival more than SEARCH_LIMITS.arrivalDays after today is dropped', () => {
    const latest = addDays(TODAY, SEARCH_LIMITS.arrivalDays);
    expect(parse(`startDate=${latest}`).query.startDate).toBe(latest);
    expect(parse(`startDate=${addDays(latest, 1)}`).invalid).toEqual(['startDate']);
    expect(parse('startDate=9999-12-31').invalid).toEqual(['startDate']);
    expect(parse('startDate=9999-12-30&endDate=9999-12-31').invalid).toEqual([
      'startDate',
      'endDate',
    ]);
    const pair = `startDate=${latest}&endDate=${addDays(latest, 7)}`;
    expect(parse(pair).query.endDate).toBe(addDays(latest, 7));
  });

  it('a lone endDate is invalid', () => {
    const { query, invalid } = parse('endDate=2026-04-01');
    expect(query.endDate).toBeNull();
    expect(invalid).toEqual(['endDate']);
  });

  it('without today only format and order are checked', () => {
    const params = new URLSearchParams('startDate=2001-01-01&endDate=2001-01-08');
    expect(parseSearchQuery(params).query.startDate).toBe('2001-01-01');
    const reversed = new URLSearchParams('startDate=2001-01-08&endDate=2001-01-01');
    expect(parseSearchQuery(reversed).invalid).toEqual(['startDate', 'endDate']);
  });

  it('duration must match the nights of a date pair', () => {
    expect(parse('startDate=2026-04-01&endDate=2026-04-08&duration=7').query.duration).toBe(7);
    const { query, invalid } = parse('startDate=2026-04-01&endDate=2026-04-08&duration=6');
    expect(query.duration).toBeNull();
    expect(query.startDate).toBe('2026-04-01');
    expect(invalid).toEqual(['duration']);
  });

  it('duration alone or with a lone startDate: 1–365 nights', () => {
    expect(one('duration', '14')).toEqual([14, []]);
    expect(parse('startDate=2026-04-01&duration=7').query).toMatchObject({
      startDate: '2026-04-01',
      duration: 7,
    });
    expect(one('duration', '366')).toEqual([null, ['duration']]);
    expect(one('duration', '7.5')).toEqual([null, ['duration']]);
  });
});

describe('parseSearchQuery: numbers', () => {
  it.each([
    ['page', '1', 1],
    ['page', '10000', 10_000],
    ['persons', '1', 1],
    ['persons', '99', 99],
    ['rating', '5', 5],
    ['sleepingRooms', '3', 3],
    ['bathRooms', '50', 50],
    ['squaremeterLiving', '120', 120],
    ['precision', '12', 12],
    ['offer', '122', 122],
    ['onr', '123456', 123456],
    ['agency', '9118', 9118],
    ['insObject', '42', 42],
    ['region', '17', 17],
    ['place', '2147483647', 2_147_483_647],
    ['offerFilter', '63', 63],
    ['persons', '007', 7],
  ] as const)('%s=%s is valid', (key, text, expected) => {
    expect(one(key, text)).toEqual([expected, []]);
  });

  it.each([
    ['page', '10001'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', '1e3'],
    ['page', '0x10'],
    ['page', ' 2'],
    ['persons', '100'],
    ['persons', 'two'],
    ['rating', '6'],
    ['sleepingRooms', '51'],
    ['bathRooms', '+1'],
    ['squaremeterLiving', '10001'],
    ['precision', '13'],
    ['offer', '2147483648'],
    ['onr', 'abc'],
    ['agency', '12a'],
    ['insObject', '-4'],
    ['region', 'bayern'],
    ['place', '1,2'],
    ['offerFilter', '99999999999999'],
  ] as const)('%s=%s is invalid', (key, text) => {
    const [value, invalid] = one(key, text);
    expect(invalid).toEqual([key]);
    expect(value).toEqual(createSearchQuery()[key]);
  });

  it('personsMax must not be below persons', () => {
    expect(parse('persons=4&personsMax=6').query.personsMax).toBe(6);
    expect(parse('persons=4&personsMax=4').query.personsMax).toBe(4);
    expect(parse('personsMax=2').query.personsMax).toBe(2);
    const { query, invalid } = parse('persons=4&personsMax=3');
    expect([query.persons, query.personsMax, invalid]).toEqual([4, null, ['personsMax']]);
    expect(parse('personsMax=1').invalid).toEqual(['personsMax']); // default persons 2
  });
});

describe('parseSearchQuery: prices', () => {
  it('priceMin 0–6000, priceMax at or above 6000 reads as 6000', () => {
    expect(one('priceMin', '500')).toEqual([500, []]);
    expect(one('priceMin', '6000')).toEqual([6000, []]);
    expect(one('priceMin', '6001')).toEqual([0, ['priceMin']]);
    expect(one('priceMax', '800')).toEqual([800, []]);
    expect(one('priceMax', '6000')).toEqual([6000, []]);
    expect(one('priceMax', '99999')).toEqual([6000, []]);
    expect(one('priceMax', '-5')).toEqual([6000, ['priceMax']]);
    expect(one('priceMax', '5.5')).toEqual([6000, ['priceMax']]);
  });

  it('priceMin above priceMax drops both', () => {
    const { query, invalid } = parse('priceMin=900&priceMax=800');
    expect([query.priceMin, query.priceMax, invalid]).toEqual([0, 6000, ['priceMin', 'priceMax']]);
    expect(parse('priceMin=800&priceMax=800').query).toMatchObject({
      priceMin: 800,
      priceMax: 800,
    });
  });
});

describe('parseSearchQuery: enums and flags', () => {
  it.each([
    ['objectType', OBJECT_TYPE_FILTERS],
    ['pets', PETS_FILTERS],
    ['sort', SEARCH_SORTS],
    ['providerType', PROVIDER_TYPES],
  ] as const)('%s accepts exactly its options', (key, options) => {
    for (const option of options) expect(one(key, option)).toEqual([option, []]);
    for (const bad of ['House', 'price', 'x', 'priceasc']) expect(one(key, bad)[1]).toEqual([key]);
  });

  it('distances: 1 (walking distance), 5, 10; 0 is any', () => {
    expect(DISTANCE_OPTIONS).toEqual([0, 1, 5, 10]);
    for (const kind of DISTANCE_KINDS) {
      for (const option of [1, 5, 10] as const)
        expect(one(kind, String(option))).toEqual([option, []]);
      expect(one(kind, '0')).toEqual([0, []]);
      for (const bad of ['2', '3', '20', 'near']) expect(one(kind, bad)).toEqual([0, [kind]]);
    }
  });

  it('tolerance: blank, 1, 2 or 3 days', () => {
    for (const option of TOLERANCE_OPTIONS)
      expect(one('tolerance', String(option))).toEqual([option, []]);
    expect(one('tolerance', '')).toEqual([null, []]);
    expect(one('tolerance', '4')).toEqual([null, ['tolerance']]);
  });

  it("flags: 'Y' true, 'N' false, anything else invalid", () => {
    for (const key of [...AMENITIES, 'lastminuteonly', 'ignoreFilter', 'freeCancel'] as const) {
      expect(one(key, 'Y')).toEqual([true, []]);
      expect(one(key, 'N')).toEqual([false, []]);
      for (const bad of ['y', 'yes', 'true', '1']) expect(one(key, bad)).toEqual([false, [key]]);
    }
  });
});

describe('parseSearchQuery: texts and tokens', () => {
  it('fulltext and q are trimmed, whitespace collapsed, at most 100 characters', () => {
    for (const key of ['fulltext', 'q'] as const) {
      expect(one(key, '  Ostsee   Strand ')).toEqual(['Ostsee Strand', []]);
      expect(one(key, 'Côte d’Azur & Umgebung')).toEqual(['Côte d’Azur & Umgebung', []]);
      expect(one(key, 'ä'.repeat(100))).toEqual(['ä'.repeat(100), []]);
      expect(one(key, 'a'.repeat(101))).toEqual([null, [key]]);
      expect(one(key, 'bad\u0000text')).toEqual([null, [key]]);
      expect(one(key, 'two\tlines\r\nhere')).toEqual(['two lines here', []]);
    }
    // Decomposed input is stored composed (NFC).
    expect(one('fulltext', 'Mo\u0308hne')).toEqual(['M\u00f6hne', []]);
  });

  it('PID digits only (kept as text), group and t tokens', () => {
    expect(one('PID', '0123')).toEqual(['0123', []]);
    expect(one('PID', 'abc')).toEqual([null, ['PID']]);
    expect(one('group', 'B_2')).toEqual(['B_2', []]);
    expect(one('group', 'a b')).toEqual([null, ['group']]);
    expect(one('t', '1741600000000')).toEqual(['1741600000000', []]);
    expect(one('t', 'x'.repeat(41))).toEqual([null, ['t']]);
  });

  it('country: two letters, stored lowercase', () => {
    expect(one('country', 'de')).toEqual(['de', []]);
    expect(one('country', 'AT')).toEqual(['at', []]);
    for (const bad of ['deu', 'd', 'd1', 'é1'])
      expect(one('country', bad)).toEqual([null, ['country']]);
  });
});

describe('parseSearchQuery: lists', () => {
  it('objects: comma list or repeated parameter, deduplicated in order', () => {
    expect(one('objects', '12,34,12')).toEqual([[12, 34], []]);
    expect(parse('objects=5&objects=3,5').query.objects).toEqual([5, 3]);
    expect(one('objects', '12,x')).toEqual([[], ['objects']]);
    expect(one('objects', '12,,34')).toEqual([[], ['objects']]);
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect(one('objects', many)[1]).toEqual(['objects']);
  });

  it('partnerTags: tokens starting with a letter, at most 20', () => {
    expect(one('partnerTags', 'adac,tui-plus')).toEqual([['adac', 'tui-plus'], []]);
    expect(one('partnerTags', 'a b')).toEqual([[], ['partnerTags']]);
    expect(one('partnerTags', '1x')).toEqual([[], ['partnerTags']]);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(one('partnerTags', many)[1]).toEqual(['partnerTags']);
  });
});

describe('parseSearchQuery: location', () => {
  it('latitude and longitude together, rounded to 6 decimals; 0 is a coordinate', () => {
    expect(parse('latitude=54.3233&longitude=10.1228').query).toMatchObject({
      latitude: 54.3233,
      longitude: 10.1228,
    });
    expect(parse('latitude=0&longitude=-0.0000001').query).toMatchObject({
      latitude: 0,
      longitude: 0,
    });
    expect(parse('latitude=1.23456789&longitude=2').query.latitude).toBe(1.234568);
  });

  it.each([
    'latitude=54.3',
    'longitude=10.1',
    'latitude=91&longitude=10',
    'latitude=54&longitude=181',
    'latitude=54,3&longitude=10',
    'latitude=1e1&longitude=10',
  ])('%s drops the point', (input) => {
    const { query, invalid } = parse(input);
    expect([query.latitude, query.longitude]).toEqual([null, null]);
    expect(invalid).toEqual(['latitude', 'longitude']);
  });

  it('distance 1–500 km, only with a point', () => {
    expect(parse('latitude=54&longitude=10&distance=25').query.distance).toBe(25);
    expect(parse('distance=25').invalid).toEqual(['distance']);
    expect(parse('latitude=54&longitude=10&distance=501').invalid).toEqual(['distance']);
  });

  it('BBoxString: south,west,north,east in range, canonical form', () => {
    expect(one('BBoxString', '47.27,5.87,55.06,15.04')).toEqual(['47.27,5.87,55.06,15.04', []]);
    expect(one('BBoxString', '-10.0,-20.500,10,20.1234567')).toEqual([
      '-10,-20.5,10,20.123457',
      [],
    ]);
    for (const bad of [
      '47,5,55',
      '47,5,55,15,1',
      '55,5,47,15', // south above north
      '47,15,55,5', // west east of east
      '47,5,47,15', // empty
      '-91,5,55,15',
      '47,5,55,181',
      '47;5;55;15',
      '47, 5,55,15',
    ]) {
      expect(one('BBoxString', bad), bad).toEqual([null, ['BBoxString']]);
    }
  });

  it('parseBBox / formatBBox', () => {
    expect(parseBBox('1,2,3,4')).toEqual({ south: 1, west: 2, north: 3, east: 4 });
    expect(parseBBox('x')).toBeNull();
    expect(formatBBox({ south: -0, west: 2.0000001, north: 3, east: 4 })).toBe('0,2,3,4');
  });

  it('location-type filters', () => {
    expect(LOCATION_FILTER_KEYS).toEqual(['country', 'region', 'place', 'BBoxString', 'fulltext']);
    for (const key of LOCATION_FILTER_KEYS) expect(isLocationFilter(key)).toBe(true);
    for (const key of ['q', 'persons', 'latitude', 'offerFilter', 'sauna', 'nope']) {
      expect(isLocationFilter(key)).toBe(false);
    }
  });
});

describe('serializeSearchQuery: building rules', () => {
  it('default query is the empty string', () => {
    expect(serializeSearchQuery(createSearchQuery())).toBe('');
  });

  it('leaves out empty, 0, null and false values', () => {
    const q = createSearchQuery({
      fulltext: '',
      rating: 0,
      country: null,
      sauna: false,
      objects: [],
    });
    expect(serializeSearchQuery(q)).toBe('');
    expect(serializeSearchQuery(createSearchQuery({ PID: '0', t: '0' }))).toBe('');
  });

  it('leaves out a maximum price at or above 6000, keeps lower ones', () => {
    expect(serializeSearchQuery(createSearchQuery({ priceMax: 6000 }))).toBe('');
    expect(serializeSearchQuery(createSearchQuery({ priceMax: 7000 }))).toBe('');
    expect(serializeSearchQuery(createSearchQuery({ priceMax: 5999 }))).toBe('priceMax=5999');
  });

  it('leaves out persons 2 and page 1, keeps others', () => {
    expect(serializeSearchQuery(createSearchQuery({ persons: 2, page: 1 }))).toBe('');
    expect(serializeSearchQuery(createSearchQuery({ persons: 3, page: 2 }))).toBe(
      'page=2&persons=3',
    );
  });

  it('always leaves out objectsPerPage, even when allowed', () => {
    const q = createSearchQuery({ objectsPerPage: 10 });
    expect(serializeSearchQuery(q)).toBe('');
    expect(serializeSearchQuery(q, { allow: ['objectsPerPage'] })).toBe('');
  });

  it('leaves out the other defaults (sort, objectType, pets, distances)', () => {
    const q = createSearchQuery({
      sort: 'recommendation',
      objectType: 'alltypes',
      pets: 'none',
      distSea: 0,
    });
    expect(serializeSearchQuery(q)).toBe('');
    expect(
      serializeSearchQuery(
        createSearchQuery({ sort: 'priceAsc', objectType: 'house', pets: 'one', distSea: 1 }),
      ),
    ).toBe('objectType=house&pets=one&distSea=1&sort=priceAsc');
  });

  it('writes latitude and longitude 0', () => {
    expect(serializeSearchQuery(createSearchQuery({ latitude: 0, longitude: 0 }))).toBe(
      'latitude=0&longitude=0',
    );
  });

  it('writes flags as Y, lists comma-separated, URL-encoded, in key order', () => {
    const q = createSearchQuery({
      sauna: true,
      swimmingpool: true,
      objects: [3, 1],
      fulltext: 'Côte & Meer+',
      BBoxString: '1,2,3,4',
      country: 'fr',
      startDate: '2026-04-01',
      endDate: '2026-04-08',
      freeCancel: true,
    });
    expect(serializeSearchQuery(q)).toBe(
      'startDate=2026-04-01&endDate=2026-04-08&fulltext=C%C3%B4te+%26+Meer%2B&objects=3%2C1' +
        '&freeCancel=Y&BBoxString=1%2C2%2C3%2C4&country=fr&swimmingpool=Y&sauna=Y',
    );
  });

  it('exclude and allow narrow the result', () => {
    const q = createSearchQuery({ persons: 4, country: 'dk', sauna: true, page: 3 });
    expect(serializeSearchQuery(q)).toBe('page=3&persons=4&country=dk&sauna=Y');
    expect(serializeSearchQuery(q, { exclude: ['page', 'sauna'] })).toBe('persons=4&country=dk');
    expect(serializeSearchQuery(q, { allow: ['country', 'persons', 'fulltext'] })).toBe(
      'persons=4&country=dk',
    );
    expect(serializeSearchQuery(q, { allow: ['country', 'persons'], exclude: ['persons'] })).toBe(
      'country=dk',
    );
    // Allowing a key never adds a value the building rules leave out.
    expect(
      serializeSearchQuery(createSearchQuery(), { allow: ['persons', 'page', 'priceMax'] }),
    ).toBe('');
  });

  it('searchQueryEntries gives the same pairs', () => {
    expect(searchQueryEntries(createSearchQuery({ persons: 5, tv: true }))).toEqual([
      ['persons', '5'],
      ['tv', 'Y'],
    ]);
  });

  it('toApiQuery adds objectsPerPage', () => {
    expect(toApiQuery(teaserSearchQuery({ country: 'dk' }))).toEqual({
      country: 'dk',
      objectsPerPage: '5',
    });
    expect(toApiQuery(createSearchQuery({ persons: 3 }))).toEqual({
      persons: '3',
      objectsPerPage: '40',
    });
  });

  it('parseObjectsPerPage: 1–100', () => {
    expect(parseObjectsPerPage('10')).toBe(10);
    expect(parseObjectsPerPage('100')).toBe(100);
    for (const bad of ['0', '101', 'x', '', null, undefined])
      expect(parseObjectsPerPage(bad)).toBeNull();
  });
});

describe('price tiers', () => {
  it('ranges are inside 0–6000, on the 100 interval, and ordered', () => {
    for (const tier of PRICE_TIERS) {
      const { priceMin, priceMax } = PRICE_TIER_RANGES[tier];
      expect(priceMin % SEARCH_DEFAULTS.priceInterval).toBe(0);
      expect(priceMax % SEARCH_DEFAULTS.priceInterval).toBe(0);
      expect(priceMin).toBeLessThan(priceMax);
      expect(priceMax).toBeLessThanOrEqual(SEARCH_DEFAULTS.priceMax);
    }
    expect(PRICE_TIER_RANGES).toEqual({
      all: { priceMin: 0, priceMax: 6000 },
      cheap: { priceMin: 0, priceMax: 600 },
      mid: { priceMin: 600, priceMax: 1500 },
      premium: { priceMin: 1500, priceMax: 6000 },
    });
  });

  it('applyPriceTier and priceTierOf', () => {
    const base = createSearchQuery({ page: 4 });
    for (const tier of PRICE_TIERS) {
      const q = applyPriceTier(base, tier);
      expect(priceTierOf(q)).toBe(tier);
      expect(q.page).toBe(1);
    }
    expect(priceTierOf(createSearchQuery())).toBe('all');
    expect(priceTierOf({ priceMin: 100, priceMax: 900 })).toBeNull();
    expect(serializeSearchQuery(applyPriceTier(base, 'premium'))).toBe('priceMin=1500');
    expect(serializeSearchQuery(applyPriceTier(base, 'cheap'))).toBe('priceMax=600');
  });
});

describe('activeFilterCount', () => {
  it('is 0 for the default query', () => {
    expect(activeFilterCount(createSearchQuery())).toBe(0);
  });

  it('ignores page, country, priceMax, duration, persons, objectsPerPage, sort, BBox', () => {
    const q = createSearchQuery({
      page: 3,
      country: 'de',
      priceMax: 900,
      duration: 7,
      persons: 5,
      objectsPerPage: 10,
      sort: 'priceDesc',
      BBoxString: '1,2,3,4',
    });
    expect(activeFilterCount(q)).toBe(0);
  });

  it('counts a date range once', () => {
    expect(
      activeFilterCount(createSearchQuery({ startDate: '2026-04-01', endDate: '2026-04-08' })),
    ).toBe(1);
    expect(activeFilterCount(createSearchQuery({ startDate: '2026-04-01' }))).toBe(1);
  });

  it('counts each amenity', () => {
    expect(activeFilterCount(createSearchQuery({ sauna: true, tv: true, seaview: true }))).toBe(3);
    const all = createSearchQuery(Object.fromEntries(AMENITIES.map((a) => [a, true])));
    expect(activeFilterCount(all)).toBe(16);
  });

  it('counts other set filters, each once', () => {
    const q = createSearchQuery({
      priceMin: 300, // 1
      rating: 4, // 2
      objectType: 'house', // 3
      pets: 'one', // 4
      distSea: 1, // 5
      distSkilift: 5, // 6
      region: 12, // 7
      place: 99, // 8
      fulltext: 'Sylt', // 9
      objects: [1, 2, 3], // 10
      latitude: 54, // 11 (the point, once)
      longitude: 10,
      distance: 20,
      freeCancel: true, // 12
      tolerance: 2, // 13
      offerFilter: 122, // 14
    });
    expect(activeFilterCount(q)).toBe(14);
  });

  it('does not count defaults or non-filter parameters', () => {
    const q = createSearchQuery({
      objectType: 'alltypes',
      pets: 'none',
      distLake: 0,
      PID: '123',
      t: '99',
      group: 'b',
      precision: 5,
      insObject: 7,
      ignoreFilter: true,
    });
    expect(activeFilterCount(q)).toBe(0);
  });
});

describe('page kinds and page size', () => {
  it('resultsPerPage: 40, or 10 on SEO or SEA pages', () => {
    expect(resultsPerPage({})).toBe(40);
    expect(resultsPerPage({ seo: false, sea: false })).toBe(40);
    expect(resultsPerPage({ seo: true })).toBe(10);
    expect(resultsPerPage({ sea: true })).toBe(10);
    expect(resultsPerPage({ seo: true, sea: true })).toBe(10);
  });

  it('isSeaPage: numeric PID or pid parameter', () => {
    expect(isSeaPage(new URLSearchParams('PID=123'))).toBe(true);
    expect(isSeaPage(new URLSearchParams('pid=123&country=de'))).toBe(true);
    expect(isSeaPage({ pid: ['77'] })).toBe(true);
    expect(isSeaPage(new URLSearchParams('pid='))).toBe(false);
    expect(isSeaPage(new URLSearchParams('pid=abc'))).toBe(false);
    expect(isSeaPage(new URLSearchParams('partner=123'))).toBe(false);
    expect(isSeaPage({})).toBe(false);
  });

  it('isSeoPage: no search parameter except page', () => {
    const seo = (query: string) => isSeoPage(new URLSearchParams(query), { today: TODAY });
    expect(seo('')).toBe(true);
    expect(seo('page=3')).toBe(true);
    expect(seo('utm_source=x&gclid=y&scrollto=list')).toBe(true);
    expect(seo('persons=2&sort=recommendation')).toBe(true); // defaults
    expect(seo('persons=abc')).toBe(true); // invalid, dropped
    expect(seo('startDate=2020-01-01&endDate=2020-01-08')).toBe(true); // past, dropped
    expect(seo('persons=4')).toBe(false);
    expect(seo('country=de')).toBe(false);
    expect(seo('sort=priceAsc')).toBe(false);
    expect(seo('PID=5')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Round trip

const id = fc.integer({ min: 1, max: SEARCH_LIMITS.id });
const nullable = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { nil: null });
const tokenChars = [...'abcXYZ019_-'];
const tokenArb = (first: string[], maxLength: number) =>
  fc
    .tuple(
      fc.constantFrom(...first),
      fc.string({ unit: fc.constantFrom(...tokenChars), maxLength: maxLength - 1 }),
    )
    .map(([head, tail]) => head + tail)
    .filter((s) => s !== '0');
const word = fc.string({
  unit: fc.constantFrom(...'aäßzé0 9&+=%,#?/\'"'),
  minLength: 1,
  maxLength: 10,
});
const textArb = fc
  .array(word, { minLength: 1, maxLength: 6 })
  .map((words) => words.join(' ').trim().replace(/\s+/g, ' '))
  .filter((s) => s !== '' && s !== '0' && [...s].length <= SEARCH_LIMITS.text);
const coordinate = (limit: number) =>
  fc.integer({ min: -limit * 1e6, max: limit * 1e6 }).map((n) => (n === 0 ? 0 : n / 1e6));
const bboxArb = fc
  .tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180))
  .filter(([a, b, c, d]) => a !== b && c !== d)
  .map(([a, b, c, d]) =>
    formatBBox({
      south: Math.min(a, b),
      north: Math.max(a, b),
      west: Math.min(c, d),
      east: Math.max(c, d),
    }),
  );

const datesArb = fc.oneof(
  fc.constant({ startDate: null, endDate: null, duration: null }),
  fc
    .tuple(fc.integer({ min: 0, max: 800 }), nullable(fc.integer({ min: 1, max: 365 })))
    .map(([offset, duration]) => ({ startDate: addDays(TODAY, offset), endDate: null, duration })),
  fc
    .tuple(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 365 }), fc.boolean())
    .map(([offset, nights, withDuration]) => ({
      startDate: addDays(TODAY, offset),
      endDate: addDays(TODAY, offset + nights),
      duration: withDuration ? nights : null,
    })),
);

const personsArb = fc.integer({ min: 1, max: SEARCH_LIMITS.persons }).chain((persons) =>
  fc.record({
    persons: fc.constant(persons),
    personsMax: nullable(fc.integer({ min: persons, max: 99 })),
  }),
);

const pricesArb = fc
  .tuple(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 1, max: 6000 }))
  .filter(([min, max]) => min <= max)
  .map(([priceMin, priceMax]) => ({ priceMin, priceMax }));

const pointArb = fc.oneof(
  fc.constant({ latitude: null, longitude: null, distance: null }),
  fc.record({
    latitude: coordinate(90),
    longitude: coordinate(180),
    distance: nullable(fc.integer({ min: 1, max: SEARCH_LIMITS.distance })),
  }),
);

const distanceOption = fc.constantFrom(...DISTANCE_OPTIONS);

const restArb = fc.record({
  page: fc.integer({ min: 1, max: SEARCH_LIMITS.page }),
  rating: nullable(fc.integer({ min: 1, max: 5 })),
  objectType: fc.constantFrom(...OBJECT_TYPE_FILTERS),
  sleepingRooms: nullable(fc.integer({ min: 1, max: SEARCH_LIMITS.rooms })),
  bathRooms: nullable(fc.integer({ min: 1, max: SEARCH_LIMITS.rooms })),
  pets: fc.constantFrom(...PETS_FILTERS),
  distSea: distanceOption,
  distLake: distanceOption,
  distSkilift: distanceOption,
  distSkiloipe: distanceOption,
  sort: fc.constantFrom(...SEARCH_SORTS),
  squaremeterLiving: nullable(fc.integer({ min: 1, max: SEARCH_LIMITS.squaremeterLiving })),
  offer: nullable(id),
  fulltext: nullable(textArb),
  onr: nullable(id),
  agency: nullable(id),
  objects: fc.uniqueArray(id, { maxLength: 30 }),
  q: nullable(textArb),
  lastminuteonly: fc.boolean(),
  precision: nullable(fc.integer({ min: 1, max: SEARCH_LIMITS.precision })),
  providerType: nullable(fc.constantFrom(...PROVIDER_TYPES)),
  tolerance: nullable(fc.constantFrom(...TOLERANCE_OPTIONS)),
  ignoreFilter: fc.boolean(),
  freeCancel: fc.boolean(),
  insObject: nullable(id),
  partnerTags: fc.uniqueArray(tokenArb([...'abcXYZ'], 64), {
    maxLength: SEARCH_LIMITS.partnerTags,
  }),
  group: nullable(tokenArb(tokenChars, 32)),
  t: nullable(tokenArb([...tokenChars, '.'], 40)),
  PID: nullable(fc.stringMatching(/^\d{1,20}$/).filter((s) => s !== '0')),
  BBoxString: nullable(bboxArb),
  country: nullable(fc.stringMatching(/^[a-z]{2}$/)),
  region: nullable(id),
  place: nullable(id),
  offerFilter: nullable(id),
  amenities: fc.subarray([...AMENITIES]),
});

const queryArb: fc.Arbitrary<SearchQuery> = fc
  .tuple(datesArb, personsArb, pricesArb, pointArb, restArb)
  .map(([dates, persons, prices, point, { amenities, ...rest }]) =>
    createSearchQuery({
      ...dates,
      ...persons,
      ...prices,
      ...point,
      ...rest,
      ...Object.fromEntries(amenities.map((amenity) => [amenity, true])),
    }),
  );

describe('round trip', () => {
  it('parse(serialize(q)) gives q back for valid normalised queries', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const { query, invalid } = parse(serializeSearchQuery(q));
        expect(invalid).toEqual([]);
        expect(query).toEqual(q);
      }),
      { numRuns: 500 },
    );
  });

  it('serialisation is canonical', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const text = serializeSearchQuery(q);
        expect(serializeSearchQuery(parse(text).query)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('parsing any input and serialising again is a fixed point', () => {
    const keys = fc.constantFrom(...SEARCH_QUERY_KEYS);
    const values = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 7000 }).map(String),
      fc.constantFrom('Y', 'N', 'house', 'one', 'priceAsc', '1,2,3,4', '2026-04-01', '2026-04-08'),
    );
    fc.assert(
      fc.property(fc.dictionary(keys, values), (record) => {
        const once = serializeSearchQuery(parse(record).query);
        const { query, invalid } = parse(once);
        expect(invalid).toEqual([]);
        expect(serializeSearchQuery(query)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
