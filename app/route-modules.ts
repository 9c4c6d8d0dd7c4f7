// Which views of the route table have a React Router route of their own (app/routes.ts): one
// route per language and expanded path, with its own module and code chunk. Every other view of
// the table — the content, booking, account and admin pages that share the page frame — and the
// SEO URLs go to the one catch-all route (routes/lookup.tsx), whose loader matches the path
// against the table itself (core/routes matchRoute, a keyed lookup). React Router's request
// handling walks its whole route list several times per request (matching, the static router,
// the lazy-discovery manifest): 380 routes cost ~15 % of a page's CPU, 89 a quarter of that
// (issue 12, docs/performance.md "Returning visitors").
import type { View } from '#core/routes';

export const VIEW_MODULES: Partial<Record<View, string>> = {
  Home: 'routes/home.tsx',
  Search: 'routes/search.tsx',
  WatchList: 'routes/watchlist.tsx',
  ObjectPage: 'routes/object.tsx',
  // The user area (SPEC §2): its forms post to this module's action (issue 13).
  UserView: 'routes/user.tsx',
  // The sandbox card provider's hosted page (SPEC §2 /payment/{de|en}/): its card form and
  // challenge step post to this module's action (issue 14). One pattern route, not 8.
  Payment: 'routes/payment.tsx',
  // The booking and option flows and the enquiry (SPEC §2; issue 14): their forms post to these
  // modules' actions. Routed by the patterns below, not one route per language and path.
  Booking: 'routes/booking.tsx',
  Request: 'routes/request.tsx',
  // The landlord's confirmation page (issue 15): its decision posts to this module's action.
  LandlordBookingConfirmation: 'routes/landlord-confirmation.tsx',
  // The customer's bookings (SPEC §2 BookingOverView, BookingDetails; issue 15): one module, its
  // cancellation form posts to its action. Routed by the patterns below.
  BookingOverview: 'routes/trips.tsx',
  BookingDetails: 'routes/trips.tsx',
  // The guest's travel vouchers of a booking and their redeem form (issue 15).
  RedeemTravelVoucher: 'routes/voucher.tsx',
  // Recent bookings, anonymised (SPEC §2 BookingStalker; issue 15): one pattern route.
  BookingStalker: 'routes/booking-stalker.tsx',
  // Verified ratings (issue 15): the guest's rating form and the host's answer page; their slugs
  // differ per language, so one route per language each (8 in all).
  RateStay: 'routes/rate-stay.tsx',
  RetailerRatingAnswer: 'routes/rating-answer.tsx',
  // Help & contact and its four forms (SPEC §2 Contact, ContactGuest … ContactAgency; issue 16):
  // one module; the forms post to its action. Routed by the patterns below (4 routes, not 20).
  Contact: 'routes/contact.tsx',
  ContactForm: 'routes/contact.tsx',
  // Where a visit without the partner id its host requires lands (SPEC §2 /incorrect/; issue 16).
  PartnerRequired: 'routes/partner-required.tsx',
  // The partner programme with its application form (SPEC §2 Distribution; issue 16): the form
  // posts to this module's action. Routed by the patterns below.
  PartnerProgramme: 'routes/partner-programme.tsx',
  // The newsletter's signup, confirmation and unsubscribe pages (issue 17): one module; the
  // footer's and the page's form post to its action. Routed by the patterns below.
  NewsletterPage: 'routes/newsletter.tsx',
  // The outdated-browser page (SPEC §2 /outdated/; issue 17): browsers named and linked as text.
  Outdated: 'routes/outdated.tsx',
  // The locale editor (SPEC §2 /localeEditor/; issue 18): editors only, the 404 view for others.
  LocaleEditor: 'routes/locale-editor.tsx',
  // The back office's admin and demo pages (SPEC §2; issue 18): one module, the page's own
  // permission checked by its loader and action, the 404 view for everyone else.
  Admin: 'routes/admin.tsx',
};

/**
 * Views routed by a few patterns instead of one React Router route per language and path: their
 * paths have the same shape in every language, and the loader matches the path against the route
 * table itself (lib/route-loader.server.ts), so a path the table does not know — another language
 * code, another step — is a 404 there. The booking flows would otherwise add 28 routes (7 paths × 4
 * languages) to the list React Router walks several times per request (issue 12).
 */
export const VIEW_PATTERNS: Partial<Record<View, readonly string[]>> = {
  Booking: [':lang?/booking/:step/:objectNumber?/', ':lang?/option/:step/:objectNumber?/'],
  Request: [':lang?/request/:objectNumber/'],
  Payment: [':lang?/payment/:language/'],
  LandlordBookingConfirmation: [':lang?/landlord/booking/confirmation/'],
  BookingOverview: [':lang?/user/booking-overview/'],
  BookingDetails: [':lang?/user/booking-details/:bookingDisplayNumber/'],
  RedeemTravelVoucher: [':lang?/ihr-reisegutschein/:bookingID/:customerNumber/'],
  BookingStalker: [':lang?/bookingStalker/'],
  // One pattern per language's slug; `:form?` takes the form's slug, the loader matches the path
  // against the table (Contact or ContactForm), so any other word is a 404 there.
  Contact: [
    ':lang?/hilfe-kontakt/:form?/',
    ':lang?/help-contact/:form?/',
    ':lang?/aide-contact/:form?/',
    ':lang?/aiuto-contatto/:form?/',
  ],
  ContactForm: [],
  PartnerRequired: [':lang?/incorrect/'],
  // One pattern per language's slug (they differ, and React Router has no alternation); the loader
  // matches the path against the table, so another language's prefix before a slug is a 404.
  PartnerProgramme: [
    ':lang?/partnerprogramm/',
    ':lang?/affiliate-program/',
    ':lang?/programme-du-partenaire/',
    ':lang?/programma-del-partner/',
  ],
  // One pattern per language's slug; `:step?` takes confirm or unsubscribe, the loader matches the
  // path against the table, so any other word is a 404 there.
  NewsletterPage: [
    ':lang?/newsletter-anmeldung/:step?/',
    ':lang?/newsletter-signup/:step?/',
    ':lang?/inscription-newsletter/:step?/',
    ':lang?/iscrizione-newsletter/:step?/',
  ],
  Outdated: [':lang?/outdated/'],
  LocaleEditor: [':lang?/localeEditor/'],
  Admin: [':lang?/admin/*', ':lang?/demo/*'],
};

/** Resource routes outside the route table: files, not pages (no language, no page frame). */
export const RESOURCE_ROUTES: readonly { path: string; file: string }[] = [
  // The booked stay as an iCalendar file, for the guest who booked it (issue 14).
  { path: 'booking/calendar/:bookingId/stay.ics', file: 'routes/booking-calendar.ts' },
  // An object's occupancy for the landlord's calendar and other portals (decision 095).
  {
    path: 'landlord/calendar/:objectNumber/:token/occupancy.ics',
    file: 'routes/landlord-calendar.ts',
  },
  // The customer's own data as a JSON file, posted for from the dashboard (decision 087).
  { path: 'user/data-export/', file: 'routes/user-data-export.ts' },
  // A partner's bookings of a month as a CSV file, from the partner dashboard (decision 098).
  { path: 'user/partner-bookings.csv', file: 'routes/partner-bookings-export.ts' },
  // Every partner's bookings of a month as a CSV file, for the office (decision 099).
  { path: 'admin/partner-bookings.csv', file: 'routes/admin-partner-bookings-export.ts' },
];

/** Whether the view is rendered by the page frame of the catch-all route. */
export function isFrameView(view: View): boolean {
  return view !== 'Redirect' && VIEW_MODULES[view] === undefined;
}
