// What the user area's loader and action hand the screen (app/routes/user.tsx): plain data, made on
// the server (texts of refusals are translated there, so the browser gets no `errors` namespace).
import type { UserForm } from '#core/routes';
import type { Profile, TokenDebug } from '#services/accounts/types';
import type { NextTrip } from '#services/booking/types';
import type { NewsletterPreferencesAnswer } from '#services/content/newsletter';
import type { PartnerBookingsView } from '#services/booking/types';
import type { PartnerOverview } from '#services/partners';
import type { FieldError } from '../ui/form-fields';

/** The forms a post names in its `intent` field; one route action serves them all. */
export const USER_INTENTS = [
  'login',
  'partnerLogin',
  'logout',
  'register',
  'confirm',
  'passwordRequest',
  'passwordReset',
  'profile',
  'emailChange',
  'passwordChange',
  'newsletterPreferences',
  'deleteAccount',
] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

/**
 * Where the dashboard's "Meine Daten herunterladen" posts (the resource route
 * routes/user-data-export.ts, app/route-modules.ts): one path for every site language.
 */
export const USER_DATA_EXPORT_PATH = '/user/data-export/';

/** One refusal: `field` names the form control it is about (null: the form as a whole). */
export type { FieldError } from '../ui/form-fields';

export type UserActionData =
  | {
      intent: UserIntent | 'unknown';
      ok: false;
      errors: FieldError[];
      /** What the guest typed (never a password), so a form without JavaScript keeps it. */
      values: Record<string, string>;
    }
  | { intent: 'register'; ok: true; email: string }
  | { intent: 'passwordRequest'; ok: true; email: string }
  | { intent: 'confirm'; ok: true; confirmed: 'registration' | 'emailChange'; email: string }
  | { intent: 'passwordReset'; ok: true }
  | { intent: 'profile'; ok: true }
  | { intent: 'emailChange'; ok: true; email: string }
  | { intent: 'passwordChange'; ok: true }
  | { intent: 'newsletterPreferences'; ok: true };

export interface CountryOption {
  code: string;
  name: string;
}

export interface UserScreenData {
  /** The form the route names (SPEC §2 form selector). */
  form: UserForm;
  /** The form shown: the login in place of a page that needs one. */
  shown: UserForm;
  /** The page's h1. */
  heading: string;
  /** The logged-in account's first name, or null. */
  firstName: string | null;
  /** The login form's target after success: a path of this site (core/return-to.ts). */
  returnTo: string | null;
  /** The login page after a logout. */
  loggedOut: boolean;
  /** The account was just deleted by its holder (decision 087). */
  accountDeleted: boolean;
  /** The confirmation page: the link's id when it is well-formed, else null. */
  confirmID: string | null;
  /** The reset page: the link's id when it can still be used, else null. */
  resetID: string | null;
  profile: Profile | null;
  countries: CountryOption[];
  /** The dashboard: the customer's next stay and the link to its page; null when none. */
  nextTrip: (NextTrip & { href: string }) | null;
  debug: TokenDebug | null;
  /** The dashboard: the customer's newsletter topics and subscription (issue 17). */
  newsletter: NewsletterPreferencesAnswer | null;
  /** The logged-in account's kind: a partner account gets its partner's dashboard. */
  accountKind: 'customer' | 'partner' | null;
  /** The dashboard of a partner account (partner login): its partner, in place of a profile. */
  partner: PartnerOverview | null;
  /** The partner's bookings of the month asked for (`?month=yyyy-MM`), on its dashboard. */
  partnerBookings: PartnerBookingsView | null;
}
