// Loader and action of help & contact (SPEC §2 Contact, /hilfe-kontakt/) and its four forms
// (ContactGuest, ContactLandlord, ContactPartner, ContactAgency; issue 16). The forms post to the
// action as plain form posts, so they work without JavaScript. The action checks the fields with
// the API's own schema (core/api/content.ts) and the checks between fields (core/contact.ts), and
// hands the message to the one use-case of the API (services/content sendContactMessage), which
// keeps the form guard, the abuse limits and the mails. A form page carries a fresh form token:
// never stored by a cache (a cached token would age for everyone alike).
import { data } from 'react-router';
import { SALUTATIONS } from '#core/accounts';
import { contactFormData } from '#core/api/content';
import {
  CONTACT_MESSAGE_MAX,
  contactCrossProblems,
  isReasonOf,
  type ContactCrossProblem,
  type ContactFormKind,
} from '#core/contact';
import { todayInBerlin } from '#core/dates';
import { buildPath } from '#core/routes';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { FORM_GUARD_FIELDS } from '#services/platform/types';
import { CONTACT_FIELD_PREFIX, contactInputOf, sendContactMessage } from '#services/content';
import { getProfile } from '#services/accounts';
import { siteTranslator } from '#services/partners';
import {
  clientTexts,
  isDomainError,
  issueFormToken,
  type RequestContext,
  type Translate,
} from '#services/platform';
import type { FieldError } from '../components/ui/form-fields';
import { readForm } from './booking.server';
import { documentUrl } from './document-url';
import { loadTableRoute } from './route-loader.server';
import { PRIVATE_NO_STORE } from './private-headers';

export const CONTACT_HEADERS = PRIVATE_NO_STORE;

/** The inputs of a contact form, in the order the form shows them (the refusals' order). */
export const CONTACT_FIELDS = [
  'reason',
  'objectNumber',
  'ratingNumber',
  'goodFaith',
  'startDate',
  'endDate',
  'message',
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactActionData {
  ok: boolean;
  errors: FieldError[];
  /** What was posted, to fill the form again after a refusal. */
  values: Partial<Record<ContactField, string>>;
  /** Where the confirmation went (after a sent message). */
  sentTo: string | null;
}

export async function loadContact(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  const form = match.route.contactForm ?? null;
  // A form's trail passes help & contact: Startseite › Hilfe und Kontakt › Formular für Gäste.
  const [home, ...trail] = page.breadcrumbs;
  const breadcrumbs =
    form === null || home === undefined
      ? page.breadcrumbs
      : [
          home,
          {
            label: t('routes:Contact.breadcrumb'),
            href: buildPath('Contact', {}, ctx.language),
          },
          ...trail,
        ];
  // A logged-in customer's contact data fill the form (the enquiry's way); anyone may change them.
  const profile =
    form !== null && ctx.user !== null && ctx.user.kind === 'customer'
      ? (await getProfile(ctx)).profile
      : null;
  const person: Partial<Record<ContactField, string>> =
    profile === null
      ? {}
      : {
          salutation: profile.salutation ?? 'none',
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phone: profile.phone ?? '',
        };
  // A rating's "Melden" link (decision 096) opens the guests' form with the reason, the house
  // and the rating's number filled in: only a known reason and plain numbers are taken.
  const query = documentUrl(request).searchParams;
  const number = (name: string) => {
    const value = query.get(name) ?? '';
    return /^[1-9]\d{0,9}$/.test(value) ? value : null;
  };
  const reason = query.get('reason');
  const prefill: Partial<Record<ContactField, string>> =
    form !== null && reason !== null && isReasonOf(form, reason)
      ? {
          reason,
          ...(number('objectNumber') === null ? {} : { objectNumber: number('objectNumber')! }),
          ...(number('ratingNumber') === null ? {} : { ratingNumber: number('ratingNumber')! }),
        }
      : {};
  return {
    page: { ...page, breadcrumbs },
    person: { ...prefill, ...person },
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    form,
    // The time trap's start: the instant this form was rendered, signed.
    formToken: form === null ? null : issueFormToken(ctx, 'contact'),
    today: todayInBerlin(ctx.now),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.contact),
  };
}

/** The message of a field's refusal (content:contact.errors.<field>, or why between fields). */
function fieldMessage(t: Translate, field: ContactField, problem?: ContactCrossProblem['problem']) {
  if (problem === 'order') return t('content:contact.errors.order');
  return t(`content:contact.errors.${field}`);
}

const isField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** One refusal per field, in the form's order. */
function sorted(errors: Map<ContactField, string>): FieldError[] {
  return CONTACT_FIELDS.filter((f) => errors.has(f)).map((f) => ({
    field: f,
    message: errors.get(f)!,
  }));
}

export async function contactAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const form: ContactFormKind | undefined = match.route.contactForm;
  if (form === undefined) throw data(null, { status: 405 });
  const body = await readForm(request);
  if (body === null) throw data(null, { status: 400 });
  const t = await siteTranslator(ctx);
  const values: Partial<Record<ContactField, string>> = {};
  for (const name of CONTACT_FIELDS) {
    const value = body.get(name);
    values[name] = typeof value === 'string' ? value.slice(0, CONTACT_MESSAGE_MAX + 100) : '';
  }
  const guard = (name: string) => {
    const value = body.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const raw = {
    form,
    reason: values.reason,
    salutation: (SALUTATIONS as readonly string[]).includes(values.salutation ?? '')
      ? values.salutation
      : 'none',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email?.trim(),
    phone: values.phone,
    message: values.message,
    objectNumber: values.objectNumber?.trim(),
    ratingNumber: values.ratingNumber?.trim(),
    // A ticked checkbox posts "on"; anything else is not ticked.
    goodFaith: values.goodFaith === 'on' ? ('on' as const) : undefined,
    startDate: values.startDate,
    endDate: values.endDate,
    formToken: guard(FORM_GUARD_FIELDS.token),
    website2: guard(FORM_GUARD_FIELDS.trap),
  };
  const answer = (ok: boolean, errors: FieldError[], sentTo: string | null = null) =>
    data<ContactActionData>(
      { ok, errors, values: ok ? {} : values, sentTo },
      { headers: CONTACT_HEADERS },
    );

  // The same schema as the API's, and the checks between fields even where a field's own format
  // already failed (the schema's own check between fields runs only on an otherwise valid form).
  const parsed = contactFormData.safeParse(raw);
  const refused = new Map<ContactField, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isField(name) && !refused.has(name)) {
        const problem =
          issue.code === 'custom' ? (issue.message as ContactCrossProblem['problem']) : undefined;
        refused.set(name, fieldMessage(t, name, problem));
      }
    }
    for (const { field, problem } of contactCrossProblems(raw)) {
      if (!refused.has(field)) refused.set(field, fieldMessage(t, field, problem));
    }
  }
  if (!parsed.success || refused.size > 0) return answer(false, sorted(refused));

  const f = parsed.data;
  try {
    await sendContactMessage(ctx, contactInputOf(f));
    return answer(true, [], f.email);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'rateLimited') {
      return answer(false, [{ field: null, message: t('content:contact.errors.tooMany') }]);
    }
    const name = error.field?.startsWith(CONTACT_FIELD_PREFIX)
      ? error.field.slice(CONTACT_FIELD_PREFIX.length)
      : '';
    if (name === 'startDate') {
      return answer(false, [{ field: 'startDate', message: t('content:contact.errors.past') }]);
    }
    if (name === 'ratingNumber') {
      return answer(false, [
        { field: 'ratingNumber', message: t('content:contact.errors.ratingUnknown') },
      ]);
    }
    // The form guard (a post too soon after the render, an expired or forged token): the form
    // as a whole; the page renders a new token, so sending again works.
    return answer(false, [
      {
        field: null,
        message: t(`errors:${error.key}`, { defaultValue: t('content:contact.errors.failed') }),
      },
    ]);
  }
}
