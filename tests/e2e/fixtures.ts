// What browser tests share beyond browser.ts: one call that starts the test server and Chromium on
// the same fixed clock, `navigate` to open a page of the route table by name (the paths href() of
// #core/routes builds, so a test never spells a path the site does not have), and `berlinDate` for stays
// relative to the fixed today both clocks start from. Later issues add loginAs and createBooking;
// `startPostgresE2E` runs the server on a PostgreSQL database of the test's own, with an account.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDays, todayInBerlin, type IsoDate } from '#core/dates';
import type { Language } from '#core/languages';
import { buildPath, type RouteName, type RouteParams, type RouteParamsOf } from '#core/routes';
import { openDatabase, type Database } from '#db/client';
import { insertLoginAccount, type AccountRow } from '#tests/factories/account';
import { FIXED_NOW } from '#tests/helpers/clock';
import { createPostgresDatabase } from '#tests/helpers/database';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import {
  freePort,
  launchBrowser,
  openPage,
  startServer,
  type Browser,
  type RunningServer,
} from './browser';

/** Today in Berlin for the test server and the browser (both clocks start at FIXED_NOW). */
export const TODAY: IsoDate = todayInBerlin(FIXED_NOW);

/** The Berlin date `offsetDays` after the fixed today (negative: before it). */
export function berlinDate(offsetDays: number): IsoDate {
  return addDays(TODAY, offsetDays);
}

export interface E2E {
  server: RunningServer;
  /** Its page.goto resolves relative URLs against the server. */
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The test server (startServer, with `env` on top) and a browser pointed at it, started side by
 * side, both on the fixed clock. When one of them fails to start, the other is stopped again.
 */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const port = await freePort();
  const [server, browser] = await Promise.allSettled([
    startServer({ ...env, PORT: String(port) }),
    launchBrowser({ baseURL: `http://127.0.0.1:${port}` }),
  ]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  return {
    server: server.value,
    browser: browser.value,
    async close() {
      await browser.value.close();
      await server.value.stop();
    },
  };
}

export interface PostgresE2E extends E2E {
  /** The test's own connection to the server's database (test data the server then reads). */
  database: Database;
  /** The account `options.account` put in, with its password (empty without one). */
  account: { email: string; password: string };
  /** Logs the account in for the page's browser context (its cookies); expects 200. */
  login(page: Page): Promise<void>;
}

/**
 * startE2E on a PostgreSQL database of its own: a new database on TEST_DATABASE_URL's server
 * (named `feriora_<name>_e2e_…`), the server started on it with `env` on top (it migrates and
 * seeds it), the test's connection to it, and with `options.account` a login account put in with
 * those fields (e.g. its permissions). close() stops all and drops the database; so does a failed
 * start.
 */
export async function startPostgresE2E(
  name: string,
  env: Record<string, string> = {},
  options: { account?: Partial<AccountRow> } = {},
): Promise<PostgresE2E> {
  const created = await createPostgresDatabase(`feriora_${name}_e2e`, { migrated: true });
  let e2e: E2E | undefined;
  let database: Database | undefined;
  const close = async () => {
    await e2e?.close();
    await database?.close();
    await created.drop();
  };
  try {
    e2e = await startE2E({ ...env, DATABASE_URL: created.url });
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    const account =
      options.account === undefined
        ? { email: '', password: '' }
        : await insertLoginAccount(database, options.account);
    const { server } = e2e;
    return {
      ...e2e,
      database,
      account: { email: account.email, password: account.password },
      async login(page) {
        const res = await page.request.post(`${server.url}/api/user/login`, {
          headers: { origin: server.url },
          data: {
            mandant: 'feriora',
            user: { email: account.email, password: account.password },
          },
        });
        expect(res.status()).toBe(200);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface OfficeE2E {
  /** The server, browser and database with the staff account (once beforeAll has run). */
  readonly e2e: PostgresE2E;
  /** The mails the server sent (with `mail`). */
  readonly capture: MailCapture;
  /** Opens a path of the server, fails unless it answers 200, and waits for hydration. */
  open(page: Page, path: string): Promise<void>;
}

/**
 * An office screen's browser tests, called inside their describe block: before them a mail
 * capture (with `mail`) and startPostgresE2E with `demoObjects` homes and the staff `account`
 * (its permissions), after them both stopped and the database dropped.
 */
export function officeE2E(
  name: string,
  options: {
    demoObjects: number;
    account: Partial<AccountRow>;
    mail?: boolean;
    /** Further settings of the server (a feed file, JOB_TICK_SECONDS). */
    env?: Record<string, string>;
  },
): OfficeE2E {
  let e2e: PostgresE2E | undefined;
  let capture: MailCapture | undefined;
  beforeAll(async () => {
    if (options.mail === true) capture = await startMailCapture();
    const env: Record<string, string> = {
      ...options.env,
      DEMO_OBJECTS: String(options.demoObjects),
    };
    if (capture) env.SMTP_URL = capture.url;
    e2e = await startPostgresE2E(name, env, { account: options.account });
  }, 120_000);
  afterAll(async () => {
    await e2e?.close();
    await capture?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not there (before beforeAll, or no mail)`);
    return value;
  };
  return {
    get e2e() {
      return started(e2e, 'the server');
    },
    get capture() {
      return started(capture, 'the mail capture');
    },
    open: (page, path) => openPage(page, `${started(e2e, 'the server').server.url}${path}`),
  };
}

/** Query parameters of a navigation: a string ('a=1&b=2'), a record or URLSearchParams. */
export type Query = string | Record<string, string | number> | URLSearchParams;

type NavigateArgs<N extends RouteName> =
  Partial<RouteParamsOf<N>> extends RouteParamsOf<N>
    ? [params?: RouteParamsOf<N>, lang?: Language, query?: Query]
    : [params: RouteParamsOf<N>, lang?: Language, query?: Query];

/**
 * Opens the route `name` with its path parameters in a language (default German), e.g.
 * `navigate(page, 'ObjectPage', { objectNumber }, 'en', { persons: 2 })`; fails unless it answers
 * 200, and waits until React Router has hydrated it. Returns the path it opened. Needs a browser
 * with a baseURL (startE2E).
 */
export async function navigate<N extends RouteName>(
  page: Page,
  name: N,
  ...[params, lang, query]: NavigateArgs<N>
): Promise<string> {
  // href() without its typing of the arguments, which NavigateArgs repeats.
  const path = buildPath(name, params as RouteParams | undefined, lang);
  const search = new URLSearchParams(
    typeof query === 'string' || query instanceof URLSearchParams
      ? query
      : Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  const target = search === '' ? path : `${path}?${search}`;
  await openPage(page, target);
  return target;
}

/**
 * Chooses a stay in the page's date field (issue 19: one range calendar for every form): opens
 * the calendar from the arrival button (the first on the page, or in `scope`) and clicks the
 * arrival and departure days. The field's own keyboard use is tests/e2e/date-picker.e2e.test.ts.
 */
export async function pickDates(
  page: Page,
  start: string,
  end: string,
  scope: Locator = page.locator('body'),
): Promise<void> {
  await scope
    .getByRole('button', { name: /^(Anreise|Arrival|Arrivée|Arrivo)/ })
    .first()
    .click();
  const calendar = page.getByTestId('date-range-dialog');
  await calendar.waitFor();
  await calendar.locator(`[data-date="${start}"]`).click();
  await calendar.locator(`[data-date="${end}"]`).click();
  await calendar.waitFor({ state: 'detached' });
}
