// The lengths of a person's fields (traveller, enquirer, customer profile) in one place: the request
// schemas (core/api/booking.ts, core/api/accounts.ts) are built from them and the forms set
// `maxLength` from them (app/components/ui/person-fields.tsx). Zod-free, so a form can import them
// without shipping a schema library to the browser (docs/decisions/042).

/** First and last names. */
export const NAME_MAX = 80;
/** An e-mail address (RFC 5321's path limit; core/api/common.ts `email`). */
export const EMAIL_MAX = 254;
/** A phone number as typed: digits, blanks, + ( ) / - (the accounts' column is varchar(30)). */
export const PHONE_MAX = 30;
/** A zipcode (the accounts' column is varchar(10)). */
export const ZIPCODE_MAX = 10;
export const CITY_MAX = 80;
/** Street and house number of a booking's traveller. */
export const TRAVELLER_STREET_MAX = 120;
/** Street and house number of a customer's profile. */
export const PROFILE_STREET_MAX = 100;
