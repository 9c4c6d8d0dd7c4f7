// Loader and action of the partner programme page (SPEC §2 Distribution, /partnerprogramm/ and its
// language slugs; issue 16): what agencies and affiliates get, how it works, and the application
// form. The form posts to the route's action as a plain form post (it works without JavaScript);
// the action checks the fields with the API's schema (core/api/partners.ts) and hands the
// application to services/partners — the same use-case as POST /api/sendRegistration, which keeps
// the form guard and the abuse limits. Page posts come from the site only (server/plugins/origin.ts).
import { data } from 'react-router';
import { registrationFields } from '#core/api/partners';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import {
  REGISTRATION_FIELDS,
  REGISTRATION_LIMITS,
  type RegistrationField,
} from '#core/partner-registration';
import {
  registrationFormToken,
  registrationInputOf,
  sendRegistration,
  siteTranslator,
} from '#services/partners';
import {
  FORM_GUARD_FIELDS,
  clientTexts,
  formTokenProblem,
  isDomainError,
  type RequestContext,
  type Translate,
} from '#services/platform';
import type {
  ProgrammeActionData,
  ProgrammeScreenData,
} from '../components/partners/programme-data';
import type { FieldError } from '../components/ui/form-fields';
import { countryOptions, readForm } from './booking.server';
import { loadTableRoute } from './route-loader.server';
import { PRIVATE_NO_STORE } from './private-headers';

/** The answer is the visitor's own (a token, their values): no cache keeps it. */
export const PROGRAMME_ACTION_HEADERS = PRIVATE_NO_STORE;

export async function loadPartnerProgramme(ctx: RequestContext, request: Request) {
  const { match, page } = await loadTableRoute(ctx, request);
  const t = await siteTranslator(ctx);
  const screen: ProgrammeScreenData = {
    formToken: registrationFormToken(ctx).formToken,
    countries: countryOptions(ctx.language, null),
  };
  return {
    page,
    screen,
    heading: t(`routes:${match.baseName}.title`),
    intro: t(`routes:${match.baseName}.intro`),
    texts: await clientTexts(ctx.language, SCREEN_TEXTS.partnerProgramme),
  };
}

function field(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  // Trimmed by the schema; cut far beyond any limit so a huge value is not carried back.
  return typeof value === 'string' ? value.slice(0, max + 10) : '';
}

function refusal(t: Translate, error: unknown): string {
  if (!isDomainError(error)) throw error;
  return t(`errors:${error.key}`, { defaultValue: t('partners:form.errors.failed') });
}

export async function partnerProgrammeAction(ctx: RequestContext, request: Request) {
  await loadTableRoute(ctx, request);
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  const t = await siteTranslator(ctx);
  const values = {} as Record<RegistrationField, string>;
  for (const name of REGISTRATION_FIELDS) {
    const max =
      name in REGISTRATION_LIMITS ? (REGISTRATION_LIMITS as Record<string, number>)[name]! : 40;
    values[name] = field(form, name, max);
  }
  const token = field(form, FORM_GUARD_FIELDS.token, 80);
  const trap = field(form, FORM_GUARD_FIELDS.trap, 200);
  // A genuine token goes back into the form, so a person correcting a field is not held up by the
  // time trap again; a foreign one is replaced by a new one.
  const problem = formTokenProblem(ctx, 'registration', token);
  const formToken =
    problem === null || problem === 'tooFast' ? token : registrationFormToken(ctx).formToken;
  const answer = (errors: FieldError[]) =>
    data<ProgrammeActionData>(
      { ok: false, errors, values, formToken, sentTo: null },
      { headers: PROGRAMME_ACTION_HEADERS },
    );
  const parsed = registrationFields.safeParse({ ...values, formToken: token, website2: trap });
  if (!parsed.success) {
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (!(REGISTRATION_FIELDS as readonly string[]).includes(name) || seen.has(name)) continue;
      seen.add(name);
      errors.push({ field: name, message: t(`partners:form.errors.${name as RegistrationField}`) });
    }
    // In the form's order, as the summary lists them.
    errors.sort(
      (a, b) =>
        REGISTRATION_FIELDS.indexOf(a.field as RegistrationField) -
        REGISTRATION_FIELDS.indexOf(b.field as RegistrationField),
    );
    if (errors.length > 0) return answer(errors);
  }
  if (!parsed.success) {
    // Only the guard's inputs are malformed: a form that is not ours.
    return answer([{ field: null, message: t('errors:errors.form.invalid') }]);
  }
  const r = parsed.data;
  try {
    const sent = await sendRegistration(ctx, registrationInputOf(r), FORM_GUARD_FIELDS.token);
    return data<ProgrammeActionData>(
      { ok: true, errors: [], values: null, formToken, sentTo: sent.sentTo },
      { headers: PROGRAMME_ACTION_HEADERS },
    );
  } catch (error) {
    return answer([{ field: null, message: refusal(t, error) }]);
  }
}
