import { useId, useState } from 'react';
import { diffDays, type IsoDate } from '#core/dates';
import { TOLERANCE_OPTIONS, type Tolerance } from '#core/search-query';
import { useT } from '../../i18n/provider';
import { formatDay } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { checkDateInputs } from '../../lib/search-url';
import type { FilterProps } from './filter-props';
import { DateRangeField } from '../ui/date-range-field';
import { SelectField } from '../ui/select-field';
import styles from './filters.module.css';

/** The lengths a Last Minute search without dates offers (nights; 7 is the default). */
export const STAY_LENGTHS = [3, 4, 5, 7, 10, 14] as const;
const DEFAULT_STAY_LENGTH = 7;

/**
 * Arrival and departure with the SPEC.md §5 range check, and the date tolerance. The search
 * follows only a complete, valid pair; until then the fields keep what the guest typed and say
 * what is missing. With `stayLength` (the Last Minute page) and no dates, the length of the stay
 * the search finds for each home (`duration`; decision 106).
 */
export function DateFilter({
  query,
  update,
  today,
  stayLength = false,
}: FilterProps & { today: IsoDate; stayLength?: boolean }) {
  const t = useT('search');
  const locale = useLocale();
  const id = useId();
  const fromUrl = { start: query.startDate ?? '', end: query.endDate ?? '' };
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  // The URL changed elsewhere (reset, back button): show its dates.
  if (seen.start !== fromUrl.start || seen.end !== fromUrl.end) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }

  const state = checkDateInputs(draft.start, draft.end, today);
  const change = (next: { start: string; end: string }) => {
    setDraft(next);
    const checked = checkDateInputs(next.start, next.end, today);
    if (checked.kind === 'valid') {
      update({ startDate: checked.startDate, endDate: checked.endDate, duration: null });
    } else if (checked.kind === 'empty' && (query.startDate !== null || query.endDate !== null)) {
      update({ startDate: null, endDate: null, duration: null, tolerance: null });
    }
  };

  // The chosen stay in words, with its nights: the calendar's fields show only the two days.
  const message =
    state.kind === 'invalid'
      ? t(`filters.dates.problem.${state.problem}`)
      : state.kind === 'incomplete' && draft.start !== ''
        ? t('filters.dates.needDeparture')
        : state.kind === 'valid'
          ? t('filters.dates.summary', {
              start: formatDay(state.startDate, locale),
              end: formatDay(state.endDate, locale),
              count: diffDays(state.startDate, state.endDate),
            })
          : '';
  const invalid = state.kind === 'invalid';
  const messageId = `${id}-message`;
  const hasDates = query.startDate !== null && query.endDate !== null;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('filters.dates.legend')}</legend>
      {/* The object page's calendar (issue 19); without script, ISO text fields sent with the
          form. The tolerance sits beside the dates it widens. */}
      <DateRangeField
        idPrefix={id}
        startName="startDate"
        endName="endDate"
        today={today}
        startDate={draft.start === '' ? null : draft.start}
        endDate={draft.end === '' ? null : draft.end}
        labels={{ start: t('filters.dates.arrival'), end: t('filters.dates.departure') }}
        labelClassName={styles.label}
        controlClassName={styles.input}
        onChange={(range) => change({ start: range.startDate ?? '', end: range.endDate ?? '' })}
      />
      {/* Always rendered: a live region must exist before its text changes to be announced. */}
      <p id={messageId} className={invalid ? styles.error : styles.hint} aria-live="polite">
        {message}
      </p>
      {stayLength && !hasDates ? (
        <SelectField
          label={t('filters.dates.duration')}
          value={String(query.duration ?? DEFAULT_STAY_LENGTH)}
          options={STAY_LENGTHS.map((nights) => ({
            value: String(nights),
            label: t('filters.dates.nights', { count: nights }),
          }))}
          onChange={(value) => {
            const nights = Number(value);
            update({ duration: nights === DEFAULT_STAY_LENGTH ? null : nights });
          }}
        />
      ) : null}
      <SelectField
        label={t('filters.dates.tolerance')}
        value={query.tolerance === null ? '' : String(query.tolerance)}
        disabled={!hasDates}
        options={[
          { value: '', label: t('filters.dates.toleranceExact') },
          ...TOLERANCE_OPTIONS.map((days) => ({
            value: String(days),
            label: t('filters.dates.tolerance', { count: days }),
          })),
        ]}
        onChange={(value) =>
          update({ tolerance: value === '' ? null : (Number(value) as Tolerance) })
        }
      />
      {hasDates || draft.start !== '' || draft.end !== '' ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => change({ start: '', end: '' })}
        >
          {t('filters.dates.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}
