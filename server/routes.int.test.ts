// Every route of the table, in German and English: status code and view (and Location for
// redirects), served through the production bundle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAM_DEFINITIONS, ROUTES, buildPath, type RouteDefinition } from '#core/routes';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { build, type TestApp } from '#tests/helpers/app';

const SAMPLE: Record<string, string | number> = {
  objectNumber: 100123,
  bookingID: 77,
  customerNumber: 4711,
  poiId: 12,
  ratingNumber: 9001,
  bookingDisplayNumber: 202600017,
  offerID: 510,
  part: 'faq1',
  language: 'en',
  poiType: 'Sehenswuerdigkeit',
  url: 'alte-bruecke',
  slug: 'hundeurlaub-kroatien',
  countryCode: 'de',
};

function samplePath(route: RouteDefinition): string {
  const params: Record<string, string | number> = {};
  for (const param of route.params) {
    if (param.name in PARAM_DEFINITIONS) params[param.name] = SAMPLE[param.name] ?? 1;
  }
  return buildPath(route.name, params, route.language);
}

const cases = ROUTES.filter((r) => r.language === 'de' || r.language === 'en').map(
  (route) => [route.name, route] as const,
);

describe('every route of the table', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The object page renders a real object (unknown ones are 404): a small catalogue.
    t = await build({ ssr: true, catalogue: { objects: 20 } });
    SAMPLE.objectNumber = await firstActiveObjectNumber(t.deps.database);
  });
  afterAll(() => t.close());

  it.each(cases)('%s', async (_name, route) => {
    const path = samplePath(route);
    const res = await t.app.inject({ url: path });
    if (route.view === 'Redirect') {
      expect(res.statusCode).toBe(301);
      const target = route.redirectTo!;
      const params = target === 'ObjectPage' ? { objectNumber: SAMPLE.objectNumber } : {};
      expect(res.headers.location).toBe(buildPath(target, params, route.language));
      return;
    }
    const view = /<main[^>]*data-view="([^"]+)"/.exec(res.body)?.[1];
    if (route.admin) {
      // Admin and demo pages answer 404 to anyone without the admin permission.
      expect(res.statusCode).toBe(404);
      expect(view).toBe('Error404');
      return;
    }
    // The booking flows' later steps need what the step before gave them (issue 14): a summary
    // without a stay goes back to the start page; a finish page without its booking is unknown.
    if (/^(Booking|Option)Summary(_|$)/.test(route.name)) {
      expect(res.statusCode, path).toBe(301);
      const start = route.name.startsWith('Booking') ? 'Booking' : 'Option';
      const params = { objectNumber: SAMPLE.objectNumber };
      expect(res.headers.location).toContain(buildPath(start, params, route.language));
      return;
    }
    if (/^(Booking|Option)Finish(_|$)/.test(route.name)) {
      expect(res.statusCode, path).toBe(404);
      expect(view).toBe('Error404');
      return;
    }
    // The pages after the booking open only with the secret of their mailed link (issue 15): the
    // landlord's confirmation, the voucher, the rating form and the host's answer. Without it they
    // say nothing, not even that the booking or rating exists.
    if (
      /^(LandlordBookingConfirmation|RedeemTravelVoucher|RateStay|RetailerRatingAnswer)(_|$)/.test(
        route.name,
      )
    ) {
      expect(res.statusCode, path).toBe(404);
      expect(view).toBe('Error404');
      return;
    }
    // The sample POI and theme ids name nothing in the demo catalogue: 404, not an empty page or
    // the whole catalogue (issue 17; known ones: server/sitemap.int.test.ts).
    if (/^(Poi|ThemeLanding)(_|$)/.test(route.name)) {
      expect(res.statusCode, path).toBe(404);
      expect(view).toBe('Error404');
      return;
    }
    // /affiliate-redirect records the click and forwards (issue 16): without a target, home.
    if (/^AffiliateRedirect(_|$)/.test(route.name)) {
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(buildPath('Home', {}, route.language));
      return;
    }
    // The locale editor exists only for editors (issue 18): the 404 view for anyone else.
    if (/^LocaleEditor(_|$)/.test(route.name)) {
      expect(res.statusCode, path).toBe(404);
      expect(view).toBe('Error404');
      return;
    }
    if (route.status === 404 || route.status === 500) {
      expect(res.statusCode).toBe(route.status);
      expect(view).toBe(`Error${route.status}`);
      return;
    }
    expect(res.statusCode, path).toBe(200);
    expect(view).toBe(route.view);
    expect(res.body).toContain(`<html lang="${route.language}">`);
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\//);
    expect(res.body).toContain('hrefLang="fr"');
  });

  it('redirects a path without trailing slash, the de/db prefixes and legacy URLs with one 301', async () => {
    const cases: [string, string][] = [
      ['/impressum', '/impressum/'],
      ['/db/impressum/', '/impressum/'],
      ['/de/search/?persons=4', '/search/?persons=4'],
      ['/4711', '/object/4711/'],
      ['/index.cfm', '/'],
      [
        '/index.cfm?event=search.main&land=HR&personen=4&sauna=1',
        '/search/?persons=4&country=hr&sauna=Y',
      ],
    ];
    for (const [from, to] of cases) {
      const res = await t.app.inject({ url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers strictly: bad digits, FAQ parts and payment languages are unknown paths', async () => {
    for (const path of [
      '/object/12a/',
      '/haeufige-fragen/faq3/',
      '/payment/fr/',
      '/user/booking-details/x/',
    ]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
