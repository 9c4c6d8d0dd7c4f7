// The opening-hours inputs' names, in one place for the form's aria-labels and for a refusal that
// names the field (app/lib/admin/schedule.server.ts): the office reads the same words in both.
import type { AppKeys, Values } from '#core/i18n/translate';
import type { Weekday } from '#core/office-hours';

/** The admin screen's `t` (useT('admin')) and a loader's server translator both take these keys. */
type AdminTranslate = (key: `admin:${AppKeys['admin']}`, values?: Values) => string;

/** "Samstag", "Samstag, Zeitspanne 1" or "Samstag, Zeitspanne 1: bis" (span counted from 0). */
export function hoursInputLabel(
  t: AdminTranslate,
  day: Weekday,
  span?: number,
  end?: 'from' | 'to',
): string {
  const dayName = t(`admin:schedule.days.${day}`);
  if (span === undefined) return dayName;
  const spanName = `${dayName}, ${t('admin:schedule.span', { n: span + 1 })}`;
  return end === undefined ? spanName : `${spanName}: ${t(`admin:schedule.${end}`)}`;
}
