// The admin pages' form posts (issue 18): a route action (routes/admin.tsx → ADMIN_ACTIONS) reads
// the urlencoded form, runs the page's use-case and answers what the screen shows above the form.
// The Origin check is the site's own for every page post (server/ssr.ts isSameOriginRequest);
// the permission is checked by the route (404) and again by the use-case. A refusal names the
// field (the use-case's DomainError) in the page's alert above the form; the status stays 200,
// as every page's does (SPEC §4: pages leave only with 200, 301, 404, 410 or 500 — a 400 would
// become a 500), like the contact form's refusals (lib/contact.server.ts).
import { data } from 'react-router';
import { isDomainError, type Translate } from '#services/platform';
import { readForm } from '../booking.server';

export interface AdminActionResult {
  ok: boolean;
  /** What was done (`saved`, `deleted` …) or the refusal's text. */
  message: string;
  /** The refused field (`texts.de`, `hours.mon.0.from` …), or null. */
  field: string | null;
  /**
   * On a refusal, what the form posted for the screen to fill in again (a reason typed at length
   * must not be lost to one refusal); only where the page asks for it (`refill`).
   */
  values?: Record<string, string>;
}

/** Longest text a refusal gives back to the form (the forms' own limits are far below). */
const REFILL_MAX = 4_000;

/** The posted form; a body that is not one names no page (404). */
export async function adminForm(request: Request): Promise<FormData> {
  const form = await readForm(request);
  if (form === null) throw data(null, { status: 404 });
  return form;
}

export function formString(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A whole number in a form field, strictly ("12"; not " 12", "+12", "1e1", "0x4"); NaN otherwise,
 * which the use-case refuses naming the field.
 */
export function formInt(form: FormData, name: string): number {
  const value = formString(form, name);
  return /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * An amount in euros as a number field posts it ("250", "250.5", "250.50"; a point, whatever the
 * page's language) in cents; NaN otherwise ("250,50", "-1", "1e3", three decimals), which the
 * use-case refuses naming the field.
 */
export function formCents(form: FormData, name: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(formString(form, name));
  if (match === null) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Runs the use-case; a DomainError becomes a refusal naming its field — the form's name for it
 * where the form calls it otherwise (`formFields`: the use-case's `receivedCents` is the form's
 * `received`). `done` is what is said on success — a text, or made from what the use-case
 * answered. `label` words a field for the refusal's text as the screen labels it ("Samstag,
 * Zeitspanne 1: bis", not `hours.sat.0.to`); without it the text names the field as it is.
 * `refill` gives back what the form posted (useAdminRefill).
 */
export async function runAdminAction<T>(
  t: Translate,
  done: string | ((result: T) => string),
  call: () => Promise<T>,
  formFields: Readonly<Record<string, string>> = {},
  options: {
    refill?: { form: FormData; names: readonly string[] };
    label?: (field: string) => string | null;
  } = {},
): Promise<AdminActionResult> {
  const { refill, label } = options;
  try {
    const result = await call();
    return { ok: true, message: typeof done === 'string' ? done : done(result), field: null };
  } catch (error) {
    if (!isDomainError(error) || error.code === 'forbidden') throw error;
    const field = error.field === undefined ? null : (formFields[error.field] ?? error.field);
    const named = field === null ? null : label === undefined ? field : label(field);
    return {
      ok: false,
      message: `${t(`errors:${error.key}`, { defaultValue: t('errors:errors.validation.invalid') })}${named ? ` (${named})` : ''}`,
      field,
      ...(refill === undefined
        ? {}
        : {
            values: Object.fromEntries(
              refill.names.map((name) => [
                name,
                formString(refill.form, name).slice(0, REFILL_MAX),
              ]),
            ),
          }),
    };
  }
}
