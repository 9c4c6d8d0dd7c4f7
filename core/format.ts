// Number, money and date formatting with the page locale (root data `locale`). Money is integer
// euro cents everywhere (core/pricing); EUR is the only currency (SPEC.md §9).
//
// Intl formatters are made once per locale and options and reused: constructing one costs tens of
// microseconds, and a server-rendered object page formatted ~70 dates (calendar cells, ratings)
// with new ones — ~10 % of its CPU (issue 12).
import type { IsoDate } from './dates';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(
  key: string,
  make: () => F,
): F {
  let format = cache.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** An Intl.NumberFormat, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** An Intl.DateTimeFormat, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** Intl.DisplayNames of languages, made once per locale. */
export function languageNames(locale: string): Intl.DisplayNames {
  return cached(`l|${locale}`, () => new Intl.DisplayNames([locale], { type: 'language' }));
}

/**
 * A country's name in a language or locale ("Deutschland" for DE in de-DE), from its ISO code in
 * either case; the code in capitals where the runtime knows no name or refuses the code.
 */
export function regionName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  try {
    const names = cached(`r|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }));
    return names.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

const DAY: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
};

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

/** A rate in basis points for reading: "8 %", "7,5 %", "7,25 %" (decision 107's commission). */
export function formatRate(rateBp: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10000,
  );
}

/** A calendar month (yyyy-MM) in words: "November 2026" (partner statements, decision 094). */
export function formatMonth(month: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** yyyy-MM-dd as a short local date ("01.08.2026" in German); the date is a calendar day (UTC). */
export function formatDay(date: IsoDate, locale: string): string {
  return dateTimeFormat(locale, DAY).format(new Date(`${date}T00:00:00Z`));
}

/**
 * An instant as the office's clock reads it ("02.12.2026, 09:30"): Berlin time whatever the
 * browser's zone, so a history reads the same on every screen and in the audit log, and the
 * server's render matches the browser's.
 */
export function formatBerlinInstant(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/**
 * The colon after a label ("Téléphone : …", "Telefon: …"), as the page's language writes it:
 * French puts a narrow no-break space before it (decision 076). For labels the code joins to a
 * value; texts with their own colon carry it in the locale files.
 */
export function labelColon(locale: string): string {
  return locale.startsWith('fr') ? '\u202f:' : ':';
}
