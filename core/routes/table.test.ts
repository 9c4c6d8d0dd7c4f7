import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { ROUTES, ROUTE_SPECS, getRoute, localizedName, routerPaths, type RouteName } from './index';

// Every route of SPEC.md §2, written from the SPEC (base name → German pattern). Paths SPEC gives
// without a trailing slash get one (trailing slashes are enabled); '/index.cfm' is file-like.
const SPEC_ROUTES: Record<string, string> = {
  // Core routes
  Home: '/',
  HomeLanding: '/ferienhaus-suche/',
  HomeLegacy: '/index.cfm',
  ContactGuest: '/hilfe-kontakt/formular-gast/',
  Booking: '/booking/start/:objectNumber?/',
  BookingSummary: '/booking/summary/:objectNumber/',
  BookingFinish: '/booking/finish/:objectNumber/',
  Option: '/option/start/:objectNumber?/',
  OptionSummary: '/option/summary/:objectNumber/',
  OptionFinish: '/option/finish/:objectNumber/',
  Request: '/request/:objectNumber/',
  PartnerRequired: '/incorrect/',
  ObjectPage: '/object/:objectNumber/',
  ObjectPageOld: '/:objectNumber/',
  Search: '/search/',
  Lastminute: '/lastminute/',
  Poi: '/:poiType/:url?/:poiId/',
  BookingStalker: '/bookingStalker/',
  Error301: '/error/301/',
  Error404: '/error/404/',
  Error500: '/error/500/',
  Newsletter: '/newsletter/',
  NewsletterNew: '/nlnew/',
  RedeemTravelVoucher: '/ihr-reisegutschein/:bookingID/:customerNumber/',
  LandlordBookingConfirmation: '/landlord/booking/confirmation/',
  Payment: '/payment/:language/',
  CoronaInfo: '/corona-info/',
  LocaleEditor: '/localeEditor/',
  Outdated: '/outdated/',
  EmptyDummy: '/empty/',
  AffiliateRedirect: '/affiliate-redirect/',
  Destinations: '/reiseziele/',
  // User area
  UserHome: '/user/',
  UserLogin: '/user/login/',
  UserRegistration: '/user/registration/',
  UserRegistrationConfirm: '/user/registration/confirm/',
  UserPasswordRequest: '/user/password/request/',
  UserPasswordReset: '/user/password/reset/',
  UserDebug: '/user/debug/',
  BookingOverView: '/user/booking-overview/',
  BookingDetails: '/user/booking-details/:bookingDisplayNumber/',
  // Pre-filtered search pages
  SearchSki: '/skiurlaub/',
  SearchSkiDE: '/skiurlaub-deutschland/',
  SearchSkiFR: '/skiurlaub-frankreich/',
  SearchSkiIT: '/skiurlaub-italien/',
  SearchSkiAT: '/skiurlaub-oesterreich/',
  SearchSkiCH: '/skiurlaub-schweiz/',
  SearchInterhome: '/interhome/',
  SearchInterchalet: '/interchalet/',
  SearchBelvilla: '/belvilla/',
  SearchDancenter: '/dancenter/',
  SearchBelvillaByOyo: '/belvilla-by-oyo/',
  SearchHutsAT: '/huetten-oesterreich/',
  SearchHutsDE: '/huetten-deutschland/',
  SearchNovasol: '/novasol/',
  SearchSteinbockLodges: '/steinbock-lodges/',
  // Themed landing routes
  Christmas: '/ferienhaus-weihnachten/',
  Family: '/familienurlaub/',
  HolidayParks: '/ferienparks/',
  WinterVacation: '/winterurlaub/',
  DogVacationDenmark: '/daenemarkurlaub-mit-hund/',
  HolidayDates: '/reisetipps/ferientermine/land/:countryCode/',
  ThemeLanding: '/besondere-angebote/:offerID?/:slug/',
  Pets: '/urlaub-mit-hund/',
  HelpUkraine: '/ukraine-hilfe/',
  About: '/ueber-uns/',
  // Language-dependent slugs
  TravelVoucher: '/reisegutscheine/',
  Distribution: '/partnerprogramm/',
  Agency: '/agentur/',
  TravelConditions: '/reisebedingungen/',
  Faq: '/haeufige-fragen/:part?/',
  Privacy: '/datenschutz/',
  Disclaimer: '/impressum/',
  Tips: '/reisetipps/',
  TipsHealth: '/reisetipps/reisegesundheit/',
  TipsChecklists: '/reisetipps/checklisten/',
  Contact: '/hilfe-kontakt/',
  ContactLandlord: '/hilfe-kontakt/formular-vermieter/',
  ContactPartner: '/hilfe-kontakt/formular-partner/',
  ContactAgency: '/hilfe-kontakt/formular-agentur/',
  WatchList: '/watchlist/',
  RetailerRatingAnswer: '/bewertung-vermieterkommentar/:ratingNumber/',
  // Not in SPEC §2: the guest's rating form of a stay (issue 15, verified ratings).
  RateStay: '/bewertung-abgeben/:bookingID/',
  // Not in SPEC §2: the newsletter's signup, confirmation and unsubscribe pages (issue 17).
  NewsletterSignup: '/newsletter-anmeldung/',
  NewsletterConfirm: '/newsletter-anmeldung/bestaetigen/',
  NewsletterUnsubscribe: '/newsletter-anmeldung/abmelden/',
  DogBeachCroatia: '/hundestrand-kroatien/',
  DogBeachNorthSea: '/hundestrand-nordsee/',
  DogBeachBalticSea: '/hundestrand-ostsee/',
  // Admin and demo pages
  // Not in SPEC §2: bank transfers recorded as received (decision 080).
  AdminPayments: '/admin/payments/',
  // Not in SPEC §2: requests awaiting the landlord, decided by the office (decision 086).
  AdminBookings: '/admin/bookings/',
  // Not in SPEC §2: applications to the partner programme, decided by the office (decision 091).
  AdminPartners: '/admin/partners/',
  // Not in SPEC §2: ratings hidden or shown again by the office (decision 096).
  AdminRatings: '/admin/ratings/',
  // Not in SPEC §2: the catalogue feed's imports (decision 117).
  AdminCatalogue: '/admin/catalogue/',
  AdminScheduleEdit: '/admin/schedule/edit/',
  AdminS3Upload: '/admin/s3upload/',
  AdminS3UploadOffice: '/admin/s3uploadOffice/',
  AdminSnippets: '/admin/snippets/',
  AdminTeaser: '/admin/teaser/',
  AdminCmsPlayground: '/admin/cmsplayground/',
  DemoCluster: '/demo/cluster/',
  DemoFaq: '/demo/faq/',
};

// SPEC §2 language-dependent slugs, en / fr / it, verbatim.
const SPEC_SLUGS: Record<string, readonly [string, string, string]> = {
  TravelVoucher: ['/en/travel-vouchers/', '/fr/bons-de-voyage/', '/it/buoni-viaggio/'],
  Distribution: [
    '/en/affiliate-program/',
    '/fr/programme-du-partenaire/',
    '/it/programma-del-partner/',
  ],
  Agency: ['/en/propertymanager/', '/fr/proprietaireprofessionelle/', '/it/agenzia/'],
  TravelConditions: [
    '/en/general-terms-and-conditions/',
    '/fr/termes-et-conditions-generales/',
    '/it/termini-e-condizioni-generali/',
  ],
  Privacy: ['/en/data-protection/', '/fr/protection-des-donnees/', '/it/protezione-dei-dati/'],
  Disclaimer: ['/en/imprint/', '/fr/mentions-legales/', '/it/imprenta/'],
  HolidayParks: ['/en/ferienparks/', '/fr/parcs-de-vacances/', '/it/ferienparks/'],
  Tips: ['/en/travel-tips/', '/fr/conseils-de-voyage/', '/it/consiglio-di-viaggio/'],
  Contact: ['/en/help-contact/', '/fr/aide-contact/', '/it/aiuto-contatto/'],
  WatchList: ['/en/favorite-property/', '/fr/ma-selection/', '/it/prememoria/'],
  RetailerRatingAnswer: [
    '/en/rating-landlord-comment/:ratingNumber/',
    '/fr/evaluation-commentaire-proprietaire/:ratingNumber/',
    '/it/valutazione-commento-locatore/:ratingNumber/',
  ],
};

const OFFER_FILTERS: Record<string, number> = {
  '/skiurlaub/': 122,
  '/skiurlaub-deutschland/': 124,
  '/skiurlaub-frankreich/': 125,
  '/skiurlaub-italien/': 127,
  '/skiurlaub-oesterreich/': 123,
  '/skiurlaub-schweiz/': 128,
  '/interhome/': 63,
  '/interchalet/': 149,
  '/belvilla/': 148,
  '/dancenter/': 112,
  '/belvilla-by-oyo/': 153,
  '/huetten-oesterreich/': 486,
  '/huetten-deutschland/': 487,
  '/novasol/': 998,
  '/steinbock-lodges/': 1124,
};

const baseNamesWhere = (predicate: (r: (typeof ROUTES)[number]) => boolean) =>
  [...new Set(ROUTES.filter(predicate).map((r) => r.baseName))].sort();

describe('route table integrity', () => {
  it('has unique names, one entry per base route and language', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ROUTES).toHaveLength(ROUTE_SPECS.length * LANGUAGES.length);
    for (const spec of ROUTE_SPECS) {
      for (const language of LANGUAGES) {
        const route = getRoute(spec.name, language);
        expect(route.name).toBe(localizedName(spec.name, language));
        expect(route.language).toBe(language);
        expect(route.baseName).toBe(spec.name);
      }
    }
  });

  it('names: the base name for de, a language suffix otherwise', () => {
    expect(getRoute('Privacy').name).toBe('Privacy');
    expect(getRoute('Privacy', 'en').name).toBe('Privacy_en');
    expect(getRoute('Privacy', 'fr').name).toBe('Privacy_fr');
    expect(getRoute('Privacy', 'it').name).toBe('Privacy_it');
    expect(getRoute('Privacy_it').language).toBe('it');
  });

  it('contains exactly the SPEC §2 routes with their German patterns', () => {
    // Beyond SPEC §2: the admin home and the audit log of the back office (issue 18).
    // Beyond it too: the accessibility statement the BFSG asks for (DOMAIN.md).
    const added = ['AdminAudit', 'AdminHome', 'Accessibility'];
    expect(ROUTE_SPECS.map((s) => s.name).sort()).toEqual(
      [...Object.keys(SPEC_ROUTES), ...added].sort(),
    );
    for (const [name, path] of Object.entries(SPEC_ROUTES)) {
      expect(getRoute(name).path, name).toBe(path);
    }
  });

  it('uses the SPEC §2 language-dependent slugs', () => {
    for (const [name, [en, fr, it]] of Object.entries(SPEC_SLUGS)) {
      expect([
        getRoute(name, 'en').path,
        getRoute(name, 'fr').path,
        getRoute(name, 'it').path,
      ]).toEqual([en, fr, it]);
    }
  });

  it('prefixes every non-German path with its language', () => {
    for (const route of ROUTES) {
      if (route.language === 'de') expect(route.path).not.toMatch(/^\/(en|fr|it|de|db)(\/|$)/);
      else expect(route.path.startsWith(`/${route.language}/`)).toBe(true);
    }
  });

  it('keeps routes without localized slugs identical behind the prefix', () => {
    expect(getRoute('Search', 'en').path).toBe('/en/search/');
    expect(getRoute('SearchSki', 'fr').path).toBe('/fr/skiurlaub/');
    expect(getRoute('Home', 'it').path).toBe('/it/');
  });

  it('has the same parameters in every language', () => {
    for (const spec of ROUTE_SPECS) {
      const de = getRoute(spec.name).params;
      for (const language of LANGUAGES) expect(getRoute(spec.name, language).params).toEqual(de);
    }
  });

  it('validates parameters as SPEC §5 says', () => {
    const param = (route: string, name: string) =>
      getRoute(route).params.find((p) => p.name === name);
    for (const [route, name] of [
      ['ObjectPage', 'objectNumber'],
      ['RedeemTravelVoucher', 'bookingID'],
      ['RedeemTravelVoucher', 'customerNumber'],
      ['Poi', 'poiId'],
      ['RetailerRatingAnswer', 'ratingNumber'],
      ['BookingDetails', 'bookingDisplayNumber'],
    ] as const) {
      expect(param(route, name)?.type, `${route}.${name}`).toBe('int');
    }
    expect(param('Faq', 'part')).toMatchObject({ values: ['faq1', 'faq2'], optional: true });
    expect(param('Payment', 'language')).toMatchObject({ values: ['de', 'en'], optional: false });
    expect(param('Booking', 'objectNumber')?.optional).toBe(true);
    expect(param('ThemeLanding', 'offerID')).toMatchObject({ type: 'int', optional: true });
    expect(param('ThemeLanding', 'slug')).toMatchObject({ pattern: '[a-z0-9-]+', optional: false });
  });

  it('has a canonical trailing slash except for file-like paths', () => {
    for (const route of ROUTES) {
      expect(route.trailingSlash, route.name).toBe(route.baseName !== 'HomeLegacy');
      expect(route.path.endsWith('/'), route.name).toBe(route.trailingSlash);
    }
  });

  it('sets the pre-filtered search pages’ offer filter ids', () => {
    const byPath = Object.fromEntries(
      ROUTES.filter((r) => r.language === 'de' && r.offerFilterId !== undefined).map((r) => [
        r.path,
        r.offerFilterId,
      ]),
    );
    expect(byPath).toEqual(OFFER_FILTERS);
    expect(getRoute('SearchSkiCH').offerFilterId).toBe(128);
    expect(getRoute('SearchSkiFR', 'it').offerFilterId).toBe(125);
    for (const route of ROUTES.filter((r) => r.offerFilterId !== undefined)) {
      expect(route.view).toBe('Search');
    }
  });

  it('flags: header hidden on request, booking, search, object and affiliate-redirect screens', () => {
    expect(baseNamesWhere((r) => r.headerHidden)).toEqual(
      [
        'AffiliateRedirect',
        'Booking',
        'BookingFinish',
        'BookingSummary',
        'Lastminute',
        'ObjectPage',
        'Option',
        'OptionFinish',
        'OptionSummary',
        'Request',
        'Search',
        'ThemeLanding',
        ...ROUTE_SPECS.filter((s) => 'offerFilterId' in s).map((s) => s.name),
      ].sort(),
    );
  });

  it('flags: footer, booking footer, cookie settings and banner', () => {
    expect(baseNamesWhere((r) => r.footerHidden)).toEqual([
      'AffiliateRedirect',
      'BookingStalker',
      'LocaleEditor',
    ]);
    expect(baseNamesWhere((r) => r.hideCookieSettings)).toEqual([
      'Booking',
      'BookingSummary',
      'Option',
      'OptionSummary',
    ]);
    expect(baseNamesWhere((r) => r.hideCookieBanner)).toEqual([
      'Accessibility',
      'Disclaimer',
      'Payment',
      'Privacy',
    ]);
    expect(baseNamesWhere((r) => r.bookingFooter)).toEqual([
      'Booking',
      'BookingFinish',
      'BookingOverView',
      'BookingSummary',
      'Option',
      'OptionFinish',
      'OptionSummary',
    ]);
  });

  it('flags: authentication only for the booking overview, details, debug and locale editor', () => {
    expect(baseNamesWhere((r) => r.requiresAuth)).toEqual([
      'BookingDetails',
      'BookingOverView',
      'LocaleEditor',
      'UserDebug',
    ]);
    for (const name of [
      'UserHome',
      'UserLogin',
      'UserRegistration',
      'UserRegistrationConfirm',
      'UserPasswordRequest',
      'UserPasswordReset',
    ]) {
      expect(getRoute(name).requiresAuth, name).toBe(false);
      expect(getRoute(name).view).toBe('UserView');
    }
  });

  it('flags: admin for the admin and demo pages', () => {
    const admin = ROUTES.filter((r) => r.admin && r.language === 'de').map((r) => r.path);
    expect(admin.sort()).toEqual(
      Object.values(SPEC_ROUTES)
        .filter((p) => p.startsWith('/admin/') || p.startsWith('/demo/'))
        .concat('/admin/', '/admin/audit/')
        .sort(),
    );
  });

  it('content groups: 1 start, 2 result list, 3 object, 4 booking flow, 5 other', () => {
    const group = (name: RouteName) => getRoute(name).contentGroup;
    expect([group('Home'), group('HomeLanding'), group('HomeLegacy')]).toEqual([1, 1, 1]);
    expect([
      group('Search'),
      group('Lastminute'),
      group('SearchSki'),
      group('ThemeLanding'),
    ]).toEqual([2, 2, 2, 2]);
    expect([group('ObjectPage'), group('ObjectPageOld')]).toEqual([3, 3]);
    for (const name of [
      'Booking',
      'BookingSummary',
      'BookingFinish',
      'Option',
      'Request',
    ] as const) {
      expect(group(name)).toBe(4);
    }
    expect([group('Privacy'), group('UserHome'), group('AdminTeaser')]).toEqual([5, 5, 5]);
  });

  it('statuses and views of the special routes', () => {
    expect(getRoute('Newsletter')).toMatchObject({ view: 'Error404', status: 404 });
    expect(getRoute('NewsletterNew', 'en')).toMatchObject({ view: 'Error404', status: 404 });
    expect(getRoute('Error404')).toMatchObject({ view: 'Error404', status: 404 });
    expect(getRoute('Error500')).toMatchObject({ view: 'Error500', status: 500 });
    expect(getRoute('ObjectPageOld')).toMatchObject({
      view: 'Redirect',
      redirectTo: 'ObjectPage',
      status: 301,
    });
    expect(getRoute('HomeLegacy')).toMatchObject({ view: 'Redirect', redirectTo: 'Home' });
    expect(getRoute('OptionSummary')).toMatchObject({
      view: 'Booking',
      bookingStep: 2,
      bookingMethod: 'option',
    });
    expect(getRoute('ContactPartner', 'fr')).toMatchObject({
      view: 'ContactForm',
      contactForm: 'partner',
    });
    for (const route of ROUTES) {
      expect(route.status === 301, route.name).toBe(route.view === 'Redirect');
    }
  });
});

describe('routerPaths', () => {
  it('gives React Router patterns and expands enum parameters', () => {
    expect(routerPaths(getRoute('ObjectPage', 'en'))).toEqual(['/en/object/:objectNumber/']);
    expect(routerPaths(getRoute('Home'))).toEqual(['/']);
    expect(routerPaths(getRoute('Home', 'fr'))).toEqual(['/fr/']);
    expect(routerPaths(getRoute('HomeLegacy'))).toEqual(['/index.cfm']);
    expect(routerPaths(getRoute('Booking'))).toEqual(['/booking/start/:objectNumber?/']);
    expect(routerPaths(getRoute('Faq', 'it'))).toEqual([
      '/it/domande-frequenti/',
      '/it/domande-frequenti/faq1/',
      '/it/domande-frequenti/faq2/',
    ]);
    expect(routerPaths(getRoute('Payment'))).toEqual(['/payment/de/', '/payment/en/']);
    expect(routerPaths(getRoute('Poi'))).toEqual([
      '/Reisebericht/:url?/:poiId/',
      '/Sehenswuerdigkeit/:url?/:poiId/',
    ]);
  });

  it('never gives the same pattern to two routes', () => {
    const all = ROUTES.flatMap((r) => routerPaths(r));
    expect(new Set(all).size).toBe(all.length);
  });
});
