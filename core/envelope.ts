// The standard API envelope of SPEC.md §3/§5/§8, shared by the server (which builds it) and the
// browser client (which checks it). Pure: no I/O.

export const ENVELOPE_STATUSES = [200, 201, 400, 404, 410, 500] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

export type ApiErrorType =
  | 'validation'
  | 'mandant'
  | 'notFound'
  | 'gone'
  | 'server'
  | 'malformed'
  | 'timeout'
  | 'unknown'
  | 'axios'
  | (string & {});

export interface ApiError {
  /** Human text or, when isKey is true, an i18n key in the `errors` namespace. */
  text: string;
  isKey: boolean;
  type: ApiErrorType;
  /** Structured details, e.g. `{ field: 'persons' }` for a validation error. */
  data: unknown;
  /** Whether the user should be told; errors with appInform false are dropped by the client. */
  appInform: boolean;
}

export interface StatusText {
  msg: string;
  isKey: boolean;
}

export interface Envelope<T = unknown> {
  data: T | null;
  errorLength: number;
  errors: ApiError[];
  status: EnvelopeStatus;
  statusText: StatusText;
}

const STATUS_KEYS: Record<EnvelopeStatus, string> = {
  200: 'status.ok',
  201: 'status.created',
  400: 'status.badRequest',
  404: 'status.notFound',
  410: 'status.gone',
  500: 'status.serverError',
};

export function statusText(status: EnvelopeStatus): StatusText {
  return { msg: STATUS_KEYS[status], isKey: true };
}

export function apiError(
  text: string,
  type: ApiErrorType,
  options: { isKey?: boolean; data?: unknown; appInform?: boolean } = {},
): ApiError {
  return {
    text,
    isKey: options.isKey ?? false,
    type,
    data: options.data ?? null,
    appInform: options.appInform ?? true,
  };
}

export function ok<T>(data: T, status: 200 | 201 = 200): Envelope<T> {
  // undefined would vanish in JSON and make the envelope invalid for the client.
  return { data: data ?? null, errorLength: 0, errors: [], status, statusText: statusText(status) };
}

export function fail(
  status: Exclude<EnvelopeStatus, 200 | 201>,
  errors: ApiError[],
  data: unknown = null,
): Envelope<never> {
  const list = errors.length > 0 ? errors : [noErrorData()];
  return {
    data: data as never,
    errorLength: list.length,
    errors: list,
    status,
    statusText: statusText(status),
  };
}

export function noErrorData(): ApiError {
  return apiError('no error data provided', 'unknown');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    typeof value.isKey === 'boolean' &&
    typeof value.type === 'string' &&
    'data' in value &&
    typeof value.appInform === 'boolean'
  );
}

/**
 * SPEC.md §5: an envelope is valid only if its status is one of 200, 201, 404, 410, 400, 500;
 * errors is an array, non-empty unless the status is 200 or 201; every error has text, isKey,
 * type, data and appInform.
 */
export function isValidEnvelope(value: unknown): value is Envelope {
  if (!isRecord(value)) return false;
  const { status, errors } = value;
  if (typeof status !== 'number' || !(ENVELOPE_STATUSES as readonly number[]).includes(status)) {
    return false;
  }
  if (!Array.isArray(errors)) return false;
  if (errors.length === 0 && status !== 200 && status !== 201) return false;
  if (!('data' in value)) return false;
  return errors.every(isApiError);
}
