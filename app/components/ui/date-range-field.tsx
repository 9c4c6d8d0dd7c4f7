// One date picker (issue 19): arrival and departure of the search filters, the home search and
// other forms, chosen in the object page's calendar (components/object/availability-calendar.tsx)
// instead of the browser's date input, which shows the browser's format ("mm/dd/yyyy" on a German
// page) and reads badly with screen readers. Progressive enhancement: the server HTML has two text
// fields that take ISO dates (pattern and a format hint in the page language), so a form sent
// without script carries startDate/endDate as before; once the page runs its scripts they become
// hidden fields and two buttons that open the calendar. The calendar's code and texts load on the
// first opening (home and search first-load budget, docs/performance.md).
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LAZY_TEXTS } from '#core/i18n/namespaces';
import type { IsoDate } from '#core/dates';
import { addDays } from '#core/dates';
import { useT, useTextsLoader } from '../../i18n/provider';
import { importOrReload } from '../../lib/chunk-reload';
import { formatDay } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { useScripted } from '../../lib/scripted';
import styles from './date-range-field.module.css';

const loadPopover = importOrReload(() => import('./date-range-popover'), {
  chunk: 'date-range-popover',
});
const DateRangePopover = lazy(() => loadPopover().then((m) => ({ default: m.DateRangePopover })));

/** ISO dates only: what the search and booking URLs take (SPEC.md §3). */
export const ISO_DATE_PATTERN = '\\d{4}-\\d{2}-\\d{2}';

/** The control ids, hint id and refusal ids of the two fields. */
function wiring(props: DateRangeFieldProps) {
  const ids = props.controlIds ?? {
    start: `${props.idPrefix}-start`,
    end: `${props.idPrefix}-end`,
  };
  const hintId = props.hint ? `${props.idPrefix}-hint` : null;
  const errorId = (side: 'start' | 'end') => (props.errors?.[side] ? `${ids[side]}-error` : null);
  const describedBy = (side: 'start' | 'end', ...more: (string | null)[]) => {
    const list = [hintId, ...more, errorId(side)].filter((id): id is string => id !== null);
    return list.length > 0 ? list.join(' ') : undefined;
  };
  return { ids, hintId, errorId, describedBy };
}

/** A field's refusal under its control (the form kit's wording, this field's look). */
function Refusal({ id, message }: { id: string | null; message: string | undefined }) {
  return id !== null && message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** The hint below both fields. */
function Hint({ id, text }: { id: string | null; text: string | undefined }) {
  return id !== null && text ? (
    <p id={id} className={styles.formatHint}>
      {text}
    </p>
  ) : null;
}

export interface DateRange {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
}

export interface DateRangeFieldProps extends DateRange {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  /** Names of the submitted fields; none: the fields are not sent (a script-only filter). */
  startName?: string;
  endName?: string;
  /** The request's "today" in Europe/Berlin (from the loader: SSR and hydration agree). */
  today: IsoDate;
  /** Visible labels of the two fields, in the screen's own words (a form adds "(optional)"). */
  labels: { start: ReactNode; end: ReactNode };
  /**
   * Ids of the two controls; default `${idPrefix}-start`/`-end`. A form of the form kit passes its
   * field ids (`contact-startDate`), so its error summary links to them and the focus goes there.
   */
  controlIds?: { start: string; end: string };
  /** A hint below the two fields, read with both controls (e.g. when the dates are needed). */
  hint?: string;
  /** Refusals of the two fields (a form's answer): shown under each, read with it, marked invalid. */
  errors?: { start?: string; end?: string };
  /** The form needs both dates (the typed fields say aria-required; the labels say it in words). */
  required?: boolean;
  /** A complete range was chosen, or the dates were cleared (both null). */
  onChange?(range: DateRange): void;
  /** Class of the whole (the caller's grid: two columns for the two fields, the hint below). */
  className?: string;
  /** Class of each of the two fields (label and control). */
  fieldClassName?: string;
  /** Class of the two visible controls (input before hydration, button after). */
  controlClassName?: string;
  /** Class of the labels. */
  labelClassName?: string;
  /** Rendered after the two fields (e.g. the search's date tolerance). */
  children?: ReactNode;
}

export function DateRangeField(props: DateRangeFieldProps) {
  const scripted = useScripted();
  return scripted ? <ScriptedDateRange {...props} /> : <TypedDateRange {...props} />;
}

/** The server's HTML (and a browser without script): typed ISO dates, said how. */
function TypedDateRange(props: DateRangeFieldProps) {
  const { idPrefix, startName, endName, today, labels } = props;
  const t = useT('common');
  const w = wiring(props);
  const hintId = `${idPrefix}-format`;
  return (
    <div className={`${styles.wrapper} ${props.className ?? ''}`}>
      {(['start', 'end'] as const).map((side) => (
        <div key={side} className={`${styles.field} ${props.fieldClassName ?? ''}`}>
          <label htmlFor={w.ids[side]} className={props.labelClassName}>
            {labels[side]}
          </label>
          <input
            id={w.ids[side]}
            className={props.controlClassName}
            name={side === 'start' ? startName : endName}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            pattern={ISO_DATE_PATTERN}
            placeholder={t('dates.placeholder')}
            aria-describedby={w.describedBy(side, hintId)}
            aria-required={props.required ? true : undefined}
            aria-invalid={props.errors?.[side] ? true : undefined}
            defaultValue={(side === 'start' ? props.startDate : props.endDate) ?? ''}
          />
          <Refusal id={w.errorId(side)} message={props.errors?.[side]} />
        </div>
      ))}
      <Hint id={w.hintId} text={props.hint} />
      <p id={hintId} className={styles.formatHint}>
        {t('dates.formatHint', { example: addDays(today, 30) })}
      </p>
      {props.children}
    </div>
  );
}

/** After hydration: hidden fields and two buttons that open the calendar. */
function ScriptedDateRange(props: DateRangeFieldProps) {
  const { idPrefix, startName, endName, today, labels, onChange } = props;
  const t = useT('common');
  const locale = useLocale();
  const loadTexts = useTextsLoader();
  const dialogId = useId();
  const [range, setRange] = useState<DateRange>({
    startDate: props.startDate,
    endDate: props.endDate,
  });
  const [seen, setSeen] = useState<DateRange>({
    startDate: props.startDate,
    endDate: props.endDate,
  });
  // New dates from outside (the URL changed: reset, back button): show them.
  if (seen.startDate !== props.startDate || seen.endDate !== props.endDate) {
    setSeen({ startDate: props.startDate, endDate: props.endDate });
    setRange({ startDate: props.startDate, endDate: props.endDate });
  }
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const openCalendar = (button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(true);
    // Code and texts together: the calendar never shows a key instead of its words.
    void Promise.all([loadPopover(), loadTexts(LAZY_TEXTS.dateRange)]).then(() => setReady(true));
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) opener.current?.focus();
  }, []);

  // A click or focus outside the field and its calendar closes it (non-modal, like a listbox).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (target !== null && wrapper.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  const choose = (next: DateRange) => {
    setRange(next);
    if (next.startDate !== null && next.endDate !== null) {
      close(true);
      onChange?.(next);
    } else if (next.startDate === null && next.endDate === null) {
      onChange?.(next);
    }
  };

  const w = wiring(props);

  const shown = (date: IsoDate | null) =>
    date === null ? t('dates.notChosen') : formatDay(date, locale);

  return (
    <div
      className={`${styles.wrapper} ${props.className ?? ''}`}
      ref={wrapper}
      data-testid={`${idPrefix}-dates`}
    >
      {startName ? <input type="hidden" name={startName} value={range.startDate ?? ''} /> : null}
      {endName ? <input type="hidden" name={endName} value={range.endDate ?? ''} /> : null}
      {(['start', 'end'] as const).map((side) => {
        const date = side === 'start' ? range.startDate : range.endDate;
        const labelId = `${idPrefix}-${side}-label`;
        return (
          <div key={side} className={`${styles.field} ${props.fieldClassName ?? ''}`}>
            <span id={labelId} className={props.labelClassName}>
              {labels[side]}
            </span>
            <button
              type="button"
              id={w.ids[side]}
              className={`${props.controlClassName ?? ''} ${styles.trigger}`}
              aria-labelledby={`${labelId} ${w.ids[side]}`}
              aria-describedby={w.describedBy(side)}
              aria-invalid={props.errors?.[side] ? true : undefined}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? dialogId : undefined}
              data-empty={date === null || undefined}
              data-testid={`${idPrefix}-${side}`}
              onClick={(event) => (open ? close(false) : openCalendar(event.currentTarget))}
            >
              <span aria-hidden="true" className={styles.icon}>
                {/* A calendar glyph, drawn: no icon font on first load. */}
                <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
                  <rect
                    x="1.5"
                    y="3"
                    width="13"
                    height="11.5"
                    rx="1.5"
                    fill="none"
                    stroke="currentColor"
                  />
                  <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" fill="none" />
                </svg>
              </span>
              <span>{shown(date)}</span>
            </button>
            <Refusal id={w.errorId(side)} message={props.errors?.[side]} />
          </div>
        );
      })}
      <Hint id={w.hintId} text={props.hint} />
      {open ? (
        <div
          id={dialogId}
          role="dialog"
          aria-label={t('dates.field')}
          className={styles.popover}
          data-testid="date-range-dialog"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close(true);
            }
          }}
        >
          {ready ? (
            <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
              <DateRangePopover
                today={today}
                startDate={range.startDate}
                endDate={range.endDate}
                onChange={choose}
                closeLabel={t('dates.close')}
                onClose={() => close(true)}
              />
            </Suspense>
          ) : (
            <p className={styles.loading} role="status">
              {t('loading')}
            </p>
          )}
        </div>
      ) : null}
      {props.children}
    </div>
  );
}
