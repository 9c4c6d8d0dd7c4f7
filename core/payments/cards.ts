// Card numbers as the sandbox provider reads them (pure): digits only, the Luhn check, the brand
// by its prefix, the expiry, and what a test card does. The test cards are Stripe's, so anyone who
// has tested a payment before knows them:
//   4242 4242 4242 4242  paid
//   4000 0000 0000 0002  declined
//   4000 0000 0000 3220  asks for a challenge step (3-D Secure) first, then paid or refused
// Any other valid number is paid too, as in Stripe's test mode — never a real charge: the sandbox
// moves no money. Card numbers are never stored; only their last four digits are.

export type CardOutcome = 'paid' | 'declined' | 'challenge';

export const CARD_OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'paid',
  '4000000000000002': 'declined',
  '4000000000003220': 'challenge',
};

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

/** The digits of a number as typed (blanks and dashes dropped), or null if anything else is in it. */
export function normaliseCardNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check every card number passes. */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** What the sandbox does with a valid card number. */
export function cardOutcome(digits: string): CardOutcome {
  return CARD_OUTCOMES[digits] ?? 'paid';
}

/**
 * An expiry as typed ('MM/YY', 'MM / YYYY', 'MMYY') → its month and four-digit year, or null; a card
 * is valid to the end of its month, so `today` (yyyy-MM-dd) in a later month is expired.
 */
export function parseExpiry(
  typed: string,
  today: string,
): { month: number; year: number; expired: boolean } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (match === null) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  const nowYear = Number(today.slice(0, 4));
  const nowMonth = Number(today.slice(5, 7));
  const expired = year < nowYear || (year === nowYear && month < nowMonth);
  return { month, year, expired };
}
