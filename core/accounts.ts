// The rules of accounts that the browser shares with the server (zod-free, so a form can use them
// without shipping a schema library): password length, salutations, the zipcode and contact
// address rules of SPEC.md §5. The request schemas (core/api/accounts.ts) are built from them.

/** Password length in characters (Unicode code points): ASVS 5.0 6.2.1 / 6.2.9. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const SALUTATIONS = ['ms', 'mr', 'diverse', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const ACCOUNT_KINDS = ['customer', 'partner'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** SPEC §5: the default (German) zipcode is exactly 5 digits. */
export const GERMAN_ZIPCODE = /^\d{5}$/;

/**
 * SPEC §5: a contact address to be saved must match a loose pattern (something, an at sign,
 * something with a dot); anything else is silently not saved.
 */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
