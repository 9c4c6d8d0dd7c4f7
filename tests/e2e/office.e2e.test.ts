// The office contact widget in Chromium (issue 16): opened from the header by keyboard (Enter on
// its summary, Escape closes and gives the focus back), the staff with their portraits (WebP where
// the browser takes it) and the next opening on the server's fixed Sunday ("tomorrow"), axe on
// the open pop-over; the error fallback when the office call fails (routed to a 500); the widget
// on a content page and on the object page; the header without JavaScript (a <details> opens
// anyway, with the shell's contact and the usual hours). Screenshots at 375 and 1280 px, de and en.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  hydrated,
  launchBrowser,
  screenshot,
  watchConsole,
  type Browser,
  type RunningServer,
} from './browser';
import { navigate, startE2E } from './fixtures';

const PAGES = { de: '/impressum/', en: '/en/imprint/' } as const;
const HEADINGS = { de: 'Persönliche Beratung', en: 'Personal advice' } as const;
const TOMORROW = { de: 'Morgen von 09:00 bis 18:00 Uhr', en: 'Tomorrow from 09:00 to 18:00' };

/** Opens the header's contact by keyboard; on phones the menu first. */
async function openByKeyboard(page: Page, width: number): Promise<void> {
  if (width < 768) {
    const toggle = page.locator('header button[aria-controls]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  }
  const summary = page.locator('header [data-testid="office-disclosure"] summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.locator('header [data-testid="office-disclosure"]').getAttribute('open'))
    .toBe('');
}

const headerWidget = (page: Page) => page.locator('header [data-testid="office-contact"]');

async function photosLoaded(page: Page, scope: string): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    scope,
    { timeout: 20_000 },
  );
}

describe('office contact widget', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '40' }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['de', 'en'] as const) {
    for (const width of [1280, 375]) {
      it(`opens from the header by keyboard with staff and times (${lang}, ${width} px)`, async () => {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width, height: 900 });
        const problems = watchConsole(page);
        const calls: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/office/contact')) calls.push(r.url());
        });
        await page.goto(`${server.url}${PAGES[lang]}`, { waitUntil: 'load' });
        await hydrated(page);
        await openByKeyboard(page, width);
        const widget = headerWidget(page);
        await expect.poll(() => widget.getAttribute('data-status')).toBe('200');
        expect(await widget.getByRole('heading', { level: 2 }).textContent()).toBe(HEADINGS[lang]);
        // The featured person (120 px) and the rest of the day's team (45 px), with alt texts.
        const featured = await widget.getByTestId('office-featured').textContent();
        expect(featured).toMatch(/^[A-ZÄÖÜ][a-z]+ [A-Z]\.$/);
        const big = widget.locator('img[width="120"]');
        expect(await big.getAttribute('alt')).toContain(featured!);
        expect(
          await widget.locator('[data-testid="office-staff"] img[width="45"]').count(),
        ).toBeGreaterThan(0);
        await photosLoaded(page, 'header [data-testid="office-contact"]');
        expect(await big.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
          /\/120\.webp$/,
        );
        // The server's Sunday: the office opens tomorrow (dynamic on the global routes).
        expect(await widget.getByTestId('office-times').textContent()).toContain(TOMORROW[lang]);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `office-header-${lang}-${width}`);
        // Escape closes it and gives the focus back to the summary.
        await page.keyboard.press('Escape');
        await expect
          .poll(() => page.locator('header [data-testid="office-disclosure"]').getAttribute('open'))
          .toBeNull();
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
        // Opened again within the answer's expiry: no second call (the content page's own
        // widget shares the answer for its context, so one call per context at most).
        await page.keyboard.press('Enter');
        await expect.poll(() => widget.getAttribute('data-status')).toBe('200');
        expect(
          calls.filter((url) => url.includes('/api/office/contact')).length,
        ).toBeLessThanOrEqual(2);
        expect(problems).toEqual([]);
        await page.close();
      });
    }
  }

  it('shows the fallback name and times when the office call fails', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route('**/api/office/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 500,
          errors: [{ text: 'boom', type: 'unknown', isKey: false, appInform: false, data: null }],
          data: null,
        }),
      }),
    );
    await page.goto(`${server.url}/impressum/`, { waitUntil: 'load' });
    await hydrated(page);
    await openByKeyboard(page, 1280);
    const widget = headerWidget(page);
    await expect.poll(() => widget.getAttribute('data-status')).toBe('500');
    expect(await widget.getByTestId('office-fallback-name').textContent()).toMatch(/Serviceteam/);
    expect(await widget.getByTestId('office-failed').isVisible()).toBe(true);
    expect(await widget.getByTestId('office-times').textContent()).toMatch(/Mo–Fr/);
    expect(await widget.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'office-header-de-1280-failed');
    await page.close();
  });

  it("shows an editor's notice and a logged-in customer's service line", async () => {
    // The answer as the server gives it to a logged-in customer with a notice for the page type
    // (both written through the API in server/api/office.int.test.ts): the real answer, amended.
    const page = await browser.context.newPage();
    await page.route('**/api/office/contact', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: Record<string, unknown> };
      body.data.customerService = {
        firstName: 'Clara',
        phoneDisplay: '+49 30 5678 9100',
        phoneInteract: '+493056789100',
        email: 'service@feriora.example',
      };
      body.data.overwriteTranslation = [
        {
          pageType: 'content',
          translation: {
            de: 'Zwischen den Jahren erreichen Sie uns ab 10 Uhr.',
            en: 'Between the holidays we answer from 10 am.',
          },
          expiresAt: null,
        },
      ];
      await route.fulfill({ response: real, json: body });
    });
    for (const [lang, width] of [
      ['de', 1280],
      ['en', 375],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}${PAGES[lang]}`, { waitUntil: 'load' });
      await hydrated(page);
      const aside = page.locator('main [data-testid="office-contact"]');
      await expect.poll(() => aside.getAttribute('data-status')).toBe('200');
      expect(await aside.getByTestId('office-notice').textContent()).toContain(
        lang === 'de' ? 'Zwischen den Jahren' : 'Between the holidays',
      );
      expect(await aside.getByTestId('office-customer-service').textContent()).toContain('Clara');
      // On phones the aside follows the whole Impressum (issue 17): its lazy photos load once seen.
      await aside.scrollIntoViewIfNeeded();
      await photosLoaded(page, 'main [data-testid="office-contact"]');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `office-content-${lang}-${width}-customer`);
    }
    await page.close();
  });

  it('shows the widget on content pages and, in its object context, on the object page', async () => {
    const page = await browser.context.newPage();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/agentur/`, { waitUntil: 'load' });
      await hydrated(page);
      const aside = page.locator('main [data-testid="office-contact"]');
      expect(await aside.getAttribute('data-context')).toBe('agency');
      await expect.poll(() => aside.getAttribute('data-status')).toBe('200');
      // The agencies' page has its full text now: on a phone the box sits below it, and its
      // portraits load lazily once in view.
      await aside.scrollIntoViewIfNeeded();
      await photosLoaded(page, 'main [data-testid="office-contact"]');
      await screenshot(page, `office-content-de-${width}`);
    }
    const res = await fetch(
      `${server.url}/api/search?mandant=feriora&languageCode=de&objectsPerPage=5&markers=0`,
    );
    const objectNumber = ((await res.json()) as { data: { objects: { objectNumber: number }[] } })
      .data.objects[0]!.objectNumber;
    for (const lang of ['de', 'en'] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await navigate(page, 'ObjectPage', { objectNumber }, lang);
        const widget = page.locator('main [data-testid="office-contact"]');
        expect(await widget.getAttribute('data-context')).toBe('object');
        await expect.poll(() => widget.getAttribute('data-status')).toBe('200');
        // Static hours off the global and agency routes (SPEC §4).
        expect(await widget.getByTestId('office-times').textContent()).toMatch(/Mo–Fr|Mon–Fri|Mo/);
        await widget.scrollIntoViewIfNeeded();
        await photosLoaded(page, 'main [data-testid="office-contact"]');
        await screenshot(page, `office-object-${lang}-${width}`, { viewportOnly: true });
      }
    }
    await page.close();
  });

  it('opens without JavaScript with the contact and the usual hours', async () => {
    const noJs = await launchBrowser({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.url}/impressum/`);
      await page.locator('header [data-testid="office-disclosure"] summary').click();
      const widget = headerWidget(page);
      expect(await widget.isVisible()).toBe(true);
      expect(await widget.getAttribute('data-status')).toBe('idle');
      expect(await widget.locator('a[href^="tel:"]').count()).toBe(1);
      expect(await widget.getByTestId('office-times').textContent()).toMatch(/Mo–Fr/);
      await screenshot(page, 'office-header-de-1280-nojs');
    } finally {
      await noJs.close();
    }
  });
});
