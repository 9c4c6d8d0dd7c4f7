// Loader and action of the enquiry page (SPEC §2 Request, /request/{objectNumber}/; issue 14): a
// question to the landlord with optional dates and party. It blocks nothing; the guest gets a copy.
// The action checks the fields and hands the enquiry to services/booking, which keeps the rate
// limits and the spam check (the field people do not see, HONEYPOT_FIELD).
import { data } from 'react-router';
import { checkDateRange, isIsoDate, todayInBerlin } from '#core/dates';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { getObject } from '#services/catalogue';
import { clientTexts, type RequestContext } from '#services/platform';
import type {
  FieldError,
  RequestActionData,
  RequestScreenData,
} from '../components/booking/booking-data';
import { HONEYPOT_FIELD } from '../components/booking/request-screen';
import { type EnquiryInput, enquiryFormTokenFor, sendEnquiryFor } from './booking-backend.server';
import {
  PRIVATE,
  formParams,
  limitsOf,
  objectNumberOf,
  objectSummary,
  readForm,
  readTraveller,
} from './booking.server';
import { refusalMessage } from './refusal.server';
import { objectStayQuery, parseBookingStay } from './booking-stay';
import { documentUrl } from './document-url';
import { orPageStatus } from './domain-status.server';
import { loadTableRoute } from './route-loader.server';
import { getProfile } from '#services/accounts';
import { siteTranslator } from '#services/partners';

export const MESSAGE_MAX = 2_000;

export async function loadEnquiry(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const objectNumber = objectNumberOf(match);
  const { object } = await orPageStatus(getObject(ctx, objectNumber));
  const today = todayInBerlin(ctx.now);
  const stay = parseBookingStay(documentUrl(request).searchParams, limitsOf(object), today);
  const t = await siteTranslator(ctx);
  const profile =
    ctx.user !== null && ctx.user.kind === 'customer' ? (await getProfile(ctx)).profile : null;
  const query = objectStayQuery(stay);
  const screen: RequestScreenData = {
    object: objectSummary(object),
    stay,
    today,
    traveller: {
      salutation: profile?.salutation ?? 'none',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      email: profile?.email ?? '',
      phone: profile?.phone ?? '',
      street: '',
      zip: '',
      city: '',
      country: '',
    },
    sent: false,
    sentTo: null,
    formToken: enquiryFormTokenFor(ctx),
    objectPath: query === '' ? object.href : `${object.href}?${query}`,
  };
  return {
    page: { ...page, seo: { ...page.seo, noIndex: true } },
    screen,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.booking),
  };
}

const FIELDS = [
  'message',
  'startDate',
  'endDate',
  'persons',
  'childs',
  'pets',
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;

function count(value: FormDataEntryValue | null, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

export async function enquiryAction(ctx: RequestContext, request: Request) {
  const { match } = await loadTableRoute(ctx, request);
  const objectNumber = objectNumberOf(match);
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  const { object } = await orPageStatus(getObject(ctx, objectNumber));
  const t = await siteTranslator(ctx);
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value.trim().slice(0, MESSAGE_MAX + 10) : '';
  }
  const { traveller, errors } = readTraveller(t, form, {
    addressNeeded: false,
    phoneNeeded: false,
  });
  const refusals: FieldError[] = [];
  const message = values.message ?? '';
  // No control characters but line breaks: the text goes into a mail.
  if (message === '' || message.length > MESSAGE_MAX || /[^\P{Cc}\n\r\t]/u.test(message)) {
    refusals.push({ field: 'message', message: t('booking:errors.message') });
  }
  const start = values.startDate || null;
  const end = values.endDate || null;
  const today = todayInBerlin(ctx.now);
  if (start !== null || end !== null) {
    const ok = isIsoDate(start) && isIsoDate(end) && checkDateRange(start, end, today).ok;
    if (!ok) refusals.push({ field: 'startDate', message: t('booking:errors.dates') });
  }
  const all = [...refusals, ...errors];
  const answer = (extra: Partial<RequestActionData>) =>
    data<RequestActionData>(
      { ok: false, errors: [], values, sentTo: null, ...extra },
      { headers: PRIVATE },
    );
  if (all.length > 0) return answer({ errors: all });
  // The stay's party as the object takes it (values beyond its limits are left out).
  const party = parseBookingStay(formParams(form), limitsOf(object), today);
  try {
    const sent = await sendEnquiryFor(ctx, {
      objectNumber,
      message,
      startDate: start,
      endDate: end,
      adults: count(form.get('persons'), object.personsMax) === null ? null : party.adults,
      children: count(form.get('childs'), object.personsMax),
      pets: object.detailPetAllowed > 0 ? party.pets : null,
      formToken: typeof form.get('formToken') === 'string' ? (form.get('formToken') as string) : '',
      traveller: {
        salutation: traveller.salutation as EnquiryInput['traveller']['salutation'],
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        email: traveller.email,
        phone: traveller.phone === '' ? null : traveller.phone,
      },
      honeypot:
        typeof form.get(HONEYPOT_FIELD) === 'string' ? (form.get(HONEYPOT_FIELD) as string) : '',
    });
    return data<RequestActionData>(
      { ok: true, errors: [], values: {}, sentTo: sent.sentTo },
      { headers: PRIVATE },
    );
  } catch (error) {
    return answer({ errors: [{ field: null, message: refusalMessage(t, error) }] });
  }
}
