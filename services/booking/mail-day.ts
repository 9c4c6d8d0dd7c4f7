// Calendar days in the booking mails, as the site writes them in the mail's language.
import { isIsoDate } from '#core/dates';
import { formatDay } from '#core/format';
import { LOCALES, type Language } from '#core/languages';

/**
 * "12.12.2026" in German, "12/12/2026" in English, as the pages show it (core/format formatDay);
 * the mails wrote every language's dates the German way.
 */
export function mailDay(language: Language, iso: string): string {
  return isIsoDate(iso) ? formatDay(iso, LOCALES[language]) : iso;
}
