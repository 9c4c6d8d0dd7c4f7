// Browser fixtures: the real production server on a free port with a fresh embedded database,
// and Debian's Chromium driven by playwright-core (never a downloaded browser). Both run on the
// suite's fixed clock (tests/helpers/clock.ts FIXED_NOW), so pages that depend on today's date
// look the same whenever the tests run. tests/e2e/fixtures.ts builds on these.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { decisionCookies, REQUIRED_ONLY } from '#core/consent';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium.mjs';
import { TEST_BANK_ENV } from '#tests/helpers/bank';
import { FIXED_NOW } from '#tests/helpers/clock';
import { copyPgliteTemplate } from '#tests/helpers/db-template';

export { CHROMIUM_PATH };
export const SCREENSHOT_DIR = resolve('test-results/screenshots');

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  '--disable-dev-shm-usage',
  // Tests that keep several tabs open work in each in turn: Chromium's throttling of background
  // tabs made each step in them take seconds (the contact forms' test, issue 20).
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A TCP port of 127.0.0.1 that nothing listens on at the moment (the system picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done, fail) => {
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', done);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Starts `node scripts/start.mjs` (the production bundle) on a free port (or env.PORT) and a fresh
 * DATA_DIR as a test server: NODE_ENV=test, and its clock starts at FIXED_NOW and runs on (the
 * FIXED_NOW setting, honoured only with NODE_ENV=test), so the demo catalogue is seeded around
 * the same today on every run and no page changes at midnight or on a month change.
 *
 * With `options.dataDir` the server opens that DATA_DIR instead (e.g. one a stopped server used,
 * to start it again later on the clock: env.FIXED_NOW) and leaves it in place when it stops — its
 * caller removes it. The embedded database allows one server at a time on a DATA_DIR.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'feriora-e2e-'));
  // A fresh embedded database starts as a copy of the migrated template (tests/helpers/
  // db-template.ts): the server then only seeds its catalogue, seconds sooner.
  if (ownDataDir && env.DATABASE_URL === undefined) copyPgliteTemplate(dataDir);
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      FIXED_NOW: FIXED_NOW.toISOString(),
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...TEST_BANK_ENV,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Base of relative URLs in page.goto (the test server's URL). */
  baseURL?: string;
  /** Where the page clock starts (it runs on from there); null: the real clock. */
  now?: Date | null;
  /** false: a browser that runs no page scripts (forms must work without JavaScript). */
  javaScriptEnabled?: boolean;
  /** 'block': no service worker serves the page's files (each request reaches page.route). */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The visitor decided on cookies before (`disclaimer=confirmed`, only the required ones): the
   * blocking cookie banner (issue 17) does not cover the pages the tests click through. Default
   * true; false: a first visit that sees the banner (tests/e2e/cookie-consent.e2e.test.ts).
   */
  consented?: boolean;
}

/** The hosts of the test servers (startServer binds 127.0.0.1); cookies ignore the port. */
const TEST_HOSTS = ['127.0.0.1', 'localhost'];

/** Sets `disclaimer=confirmed` and `accepted` (required only) as a decided visitor has them. */
export async function addConsentCookies(context: BrowserContext): Promise<void> {
  const cookies = decisionCookies(REQUIRED_ONLY);
  await context.addCookies(
    TEST_HOSTS.flatMap((domain) => cookies.map((cookie) => ({ ...cookie, domain, path: '/' }))),
  );
}

/**
 * Chromium with a fresh profile. Its clock starts at FIXED_NOW like the test server's and runs on
 * (timers keep working), so the calendars and the price box count from the server's today.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'feriora-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    ...(options.javaScriptEnabled === undefined
      ? {}
      : { javaScriptEnabled: options.javaScriptEnabled }),
    ...(options.serviceWorkers === undefined ? {} : { serviceWorkers: options.serviceWorkers }),
  });
  const now = options.now === undefined ? FIXED_NOW : options.now;
  if (now !== null) await context.clock.install({ time: now });
  if (options.consented !== false) {
    await addConsentCookies(context);
    // Tests clear the cookies to start a new visit (uid, token, trk); the cookie decision stays,
    // so the banner never covers what they click next.
    const clear = context.clearCookies.bind(context);
    context.clearCookies = async (filter) => {
      await clear(filter);
      await addConsentCookies(context);
    };
  }
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Host of the default map tiles: unreachable here, and the maps must work without them. */
export const TILE_HOST = 'tile.openstreetmap.org';

/**
 * Console errors and warnings and page errors, except failed requests to the map tile host (a
 * browser always reports unreachable tiles) and messages containing one of `expected` (e.g. a
 * request a test refuses on purpose). The returned array fills as the page runs: read it at the
 * end of a test.
 */
export function watchProblems(page: Page, expected: readonly string[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.location().url.includes(TILE_HOST)) return;
    if (expected.some((text) => message.text().includes(text))) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Records the page's CSP violations from the start of every document it opens: a refused eval or
 * inline element that the page's own code catches logs no console message, only a
 * `securitypolicyviolation` event (and an entry in DevTools' Issues panel). Read at the end.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React Router has hydrated the page (its client modules are registered). */
export async function hydrated(page: Page): Promise<void> {
  // The route modules are loaded before React has attached the handlers; the shell's effect marks
  // the document once hydration has committed (app/root.tsx Shell).
  await page.waitForFunction(
    () =>
      '__reactRouterRouteModules' in window &&
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** Opens `url`, fails unless it answers 200, and waits until React Router has hydrated it. */
export async function openPage(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  const status = response?.status();
  if (status !== 200) throw new Error(`GET ${url} answered ${status ?? 'nothing'}, not 200`);
  await hydrated(page);
}

/** Which photos a screenshot waits for: `images` (default `main img`), with `shownOnly` those shown. */
export interface PhotoWait {
  images?: string;
  shownOnly?: boolean;
}

/**
 * Full-page screenshot with the lazy photos loaded: scrolls through the page (they load only near
 * the viewport), waits until every image `images` selects has loaded — with `shownOnly`, only
 * those shown and outside a map (hidden grid photos on phones never load; map tiles are
 * unreachable here) — and scrolls back up. Photos are rendered on their first request, so the
 * first visit takes a moment.
 */
export async function fullScreenshot(
  page: Page,
  name: string,
  options: PhotoWait = {},
): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const waiting = { images: options.images ?? 'main img', shownOnly: options.shownOnly ?? false };
  await page
    .waitForFunction(
      ({ images, shownOnly }) => {
        const pending = [...document.querySelectorAll<HTMLImageElement>(images)]
          .filter(
            (image) =>
              !shownOnly || (image.offsetParent !== null && !image.closest('.leaflet-container')),
          )
          .filter((image) => !(image.complete && image.naturalWidth > 0));
        // A lazy photo whose source changed after the scroll passed it (a re-render) loads only
        // near the viewport again: bring the first one still pending there, or it waits forever.
        pending[0]?.scrollIntoView({ block: 'center' });
        return pending.length === 0;
      },
      waiting,
      // Cold photos render two at a time (server/media.ts RENDERS_AT_ONCE); an object page asks
      // for some thirty at a new width, and with both CI lanes' browsers and servers on two cores
      // that once took over 30 s (CI of a1977b4): a minute, within the tests' own budgets.
      { timeout: 60_000, polling: 250 },
    )
    .catch(async (error: unknown) => {
      // Say which photos never came, so a timeout points at its cause.
      const pending = await page.evaluate(
        ({ images }) =>
          [...document.querySelectorAll<HTMLImageElement>(images)]
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => `${image.currentSrc || image.src} (${image.loading})`),
        waiting,
      );
      throw new Error(`${name}: photos not loaded: ${pending.join(', ')}`, { cause: error });
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * The controls of `main` (fields, buttons, links) that lie beyond the viewport's left or right
 * edge or beyond a box that clips or scrolls sideways (a table's wrapper) — reachable only by
 * scrolling sideways, which a phone's user rarely finds. Maps are left out (their markers pan off
 * the map's edge by design). Empty when all fit.
 */
export async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main :is(input:not([type="hidden"]), select, textarea, button, a[href])',
    );
    const outside = (control: HTMLElement): boolean => {
      const box = control.getBoundingClientRect();
      if (box.width === 0) return false;
      let left = 0;
      let right = document.documentElement.clientWidth;
      for (let box = control.parentElement; box !== null; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const edges = box.getBoundingClientRect();
        left = Math.max(left, edges.left);
        right = Math.min(right, edges.right);
      }
      return box.right > right + 1 || box.left < left - 1;
    };
    return [...controls]
      .filter((control) => !control.closest('.leaflet-container'))
      .filter(outside)
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} ${control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim() ?? ''}`,
      );
  });
}

/** Pages the price box's calendar forward until the day is shown. */
export async function showDay(page: Page, date: string): Promise<void> {
  const box = page.getByTestId('price-box');
  for (let i = 0; i < 6; i++) {
    if ((await box.locator(`button[data-date="${date}"]`).count()) > 0) return;
    await box.getByRole('button', { name: /Nächster Monat/ }).click();
  }
  throw new Error(`${date} not reachable in the calendar`);
}

/**
 * Clicks the stay's arrival and departure in the price box's calendar, paging it forward as
 * needed, and waits until the URL carries the departure (the box has taken the stay).
 */
export async function chooseStay(
  page: Page,
  stay: { startDate: string; endDate: string },
): Promise<void> {
  const box = page.getByTestId('price-box');
  await showDay(page, stay.startDate);
  await box.locator(`button[data-date="${stay.startDate}"]`).click();
  await showDay(page, stay.endDate);
  await box.locator(`button[data-date="${stay.endDate}"]`).click();
  await page.waitForFunction(
    (end) => new URL(location.href).searchParams.get('endDate') === end,
    stay.endDate,
  );
}

/**
 * Each element's width as a share of its fieldset's inner width (0 outside a fieldset): a control
 * or calendar the layout squeezed shows far below 1.
 */
export async function fieldsetWidthShares(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const panel = element.closest('fieldset');
      return panel ? element.getBoundingClientRect().width / panel.clientWidth : 0;
    }),
  );
}

/** A button's or link's words as laid out: how many lines, how centred, how clear of its border. */
export interface LabelLayout {
  text: string;
  lines: number;
  /** The largest difference, over its lines, between a line's gap on the left and on the right. */
  offCentre: number;
  /** The smallest distance, over its lines, of a line from the top or bottom border. */
  clearance: number;
}

/**
 * The layout of the words of each element `elements` matches (buttons, links styled as buttons):
 * a label that wraps on a phone must stay centred and clear of its border (the price box's
 * French option and the booking summary's Italian "Prenota con obbligo di pagamento" did not).
 */
export function labelLayouts(elements: Locator): Promise<LabelLayout[]> {
  return elements.evaluateAll((all) =>
    all.map((el) => {
      const style = getComputedStyle(el);
      const outer = el.getBoundingClientRect();
      const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right =
        outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      return {
        text: el.textContent ?? '',
        lines: lines.length,
        offCentre: Math.max(
          0,
          ...lines.map((line) => Math.abs(line.left - left - (right - line.right))),
        ),
        clearance: Math.min(
          ...lines.map((line) => Math.min(line.top - outer.top, outer.bottom - line.bottom)),
        ),
      };
    }),
  );
}

/** Axe violations of the page, or of the part `include` selects: one line each, [] when none. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include !== undefined) builder.include(include);
  const axe = await builder.analyze();
  return axe.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** The views content pages are checked in: German and English, each on a phone and a desktop. */
export const PAGE_VIEWS = [
  ['de', 375],
  ['de', 1280],
  ['en', 375],
  ['en', 1280],
] as const;

export interface PageView {
  lng: (typeof PAGE_VIEWS)[number][0];
  width: (typeof PAGE_VIEWS)[number][1];
  /** `<name> <lng> <width>`: where a failure happened. */
  where: string;
}

/** What checkPageViews does with each page (`T`: how the test names a page, e.g. its route). */
export interface PageViewChecks<T> {
  /** The page's name in screenshots and failure messages; default String(item). */
  name?: (item: T) => string;
  /** Opens the page in the view's language (the tab has the view's width already). */
  open(tab: Page, item: T, view: PageView): Promise<unknown>;
  /** Each view has exactly one h1; default true. */
  oneHeading?: boolean;
  /** The page's own checks in each view, before its screenshot. */
  check?(tab: Page, item: T, view: PageView): Promise<void>;
  /** Screenshots are `<shots>-<name>-<lng>-<width>`, in SCREENSHOT_DIR. */
  shots: string;
  /** Undoes what `check` set up for the screenshot (e.g. an opened question) before axe looks. */
  afterScreenshot?(tab: Page, item: T, view: PageView): Promise<void>;
  /** axe on `main`: in each view, once after a page's views (for every page or those chosen). */
  axe: 'each view' | 'each page' | 'none' | ((item: T) => boolean);
  /** After a page's views and its axe check (e.g. its print layout). */
  after?(tab: Page, item: T): Promise<void>;
}

/**
 * The content pages' walk (issue 17): opens each of `items` in a new tab of `context` in every
 * PAGE_VIEWS view (900 px high), checks it as `checks` says and takes its screenshot; at the end
 * the tab has had no console problems (watchProblems).
 */
export async function checkPageViews<T>(
  context: BrowserContext,
  items: readonly T[],
  checks: PageViewChecks<T>,
): Promise<void> {
  const tab = await context.newPage();
  const problems = watchProblems(tab);
  for (const item of items) {
    const name = checks.name?.(item) ?? String(item);
    for (const [lng, width] of PAGE_VIEWS) {
      const view: PageView = { lng, width, where: `${name} ${lng} ${width}` };
      await tab.setViewportSize({ width, height: 900 });
      await checks.open(tab, item, view);
      if (checks.oneHeading !== false) {
        expect(await tab.locator('h1').count(), view.where).toBe(1);
      }
      await checks.check?.(tab, item, view);
      await screenshot(tab, `${checks.shots}-${name}-${lng}-${width}`);
      await checks.afterScreenshot?.(tab, item, view);
      if (checks.axe === 'each view') {
        expect(await axeViolations(tab, 'main'), view.where).toEqual([]);
      }
    }
    if (checks.axe === 'each page' || (typeof checks.axe === 'function' && checks.axe(item))) {
      expect(await axeViolations(tab, 'main'), name).toEqual([]);
    }
    await checks.after?.(tab, item);
  }
  expect(problems).toEqual([]);
  await tab.close();
}

/**
 * A screenshot in SCREENSHOT_DIR (`name` may start with a folder: `admin/menu-375`), of the whole
 * page unless `viewportOnly` (a sticky bar or an open popover as the guest sees it) or `clip` (a
 * region of the page). Every screen photographed must fit its width: a page that scrolls sideways
 * (on a phone the guest would have to pan) fails here, whatever the test.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: {
    viewportOnly?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
  } = {},
): Promise<string> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.viewportOnly !== true, clip: options.clip });
  return path;
}

/** A screenshot of one element (a panel, a popover) in SCREENSHOT_DIR, named like screenshot(). */
export async function elementScreenshot(element: Locator, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await element.screenshot({ path });
  return path;
}

/**
 * Full-page screenshots `<name>-<width>` at each of `widths` (900 px high; screenshot() checks
 * each fits) — with its lazy photos loaded when `photos` says which (fullScreenshot), or of the one
 * element `element` selects — from the top with nothing focused (the sticky header and the skip
 * link where a visitor first sees them), after `settleMs` for layouts that follow the width (a map
 * resizing with its box). The page is 1280 × 900 again afterwards.
 */
export async function screenshotWidths(
  page: Page,
  name: string,
  options: {
    widths?: readonly number[];
    settleMs?: number;
    element?: string;
    photos?: PhotoWait;
  } = {},
): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const width of options.widths ?? [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (options.settleMs !== undefined) await page.waitForTimeout(options.settleMs);
    const shot = `${name}-${width}`;
    if (options.element !== undefined) await elementScreenshot(page.locator(options.element), shot);
    else if (options.photos !== undefined) await fullScreenshot(page, shot, options.photos);
    else await screenshot(page, shot);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
