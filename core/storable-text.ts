// Text no database column can hold: a NUL (U+0000) is refused by PostgreSQL in text and jsonb,
// a lone UTF-16 surrogate by jsonb (and turned into U+FFFD in text). One test for every door that
// takes text from outside: the API's input check (server/api/input-safety.ts) and the catalogue
// import's schema (core/catalogue-import.ts).

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL or a UTF-16 surrogate without its partner. */
export function hasUnstorableCharacters(text: string): boolean {
  return text.includes('\u0000') || (/[\ud800-\udfff]/.test(text) && LONE_SURROGATE.test(text));
}
