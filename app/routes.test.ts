// React Router's route list (issue 12): the views with a module of their own get a route per
// language and path; every other view of the table goes to the one catch-all. React Router walks
// its whole list several times per request, so the list stays short.
import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, matchRoute, routerPaths } from '#core/routes';
import routes from './routes';
import { matchRoutes } from 'react-router';
import { RESOURCE_ROUTES, VIEW_MODULES, VIEW_PATTERNS, isFrameView } from './route-modules';

describe('the route list', () => {
  it('has routes only for views with a module, and the catch-all last', () => {
    const files = new Set([
      ...Object.values(VIEW_MODULES),
      ...RESOURCE_ROUTES.map((r) => r.file),
      'routes/lookup.tsx',
    ]);
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/lookup.tsx' });
    for (const entry of routes.slice(0, -1)) expect(files).toContain(entry.file);
    // 89 after issue 12; the user area's own module (issue 13, its form posts need an action)
    // added 7 routes × 4 languages (decisions/056); the booking flows and the enquiry (issue 14)
    // 3 pattern routes instead of 28, and the stay's .ics file 1; /bookingStalker/ (issue 15) one
    // pattern route instead of 4; the customer's bookings (issue 15) two pattern routes instead of 8.
    // The rating form and the host's answer page (issue 15): 2 × 4 languages, their slugs differ
    // per language, so no pattern can take them (React Router has no alternation). Help & contact
    // and its four forms (issue 16): 4 pattern routes (one per language's slug) instead of 20.
    // The partner programme with its form (issue 16): 4 pattern routes, one per language's slug;
    // /incorrect/ (issue 16) one pattern route instead of 4.
    // The newsletter's signup, confirmation and unsubscribe pages (issue 17): 4 pattern routes,
    // one per language's slug, instead of 12. The outdated-browser page (issue 17): one pattern.
    // The locale editor (issue 18): one pattern. The admin and demo pages (issue 18): two patterns
    // (`:lang?/admin/*`, `:lang?/demo/*`) instead of 40. The customer's data export (decision
    // 087): one resource route. The landlord's calendar feed (decision 095): one resource route.
    // A partner's bookings as a CSV file (decision 098): one resource route. The office's file of
    // every partner's bookings (decision 099): one resource route.
    expect(routes.length).toBeLessThanOrEqual(156);
  });

  it('leaves every page-frame path of the table to the catch-all, which matches it itself', () => {
    const frames = ROUTES.filter((r) => isFrameView(r.view));
    expect(frames.length).toBeGreaterThan(50);
    // Only the catch-all's module answers them (a page that fits a booking pattern has a static
    // route to it: app/routes.ts `shadowed`).
    const routed = new Set(routes.filter((r) => r.file !== 'routes/lookup.tsx').map((r) => r.path));
    for (const route of frames) {
      for (const path of routerPaths(route)) expect(routed.has(path.slice(1))).toBe(false);
    }
    expect(matchRoute(buildPath('Contact', {}, 'fr'))?.route.view).toBe('Contact');
  });

  it('routes the booking flows, the enquiry and the payment page by patterns, every language and step', () => {
    const list = routes.map((r) => ({ path: r.path, id: r.id, file: r.file }));
    const fileOf = (path: string) => matchRoutes(list, path)?.at(-1)?.route.file;
    for (const view of Object.keys(VIEW_PATTERNS) as (keyof typeof VIEW_PATTERNS)[]) {
      for (const route of ROUTES.filter((r) => r.view === view)) {
        const params: Record<string, string | number> = {
          Payment: { language: 'en' },
          LandlordBookingConfirmation: {},
          BookingOverview: {},
          BookingStalker: {},
          Contact: {},
          ContactForm: {},
          PartnerProgramme: {},
          PartnerRequired: {},
          NewsletterPage: {},
          Outdated: {},
          LocaleEditor: {},
          Admin: {},
          BookingDetails: { bookingDisplayNumber: 100001 },
          RedeemTravelVoucher: { bookingID: 12, customerNumber: 500001 },
        }[view as string] ?? { objectNumber: 4711 };
        const path = buildPath(route.baseName, params, route.language);
        expect(fileOf(path), path).toBe(VIEW_MODULES[view]);
        expect(matchRoute(path)?.route.view).toBe(view);
      }
    }
    // 7 paths × 4 languages as patterns: 3 routes.
    expect(routes.filter((r) => r.file === 'routes/booking.tsx')).toHaveLength(2);
    expect(fileOf('/booking/calendar/12/stay.ics')).toBe('routes/booking-calendar.ts');
    expect(fileOf('/user/data-export/')).toBe('routes/user-data-export.ts');
    expect(fileOf('/landlord/calendar/100001/abc/occupancy.ics')).toBe(
      'routes/landlord-calendar.ts',
    );
    expect(fileOf('/search/')).toBe('routes/search.tsx');
    // The landlord's page fits the booking pattern (`:lang?/booking/:step/`) too: its own static
    // pattern outranks it (issue 15; before, the catch-all's `shadowed` route did).
    expect(fileOf('/landlord/booking/confirmation/')).toBe('routes/landlord-confirmation.tsx');
    expect(fileOf('/en/landlord/booking/confirmation/')).toBe('routes/landlord-confirmation.tsx');
  });
});
