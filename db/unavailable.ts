// Whether an error means "the database cannot be reached right now" (PostgreSQL restarting or
// down, a failover, the connection lost, the pool closed at shutdown) rather than a fault of the
// request or the code. The server answers those with 503 and Retry-After (issue 20: during the
// database restart drill every API call answered 500, which says "a bug" to clients, monitoring
// and the balancer). Drizzle wraps driver errors (DrizzleQueryError.cause), so the chain of
// causes is read.

/** SQLSTATEs of an unreachable or stopping server (class 08 is checked by prefix). */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is shutting down (fast or smart restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/** Node's socket errors when the server is not there (refused, reset, unreachable). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite raise these without a code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function isUnavailableOne(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code !== null && (SQLSTATES.has(code) || SOCKET_CODES.has(code) || /^08/.test(code))) {
    return true;
  }
  const message = error instanceof Error ? error.message : '';
  return MESSAGES.some((text) => message.includes(text));
}

/** True when `error` (or one of its causes) says the database is unreachable at the moment. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // A bounded walk: a cause chain that loops must not hang the error handler.
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
