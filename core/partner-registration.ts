// The partner programme's application form (SPEC §2 Distribution, §7 sendRegistration; issue 16):
// what the browser shares with the server — the kinds of partner, the countries offered, the
// lengths of the fields. Zod-free, so the form can import it without shipping a schema library
// (the request schema, core/api/partners.ts, is built from it).

/** Who applies: a travel agency (office) or an affiliate (a website that sends guests). */
export const PARTNER_KINDS = ['agency', 'affiliate'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/**
 * The countries a partner may be based in: the markets the site serves (the same list as the
 * traveller's address of the booking form), lower-case ISO 3166-1 codes.
 */
export const PARTNER_COUNTRIES = [
  'de',
  'at',
  'ch',
  'nl',
  'be',
  'lu',
  'fr',
  'it',
  'dk',
  'pl',
  'cz',
  'es',
  'gb',
] as const;
export type PartnerCountry = (typeof PARTNER_COUNTRIES)[number];

/** Field lengths (the form's maxLength and the schema's max). */
export const REGISTRATION_LIMITS = {
  company: 120,
  name: 80,
  email: 254,
  phone: 30,
  website: 200,
  street: 120,
  postalCode: 10,
  city: 80,
  vatId: 20,
  message: 2_000,
} as const;

/** The application's fields in the form's order (the refusals are listed in it). */
export const REGISTRATION_FIELDS = [
  'kind',
  'company',
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'website',
  'street',
  'postalCode',
  'city',
  'countryCode',
  'vatId',
  'message',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
