import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { Availability } from '#core/availability';
import { addDays, parseIsoDate, type IsoDate } from '#core/dates';
import {
  calendarDay,
  chooseDay,
  monthWeeks,
  shiftMonth,
  type CalendarDay,
  type DateSelection,
  type SelectionProblem,
} from '#core/price-state';
import { useT } from '../../i18n/provider';
import { dateTimeFormat, formatDay } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import styles from './availability-calendar.module.css';

/** Months ahead of today the calendar can show (feeds cover about 18). */
const MAX_MONTHS_AHEAD = 24;

export interface AvailabilityCalendarProps {
  availability: Availability | null;
  /** The request's "today" in Europe/Berlin (from the server, so SSR and hydration agree). */
  today: IsoDate;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** A click or Enter on a day, with the new arrival/departure (see core chooseDay). */
  onChange(selection: DateSelection): void;
  /** id of the first month grid, for "choose dates" buttons elsewhere on the page. */
  gridId?: string;
  /** Months side by side: 2 (default; stacked in a narrow box), 1 for a phone's date field. */
  monthsShown?: 1 | 2;
  /**
   * Without an object (search, home): no availability to show, so no legend and no "no data"
   * in the day names; every future day can be chosen (issue 19, one date picker).
   */
  plain?: boolean;
}

function yearMonth(date: IsoDate): [number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
}

function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

/**
 * The written-out dates of the day labels ("Sonntag, 1. November 2026"), per locale and date.
 * Every render of the calendar names ~61 days; Intl's full-date formatting was a noticeable part
 * of an uncached object page's render (issue 12), and the same days come back on every page.
 * Bounded: cleared when it grows past a few years of days in every language.
 */
const dayNames = new Map<string, string>();
const DAY_NAMES_MAX = 4000;

function dayName(format: Intl.DateTimeFormat, locale: string, date: IsoDate): string {
  const key = `${locale}|${date}`;
  let name = dayNames.get(key);
  if (name === undefined) {
    name = format.format(new Date(`${date}T00:00:00Z`));
    if (dayNames.size >= DAY_NAMES_MAX) dayNames.clear();
    dayNames.set(key, name);
  }
  return name;
}

/** Monday-first weekday headers, long and short, in the page locale. */
function useWeekdays(locale: string): { long: string; short: string }[] {
  return useMemo(() => {
    const long = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, i) => {
      const date = new Date(Date.UTC(2024, 0, 1 + i));
      return { long: long.format(date), short: short.format(date).replace(/\.$/, '') };
    });
  }, [locale]);
}

/**
 * The object's availability over two months, as an accessible date grid (WAI-ARIA APG date
 * picker pattern): one tab stop, arrow keys move by day or week, Home/End to the week's start or
 * end, PageUp/PageDown by month (with Shift by year), Enter or Space chooses. First choice =
 * arrival, second = departure; refused choices are explained in a live region.
 */
export function AvailabilityCalendar({
  availability,
  today,
  startDate,
  endDate,
  onChange,
  gridId,
  monthsShown = 2,
  plain = false,
}: AvailabilityCalendarProps) {
  const t = useT('pricing');
  const locale = useLocale();
  const weekdays = useWeekdays(locale);
  const baseId = useId();
  const firstMonth = yearMonth(today);
  const [view, setView] = useState<[number, number]>(() =>
    yearMonth(startDate !== null && startDate >= today ? startDate : today),
  );
  const [focusDate, setFocusDate] = useState<IsoDate>(() =>
    startDate !== null && startDate >= today ? startDate : today,
  );
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  const minIndex = monthIndex(...firstMonth);
  const maxIndex = minIndex + MAX_MONTHS_AHEAD - monthsShown + 1;
  const viewIndex = monthIndex(...view);

  // Keyboard moves: put the DOM focus on the new day once it is rendered.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, view]);

  const monthFormat = useMemo(
    () => dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const dayFormat = useMemo(
    () =>
      dateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [locale],
  );

  const months = Array.from({ length: monthsShown }, (_, i) => shiftMonth(view[0], view[1], i));
  const visibleFrom = `${view[0]}-${String(view[1]).padStart(2, '0')}-01`;
  // The focused day must be a rendered one (after month navigation with the buttons).
  const focusMonth = monthIndex(...yearMonth(focusDate));
  const focusVisible =
    focusMonth >= viewIndex && focusMonth < viewIndex + monthsShown && focusDate >= today;
  const tabDate = focusVisible ? focusDate : visibleFrom < today ? today : visibleFrom;

  function goToMonth(index: number) {
    const clamped = Math.min(maxIndex, Math.max(minIndex, index));
    setView([Math.floor(clamped / 12), (clamped % 12) + 1]);
  }

  function focusDay(date: IsoDate) {
    const target = date < today ? today : date;
    const index = monthIndex(...yearMonth(target));
    if (index > maxIndex + monthsShown - 1) return;
    if (index < viewIndex) goToMonth(index);
    else if (index >= viewIndex + monthsShown) goToMonth(index - monthsShown + 1);
    moveFocus.current = true;
    setFocusDate(target);
  }

  function choose(date: IsoDate) {
    const selection = chooseDay({ startDate, endDate }, date, availability, today);
    setProblem(selection.problem);
    setFocusDate(date);
    if (selection.startDate !== startDate || selection.endDate !== endDate) onChange(selection);
  }

  /** The day button an event of the grid comes from (handlers sit on the grid, not each day). */
  function eventDate(event: { target: EventTarget }): IsoDate | null {
    const target = event.target as Element | null;
    const day = target?.closest?.<HTMLButtonElement>('button[data-date]');
    return day?.dataset.date ?? null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const date = eventDate(event);
    if (date === null) return;
    const epochDay = parseIsoDate(date);
    if (epochDay === null) return;
    const mondayIndex = (((epochDay + 3) % 7) + 7) % 7;
    let next: IsoDate;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(date, -1);
        break;
      case 'ArrowRight':
        next = addDays(date, 1);
        break;
      case 'ArrowUp':
        next = addDays(date, -7);
        break;
      case 'ArrowDown':
        next = addDays(date, 7);
        break;
      case 'Home':
        next = addDays(date, -mondayIndex);
        break;
      case 'End':
        next = addDays(date, 6 - mondayIndex);
        break;
      case 'PageUp':
      case 'PageDown': {
        const [y, m] = yearMonth(date);
        const delta = (event.key === 'PageUp' ? -1 : 1) * (event.shiftKey ? 12 : 1);
        const [ny, nm] = shiftMonth(y, m, delta);
        const day = Number(date.slice(8, 10));
        // Same day of the month, or the month's last day when it is shorter.
        let candidate = `${ny}-${String(nm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        while (parseIsoDate(candidate) === null && candidate.slice(8) > '28') {
          candidate = `${candidate.slice(0, 8)}${String(Number(candidate.slice(8)) - 1)}`;
        }
        next = candidate;
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    focusDay(next);
  }

  // The texts every day label repeats, looked up once per render instead of once per day.
  const kindTexts = new Map<CalendarDay['kind'], string>();
  const minStayTexts = new Map<number, string>();
  const inStayText = t('calendar.day.inStay');

  function dayLabel(day: CalendarDay, inStay: boolean): string {
    let kindText = kindTexts.get(day.kind);
    if (kindText === undefined) {
      kindText = t(`calendar.day.${day.kind}`);
      kindTexts.set(day.kind, kindText);
    }
    let label = dayName(dayFormat, locale, day.date);
    if (!plain || day.kind === 'past') label += `, ${kindText}`;
    if (day.minStay > 1 && day.kind !== 'past' && day.kind !== 'occupied') {
      let minStayText = minStayTexts.get(day.minStay);
      if (minStayText === undefined) {
        minStayText = t('calendar.day.minStay', { count: day.minStay });
        minStayTexts.set(day.minStay, minStayText);
      }
      label += `, ${minStayText}`;
    }
    if (day.date === startDate) label += `, ${t('calendar.day.arrival')}`;
    else if (day.date === endDate) label += `, ${t('calendar.day.departure')}`;
    else if (inStay) label += `, ${inStayText}`;
    return label;
  }

  const message =
    problem !== null
      ? problem.reason === 'minimumStay'
        ? t('calendar.problem.minimumStay', { count: problem.minStay })
        : t(`calendar.problem.${problem.reason}`)
      : startDate !== null && endDate === null
        ? t('calendar.chooseDeparture')
        : startDate === null
          ? t('calendar.chooseArrival')
          : '';

  return (
    <div className={styles.calendar} data-plain={plain || undefined} data-months={monthsShown}>
      <div className={styles.summary}>
        <p className={styles.chosen}>
          <span className={styles.chosenLabel}>{t('calendar.arrival')}</span>
          <span className={styles.chosenValue} data-testid="calendar-arrival">
            {startDate !== null ? formatDay(startDate, locale) : t('calendar.notChosen')}
          </span>
        </p>
        <p className={styles.chosen}>
          <span className={styles.chosenLabel}>{t('calendar.departure')}</span>
          <span className={styles.chosenValue} data-testid="calendar-departure">
            {endDate !== null ? formatDay(endDate, locale) : t('calendar.notChosen')}
          </span>
        </p>
      </div>
      <div className={styles.months} ref={gridRef}>
        {months.map(([year, month], i) => {
          const headingId = `${baseId}-m${i}`;
          return (
            <div className={styles.month} key={`${year}-${month}`}>
              <div className={styles.monthHead}>
                {i === 0 ? (
                  <button
                    type="button"
                    className={styles.navButton}
                    data-side="previous"
                    onClick={() => goToMonth(viewIndex - 1)}
                    disabled={viewIndex <= minIndex}
                    aria-label={t('calendar.previous')}
                  >
                    <span aria-hidden="true">‹</span>
                  </button>
                ) : null}
                <h3 className={styles.monthTitle} id={headingId} aria-live="polite">
                  {monthFormat.format(new Date(Date.UTC(year, month - 1, 1)))}
                </h3>
                {i === monthsShown - 1 ? (
                  <button
                    type="button"
                    className={styles.navButton}
                    data-side="next"
                    onClick={() => goToMonth(viewIndex + 1)}
                    disabled={viewIndex >= maxIndex}
                    aria-label={t('calendar.next')}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                ) : null}
              </div>
              {/* The days' click, key and focus handlers, delegated to the grid: three closures
                  and props fewer for each of the ~61 days on every render (issue 12). */}
              <table
                className={styles.grid}
                role="grid"
                aria-labelledby={headingId}
                id={i === 0 ? gridId : undefined}
                onClick={(event: MouseEvent<HTMLElement>) => {
                  const date = eventDate(event);
                  if (date !== null) choose(date);
                }}
                onKeyDown={onKeyDown}
                onFocus={(event: FocusEvent<HTMLElement>) => {
                  const date = eventDate(event);
                  if (date !== null) setFocusDate(date);
                }}
              >
                <thead>
                  <tr>
                    {weekdays.map((w) => (
                      <th key={w.long} scope="col" abbr={w.long} className={styles.weekday}>
                        {w.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(year, month).map((week, w) => (
                    <tr key={w}>
                      {week.map((date, d) => {
                        if (date === null) return <td key={d} />;
                        const day = calendarDay(availability, date, today);
                        const isStart = date === startDate;
                        const isEnd = date === endDate;
                        const inStay =
                          startDate !== null &&
                          endDate !== null &&
                          date > startDate &&
                          date < endDate;
                        return (
                          <td key={date} role="gridcell" aria-selected={isStart || isEnd || inStay}>
                            <button
                              type="button"
                              className={styles.day}
                              data-date={date}
                              data-kind={day.kind}
                              data-edge={isStart ? 'start' : isEnd ? 'end' : undefined}
                              data-in-stay={inStay || undefined}
                              // Drawn by CSS (a corner number): the visible text stays the day
                              // number, which the accessible name starts with.
                              data-min-stay={
                                day.minStay > 1 && day.kind !== 'past' && day.kind !== 'occupied'
                                  ? day.minStay
                                  : undefined
                              }
                              tabIndex={date === tabDate ? 0 : -1}
                              aria-disabled={day.kind === 'past' || undefined}
                            >
                              {/* The name starts with the visible day number (WCAG 2.5.3, so
                                  voice control "click 12" works) and goes on with the details. */}
                              {Number(date.slice(8, 10))}
                              {/* One text node (no separator comments in the server HTML). */}
                              <span className="visually-hidden">{`, ${dayLabel(day, inStay)}`}</span>
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      <p className={styles.message} role="status" data-problem={problem?.reason}>
        {message}
      </p>
      {plain ? null : (
        <ul className={styles.legend}>
          {(['vacant', 'occupied', 'noArrival', 'minStay', 'selected'] as const).map((kind) => (
            <li key={kind} className={styles.legendItem}>
              <span className={styles.swatch} data-kind={kind} aria-hidden="true" />
              {t(`calendar.legend.${kind}`)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('calendar.keyboardHint')}</p>
      {startDate !== null ? (
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            setProblem(null);
            onChange({ startDate: null, endDate: null, problem: null });
          }}
        >
          {t('calendar.reset')}
        </button>
      ) : null}
    </div>
  );
}
