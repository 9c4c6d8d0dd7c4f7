// The visitor id (SPEC.md §3 uid): the uid cookie's value, repeated in API bodies and used as a
// watch list's share id. One pattern for the cookie, the API schemas and the pages; zod-free so
// that page modules can check a share id without shipping a schema library.

/** Letters, digits and dashes, 8–64 characters: a UUID fits, and nothing that needs escaping. */
export const UID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function isUid(value: unknown): value is string {
  return typeof value === 'string' && UID_PATTERN.test(value);
}
