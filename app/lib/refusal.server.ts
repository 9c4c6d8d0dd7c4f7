// A use-case's refusal in the words of a page's form: its error key translated, a spent limit as
// "too many tries", anything that is no domain error thrown on (a defect, the 500 page); and the
// form's field it names, so the message stands at that field.
import { isDomainError, type Translate } from '#services/platform';

export function refusalMessage(t: Translate, error: unknown): string {
  if (!isDomainError(error)) throw error;
  // A spent limit in the use-case's own words where it has them ("Zu viele Einlöseversuche"),
  // else the general "too many tries".
  const fallback =
    error.code === 'rateLimited' ? 'booking:errors.rateLimited' : 'booking:errors.failed';
  return t(`errors:${error.key}`, { defaultValue: t(fallback) });
}

/** The refusal as a form error: at the first of the form's `fields` it names, else the form's. */
export function refusalAt(
  t: Translate,
  error: unknown,
  fields: readonly string[],
): { field: string | null; message: string } {
  const message = refusalMessage(t, error);
  const named = isDomainError(error) ? fields.find((f) => error.fields.includes(f)) : undefined;
  return { field: named ?? null, message };
}
