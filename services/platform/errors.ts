// The one way a use-case refuses: it throws a DomainError naming what went wrong (a code), how to
// tell the user (an i18n key of the `errors` namespace) and, where it helps, which input field is
// to blame. The HTTP layer (server/api/define-route.ts) and the page loaders
// (app/lib/domain-status.server.ts) each turn it into their status in one place, so no handler or
// loader decides a status from a result shape of its own.
import type { z } from 'zod';

export const DOMAIN_ERROR_CODES = [
  'notFound',
  'gone',
  'invalid',
  'forbidden',
  'conflict',
  'rateLimited',
  // The stay is taken (a booking's dates, issue 14): a 400 of its own type, the SPEC has no 409.
  'notAvailable',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /**
   * The input field to blame (`'objectNumber'`, `'inputs.email'`); several when each of them is
   * wrong for the same reason — the answer then names each one, like a validation error does.
   */
  field?: string | readonly string[];
  /** Further details for the answer, e.g. `{ objectNumber }` (merged after `field`). */
  data?: Readonly<Record<string, unknown>>;
  /** Whether the user is to be told (default true); false for refusals the client handles. */
  appInform?: boolean;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly fields: readonly string[];
  readonly data: Readonly<Record<string, unknown>> | null;
  readonly appInform: boolean;

  constructor(
    readonly code: DomainErrorCode,
    /** An i18n key in the `errors` namespace, e.g. 'errors.object.gone'. */
    readonly key: string,
    options: DomainErrorOptions = {},
  ) {
    super(`${code}: ${key}`);
    const { field } = options;
    this.fields = field === undefined ? [] : typeof field === 'string' ? [field] : [...field];
    this.data = options.data ?? null;
    this.appInform = options.appInform ?? true;
  }

  /** The first (usually only) field to blame, if any. */
  get field(): string | undefined {
    return this.fields[0];
  }
}

export function isDomainError(error: unknown, code?: DomainErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}

/** The fields a schema's issues name (`a.b` for nested ones), each once, in the issues' order. */
export function issueFields(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return [...new Set(issues.map((i) => i.path.map(String).join('.')))];
}

/**
 * The input as `schema` parses it, or DomainError 'invalid' (`errors.validation.invalid`) naming
 * the refused fields — `fallback` when the issues name none (a refusal of the whole object).
 */
export function parseOrRefuse<T>(schema: z.ZodType<T>, raw: unknown, fallback: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = issueFields(parsed.error.issues);
  throw new DomainError('invalid', 'errors.validation.invalid', {
    field: fields.length === 1 ? (fields[0] ?? fallback) : fields,
  });
}
