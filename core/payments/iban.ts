// Bank account numbers as a guest types them into a transfer (issue 14's bank transfer, decision
// 080): the IBAN (ISO 13616, checked by its mod-97 check digits, so a typo in the operator's
// configuration is refused before a guest ever sends money to it) and the BIC (ISO 9362).

/** The IBAN without blanks, in capitals: how it is stored and compared. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s\u00a0-]/g, '').toUpperCase();
}

/**
 * Whether a value is an IBAN: a country code, two check digits and 11–30 letters or digits, whose
 * mod-97 remainder is 1. The length per country is not checked (the check digits catch typos).
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const sign of rearranged) {
    // A = 10 … Z = 35; digits stand for themselves. Folding digit by digit keeps the number small.
    const digits = /[0-9]/.test(sign) ? sign : String(sign.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as banks print it: "DE02 1203 0000 0000 2020 51". */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC: bank, country, location and an optional branch (8 or 11 signs), in capitals. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
