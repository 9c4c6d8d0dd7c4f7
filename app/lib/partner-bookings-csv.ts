// A partner's bookings of a month as a CSV file (decision 098): the dashboard's list (decision
// 094) with every booking of the month, for the partner's own accounting or to check a
// commission statement. Columns as the dashboard names them, in the page's language; dates as
// ISO days (every spreadsheet reads them as dates); the total price in euros with the language's
// decimal mark and no grouping, the separator following it (core/csv.ts). The office's file of
// every partner's bookings (decision 099) has the same columns after the partner's.
import { csvDocument, csvSeparator, type CsvCell } from '#core/csv';
import { LOCALES, type Language } from '#core/languages';
import {
  PARTNER_BOOKINGS_EXPORTED,
  type OfficePartnerBookingsFile,
  type PartnerBookingLine,
  type PartnerBookingsView,
} from '#services/booking/types';
import type { Translate } from '#services/platform';

/** Where the dashboard's "download" link points (a resource route, one path for every language). */
export const PARTNER_BOOKINGS_CSV_PATH = '/user/partner-bookings.csv';

/**
 * The file's name for a month: `bookings-2026-11.csv`; `bookings-2026-11-latest-10000.csv` when
 * the month had more bookings than a file holds (PARTNER_BOOKINGS_EXPORTED), so nobody takes it
 * for the whole month — and nobody looks for the month's first days in it: a file lists the latest
 * bookings first and is cut after them.
 */
export function partnerBookingsFileName(month: string, truncated: boolean): string {
  return truncated
    ? `bookings-${month}-latest-${PARTNER_BOOKINGS_EXPORTED}.csv`
    : `bookings-${month}.csv`;
}

/** `partner-bookings-2026-11.csv`, cut as `partnerBookingsFileName` says. */
export function officePartnerBookingsFileName(month: string, truncated: boolean): string {
  return `partner-${partnerBookingsFileName(month, truncated)}`;
}

const KEY = 'accounts:partnerDashboard.bookings';

/** A line's columns as a partner's file has them, with their headers and the euros' format. */
function bookingColumns(t: Translate, language: Language) {
  const decimalMark =
    new Intl.NumberFormat(LOCALES[language]).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', decimalMark);
  return {
    separator: csvSeparator(decimalMark),
    headers: [
      t(`${KEY}.number`),
      t(`${KEY}.csv.bookedOn`),
      t(`${KEY}.csv.objectNumber`),
      t(`${KEY}.object`),
      t(`${KEY}.csv.arrival`),
      t(`${KEY}.csv.departure`),
      t(`${KEY}.csv.nights`),
      t(`${KEY}.status`),
      t(`${KEY}.csv.rent`),
    ],
    cells: (line: PartnerBookingLine): CsvCell[] => [
      line.bookingDisplayNumber,
      line.bookedOn,
      line.objectNumber,
      line.objectTitle,
      line.startDate,
      line.endDate,
      line.nights,
      t(`${KEY}.statuses.${line.status}`),
      euros(line.rentCents),
    ],
  };
}

export function partnerBookingsCsv(
  view: PartnerBookingsView,
  t: Translate,
  language: Language,
): string {
  const columns = bookingColumns(t, language);
  return csvDocument([columns.headers, ...view.lines.map(columns.cells)], columns.separator);
}

/**
 * The office's file: each line a partner's file would have, after the partner's number and name
 * ("(gelöscht)" for a partner deleted since), so one sheet can be filtered or summed per partner.
 */
export function officePartnerBookingsCsv(
  file: OfficePartnerBookingsFile,
  t: Translate,
  language: Language,
): string {
  const columns = bookingColumns(t, language);
  const rows: CsvCell[][] = [
    [
      t('admin:partners.bookings.csv.partnerId'),
      t('admin:partners.bookings.partner'),
      ...columns.headers,
    ],
    ...file.lines.map((line) => [
      line.partnerId,
      line.partnerName ?? t('admin:partners.bookings.deleted'),
      ...columns.cells(line),
    ]),
  ];
  return csvDocument(rows, columns.separator);
}
