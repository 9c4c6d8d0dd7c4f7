import { describe, expect, it } from 'vitest';
import { LEGACY_AMENITIES, legacySearchFilters, mapLegacyUrl } from './legacy-url';

const search = (query: string) => mapLegacyUrl(`/index.cfm?event=search.results&${query}`);
const location = (url: string | URL) => mapLegacyUrl(url)?.location ?? null;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('mapLegacyUrl: events', () => {
  it.each([
    // search.*
    ['/index.cfm?event=search.results', '/search/'],
    ['/index.cfm?fuseaction=search.main', '/search/'],
    ['/?event=search.list&ort=1234', '/search/?place=1234'],
    ['/index.cfm?EVENT=Search.Results', '/search/'],
    ['/index.cfm?event=%20search.results%20', '/search/'],
    ['/irgendwas/?event=search.x', '/search/'],
    ['/en/index.cfm?event=search.x', '/en/search/'],
    ['/fr/?fuseaction=search.x&land=FR', '/fr/search/?country=fr'],
    ['/db/index.cfm?event=search.x', '/search/'],
    // booking
    ['/index.cfm?event=buchung.inseratanfrage_step1&onr=12345', '/booking/start/12345/'],
    ['/index.cfm?fuseaction=buchung.step1&onr=12345', '/booking/start/12345/'],
    ['/index.cfm?event=buchung.step1&ONR=0042', '/booking/start/42/'],
    ['/index.cfm?event=buchung.step1&onr=abc', '/booking/start/'],
    ['/index.cfm?event=buchung.step1', '/booking/start/'],
    ['/it/index.cfm?event=buchung.step1&onr=7', '/it/booking/start/7/'],
    [
      '/index.cfm?event=buchung.step1&onr=7&datvon=01.07.2026&datbis=08.07.2026&personen=4&ort=12&partner=99',
      '/booking/start/7/?startDate=2026-07-01&endDate=2026-07-08&persons=4&PID=99',
    ],
    // newsletter
    ['/index.cfm?event=newsletter.main', '/newsletter/'],
    ['/en/index.cfm?fuseaction=newsletter.main', '/en/newsletter/'],
    // object page
    ['/index.cfm?event=objekt.showObject&onr=4711', '/object/4711/'],
    ['/index.cfm?event=objekt.showobject&onr=4711', '/object/4711/'],
    ['/fr/index.cfm?fuseaction=objekt.showObject&onr=4711', '/fr/object/4711/'],
    [
      '/index.cfm?event=objekt.showObject&onr=4711&datvon=01.07.2026&reisedauer=7&haustyp=1',
      '/object/4711/?startDate=2026-07-01&endDate=2026-07-08',
    ],
    ['/index.cfm?event=objekt.showObject&onr=47x1', '/'],
    ['/index.cfm?event=objekt.showObject', '/'],
    // landlord booking confirmation
    [
      '/index.cfm?event=vermieter.buchungsbestaetigung&bookingId=123&bookingHash=ab12CD-_',
      '/landlord/booking/confirmation/?bookingId=123&bookingHash=ab12CD-_',
    ],
    [
      '/index.cfm?event=vermieter.buchungsbestaetigung&bookinghash=h1&BOOKINGID=9',
      '/landlord/booking/confirmation/?bookingId=9&bookingHash=h1',
    ],
    [
      '/index.cfm?event=vermieter.buchungsbestaetigung&bookingId=1%202&bookingHash=%3Cx%3E',
      '/landlord/booking/confirmation/',
    ],
    ['/index.cfm?event=vermieter.buchungsbestaetigung', '/landlord/booking/confirmation/'],
    // retailer rating answer
    [
      '/index.cfm?event=rating.rating.ratingvmst&ratingnr=555',
      '/bewertung-vermieterkommentar/555/',
    ],
    [
      '/en/index.cfm?fuseaction=rating.rating.ratingvmst&ratingnr=555',
      '/en/rating-landlord-comment/555/',
    ],
    ['/index.cfm?event=rating.rating.ratingvmst&ratingnr=x', '/'],
    ['/index.cfm?event=rating.rating.ratingvmst', '/'],
    // precedence and fallbacks
    ['/index.cfm?event=unknown.x&fuseaction=newsletter.main', '/newsletter/'],
    ['/index.cfm?event=newsletter.main&fuseaction=search.x', '/newsletter/'],
    ['/index.cfm?event=&fuseaction=newsletter.main', '/newsletter/'],
    ['/index.cfm?event=search.', '/'],
    ['/index.cfm?event=searchresults', '/'],
    ['/index.cfm?event=unknown', '/'],
    // HomeLegacy
    ['/index.cfm', '/'],
    ['/index.cfm/', '/'],
    ['/index.cfm?foo=bar', '/'],
    ['/en/index.cfm', '/en/'],
    ['/index.cfm?utm_source=mail&pid=123&foo=1', '/?pid=123&utm_source=mail'],
  ])('%s → %s', (url, expected) => {
    expect(location(url)).toBe(expected);
  });

  it.each([
    '/',
    '/search/',
    '/?ort=12',
    '/object/1/?onr=5',
    '/?event=unknown.event',
    '/?event=objekt.showObject&onr=abc',
    '/?event=rating.rating.ratingvmst',
    '/?event=',
    '/index.cfmx',
    'http://[broken',
  ])('%s is not a legacy URL → null', (url) => {
    expect(mapLegacyUrl(url)).toBeNull();
  });

  it('accepts URL objects and absolute URLs', () => {
    expect(location(new URL('https://www.example.com/index.cfm?event=newsletter.main'))).toBe(
      '/newsletter/',
    );
    expect(location('https://www.example.com/index.cfm?event=objekt.showObject&onr=1')).toBe(
      '/object/1/',
    );
  });
});

describe('mapLegacyUrl: search filters', () => {
  it.each([
    // partner → PID (digits only)
    ['partner=123', 'PID=123'],
    ['partner=abc', ''],
    ['partner=12a', ''],
    ['partner=', ''],
    ['partner=-5', ''],
    ['partner=12345678901234567890', 'PID=12345678901234567890'],
    ['partner=123456789012345678901', ''],
    // ort → place (the search query's place is a numeric place id)
    ['ort=4711', 'place=4711'],
    ['ort=%2004711%20', 'place=4711'],
    ['ort=2147483647', 'place=2147483647'],
    ['ort=2147483648', ''],
    ['ort=0', ''],
    ['ort=Berlin', ''],
    ['ort=%3Cscript%3E', ''],
    ['ort=', ''],
    // land → country
    ['land=DE', 'country=de'],
    ['land=it', 'country=it'],
    ['land=%20at%20', 'country=at'],
    ['land=deu', ''],
    ['land=d1', ''],
    ['land=', ''],
    // preisvon / preisbis → priceMin / priceMax (three or more digits)
    ['preisvon=100', 'priceMin=100'],
    ['preisvon=2500', 'priceMin=2500'],
    ['preisvon=0100', 'priceMin=100'],
    ['preisvon=99', ''],
    ['preisvon=1e5', ''],
    ['preisvon=abc', ''],
    ['preisbis=6000', 'priceMax=6000'],
    ['preisbis=10', ''],
    ['preisbis=1234567890', ''],
    // personen → persons
    ['personen=4', 'persons=4'],
    ['personen=12', 'persons=12'],
    ['personen=0', ''],
    ['personen=x', ''],
    ['personen=100', ''],
    ['personen=-2', ''],
    // schlafzimmer → sleepingRooms
    ['schlafzimmer=3', 'sleepingRooms=3'],
    ['schlafzimmer=drei', ''],
    ['schlafzimmer=0', ''],
    ['schlafzimmer=50', 'sleepingRooms=50'],
    ['schlafzimmer=51', ''],
    // haustyp → objectType
    ['haustyp=1', 'objectType=house'],
    ['haustyp=2', 'objectType=apartment'],
    ['haustyp=3', ''],
    ['haustyp=house', ''],
    // IDObjektliste → objects
    ['IDObjektliste=1,2,3', 'objects=1%2C2%2C3'],
    ['idobjektliste=12345', 'objects=12345'],
    ['IDObjektliste=1,%202,%20003', 'objects=1%2C2%2C3'],
    ['IDObjektliste=5,5,6', 'objects=5%2C6'],
    ['IDObjektliste=1,x', ''],
    ['IDObjektliste=1,,2', ''],
    ['IDObjektliste=0', ''],
    ['IDObjektliste=1,2147483648', ''],
    ['IDObjektliste=', ''],
    [`IDObjektliste=${range(200).join(',')}`, `objects=${range(200).join('%2C')}`],
    [`IDObjektliste=${range(201).join(',')}`, ''],
    // distances
    ['meer=1', 'distSea=1'],
    ['meer=2', 'distSea=5'],
    ['meer=3', 'distSea=10'],
    ['meer=4', ''],
    ['meer=0', ''],
    ['see=1', 'distLake=1'],
    ['see=2', 'distLake=5'],
    ['skilift=3', 'distSkilift=10'],
    ['skilift=x', ''],
    ['loipe=2', 'distSkiloipe=5'],
    ['loipe=10', ''],
    // pets
    ['tiere=1', 'pets=one'],
    ['tiere=2', 'pets=one'],
    ['tiere=0', ''],
    ['tiere=ja', ''],
    ['tiere=', ''],
    // dates
    ['datvon=01.07.2026', 'startDate=2026-07-01'],
    ['datvon=1.7.2026', 'startDate=2026-07-01'],
    ['datvon=29.02.2028', 'startDate=2028-02-29'],
    ['datvon=29.02.2026', ''],
    ['datvon=31.04.2026', ''],
    ['datvon=2026-07-01', ''],
    ['datvon=01.07.26', ''],
    ['datbis=15.07.2026', ''],
    ['datvon=01.07.2026&datbis=01.07.2027', 'startDate=2026-07-01&endDate=2027-07-01'],
    ['datvon=01.07.2026&datbis=02.07.2027', 'startDate=2026-07-01'],
    ['datvon=01.07.2026&datbis=15.07.2026', 'startDate=2026-07-01&endDate=2026-07-15'],
    ['datvon=15.07.2026&datbis=01.07.2026', 'startDate=2026-07-15'],
    ['datvon=15.07.2026&datbis=15.07.2026', 'startDate=2026-07-15'],
    // reisedauer
    ['datvon=01.07.2026&reisedauer=7', 'startDate=2026-07-01&endDate=2026-07-08'],
    ['datvon=28.12.2026&reisedauer=7', 'startDate=2026-12-28&endDate=2027-01-04'],
    ['datvon=25.02.2028&reisedauer=5', 'startDate=2028-02-25&endDate=2028-03-01'],
    ['reisedauer=7', ''],
    ['datvon=01.07.2026&reisedauer=0', 'startDate=2026-07-01'],
    ['datvon=01.07.2026&reisedauer=365', 'startDate=2026-07-01&endDate=2027-07-01'],
    ['datvon=01.07.2026&reisedauer=366', 'startDate=2026-07-01'],
    ['datvon=01.07.2026&reisedauer=x', 'startDate=2026-07-01'],
    ['datvon=01.07.2026&datbis=04.07.2026&reisedauer=7', 'startDate=2026-07-01&endDate=2026-07-04'],
    ['datvon=01.07.2026&datbis=30.06.2026&reisedauer=7', 'startDate=2026-07-01&endDate=2026-07-08'],
    ['datvon=31.12.9999&reisedauer=1', 'startDate=9999-12-31'],
    // volltextsuche → fulltext
    ['volltextsuche=Haus%20am%20See', 'fulltext=Haus+am+See'],
    ['volltextsuche=Ferienhaus-Nord%2012', 'fulltext=Ferienhaus-Nord+12'],
    ['volltextsuche=%20%20Gardasee%20%20', 'fulltext=Gardasee'],
    ['volltextsuche=M%C3%BCritz', 'fulltext=M%C3%BCritz'],
    ['volltextsuche=Mu%CC%88ritz', 'fulltext=M%C3%BCritz'],
    ['volltextsuche=%3Cb%3E', ''],
    ['volltextsuche=a%3Bdrop', ''],
    ['volltextsuche=-x', ''],
    ['volltextsuche=', ''],
    [`volltextsuche=${'a'.repeat(101)}`, ''],
    [`volltextsuche=${'a'.repeat(100)}`, `fulltext=${'a'.repeat(100)}`],
    // sort
    ['col=objoai', 'sort=recommendation'],
    ['col=objrating', 'sort=rating'],
    ['col=preis&sort=asc', 'sort=priceAsc'],
    ['col=preis&sort=desc', 'sort=priceDesc'],
    ['col=PREIS&sort=DESC', 'sort=priceDesc'],
    ['col=preis', ''],
    ['col=preis&sort=up', ''],
    ['col=name', ''],
    ['sort=asc', ''],
    // anbieter → agency, idangebot → offer
    ['anbieter=9118', 'agency=9118'],
    ['anbieter=x', ''],
    ['anbieter=0', ''],
    ['anbieter=99999999999', ''],
    ['idangebot=55', 'offer=55'],
    ['idangebot=5a', ''],
    ['IDANGEBOT=7', 'offer=7'],
    // unknown legacy names are not carried over
    ['foo=bar', ''],
    ['whirlpool=1', ''],
    ['seaview=1', ''],
  ])('%s → ?%s', (query, expected) => {
    expect(search(query)?.location).toBe(expected === '' ? '/search/' : `/search/?${expected}`);
  });

  it.each(LEGACY_AMENITIES)('amenity %s=1 → Y, other values dropped', (amenity) => {
    expect(search(`${amenity}=1`)?.location).toBe(`/search/?${amenity}=Y`);
    expect(search(`${amenity}=0`)?.location).toBe('/search/');
    expect(search(`${amenity}=Y`)?.location).toBe('/search/');
    expect(search(`${amenity.toUpperCase()}=1`)?.location).toBe(`/search/?${amenity}=Y`);
  });

  it('has the 14 legacy amenity flags', () => {
    expect([...LEGACY_AMENITIES].sort()).toEqual(
      [
        'airconditioning',
        'boatrentalservice',
        'dishwasher',
        'fireplace',
        'fishing',
        'grill',
        'internet',
        'nonsmoking',
        'parking',
        'sauna',
        'swimmingpool',
        'terrace',
        'tv',
        'washingmachine',
      ].sort(),
    );
  });

  it('writes the parameters in a stable order, whatever the input order', () => {
    const params = [
      'utm_campaign=c',
      'idangebot=5',
      'sauna=1',
      'swimmingpool=1',
      'land=IT',
      'ort=31',
      'partner=77',
      'IDObjektliste=9',
      'anbieter=3',
      'volltextsuche=Pool',
      'col=objrating',
      'loipe=1',
      'skilift=1',
      'see=1',
      'meer=1',
      'tiere=1',
      'preisbis=900',
      'preisvon=100',
      'schlafzimmer=2',
      'haustyp=2',
      'personen=3',
      'reisedauer=7',
      'datvon=01.07.2026',
      'pid=42',
    ];
    const expected =
      '/search/?startDate=2026-07-01&endDate=2026-07-08&persons=3&objectType=apartment' +
      '&sleepingRooms=2&priceMin=100&priceMax=900&pets=one&distSea=1&distLake=1&distSkilift=1' +
      '&distSkiloipe=1&sort=rating&offer=5&fulltext=Pool&agency=3&objects=9&PID=77&country=it' +
      '&place=31&swimmingpool=Y&sauna=Y&pid=42&utm_campaign=c';
    expect(search(params.join('&'))?.location).toBe(expected);
    expect(search([...params].reverse().join('&'))?.location).toBe(expected);
  });

  it('takes the first of repeated parameters', () => {
    expect(search('ort=1&ort=2')?.location).toBe('/search/?place=1');
    expect(search('land=xx1&land=de')?.location).toBe('/search/');
  });

  it('never throws, whatever the input', () => {
    const nasty = ['%', '%E0%A4%A', '\u0000', 'a'.repeat(10_000), '..', '🙂', '1'.repeat(400)];
    for (const value of nasty) {
      for (const name of ['ort', 'land', 'datvon', 'reisedauer', 'IDObjektliste', 'onr', 'pid']) {
        const query = `${name}=${encodeURIComponent(value)}`;
        expect(() => search(query)).not.toThrow();
        expect(() => mapLegacyUrl(`/index.cfm?event=objekt.showObject&${query}`)).not.toThrow();
      }
    }
  });

  it('legacySearchFilters gives the mapped filters as a map', () => {
    const filters = legacySearchFilters(new URLSearchParams('ort=9&haustyp=1&meer=3'));
    expect(Object.fromEntries(filters)).toEqual({
      place: '9',
      objectType: 'house',
      distSea: '10',
    });
  });
});

describe('mapLegacyUrl: tracking parameters', () => {
  it.each([
    ['pid=123', 'pid=123'],
    ['pid=abc', ''],
    ['utm_medium=email&utm_source=newsletter', 'utm_source=newsletter&utm_medium=email'],
    [
      'gclid=Cj0KCQ&msclkid=abc&dclid=d&awc=1_2&at_gd=x&ebk=e&ptc=p',
      'ebk=e&ptc=p&gclid=Cj0KCQ&msclkid=abc&dclid=d&awc=1_2&at_gd=x',
    ],
    ['partner=5', ''],
    ['utm_referrer=https%3A%2F%2Fexample.com%2F', 'utm_referrer=https%3A%2F%2Fexample.com%2F'],
    ['utm_term=%00x', ''],
    ['foo=bar', ''],
  ])('%s is kept as %s', (query, expected) => {
    const result = mapLegacyUrl(`/index.cfm?event=newsletter.main&${query}`)?.location;
    expect(result).toBe(expected === '' ? '/newsletter/' : `/newsletter/?${expected}`);
  });
});
