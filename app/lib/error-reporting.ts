// The browser's error reporting (SPEC §8: "Error reporting runs in production and ignores
// resize-observer loop noise"; decision 088). Uncaught errors and unhandled rejections of the
// page, and screens that failed to render (the root ErrorBoundary), are posted to
// /api/user/logClientError — at most CLIENT_ERRORS_PER_PAGE per page load, each message once —
// where the server logs them cleaned (services/visitors/client-errors.ts). Production only: in
// development the console and Vite's overlay show them. A failing report is dropped.
import { useEffect } from 'react';
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  CLIENT_ERRORS_PER_PAGE,
  isIgnoredClientError,
  type ClientErrorKind,
} from '#core/client-errors';
import type { ApiClient } from './api/client';
import { useApi } from './api/provider';

let api: ApiClient | null = null;
let routeName: string | undefined;
let sent = 0;
const seen = new Set<string>();

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) {
    return {
      message: `${value.name}: ${value.message}`,
      ...(value.stack ? { stack: value.stack } : {}),
    };
  }
  // Anything else rejected (a form's values, an answer with a booking in it) is named by its kind
  // only: its content may be a guest's data.
  if (typeof value === 'string') return { message: value };
  const kind =
    value === null
      ? 'null'
      : typeof value === 'object'
        ? ((Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null)?.constructor
            ?.name ?? 'Object')
        : typeof value;
  return { message: `non-error rejection (${kind})` };
}

/** Sends one report (nothing before the page installed the reporter, or beyond the page's cap). */
export function reportClientError(
  kind: ClientErrorKind,
  error: unknown,
  where: { source?: string; line?: number; column?: number } = {},
): void {
  if (api === null || sent >= CLIENT_ERRORS_PER_PAGE) return;
  const { message, stack } = describe(error);
  if (message === '' || isIgnoredClientError(message) || seen.has(message)) return;
  seen.add(message);
  sent++;
  const body: Record<string, unknown> = {
    kind,
    message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX),
    path: window.location.pathname,
  };
  if (routeName !== undefined && /^[A-Za-z0-9_#]{1,64}$/.test(routeName))
    body.routeName = routeName;
  if (stack !== undefined) body.stack = stack.slice(0, CLIENT_ERROR_STACK_MAX);
  if (where.source) body.source = where.source.slice(0, 2_000);
  if (where.line !== undefined && Number.isInteger(where.line)) body.line = where.line;
  if (where.column !== undefined && Number.isInteger(where.column)) body.column = where.column;
  api.post('/api/user/logClientError', body).catch(() => {});
}

function onError(event: Event): void {
  // A resource that failed to load (an image, a tile) is no ErrorEvent (and does not bubble here).
  if (!(event instanceof ErrorEvent)) return;
  // A script of another origin (a browser extension injected into the page) is not the site's.
  if (event.filename && !event.filename.startsWith(window.location.origin)) return;
  reportClientError('error', event.error ?? event.message, {
    source: event.filename,
    line: event.lineno,
    column: event.colno,
  });
}

function onRejection(event: PromiseRejectionEvent): void {
  reportClientError('unhandledrejection', event.reason);
}

/** Installs the reporter once per document (production), keeping the current route's name. */
export function useErrorReporting(currentRoute: string | undefined): void {
  const client = useApi();
  useEffect(() => {
    routeName = currentRoute;
  }, [currentRoute]);
  useEffect(() => {
    if (!import.meta.env.PROD || api !== null) return;
    api = client;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  }, [client]);
}

/** A screen failed to render on the client (the root ErrorBoundary): reported once. */
export function useRenderErrorReport(error: unknown): void {
  useEffect(() => {
    // A page the server failed to render arrives as React Router's sanitised "Unexpected Server
    // Error": the server has logged it already.
    if (error === null) return;
    if (error instanceof Error && error.message === 'Unexpected Server Error') return;
    reportClientError('render', error);
  }, [error]);
}
