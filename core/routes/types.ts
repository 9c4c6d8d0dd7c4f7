// Types of the route table (SPEC.md §2). The table itself is in ./table, the compiled form
// (one RouteDefinition per route and language) in ./compile.
import type { Language } from '../languages';
import type { Permission } from '../permissions';
import type { RouteName } from './table';

/** The screen component that renders a route. React Router modules are generated per view. */
export type View =
  | 'Home'
  | 'Search'
  | 'ObjectPage'
  | 'Booking'
  | 'Request'
  | 'PartnerRequired'
  | 'Poi'
  | 'BookingStalker'
  | 'Error301'
  | 'Error404'
  | 'Error410'
  | 'Error500'
  | 'RedeemTravelVoucher'
  | 'LandlordBookingConfirmation'
  | 'Payment'
  | 'CoronaInfo'
  | 'LocaleEditor'
  | 'Outdated'
  | 'Empty'
  | 'AffiliateRedirect'
  | 'Destinations'
  | 'UserView'
  | 'BookingOverview'
  | 'BookingDetails'
  | 'Landing'
  | 'HolidayDates'
  | 'ContentPage'
  | 'PartnerProgramme'
  | 'Faq'
  | 'Contact'
  | 'ContactForm'
  | 'NewsletterPage'
  | 'WatchList'
  | 'RetailerRatingAnswer'
  | 'RateStay'
  | 'Redirect'
  | 'Admin';

/** SPEC §2 page content group: 1 start page, 2 result list, 3 object page, 4 booking flow, 5 other. */
export type ContentGroup = 1 | 2 | 3 | 4 | 5;

/** Form selector of the user view (SPEC §2 user area). */
export type UserForm =
  | 'dashboard'
  | 'login'
  | 'registration'
  | 'registrationConfirm'
  | 'passwordRequest'
  | 'passwordReset'
  | 'debug';

export type ContactFormKind = 'guest' | 'landlord' | 'partner' | 'agency';

/** HTTP status a route's page is served with (a subset of core/page-status PAGE_STATUSES). */
export type RouteStatus = 200 | 301 | 404 | 500;

/**
 * The shell flags and view options of a route; everything except `view` and `contentGroup` is
 * optional in the authored table and defaults to false / absent.
 */
export interface RouteOptions {
  readonly view: View;
  readonly contentGroup: ContentGroup;
  /** SPEC §2: header hidden on request, booking, search, object and affiliate-redirect screens. */
  readonly headerHidden?: boolean;
  /** SPEC §2: footer hidden on BookingStalker, LocaleEditor, AffiliateRedirect. */
  readonly footerHidden?: boolean;
  /** The booking footer variant instead of the normal footer. */
  readonly bookingFooter?: boolean;
  /** SPEC §2: booking and option start and summary pages hide the cookie settings. */
  readonly hideCookieSettings?: boolean;
  /** SPEC §4: the cookie banner is hidden on the privacy and disclaimer pages. */
  readonly hideCookieBanner?: boolean;
  /** Public unless true (SPEC §6: "pages marked as not requiring authentication are public"). */
  readonly requiresAuth?: boolean;
  /**
   * Admin and demo pages (SPEC §2; how access is enforced is not specified): the permission that
   * opens the page (issue 18). Anyone without it gets the 404 view.
   */
  readonly admin?: Permission;
  /** Offer filter of a pre-filtered search page. */
  readonly offerFilterId?: number;
  /** HTTP status when not 200 (e.g. 404 for /newsletter/ and /nlnew/, 301 for redirects). */
  readonly status?: RouteStatus;
  /** View 'Redirect': the base name of the route this one answers 301 to, with the same params. */
  readonly redirectTo?: string;
  readonly userForm?: UserForm;
  readonly bookingStep?: 1 | 2 | 3;
  readonly bookingMethod?: 'booking' | 'option';
  readonly contactForm?: ContactFormKind;
}

/**
 * One authored route: a base name, its pattern (German slugs, no language prefix) and, when the
 * slugs are language-dependent, the patterns of en, fr and it. Without `localized` the same
 * pattern is used in every language, behind the language prefix.
 *
 * Pattern syntax is React Router's: static segments, `:param` and `:param?`. The canonical pattern
 * ends with '/' unless its last segment is file-like (contains a dot, e.g. '/index.cfm').
 */
export interface RouteSpec extends RouteOptions {
  readonly name: string;
  readonly path: string;
  readonly localized?: { readonly en: string; readonly fr: string; readonly it: string };
}

export interface RouteParamDefinition {
  readonly name: string;
  readonly type: 'int' | 'enum' | 'string';
  /** Regular-expression source matching one whole segment (no anchors, no capture groups). */
  readonly pattern: string;
  /** 'enum' only: the allowed values (a router may expand them into static segments). */
  readonly values?: readonly string[];
  readonly optional: boolean;
}

/** A route in one language: what React Router routes are generated from. */
export interface RouteDefinition {
  /** Unique: the base name for de, `${baseName}_${language}` for en, fr and it. */
  readonly name: string;
  readonly baseName: RouteName;
  readonly language: Language;
  readonly view: View;
  /** Canonical path pattern including the language prefix, e.g. '/en/booking/start/:objectNumber?/'. */
  readonly path: string;
  /** Whether canonical paths of this route end with '/'. */
  readonly trailingSlash: boolean;
  /** Path parameters in path order. */
  readonly params: readonly RouteParamDefinition[];
  readonly contentGroup: ContentGroup;
  readonly headerHidden: boolean;
  readonly footerHidden: boolean;
  readonly bookingFooter: boolean;
  readonly hideCookieSettings: boolean;
  readonly hideCookieBanner: boolean;
  readonly requiresAuth: boolean;
  readonly admin: Permission | null;
  readonly status: RouteStatus;
  readonly offerFilterId?: number;
  readonly redirectTo?: RouteName;
  readonly userForm?: UserForm;
  readonly bookingStep?: 1 | 2 | 3;
  readonly bookingMethod?: 'booking' | 'option';
  readonly contactForm?: ContactFormKind;
}

/** Untyped parameter values, as passed to buildPath and stored in a match. */
export type RouteParams = Readonly<Record<string, string | number | undefined>>;
