// A partner's bookings of a month as a CSV file (decision 098): the dashboard's list (decision
// 094) with every booking of the month, for the partner's own accounting or to check a
// commission statement. Columns as the dashboard names them, in the page's language; dates as
// ISO days (every spreadsheet reads them as dates); the total price in euros with the language's
// decimal mark and no grouping, the separator following it (core/csv.ts).
import { csvDocument, csvSeparator, type CsvCell } from '#core/csv';
import { LOCALES, type Language } from '#core/languages';
import { PARTNER_BOOKINGS_EXPORTED, type PartnerBookingsView } from '#services/booking/types';
import type { Translate } from '#services/platform';

/** Where the dashboard's "download" link points (a resource route, one path for every language). */
export const PARTNER_BOOKINGS_CSV_PATH = '/user/partner-bookings.csv';

/**
 * The file's name for a month: `bookings-2026-11.csv`; `bookings-2026-11-first-10000.csv` when the
 * month had more bookings than a file holds (PARTNER_BOOKINGS_EXPORTED), so nobody takes it for
 * the whole month.
 */
export function partnerBookingsFileName(month: string, truncated: boolean): string {
  return truncated
    ? `bookings-${month}-first-${PARTNER_BOOKINGS_EXPORTED}.csv`
    : `bookings-${month}.csv`;
}

export function partnerBookingsCsv(
  view: PartnerBookingsView,
  t: Translate,
  language: Language,
): string {
  const decimalMark =
    new Intl.NumberFormat(LOCALES[language]).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', decimalMark);
  const key = 'accounts:partnerDashboard.bookings';
  const rows: CsvCell[][] = [
    [
      t(`${key}.number`),
      t(`${key}.csv.bookedOn`),
      t(`${key}.csv.objectNumber`),
      t(`${key}.object`),
      t(`${key}.csv.arrival`),
      t(`${key}.csv.departure`),
      t(`${key}.csv.nights`),
      t(`${key}.status`),
      t(`${key}.csv.rent`),
    ],
    ...view.lines.map((line) => [
      line.bookingDisplayNumber,
      line.bookedOn,
      line.objectNumber,
      line.objectTitle,
      line.startDate,
      line.endDate,
      line.nights,
      t(`${key}.statuses.${line.status}`),
      euros(line.rentCents),
    ]),
  ];
  return csvDocument(rows, csvSeparator(decimalMark));
}
