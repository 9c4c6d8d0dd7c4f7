// Number, money and date formatting with the page locale (root data `locale`). Money is integer
// euro cents everywhere (core/pricing); EUR is the only currency (SPEC.md §9).
import type { IsoDate } from '#core/dates';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Cents as a money amount: whole euros without decimals ("1.234 €"), otherwise with two
 * ("1.234,50 €"). `whole` rounds to euros — map labels have no room for cents.
 */
export function formatMoney(
  cents: number,
  locale: string,
  options: { whole?: boolean } = {},
): string {
  const euros = cents / 100;
  const whole = options.whole === true || Number.isInteger(euros);
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(whole ? Math.round(euros) : euros);
}

/** Whole euros (the price filter works in euros, not cents). */
export function formatEuros(euros: number, locale: string): string {
  return formatMoney(euros * 100, locale, { whole: true });
}

/** A count with grouping ("1.234"). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A rating average with one decimal ("4,5"). */
export function formatRating(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A percentage given in percent points, without decimals when whole ("15", "12,5"). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** yyyy-MM-dd as a short local date ("01.08.2026" in German); the date is a calendar day (UTC). */
export function formatDay(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
