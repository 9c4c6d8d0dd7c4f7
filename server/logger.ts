// pino options: request ids on every line, and nothing secret (passwords, tokens, cookies) or
// personal (a failed query's values).
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.jwt',
  '*.token',
  'body.password',
  'body.jwt',
  'body.user.password',
];

/** Fields of database errors that hold a query's values or a row's (drizzle-orm, pg, PGlite). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

type ErrorWithValues = Error & { query?: unknown; params?: unknown; cause?: unknown };

/**
 * The error as it may be logged: drizzle-orm's failed query (DrizzleQueryError) says its values in
 * its message ("Failed query: …\nparams: anna@example.org,…") and in `params`, and the driver's
 * error may quote the row in `detail` — a contact message or an enquiry that fails to store would
 * put its sender's address, name and text into the log. A copy without them (the query text, the
 * causes' messages and the stacks stay); any other error as it is.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const e = error as ErrorWithValues;
  const own = Object.keys(e);
  const cause = e.cause instanceof Error ? withoutQueryValues(e.cause, depth + 1) : e.cause;
  if (!own.some((key) => VALUE_FIELDS.has(key)) && cause === e.cause) return error;
  const message =
    typeof e.query === 'string' && 'params' in e ? `Failed query: ${e.query}` : e.message;
  const fields = e as unknown as Record<string, unknown>;
  const copy = Object.create(Object.getPrototypeOf(e) as object) as Record<string, unknown>;
  for (const key of own) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') copy[key] = fields[key];
  }
  // The stack starts with the message; without it (a stack cut short) only the safe first line.
  const stack = e.stack?.includes(e.message)
    ? e.stack.replace(e.message, message)
    : `${e.name}: ${message}`;
  Object.defineProperty(copy, 'message', { value: message, configurable: true, writable: true });
  Object.defineProperty(copy, 'stack', { value: stack, configurable: true, writable: true });
  if (cause !== undefined) {
    Object.defineProperty(copy, 'cause', { value: cause, configurable: true, writable: true });
  }
  return copy;
}

/**
 * A request target as the log may keep it: query strings can carry tokens (password reset links),
 * so the path only; and the landlord's calendar feed carries its secret in the path (decision
 * 095), so that segment is replaced.
 */
export function logPath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/^(\/landlord\/calendar\/[^/]*\/)[^/]+/, '$1[redacted]');
}

export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => stdSerializers.err(withoutQueryValues(error) as Error),
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return { method: request.method, path: logPath(request.url), reqId: request.id };
      },
    },
  };
}
