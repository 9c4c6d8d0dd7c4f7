// The calendar of a DateRangeField (date-range-field.tsx), loaded on its first opening: the object
// page's availability calendar without an object (plain), one month on phones, two from 700 px.
import { useEffect, useRef } from 'react';
import type { IsoDate } from '#core/dates';
import type { DateSelection } from '#core/price-state';
import { AvailabilityCalendar } from '../object/availability-calendar';
import { useMediaQuery } from '../search/use-media-query';
import styles from './date-range-field.module.css';

/** From here two months fit side by side (the calendar's own container query agrees). */
const TWO_MONTHS_QUERY = '(min-width: 700px)';

export function DateRangePopover({
  today,
  startDate,
  endDate,
  onChange,
  closeLabel,
  onClose,
}: {
  today: IsoDate;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  onChange(range: { startDate: IsoDate | null; endDate: IsoDate | null }): void;
  closeLabel: string;
  onClose(): void;
}) {
  const wide = useMediaQuery(TWO_MONTHS_QUERY);
  const box = useRef<HTMLDivElement>(null);
  // Opened: the keyboard goes straight to the chosen (or first choosable) day.
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus();
  }, []);

  return (
    <div ref={box} className={styles.popoverBody}>
      <AvailabilityCalendar
        availability={null}
        plain
        monthsShown={wide ? 2 : 1}
        today={today}
        startDate={startDate}
        endDate={endDate}
        onChange={(selection: DateSelection) => {
          // An arrival alone stays in the calendar until its departure is chosen.
          if (selection.problem !== null) return;
          onChange({ startDate: selection.startDate, endDate: selection.endDate });
        }}
      />
      <button type="button" className={styles.close} onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
