// The request primitives every /api route is built from (zod), defined once: the server validates
// with them (server/api/define-route.ts), the OpenAPI document describes them
// (server/api/openapi.ts) and the browser types its calls with `z.input` of the schemas made
// from them (app/lib/api/, through `import type` only, so no zod ships to the browser).
//
// Integers arrive as JSON numbers in bodies and as digit strings in query strings, paths and
// values copied from URLs; `count` accepts both and yields a number, so one rule holds whatever
// the transport.
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { INT32_MAX } from '../int32';
import { isPartnerId } from '../tracking';
import { UID_PATTERN } from '../uid';

/** Largest value of a 32-bit integer column (object numbers, ids of places, regions, offers). */
export { INT32_MAX };

/** Ten digits hold every int32; longer digit strings are refused before they become numbers. */
const DIGITS = /^\d{1,10}$/;

/** An integer in min…max, as a JSON number or a digit string (see the module header). */
export function count(min: number, max: number) {
  const range = z.number().int().min(min).max(max);
  return z.union([range, z.string().regex(DIGITS).transform(Number).pipe(range)]);
}

/** SPEC §5: object numbers are digits only; one rule for every route, the int32 column's range. */
export const objectNumber = count(1, INT32_MAX);

/** Ids of countries' regions, places and offers: int32 columns too. */
export const entityId = count(1, INT32_MAX);

/** The visitor id (uid cookie; a watch list's share id): see core/uid.ts. */
export const uid = z.string().regex(UID_PATTERN);

/** A site language (core/languages.ts). */
export const languageCode = z.enum(LANGUAGES);

/** A real calendar date 'yyyy-MM-dd' (zod's ISO date checks month lengths and leap years). */
export const isoDate = z.iso.date();

/** Euro cents of a shown price (up to 1,000,000 €, far beyond any stay). */
export const cents = z.number().int().min(0).max(100_000_000);

/** A whole percentage. */
export const percent = z.number().int().min(0).max(100);

/** An e-mail address (RFC 5321 allows 254 characters). */
export const email = z.email().max(254);

/**
 * SPEC §5: a partner id contains digits; we accept the ids the int32 partners column can hold
 * (core/tracking.ts isPartnerId: 1…2,147,483,647, no leading zeros).
 */
export const partnerId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine(isPartnerId, { message: 'out of range' });

/** Accepted for the SPEC §7 call shapes; the session is the token cookie, never a body field. */
export const jwt = z.string().max(4_096);

/** A path of this site ('/…'), e.g. a page's route path or a landing path. */
export const sitePath = (max: number) => z.string().min(1).max(max).startsWith('/');

/** A single line of a guest's own text: no control characters (they end up in mail headers). */
export const textLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

/**
 * A person's name as a guest types it ('Anna', 'Jean-Luc O’Neill', 'Dr. Anna Müller', 'Anna & Ben'):
 * words of letters joined by blanks, hyphens or apostrophes, each word may end in a dot. Names are
 * shown in mails to addresses the guest chooses, so nothing a mail client turns into a link gets
 * through: no digits, '@', '/' or ':', and no dot inside a word ('example.com').
 */
export const personName = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\p{L}\p{M}]+\.?(?:(?: +& +| +|-|['’])[\p{L}\p{M}]+\.?)*$/u);
