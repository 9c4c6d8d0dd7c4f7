// Rules of the traveller's address that the booking form and the API share (zod-free, so a form
// can use them): postal codes per country — SPEC §5's default rule (exactly 5 digits) for Germany
// and the countries the site serves with their own formats; elsewhere letters, digits, blanks and
// hyphens.
import { GERMAN_ZIPCODE } from '../accounts';

export const ZIPCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  de: GERMAN_ZIPCODE,
  at: /^\d{4}$/,
  ch: /^\d{4}$/,
  li: /^\d{4}$/,
  be: /^\d{4}$/,
  lu: /^\d{4}$/,
  dk: /^\d{4}$/,
  nl: /^\d{4} ?[A-Za-z]{2}$/,
  fr: /^\d{5}$/,
  it: /^\d{5}$/,
  es: /^\d{5}$/,
  pl: /^\d{2}-\d{3}$/,
  cz: /^\d{3} ?\d{2}$/,
  gb: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};
const OTHER_ZIPCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Whether `zip` is a postal code of `country` (ISO 3166 alpha-2, any case). */
export function isZipcodeOf(country: string, zip: string): boolean {
  return (ZIPCODE_PATTERNS[country.toLowerCase()] ?? OTHER_ZIPCODE).test(zip.trim());
}
