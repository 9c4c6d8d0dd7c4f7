import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  alternates,
  buildPath,
  canonicalPath,
  getRoute,
  matchRoute,
  withCanonicalTrailingSlash,
} from './index';

type Params = Record<string, string | number>;

// [path, matched route name, params]: every route in de and in at least one other language.
const EXAMPLES: readonly (readonly [string, string, Params])[] = [
  ['/', 'Home', {}],
  ['/en/', 'Home_en', {}],
  ['/fr/', 'Home_fr', {}],
  ['/it/', 'Home_it', {}],
  ['/ferienhaus-suche/', 'HomeLanding', {}],
  ['/fr/ferienhaus-suche/', 'HomeLanding_fr', {}],
  ['/index.cfm', 'HomeLegacy', {}],
  ['/it/index.cfm', 'HomeLegacy_it', {}],
  ['/hilfe-kontakt/formular-gast/', 'ContactGuest', {}],
  ['/en/help-contact/guest-form/', 'ContactGuest_en', {}],
  ['/booking/start/', 'Booking', {}],
  ['/booking/start/12345/', 'Booking', { objectNumber: 12345 }],
  ['/fr/booking/start/7/', 'Booking_fr', { objectNumber: 7 }],
  ['/en/booking/start/', 'Booking_en', {}],
  ['/booking/summary/12345/', 'BookingSummary', { objectNumber: 12345 }],
  ['/it/booking/summary/1/', 'BookingSummary_it', { objectNumber: 1 }],
  ['/booking/finish/12345/', 'BookingFinish', { objectNumber: 12345 }],
  ['/en/booking/finish/99/', 'BookingFinish_en', { objectNumber: 99 }],
  ['/option/start/', 'Option', {}],
  ['/option/start/5/', 'Option', { objectNumber: 5 }],
  ['/en/option/start/5/', 'Option_en', { objectNumber: 5 }],
  ['/option/summary/5/', 'OptionSummary', { objectNumber: 5 }],
  ['/fr/option/summary/5/', 'OptionSummary_fr', { objectNumber: 5 }],
  ['/option/finish/5/', 'OptionFinish', { objectNumber: 5 }],
  ['/it/option/finish/5/', 'OptionFinish_it', { objectNumber: 5 }],
  ['/request/4711/', 'Request', { objectNumber: 4711 }],
  ['/en/request/4711/', 'Request_en', { objectNumber: 4711 }],
  ['/incorrect/', 'PartnerRequired', {}],
  ['/fr/incorrect/', 'PartnerRequired_fr', {}],
  ['/object/12345/', 'ObjectPage', { objectNumber: 12345 }],
  ['/it/object/12345/', 'ObjectPage_it', { objectNumber: 12345 }],
  ['/object/0/', 'ObjectPage', { objectNumber: 0 }],
  ['/12345/', 'ObjectPageOld', { objectNumber: 12345 }],
  ['/12345', 'ObjectPageOld', { objectNumber: 12345 }],
  ['/en/12345/', 'ObjectPageOld_en', { objectNumber: 12345 }],
  ['/search/', 'Search', {}],
  ['/en/search/', 'Search_en', {}],
  ['/lastminute/', 'Lastminute', {}],
  ['/fr/lastminute/', 'Lastminute_fr', {}],
  [
    '/Reisebericht/toskana-reise/42/',
    'Poi',
    { poiType: 'Reisebericht', url: 'toskana-reise', poiId: 42 },
  ],
  ['/Sehenswuerdigkeit/42/', 'Poi', { poiType: 'Sehenswuerdigkeit', poiId: 42 }],
  ['/Reisebericht/2019/42/', 'Poi', { poiType: 'Reisebericht', url: '2019', poiId: 42 }],
  [
    '/it/Sehenswuerdigkeit/Colosseo_Roma/9/',
    'Poi_it',
    { poiType: 'Sehenswuerdigkeit', url: 'Colosseo_Roma', poiId: 9 },
  ],
  ['/bookingStalker/', 'BookingStalker', {}],
  ['/en/bookingStalker/', 'BookingStalker_en', {}],
  ['/error/301/', 'Error301', {}],
  ['/fr/error/301/', 'Error301_fr', {}],
  ['/error/404/', 'Error404', {}],
  ['/it/error/404/', 'Error404_it', {}],
  ['/error/500/', 'Error500', {}],
  ['/en/error/500/', 'Error500_en', {}],
  ['/newsletter/', 'Newsletter', {}],
  ['/en/newsletter/', 'Newsletter_en', {}],
  ['/nlnew/', 'NewsletterNew', {}],
  ['/it/nlnew/', 'NewsletterNew_it', {}],
  ['/ihr-reisegutschein/123/456/', 'RedeemTravelVoucher', { bookingID: 123, customerNumber: 456 }],
  ['/en/ihr-reisegutschein/1/2/', 'RedeemTravelVoucher_en', { bookingID: 1, customerNumber: 2 }],
  ['/landlord/booking/confirmation/', 'LandlordBookingConfirmation', {}],
  ['/fr/landlord/booking/confirmation/', 'LandlordBookingConfirmation_fr', {}],
  ['/payment/de/', 'Payment', { language: 'de' }],
  ['/payment/en/', 'Payment', { language: 'en' }],
  ['/en/payment/de/', 'Payment_en', { language: 'de' }],
  ['/corona-info/', 'CoronaInfo', {}],
  ['/it/corona-info/', 'CoronaInfo_it', {}],
  ['/localeEditor/', 'LocaleEditor', {}],
  ['/en/localeEditor/', 'LocaleEditor_en', {}],
  ['/outdated/', 'Outdated', {}],
  ['/fr/outdated/', 'Outdated_fr', {}],
  ['/empty/', 'EmptyDummy', {}],
  ['/it/empty/', 'EmptyDummy_it', {}],
  ['/affiliate-redirect/', 'AffiliateRedirect', {}],
  ['/en/affiliate-redirect/', 'AffiliateRedirect_en', {}],
  ['/reiseziele/', 'Destinations', {}],
  ['/fr/reiseziele/', 'Destinations_fr', {}],
  // User area
  ['/user/', 'UserHome', {}],
  ['/en/user/', 'UserHome_en', {}],
  ['/user/login/', 'UserLogin', {}],
  ['/fr/user/login/', 'UserLogin_fr', {}],
  ['/user/registration/', 'UserRegistration', {}],
  ['/it/user/registration/', 'UserRegistration_it', {}],
  ['/user/registration/confirm/', 'UserRegistrationConfirm', {}],
  ['/en/user/registration/confirm/', 'UserRegistrationConfirm_en', {}],
  ['/user/password/request/', 'UserPasswordRequest', {}],
  ['/fr/user/password/request/', 'UserPasswordRequest_fr', {}],
  ['/user/password/reset/', 'UserPasswordReset', {}],
  ['/it/user/password/reset/', 'UserPasswordReset_it', {}],
  ['/user/debug/', 'UserDebug', {}],
  ['/en/user/debug/', 'UserDebug_en', {}],
  ['/user/booking-overview/', 'BookingOverView', {}],
  ['/fr/user/booking-overview/', 'BookingOverView_fr', {}],
  ['/user/booking-details/2024001/', 'BookingDetails', { bookingDisplayNumber: 2024001 }],
  ['/it/user/booking-details/8/', 'BookingDetails_it', { bookingDisplayNumber: 8 }],
  // Pre-filtered search pages
  ['/skiurlaub/', 'SearchSki', {}],
  ['/en/skiurlaub/', 'SearchSki_en', {}],
  ['/skiurlaub-deutschland/', 'SearchSkiDE', {}],
  ['/fr/skiurlaub-deutschland/', 'SearchSkiDE_fr', {}],
  ['/skiurlaub-frankreich/', 'SearchSkiFR', {}],
  ['/it/skiurlaub-frankreich/', 'SearchSkiFR_it', {}],
  ['/skiurlaub-italien/', 'SearchSkiIT', {}],
  ['/en/skiurlaub-italien/', 'SearchSkiIT_en', {}],
  ['/skiurlaub-oesterreich/', 'SearchSkiAT', {}],
  ['/fr/skiurlaub-oesterreich/', 'SearchSkiAT_fr', {}],
  ['/skiurlaub-schweiz/', 'SearchSkiCH', {}],
  ['/it/skiurlaub-schweiz/', 'SearchSkiCH_it', {}],
  ['/interhome/', 'SearchInterhome', {}],
  ['/en/interhome/', 'SearchInterhome_en', {}],
  ['/interchalet/', 'SearchInterchalet', {}],
  ['/fr/interchalet/', 'SearchInterchalet_fr', {}],
  ['/belvilla/', 'SearchBelvilla', {}],
  ['/it/belvilla/', 'SearchBelvilla_it', {}],
  ['/dancenter/', 'SearchDancenter', {}],
  ['/en/dancenter/', 'SearchDancenter_en', {}],
  ['/belvilla-by-oyo/', 'SearchBelvillaByOyo', {}],
  ['/fr/belvilla-by-oyo/', 'SearchBelvillaByOyo_fr', {}],
  ['/huetten-oesterreich/', 'SearchHutsAT', {}],
  ['/it/huetten-oesterreich/', 'SearchHutsAT_it', {}],
  ['/huetten-deutschland/', 'SearchHutsDE', {}],
  ['/en/huetten-deutschland/', 'SearchHutsDE_en', {}],
  ['/novasol/', 'SearchNovasol', {}],
  ['/fr/novasol/', 'SearchNovasol_fr', {}],
  ['/steinbock-lodges/', 'SearchSteinbockLodges', {}],
  ['/it/steinbock-lodges/', 'SearchSteinbockLodges_it', {}],
  // Themed landing routes
  ['/ferienhaus-weihnachten/', 'Christmas', {}],
  ['/en/ferienhaus-weihnachten/', 'Christmas_en', {}],
  ['/familienurlaub/', 'Family', {}],
  ['/fr/familienurlaub/', 'Family_fr', {}],
  ['/ferienparks/', 'HolidayParks', {}],
  ['/en/ferienparks/', 'HolidayParks_en', {}],
  ['/fr/parcs-de-vacances/', 'HolidayParks_fr', {}],
  ['/it/ferienparks/', 'HolidayParks_it', {}],
  ['/winterurlaub/', 'WinterVacation', {}],
  ['/it/winterurlaub/', 'WinterVacation_it', {}],
  ['/daenemarkurlaub-mit-hund/', 'DogVacationDenmark', {}],
  ['/en/daenemarkurlaub-mit-hund/', 'DogVacationDenmark_en', {}],
  ['/reisetipps/ferientermine/land/de/', 'HolidayDates', { countryCode: 'de' }],
  ['/fr/reisetipps/ferientermine/land/at/', 'HolidayDates_fr', { countryCode: 'at' }],
  [
    '/besondere-angebote/12/ferienhaus-mit-pool-italien/',
    'ThemeLanding',
    { offerID: 12, slug: 'ferienhaus-mit-pool-italien' },
  ],
  ['/besondere-angebote/hunde-erlaubt/', 'ThemeLanding', { slug: 'hunde-erlaubt' }],
  ['/besondere-angebote/123/', 'ThemeLanding', { slug: '123' }],
  ['/it/besondere-angebote/3/sci-2025/', 'ThemeLanding_it', { offerID: 3, slug: 'sci-2025' }],
  ['/urlaub-mit-hund/', 'Pets', {}],
  ['/en/holidays-with-dogs/', 'Pets_en', {}],
  ['/ukraine-hilfe/', 'HelpUkraine', {}],
  ['/fr/aide-ukraine/', 'HelpUkraine_fr', {}],
  ['/ueber-uns/', 'About', {}],
  ['/it/chi-siamo/', 'About_it', {}],
  // Language-dependent slugs
  ['/reisegutscheine/', 'TravelVoucher', {}],
  ['/en/travel-vouchers/', 'TravelVoucher_en', {}],
  ['/fr/bons-de-voyage/', 'TravelVoucher_fr', {}],
  ['/it/buoni-viaggio/', 'TravelVoucher_it', {}],
  ['/partnerprogramm/', 'Distribution', {}],
  ['/en/affiliate-program/', 'Distribution_en', {}],
  ['/fr/programme-du-partenaire/', 'Distribution_fr', {}],
  ['/it/programma-del-partner/', 'Distribution_it', {}],
  ['/agentur/', 'Agency', {}],
  ['/en/propertymanager/', 'Agency_en', {}],
  ['/fr/proprietaireprofessionelle/', 'Agency_fr', {}],
  ['/it/agenzia/', 'Agency_it', {}],
  ['/reisebedingungen/', 'TravelConditions', {}],
  ['/en/general-terms-and-conditions/', 'TravelConditions_en', {}],
  ['/fr/termes-et-conditions-generales/', 'TravelConditions_fr', {}],
  ['/it/termini-e-condizioni-generali/', 'TravelConditions_it', {}],
  ['/barrierefreiheit/', 'Accessibility', {}],
  ['/en/accessibility/', 'Accessibility_en', {}],
  ['/fr/accessibilite/', 'Accessibility_fr', {}],
  ['/it/accessibilita/', 'Accessibility_it', {}],
  ['/haeufige-fragen/', 'Faq', {}],
  ['/haeufige-fragen/faq1/', 'Faq', { part: 'faq1' }],
  ['/haeufige-fragen/faq2/', 'Faq', { part: 'faq2' }],
  ['/en/faq/', 'Faq_en', {}],
  ['/fr/questions-frequentes/faq1/', 'Faq_fr', { part: 'faq1' }],
  ['/it/domande-frequenti/faq2/', 'Faq_it', { part: 'faq2' }],
  ['/datenschutz/', 'Privacy', {}],
  ['/en/data-protection/', 'Privacy_en', {}],
  ['/fr/protection-des-donnees/', 'Privacy_fr', {}],
  ['/it/protezione-dei-dati/', 'Privacy_it', {}],
  ['/impressum/', 'Disclaimer', {}],
  ['/en/imprint/', 'Disclaimer_en', {}],
  ['/fr/mentions-legales/', 'Disclaimer_fr', {}],
  ['/it/imprenta/', 'Disclaimer_it', {}],
  ['/reisetipps/', 'Tips', {}],
  ['/en/travel-tips/', 'Tips_en', {}],
  ['/fr/conseils-de-voyage/', 'Tips_fr', {}],
  ['/it/consiglio-di-viaggio/', 'Tips_it', {}],
  ['/reisetipps/reisegesundheit/', 'TipsHealth', {}],
  ['/en/travel-tips/travel-health/', 'TipsHealth_en', {}],
  ['/reisetipps/checklisten/', 'TipsChecklists', {}],
  ['/fr/conseils-de-voyage/listes-de-controle/', 'TipsChecklists_fr', {}],
  ['/newsletter-anmeldung/', 'NewsletterSignup', {}],
  ['/en/newsletter-signup/', 'NewsletterSignup_en', {}],
  ['/newsletter-anmeldung/bestaetigen/', 'NewsletterConfirm', {}],
  ['/fr/inscription-newsletter/confirmer/', 'NewsletterConfirm_fr', {}],
  ['/newsletter-anmeldung/abmelden/', 'NewsletterUnsubscribe', {}],
  ['/it/iscrizione-newsletter/disiscrizione/', 'NewsletterUnsubscribe_it', {}],
  ['/hilfe-kontakt/', 'Contact', {}],
  ['/en/help-contact/', 'Contact_en', {}],
  ['/fr/aide-contact/', 'Contact_fr', {}],
  ['/it/aiuto-contatto/', 'Contact_it', {}],
  ['/hilfe-kontakt/formular-vermieter/', 'ContactLandlord', {}],
  ['/it/aiuto-contatto/modulo-locatore/', 'ContactLandlord_it', {}],
  ['/hilfe-kontakt/formular-partner/', 'ContactPartner', {}],
  ['/en/help-contact/partner-form/', 'ContactPartner_en', {}],
  ['/hilfe-kontakt/formular-agentur/', 'ContactAgency', {}],
  ['/fr/aide-contact/formulaire-agence/', 'ContactAgency_fr', {}],
  ['/watchlist/', 'WatchList', {}],
  ['/en/favorite-property/', 'WatchList_en', {}],
  ['/fr/ma-selection/', 'WatchList_fr', {}],
  ['/it/prememoria/', 'WatchList_it', {}],
  ['/bewertung-vermieterkommentar/987/', 'RetailerRatingAnswer', { ratingNumber: 987 }],
  ['/en/rating-landlord-comment/987/', 'RetailerRatingAnswer_en', { ratingNumber: 987 }],
  [
    '/fr/evaluation-commentaire-proprietaire/987/',
    'RetailerRatingAnswer_fr',
    { ratingNumber: 987 },
  ],
  ['/it/valutazione-commento-locatore/987/', 'RetailerRatingAnswer_it', { ratingNumber: 987 }],
  ['/bewertung-abgeben/42/', 'RateStay', { bookingID: 42 }],
  ['/en/rate-your-stay/42/', 'RateStay_en', { bookingID: 42 }],
  ['/fr/evaluer-sejour/42/', 'RateStay_fr', { bookingID: 42 }],
  ['/it/valuta-soggiorno/42/', 'RateStay_it', { bookingID: 42 }],
  ['/hundestrand-kroatien/', 'DogBeachCroatia', {}],
  ['/en/dog-beach-croatia/', 'DogBeachCroatia_en', {}],
  ['/hundestrand-nordsee/', 'DogBeachNorthSea', {}],
  ['/fr/plage-pour-chiens-mer-du-nord/', 'DogBeachNorthSea_fr', {}],
  ['/hundestrand-ostsee/', 'DogBeachBalticSea', {}],
  ['/it/spiaggia-per-cani-mar-baltico/', 'DogBeachBalticSea_it', {}],
  // Admin and demo pages
  ['/admin/payments/', 'AdminPayments', {}],
  ['/it/admin/payments/', 'AdminPayments_it', {}],
  ['/admin/bookings/', 'AdminBookings', {}],
  ['/fr/admin/bookings/', 'AdminBookings_fr', {}],
  ['/admin/partners/', 'AdminPartners', {}],
  ['/it/admin/partners/', 'AdminPartners_it', {}],
  ['/admin/ratings/', 'AdminRatings', {}],
  ['/en/admin/ratings/', 'AdminRatings_en', {}],
  ['/admin/catalogue/', 'AdminCatalogue', {}],
  ['/fr/admin/catalogue/', 'AdminCatalogue_fr', {}],
  ['/admin/schedule/edit/', 'AdminScheduleEdit', {}],
  ['/en/admin/schedule/edit/', 'AdminScheduleEdit_en', {}],
  ['/admin/s3upload/', 'AdminS3Upload', {}],
  ['/fr/admin/s3upload/', 'AdminS3Upload_fr', {}],
  ['/admin/s3uploadOffice/', 'AdminS3UploadOffice', {}],
  ['/it/admin/s3uploadOffice/', 'AdminS3UploadOffice_it', {}],
  ['/admin/snippets/', 'AdminSnippets', {}],
  ['/en/admin/snippets/', 'AdminSnippets_en', {}],
  ['/admin/teaser/', 'AdminTeaser', {}],
  ['/fr/admin/teaser/', 'AdminTeaser_fr', {}],
  ['/admin/cmsplayground/', 'AdminCmsPlayground', {}],
  ['/it/admin/cmsplayground/', 'AdminCmsPlayground_it', {}],
  ['/demo/cluster/', 'DemoCluster', {}],
  ['/en/demo/cluster/', 'DemoCluster_en', {}],
  ['/admin/', 'AdminHome', {}],
  ['/en/admin/', 'AdminHome_en', {}],
  ['/admin/audit/', 'AdminAudit', {}],
  ['/it/admin/audit/', 'AdminAudit_it', {}],
  ['/demo/faq/', 'DemoFaq', {}],
  ['/fr/demo/faq/', 'DemoFaq_fr', {}],
];

describe('matchRoute examples', () => {
  it.each(EXAMPLES)('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    const route = getRoute(name);
    expect(match).not.toBeNull();
    expect(match?.name).toBe(name);
    expect(match?.baseName).toBe(route.baseName);
    expect(match?.language).toBe(route.language);
    expect(match?.route).toBe(route);
    expect({ ...match?.params }).toEqual(params);
    if (route.view !== 'Redirect' && path.endsWith('/')) expect(match?.redirect).toBeNull();
  });

  it('cover every route in de and in at least one other language', () => {
    const matched = new Set(EXAMPLES.map(([, name]) => name));
    for (const route of ROUTES.filter((r) => r.language === 'de')) {
      expect(matched.has(route.name), route.name).toBe(true);
      const others = ['en', 'fr', 'it'].filter((l) => matched.has(`${route.name}_${l}`));
      expect(others.length, route.name).toBeGreaterThan(0);
    }
  });

  it('parses int parameters to numbers and keeps the others as strings', () => {
    const match = matchRoute('/Reisebericht/abc/0042/');
    expect(match?.baseName).toBe('Poi');
    if (match?.baseName === 'Poi') {
      expect(match.params.poiId).toBe(42);
      expect(typeof match.params.url).toBe('string');
    }
    const old = matchRoute('/000123/');
    expect(old?.params).toEqual({ objectNumber: 123 });
    expect(old?.redirect).toBe('/object/123/');
  });
});

describe('matchRoute strictness', () => {
  it.each([
    '',
    'search/',
    '//',
    '//search/',
    '/search//',
    '/Search/',
    '/SEARCH/',
    '/search/x/',
    '/searchx/',
    '/search/?q=1',
    '/search/#top',
    '/suche/',
    '/es/search/',
    '/en/en/search/',
    '/en/de/search/',
    '/english/search/',
    '/object/',
    '/object/abc/',
    '/object/12a/',
    '/object/-1/',
    '/object/1.5/',
    '/object/1e5/',
    '/object/%31/',
    '/object/1/2/',
    '/object/1234567890123456/',
    '/12345abc/',
    '/-1/',
    '/1234567890123456/',
    '/12345/x/',
    '/booking/start/abc/',
    '/booking/summary/',
    '/booking/summary/x/',
    '/request/',
    '/haeufige-fragen/faq3/',
    '/haeufige-fragen/FAQ1/',
    '/haeufige-fragen/faq1/faq2/',
    '/en/faq/faq3/',
    '/payment/fr/',
    '/payment/it/',
    '/payment/EN/',
    '/payment/',
    '/en/payment/fr/',
    '/ihr-reisegutschein/1/',
    '/ihr-reisegutschein/1/x/',
    '/ihr-reisegutschein/x/1/',
    '/Reisebericht/',
    '/Reisebericht/abc/',
    '/Reisebericht/a b/1/',
    '/Reisebericht/a.b/1/',
    '/reisebericht/1/',
    '/Reisebericht/a/b/1/',
    '/Blog/abc/1/',
    '/user/booking-details/',
    '/user/booking-details/x/',
    '/user/unknown/',
    '/besondere-angebote/',
    '/besondere-angebote/Pool/',
    '/besondere-angebote/pool_italien/',
    '/besondere-angebote/1/2/3/',
    '/besondere-angebote/x/pool/',
    '/reisetipps/ferientermine/land/deu/',
    '/reisetipps/ferientermine/land/DE/',
    '/reisetipps/ferientermine/land/',
    '/bewertung-vermieterkommentar/',
    '/bewertung-vermieterkommentar/x/',
    '/en/bewertung-vermieterkommentar/1/',
    '/rating-landlord-comment/1/',
    '/fr/ferienparks/',
    '/en/datenschutz/',
    '/data-protection/',
    '/de/data-protection/',
    '/it/haeufige-fragen/',
    '/localeeditor/',
    '/bookingstalker/',
    '/admin/S3upload/',
    '/index.html',
    '/index.cfm.bak',
    '/ferienhaus-italien/toskana/',
  ])('%s → null', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('trailing slash, prefixes and canonical paths', () => {
  it.each([
    // [request, route name, canonical, needsTrailingSlash]
    ['/search', 'Search', '/search/', true],
    ['/en/search', 'Search_en', '/en/search/', true],
    ['/en', 'Home_en', '/en/', true],
    ['/object/123', 'ObjectPage', '/object/123/', true],
    ['/user/booking-details/5', 'BookingDetails', '/user/booking-details/5/', true],
    ['/affiliate-redirect', 'AffiliateRedirect', '/affiliate-redirect/', true],
    ['/admin/schedule/edit', 'AdminScheduleEdit', '/admin/schedule/edit/', true],
    ['/ferienhaus-weihnachten', 'Christmas', '/ferienhaus-weihnachten/', true],
    ['/booking/start', 'Booking', '/booking/start/', true],
    ['/de/search/', 'Search', '/search/', false],
    ['/db/search/', 'Search', '/search/', false],
    ['/db/search', 'Search', '/search/', true],
    ['/de/', 'Home', '/', false],
    ['/db', 'Home', '/', true],
    ['/EN/search/', 'Search_en', '/en/search/', false],
    ['/Db/datenschutz/', 'Privacy', '/datenschutz/', false],
    ['/object/007/', 'ObjectPage', '/object/7/', false],
    ['/12345', 'ObjectPageOld', '/object/12345/', true],
    ['/fr/12345/', 'ObjectPageOld_fr', '/fr/object/12345/', false],
    ['/index.cfm', 'HomeLegacy', '/', false],
    ['/index.cfm/', 'HomeLegacy', '/', false],
    ['/en/index.cfm', 'HomeLegacy_en', '/en/', false],
  ] as const)('%s → %s, canonical %s', (path, name, canonical, needsSlash) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    expect(match?.canonical).toBe(canonical);
    expect(match?.needsTrailingSlash).toBe(needsSlash);
    expect(match?.redirect).toBe(canonical);
    expect(canonicalPath(path)).toEqual({ path: canonical, redirect: true });
  });

  it('canonical requests need no redirect', () => {
    for (const path of ['/', '/en/', '/search/', '/object/1/', '/fr/parcs-de-vacances/']) {
      expect(matchRoute(path)?.redirect).toBeNull();
      expect(canonicalPath(path)).toEqual({ path, redirect: false });
    }
  });

  it('canonicalPath is null for unknown paths (the server lookup decides)', () => {
    expect(canonicalPath('/ferienhaus-italien/')).toBeNull();
    expect(canonicalPath('/object/abc/')).toBeNull();
  });

  it.each([
    ['/ferienhaus-italien', '/ferienhaus-italien/'],
    ['/ferienhaus-italien/', '/ferienhaus-italien/'],
    ['/', '/'],
    ['/index.cfm', '/index.cfm'],
    ['/index.cfm/', '/index.cfm'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/a.b/c', '/a.b/c/'],
  ])('withCanonicalTrailingSlash(%s) = %s', (path, expected) => {
    expect(withCanonicalTrailingSlash(path)).toBe(expected);
  });
});

describe('alternates', () => {
  it('gives the same page in each language, with the language slugs', () => {
    const privacy = matchRoute('/fr/protection-des-donnees/');
    expect(privacy && alternates(privacy)).toEqual({
      de: '/datenschutz/',
      en: '/en/data-protection/',
      fr: '/fr/protection-des-donnees/',
      it: '/it/protezione-dei-dati/',
    });
    const faq = matchRoute('/haeufige-fragen/faq2/');
    expect(faq && alternates(faq)).toEqual({
      de: '/haeufige-fragen/faq2/',
      en: '/en/faq/faq2/',
      fr: '/fr/questions-frequentes/faq2/',
      it: '/it/domande-frequenti/faq2/',
    });
    const rating = matchRoute('/en/rating-landlord-comment/55/');
    expect(rating && alternates(rating).it).toBe('/it/valutazione-commento-locatore/55/');
    const search = matchRoute('/db/search');
    expect(search && alternates(search)).toEqual({
      de: '/search/',
      en: '/en/search/',
      fr: '/fr/search/',
      it: '/it/search/',
    });
  });

  it('keeps parameters and gives redirect routes their target', () => {
    const old = matchRoute('/it/0042');
    expect(old && alternates(old)).toEqual({
      de: '/object/42/',
      en: '/en/object/42/',
      fr: '/fr/object/42/',
      it: '/it/object/42/',
    });
    const legacy = matchRoute('/index.cfm');
    expect(legacy && alternates(legacy).en).toBe('/en/');
    const theme = matchRoute('/besondere-angebote/9/pool/');
    expect(theme && alternates(theme).fr).toBe('/fr/besondere-angebote/9/pool/');
  });

  it('round-trips: every alternate matches the same base route and params', () => {
    for (const [path] of EXAMPLES) {
      const match = matchRoute(path);
      if (match === null) throw new Error(path);
      const target = match.route.redirectTo ?? match.baseName;
      for (const [language, alternate] of Object.entries(alternates(match))) {
        const back = matchRoute(alternate);
        expect(back?.baseName).toBe(target);
        expect(back?.language).toBe(language);
        expect(back?.redirect).toBeNull();
        expect(back?.params).toEqual(match.params);
        expect(alternate).toBe(buildPath(target, match.params, back?.language));
      }
    }
  });
});
