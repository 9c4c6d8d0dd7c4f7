// The one place a service's refusal (DomainError) becomes an API answer: its HTTP status and the
// standard envelope (SPEC.md §5). defineRoute calls it for every route; handlers never choose an
// error status themselves.
import {
  apiError,
  fail,
  type ApiErrorType,
  type Envelope,
  type EnvelopeStatus,
} from '#core/envelope';
import type { DomainError, DomainErrorCode } from '#services/platform';

interface DomainErrorAnswer {
  /** HTTP status of the answer. */
  http: number;
  /** The envelope's own status: SPEC §5 knows only 200, 201, 400, 404, 410 and 500. */
  envelope: Exclude<EnvelopeStatus, 200 | 201>;
  /** The envelope error's `type`, which clients branch on. */
  type: ApiErrorType;
}

/**
 * Codes the envelope has no status for answer HTTP 403/409/429 with an envelope of 400, as the
 * request limiter's 429 does (docs/decisions/004-validation-errors.md). Since issue 13 a spent
 * abuse limit (logins, registration, reset and share mails) answers HTTP 429 like the request
 * limiter, with type `rateLimit`, `data.retryAfterSeconds` and a Retry-After header
 * (docs/decisions/041-one-domain-error.md).
 */
export const DOMAIN_ERROR_ANSWERS: Readonly<Record<DomainErrorCode, DomainErrorAnswer>> = {
  notFound: { http: 404, envelope: 404, type: 'notFound' },
  gone: { http: 410, envelope: 410, type: 'gone' },
  invalid: { http: 400, envelope: 400, type: 'validation' },
  forbidden: { http: 403, envelope: 400, type: 'forbidden' },
  conflict: { http: 409, envelope: 400, type: 'conflict' },
  rateLimited: { http: 429, envelope: 400, type: 'rateLimit' },
  // Issue 14: dates already taken answer 400 (the SPEC allows no 409) with a type clients branch on.
  notAvailable: { http: 400, envelope: 400, type: 'notAvailable' },
};

/**
 * The HTTP status, headers and envelope of a refusal: one envelope error per blamed field (or
 * one). A spent limit with `data.retryAfterSeconds` says it in a Retry-After header too.
 */
export function domainErrorAnswer(error: DomainError): {
  status: number;
  headers: Record<string, string>;
  envelope: Envelope;
} {
  const answer = DOMAIN_ERROR_ANSWERS[error.code];
  const options = (data: Record<string, unknown> | null) => ({
    isKey: true,
    data,
    appInform: error.appInform,
  });
  const errors =
    error.fields.length === 0
      ? [apiError(error.key, answer.type, options(error.data))]
      : error.fields.map((field) =>
          apiError(error.key, answer.type, options({ field, ...error.data })),
        );
  const retryAfter = error.data?.retryAfterSeconds;
  const headers: Record<string, string> =
    error.code === 'rateLimited' && typeof retryAfter === 'number' && retryAfter > 0
      ? { 'retry-after': String(Math.ceil(retryAfter)) }
      : {};
  return { status: answer.http, headers, envelope: fail(answer.envelope, errors) };
}
