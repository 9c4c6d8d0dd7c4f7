// A use-case's refusal in the words of a page's form: its error key translated, a spent limit as
// "too many tries", anything that is no domain error thrown on (a defect, the 500 page).
import { isDomainError, type Translate } from '#services/platform';

export function refusalMessage(t: Translate, error: unknown): string {
  if (!isDomainError(error)) throw error;
  if (error.code === 'rateLimited') return t('booking:errors.rateLimited');
  return t(`errors:${error.key}`, { defaultValue: t('booking:errors.failed') });
}
