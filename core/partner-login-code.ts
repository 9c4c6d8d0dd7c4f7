// The partner login code (SPEC §4 partner login with a partner and a code): issued as three
// groups of four characters from an alphabet without 0/O and 1/I (services/partners
// newLoginCode), read back the way a person types it from a mail — any case, with or without
// the dashes, blanks between groups.

/** The characters of an issued code. */
export const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A typed code in the form it was issued ('abcd efgh-jkmn' → 'ABCD-EFGH-JKMN'); a text that
 * cannot be one (another length, other characters) unchanged, so it is refused as typed.
 */
export function loginCodeAsIssued(typed: string): string {
  const chars = typed.replace(/[\s\-‐‑–—]/g, '').toUpperCase();
  if (chars.length !== 12 || [...chars].some((c) => !LOGIN_CODE_ALPHABET.includes(c))) {
    return typed;
  }
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
