// POST /api/user/logClientError (SPEC §8 error reporting; decision 088): an error a visitor's
// browser met on a page goes to the server's log, where the operator sees it beside the server's
// own errors (and /metrics counts the route's requests). Nothing is stored: a report is one log
// line, cleaned of what a URL or message may carry (core/client-errors.ts), without the visitor's
// id, address or browser. Limited per client address and for the whole site, so a loop or a
// script cannot flood the log; over a limit the report is dropped quietly (the browser ignores the
// answer anyway).
import {
  cleanClientErrorText,
  isIgnoredClientError,
  type ClientErrorKind,
} from '#core/client-errors';
import {
  abuseSubject,
  withinAbuseLimits,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';

/** Reports per client address and 10 minutes (a page sends at most 5; a few tabs, reloads). */
export const CLIENT_ERROR_LIMIT: AbuseLimit = {
  name: 'clientErrors.ip',
  points: 30,
  perSeconds: 10 * 60,
};

/** All reports of the site per 10 minutes: addresses are cheap (an IPv6 /64 is many). */
export const CLIENT_ERROR_SITE_LIMIT: AbuseLimit = {
  name: 'clientErrors.site',
  points: 600,
  perSeconds: 10 * 60,
};

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  path: string;
  routeName?: string | undefined;
  source?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  stack?: string | undefined;
}

/** Logs a browser's error report; `logged` is false for noise and over the limit. */
export async function logClientError(
  ctx: RequestContext,
  report: ClientErrorReport,
): Promise<{ logged: boolean }> {
  if (isIgnoredClientError(report.message)) return { logged: false };
  const counted = await withinAbuseLimits(ctx, [
    { limit: CLIENT_ERROR_LIMIT, subject: abuseSubject.client(ctx.clientIp) },
    { limit: CLIENT_ERROR_SITE_LIMIT, subject: 'site' },
  ]);
  if (!counted) return { logged: false };
  ctx.log?.warn(
    {
      clientError: {
        kind: report.kind,
        message: cleanClientErrorText(report.message, 500),
        path: cleanClientErrorText(report.path.split(/[?#]/)[0] ?? '/', 300),
        routeName: report.routeName ?? null,
        source:
          report.source === undefined
            ? null
            : cleanClientErrorText(report.source.slice(0, 300), 300),
        line: report.line ?? null,
        column: report.column ?? null,
        // The first frames say where; the rest is noise in a log line.
        stack:
          report.stack === undefined
            ? null
            : cleanClientErrorText(
                report.stack
                  .split('\n')
                  .slice(0, 12)
                  .map((line) => line.slice(0, 300))
                  .join('\n'),
                2_000,
              ),
      },
    },
    'client error',
  );
  return { logged: true };
}
