// The user area's loader and action logic (SPEC.md §2 user area, §4 login states; issue 13). One
// view with a form selector; every form is a plain POST to the route action, so the area works
// without JavaScript, and with it the same through React Router's <Form>. The action calls the
// same use-cases as /api/user/* (services/accounts) with the request's context, puts their cookies
// on its answer (serializeCookie) and answers refusals as data the screen shows beside the field
// they name — with status 200: a page leaves only with the statuses of SPEC §4.
//
// Forgery: every page POST must come from the site itself (server/plugins/origin.ts), with or
// without a login, so a foreign page cannot log a visitor into its own account (login CSRF).
import { redirect } from 'react-router';
import { email as emailSchema, partnerId as partnerIdSchema, personName } from '#core/api/common';
import { linkToken, phone as phoneSchema, userAccountData } from '#core/api/accounts';
import { PASSWORD_MAX, PASSWORD_MIN, SALUTATIONS, type Salutation } from '#core/accounts';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { isLanguage } from '#core/languages';
import { buildPath, matchRoute, type RouteMatch, type UserForm } from '#core/routes';
import { safeReturnTo } from '#core/return-to';
import { nextTripOf, partnerBookings } from '#services/booking';
import { getNewsletterPreferences, setNewsletterPreferences } from '#services/content';
import { NEWSLETTER_TOPICS } from '#core/newsletter';
import {
  confirmLink,
  deleteOwnAccount,
  getProfile,
  login,
  logout,
  partnerLogin,
  register,
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
  serializeCookie,
  tokenDebug,
  updateProfile,
  type CookieSpec,
  type ProfileChanges,
} from '#services/accounts';
import {
  DomainError,
  clientTexts,
  isDomainError,
  type RequestContext,
  type Translate,
} from '#services/platform';
import type {
  CountryOption,
  FieldError,
  UserActionData,
  UserIntent,
  UserScreenData,
} from '../components/accounts/user-data';
import { USER_INTENTS } from '../components/accounts/user-data';
import { bookingDetailsPath } from './booking.server';
import { documentUrl } from './document-url';
import { loadTableRoute } from './route-loader.server';
import { partnerOverview, siteTranslator } from '#services/partners';
import { PRIVATE_NO_STORE } from './private-headers';

/** Forms that need a login; without one the login form is shown in their place (status 200). */
const NEEDS_LOGIN: ReadonlySet<UserForm> = new Set(['dashboard', 'debug']);
/** Forms a login should not return to: after it the guest goes to the dashboard instead. */
const GUEST_FORMS: ReadonlySet<UserForm> = new Set([
  'login',
  'registration',
  'registrationConfirm',
  'passwordRequest',
  'passwordReset',
]);

/** The forms of a customer's own data, which a partner account does not have. */
const CUSTOMER_INTENTS: ReadonlySet<UserIntent> = new Set([
  'profile',
  'emailChange',
  'passwordChange',
  'newsletterPreferences',
  'deleteAccount',
]);

/** As POST /api/user/partnerlogin takes it (core/api/accounts.ts partnerLoginBody `c`). */
const PARTNER_CODE_MAX = 128;

/** Countries offered in the profile (the markets the site serves); others keep their code. */
const COUNTRIES = ['de', 'at', 'ch', 'nl', 'be', 'lu', 'fr', 'it', 'dk', 'pl', 'cz', 'es', 'gb'];

/** Form posts are a few fields: anything much larger is not one of our forms. */
const MAX_FORM_BYTES = 16 * 1024;

function userFormOf(match: RouteMatch): UserForm {
  return match.route.userForm ?? 'dashboard';
}

function countryOptions(ctx: RequestContext, current: string | null): CountryOption[] {
  const names = new Intl.DisplayNames([ctx.language], { type: 'region' });
  const codes = current && !COUNTRIES.includes(current) ? [...COUNTRIES, current] : COUNTRIES;
  return codes.map((code) => ({ code, name: names.of(code.toUpperCase()) ?? code.toUpperCase() }));
}

export async function loadUserArea(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const url = documentUrl(request);
  const t = await siteTranslator(ctx);
  const form = userFormOf(match);
  const loggedIn = ctx.user !== null;
  const shown: UserForm = NEEDS_LOGIN.has(form) && !loggedIn ? 'login' : form;
  const screen: UserScreenData = {
    form,
    shown,
    heading: t(`routes:${match.baseName}.title`),
    firstName: ctx.user?.firstName ?? null,
    // A page that needs the login continues there; the login page where its link says.
    returnTo:
      shown === form ? safeReturnTo(url.searchParams.get('returnTo')) : url.pathname + url.search,
    loggedOut: form === 'login' && !loggedIn && url.searchParams.has('loggedOut'),
    accountDeleted: form === 'login' && !loggedIn && url.searchParams.has('accountDeleted'),
    confirmID: null,
    resetID: null,
    profile: null,
    countries: [],
    nextTrip: null,
    debug: null,
    newsletter: null,
    accountKind: ctx.user?.kind ?? null,
    partner: null,
    partnerBookings: null,
  };
  if (shown === 'dashboard' && ctx.user?.kind === 'partner') {
    // A partner account has no profile or trips of its own: its dashboard is its partner's
    // (read for the account's own partner only; null for a partner since deleted).
    [screen.partner, screen.partnerBookings] = await Promise.all([
      partnerOverview(ctx),
      partnerBookings(ctx, url.searchParams.get('month')),
    ]);
    screen.heading = t('accounts:partnerDashboard.heading');
  } else if (shown === 'dashboard') {
    const [{ profile }, trip, newsletter] = await Promise.all([
      getProfile(ctx),
      nextTripOf(ctx),
      getNewsletterPreferences(ctx),
    ]);
    screen.profile = profile;
    screen.newsletter = newsletter;
    screen.countries = countryOptions(ctx, profile.country);
    screen.nextTrip =
      trip === null
        ? null
        : {
            ...trip,
            href: bookingDetailsPath(ctx, trip.bookingDisplayNumber),
          };
  } else if (shown === 'debug') {
    screen.debug = tokenDebug(ctx);
  } else if (shown === 'registrationConfirm') {
    const id = url.searchParams.get('confirmID');
    // Opening the link does not use it up (mail scanners open links): the button posts it.
    screen.confirmID = linkToken.safeParse(id).success ? id : null;
  } else if (shown === 'passwordReset') {
    const id = url.searchParams.get('resetID');
    const usable =
      linkToken.safeParse(id).success && (await resetLinkUsable(ctx, { resetID: id! }));
    screen.resetID = usable ? id : null;
  }
  return {
    // Personal pages and forms: of no use in search results.
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.user),
  };
}

// ---------------------------------------------------------------------------------------------
// The action.

/** The fields of a form post, as both ways of posting send them (urlencoded). */
interface FormFields {
  get(name: string): string | null;
}

/**
 * The post's fields, read up to MAX_FORM_BYTES (the page route's body is not parsed by Fastify,
 * so nothing else bounds it: a chunked upload would be read whole). null: not one of our forms —
 * too large, or not urlencoded (React Router's <Form> and a plain <form> both send that).
 */
async function readForm(request: Request): Promise<FormFields | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  if (Number(request.headers.get('content-length') ?? '0') > MAX_FORM_BYTES) return null;
  const reader = request.body?.getReader();
  if (reader === undefined) return new URLSearchParams();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const text = (form: FormFields, name: string): string => {
  return form.get(name)?.trim() ?? '';
};
/** A password as typed: never trimmed (blanks may be part of it). */
const secret = (form: FormFields, name: string): string => {
  return form.get(name) ?? '';
};
const checked = (form: FormFields, name: string): boolean => {
  const value = form.get(name);
  return value === 'on' || value === 'true' || value === '1';
};

function cookieHeaders(cookies: readonly CookieSpec[]): Headers {
  const headers = new Headers(PRIVATE_NO_STORE);
  for (const spec of cookies) headers.append('set-cookie', serializeCookie(spec));
  return headers;
}

/** Which form control an error of a use-case names (its API field path). */
function formField(intent: UserIntent | 'unknown', apiField: string | undefined): string | null {
  if (apiField === undefined) return null;
  const name = apiField.replace(/^(user|userAccountData)\./, '');
  if (name === 'confirmID' || name === 'resetID') return null;
  // The profile's `password` is the current one, which its forms call so.
  if (apiField === 'userAccountData.password') return 'currentPassword';
  if (intent === 'emailChange' && name === 'email') return 'newEmail';
  // The partner login's API names its fields `partner` and `c`.
  if (intent === 'partnerLogin' && name === 'c') return 'code';
  if (intent === 'partnerLogin' && name === 'partner') return 'partnerNumber';
  return name;
}

function refusal(
  t: Translate,
  intent: UserIntent | 'unknown',
  error: unknown,
  values: Record<string, string>,
): UserActionData {
  if (!isDomainError(error)) throw error;
  let message: string;
  if (error.code === 'rateLimited') {
    const seconds = Number(error.data?.retryAfterSeconds ?? 60);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    message = t(
      error.key === 'errors.accounts.tooManyAttempts'
        ? 'accounts:limits.attempts'
        : 'accounts:limits.mails',
      { count: minutes },
    );
  } else {
    message = t(`errors:${error.key}`, { defaultValue: t('accounts:form.failed') });
  }
  // A link that does not work is said by the page in its own words (field 'link').
  const field =
    error.key === 'errors.accounts.invalidLink' ? 'link' : formField(intent, error.field);
  return { intent, ok: false, errors: [{ field, message }], values };
}

interface Checks {
  errors: FieldError[];
  t: Translate;
}

type MissingKey =
  | 'emailMissing'
  | 'passwordMissing'
  | 'currentPasswordMissing'
  | 'firstNameMissing'
  | 'lastNameMissing'
  | 'partnerNumberMissing'
  | 'codeMissing';

function need(c: Checks, field: string, value: string, key: MissingKey) {
  if (value === '') c.errors.push({ field, message: c.t(`accounts:fieldErrors.${key}`) });
  return value !== '';
}
function emailCheck(c: Checks, field: string, value: string) {
  if (need(c, field, value, 'emailMissing') && !emailSchema.safeParse(value).success) {
    c.errors.push({ field, message: c.t('accounts:fieldErrors.emailInvalid') });
  }
}
function nameCheck(c: Checks, field: 'firstName' | 'lastName', value: string, required = true) {
  if (value === '' && !required) return;
  if (need(c, field, value, `${field}Missing`) && !personName(80).safeParse(value).success) {
    c.errors.push({ field, message: c.t('accounts:fieldErrors.nameInvalid') });
  }
}
function newPasswordCheck(c: Checks, field: string, value: string) {
  if (!need(c, field, value, 'passwordMissing')) return;
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    c.errors.push({
      field,
      message: c.t('accounts:fieldErrors.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    });
  }
}
function salutationOf(value: string): Salutation | undefined {
  return (SALUTATIONS as readonly string[]).includes(value) ? (value as Salutation) : undefined;
}

/** The route action: the intent field names the form. */
export async function userAreaAction(
  ctx: RequestContext,
  request: Request,
): Promise<UserActionData | Response> {
  const form = await readForm(request);
  const t = await siteTranslator(ctx);
  const raw = form === null ? '' : text(form, 'intent');
  const intent = (USER_INTENTS as readonly string[]).includes(raw) ? (raw as UserIntent) : null;
  if (form === null || intent === null) {
    return {
      intent: 'unknown',
      ok: false,
      errors: [{ field: null, message: t('accounts:form.failed') }],
      values: {},
    };
  }
  const c: Checks = { errors: [], t };
  const fail = (values: Record<string, string>): UserActionData => ({
    intent,
    ok: false,
    errors: c.errors,
    values,
  });

  // A partner account keeps no profile, address or password of its own (it logs in with its
  // partner's code): the customer's forms are not for it, whatever a hand-made post says.
  if (ctx.user?.kind === 'partner' && CUSTOMER_INTENTS.has(intent)) {
    return {
      intent,
      ok: false,
      errors: [{ field: null, message: t('accounts:form.failed') }],
      values: {},
    };
  }

  switch (intent) {
    case 'partnerLogin': {
      // SPEC §4 partner login: the partner's number and its access code, the same use-case (and
      // limits) as POST /api/user/partnerlogin.
      const partnerNumber = text(form, 'partnerNumber');
      const code = text(form, 'code');
      const values = { partnerNumber };
      if (need(c, 'partnerNumber', partnerNumber, 'partnerNumberMissing')) {
        if (!partnerIdSchema.safeParse(partnerNumber).success) {
          c.errors.push({
            field: 'partnerNumber',
            message: t('accounts:fieldErrors.partnerNumberInvalid'),
          });
        }
      }
      if (need(c, 'code', code, 'codeMissing') && code.length > PARTNER_CODE_MAX) {
        c.errors.push({ field: 'code', message: t('errors:errors.accounts.invalidPartnerLogin') });
      }
      if (c.errors.length > 0) return fail(values);
      let cookies: CookieSpec[];
      try {
        ({ cookies } = await partnerLogin(ctx, { partnerId: Number(partnerNumber), code }));
      } catch (error) {
        return refusal(t, intent, error, values);
      }
      throw redirect(afterLogin(ctx, form.get('returnTo')), {
        status: 303,
        headers: cookieHeaders(cookies),
      });
    }
    case 'login': {
      const email = text(form, 'email');
      const password = secret(form, 'password');
      const persistent = checked(form, 'persistent');
      const values = { email, ...(persistent ? { persistent: 'on' } : {}) };
      emailCheck(c, 'email', email);
      need(c, 'password', password, 'passwordMissing');
      if (c.errors.length > 0) return fail(values);
      let cookies: CookieSpec[];
      try {
        ({ cookies } = await login(ctx, { email, password, persistent }));
      } catch (error) {
        return refusal(t, intent, error, values);
      }
      throw redirect(afterLogin(ctx, form.get('returnTo')), {
        status: 303,
        headers: cookieHeaders(cookies),
      });
    }
    case 'logout': {
      const { cookies } = await logout(ctx);
      throw redirect(`${buildPath('UserLogin', {}, ctx.language)}?loggedOut`, {
        status: 303,
        headers: cookieHeaders(cookies),
      });
    }
    case 'register': {
      const values = {
        salutation: text(form, 'salutation'),
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        email: text(form, 'email'),
        ...(checked(form, 'privacyAccepted') ? { privacyAccepted: 'on' } : {}),
      };
      const password = secret(form, 'password');
      nameCheck(c, 'firstName', values.firstName);
      nameCheck(c, 'lastName', values.lastName);
      emailCheck(c, 'email', values.email);
      newPasswordCheck(c, 'password', password);
      if (!values.privacyAccepted) {
        c.errors.push({
          field: 'privacyAccepted',
          message: t('errors:errors.accounts.privacyRequired'),
        });
      }
      if (c.errors.length > 0) return fail(values);
      try {
        await register(ctx, {
          email: values.email,
          password,
          salutation: salutationOf(values.salutation),
          firstName: values.firstName,
          lastName: values.lastName,
          privacyAccepted: true,
        });
      } catch (error) {
        return refusal(t, intent, error, values);
      }
      return { intent, ok: true, email: values.email };
    }
    case 'confirm': {
      const confirmID = text(form, 'confirmID');
      if (!linkToken.safeParse(confirmID).success) {
        return refusal(t, intent, invalidLinkError(), {});
      }
      try {
        const done = await confirmLink(ctx, { confirmID });
        return { intent, ok: true, confirmed: done.confirmed, email: done.accountEmail };
      } catch (error) {
        return refusal(t, intent, error, {});
      }
    }
    case 'passwordRequest': {
      const email = text(form, 'email');
      emailCheck(c, 'email', email);
      if (c.errors.length > 0) return fail({ email });
      try {
        await requestPasswordReset(ctx, { email });
      } catch (error) {
        return refusal(t, intent, error, { email });
      }
      return { intent, ok: true, email };
    }
    case 'passwordReset': {
      const resetID = text(form, 'resetID');
      const password = secret(form, 'password');
      if (!linkToken.safeParse(resetID).success) return refusal(t, intent, invalidLinkError(), {});
      newPasswordCheck(c, 'password', password);
      if (c.errors.length > 0) return fail({});
      try {
        await resetPassword(ctx, { resetID, password });
      } catch (error) {
        return refusal(t, intent, error, {});
      }
      return { intent, ok: true };
    }
    case 'profile': {
      const values = {
        salutation: text(form, 'salutation'),
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        street: text(form, 'street'),
        zipcode: text(form, 'zipcode'),
        city: text(form, 'city'),
        country: text(form, 'country'),
        phone: text(form, 'phone'),
        language: text(form, 'language'),
        ...(checked(form, 'newsletter') ? { newsletter: 'on' } : {}),
      };
      nameCheck(c, 'firstName', values.firstName);
      nameCheck(c, 'lastName', values.lastName);
      const shape = userAccountData.shape;
      for (const field of ['street', 'zipcode', 'city'] as const) {
        if (!shape[field].safeParse(values[field]).success) {
          c.errors.push({ field, message: t(`accounts:fieldErrors.${field}Invalid`) });
        }
      }
      if (!phoneSchema.safeParse(values.phone).success) {
        c.errors.push({ field: 'phone', message: t('accounts:fieldErrors.phoneInvalid') });
      }
      if (values.country !== '' && !shape.country.safeParse(values.country).success) {
        c.errors.push({ field: 'country', message: t('accounts:fieldErrors.countryInvalid') });
      }
      if (c.errors.length > 0) return fail(values);
      const changes: ProfileChanges = {
        salutation: salutationOf(values.salutation),
        firstName: values.firstName,
        lastName: values.lastName,
        street: values.street,
        zipcode: values.zipcode,
        city: values.city,
        phone: values.phone,
        newsletter: values.newsletter === 'on',
        ...(values.country === '' ? {} : { country: values.country }),
        ...(isLanguage(values.language) ? { language: values.language } : {}),
      };
      try {
        await updateProfile(ctx, changes);
      } catch (error) {
        return refusal(t, intent, error, values);
      }
      return { intent, ok: true };
    }
    case 'emailChange': {
      const newEmail = text(form, 'newEmail');
      const password = secret(form, 'currentPassword');
      emailCheck(c, 'newEmail', newEmail);
      need(c, 'currentPassword', password, 'currentPasswordMissing');
      if (c.errors.length > 0) return fail({ newEmail });
      try {
        await updateProfile(ctx, { email: newEmail, password });
      } catch (error) {
        return refusal(t, intent, error, { newEmail });
      }
      return { intent, ok: true, email: newEmail };
    }
    case 'newsletterPreferences': {
      // The topics only (issue 17): an unticked box posts nothing, so every topic is sent.
      const preferences = Object.fromEntries(
        NEWSLETTER_TOPICS.map((topic) => [topic, checked(form, topic)]),
      ) as Record<(typeof NEWSLETTER_TOPICS)[number], boolean>;
      try {
        await setNewsletterPreferences(ctx, { preferences });
      } catch (error) {
        return refusal(t, intent, error, {});
      }
      return { intent, ok: true };
    }
    case 'deleteAccount': {
      const password = secret(form, 'password');
      const confirmed = checked(form, 'confirmed');
      need(c, 'password', password, 'currentPasswordMissing');
      if (!confirmed) {
        c.errors.push({
          field: 'confirmed',
          message: t('errors:errors.accounts.deletionUnconfirmed'),
        });
      }
      if (c.errors.length > 0) return fail({});
      let cookies: CookieSpec[];
      try {
        ({ cookies } = await deleteOwnAccount(ctx, { password, confirmed }));
      } catch (error) {
        return refusal(t, intent, error, {});
      }
      throw redirect(`${buildPath('UserLogin', {}, ctx.language)}?accountDeleted`, {
        status: 303,
        headers: cookieHeaders(cookies),
      });
    }
    case 'passwordChange': {
      const password = secret(form, 'currentPassword');
      const newPassword = secret(form, 'newPassword');
      need(c, 'currentPassword', password, 'currentPasswordMissing');
      newPasswordCheck(c, 'newPassword', newPassword);
      if (c.errors.length > 0) return fail({});
      try {
        await updateProfile(ctx, { password, newPassword });
      } catch (error) {
        return refusal(t, intent, error, {});
      }
      return { intent, ok: true };
    }
  }
}

/** The use-cases' refusal of an unknown link, for an id that is not even one. */
function invalidLinkError(): DomainError {
  return new DomainError('invalid', 'errors.accounts.invalidLink');
}

/**
 * Where a login continues: the form's `returnTo` when it is a path of this site
 * (core/return-to.ts) and not one of the guest forms, else the dashboard.
 */
export function afterLogin(ctx: RequestContext, returnTo: unknown): string {
  const path = safeReturnTo(returnTo);
  if (path === null) return buildPath('UserHome', {}, ctx.language);
  const match = matchRoute(path.split('?')[0] ?? '');
  const userForm = match?.route.view === 'UserView' ? match.route.userForm : undefined;
  if (userForm !== undefined && GUEST_FORMS.has(userForm)) {
    return buildPath('UserHome', {}, match!.route.language);
  }
  return path;
}
