// The one place a service's refusal (DomainError) becomes a page's status: loaders call services
// through orPageStatus instead of checking result kinds each. Pages leave the server only with
// the statuses of SPEC.md §4 (core/page-status.ts), hence a smaller table than the API's.
import { data } from 'react-router';
import { isDomainError, type DomainErrorCode } from '#services/platform';

export const PAGE_STATUS_OF: Readonly<Record<DomainErrorCode, 404 | 410 | 500>> = {
  notFound: 404,
  gone: 410,
  // A page URL with a bad parameter names no page, as routes/object.tsx says for one.
  invalid: 404,
  // As for admin pages (lib/route-loader.server.ts): a page the visitor may not see is one that
  // does not exist for them.
  forbidden: 404,
  // No page has a status for these; none of its loaders can meet them today.
  conflict: 500,
  rateLimited: 500,
  notAvailable: 500,
};

/** Rethrows a refusal as the page's status response (React Router's `data`); anything else as is. */
export function pageStatusFor(error: unknown): never {
  if (isDomainError(error)) throw data(null, { status: PAGE_STATUS_OF[error.code] });
  throw error;
}

/** The service call's result, or its refusal as the page's status (404 unknown, 410 gone, …). */
export function orPageStatus<T>(call: Promise<T>): Promise<T> {
  return call.catch(pageStatusFor);
}

/**
 * The service call's result, or `fallback` when it refuses: for a page's optional parts (the
 * first ratings page of an object whose page is shown anyway).
 */
export function orWhenRefused<T, F>(call: Promise<T>, fallback: F): Promise<T | F> {
  return call.catch((error: unknown) => {
    if (isDomainError(error)) return fallback;
    throw error;
  });
}
