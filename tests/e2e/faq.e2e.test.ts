// The FAQ in Chromium against the real server (issue 17): the guests' part (bare path) and the
// landlords' part (faq2) in German and English at 375 and 1280 px — one h1, the contents lead to
// the topics, axe finds nothing, a question opens and closes with the keyboard alone, the link card
// leads to the other part — with screenshots (test-results/screenshots).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { checkPageViews } from './browser';
import { navigate, startE2E, type E2E } from './fixtures';

describe('FAQ in Chromium', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ DEMO_OBJECTS: '20' });
  });
  afterAll(() => e2e?.close());

  it('shows both parts accessibly, with contents and link cards, at both widths', async () => {
    const parts = [
      [undefined, 'guests'],
      ['faq2', 'landlords'],
    ] as const;
    await checkPageViews(e2e.browser.context, parts, {
      name: ([, name]) => name,
      open: (page, [part], { lng }) => navigate(page, 'Faq', part ? { part } : {}, lng),
      async check(page, [part], { lng }) {
        const toc = page.locator('nav[aria-labelledby="content-toc"] a');
        expect(await toc.count()).toBeGreaterThan(4);
        for (const href of await toc.evaluateAll((links) =>
          links.map((a) => a.getAttribute('href') ?? ''),
        ))
          expect(await page.locator(href).count(), href).toBe(1);
        // The last card leads to the other part.
        const other = buildPath('Faq', part ? {} : { part: 'faq2' }, lng);
        expect(await page.locator(`[data-content-page] a[href="${other}"]`).count()).toBe(1);
        // Screenshots with the first question of the second topic open (how an answer looks).
        await page
          .locator('details')
          .nth(4)
          .evaluate((d) => ((d as HTMLDetailsElement).open = true));
        await page.waitForTimeout(300); // the chevron's turn
      },
      shots: 'faq',
      afterScreenshot: (page) =>
        page
          .locator('details')
          .nth(4)
          .evaluate((d) => {
            (d as HTMLDetailsElement).open = false;
          }),
      axe: 'each page',
    });
  }, 300_000);

  it('opens and closes a question with the keyboard', async () => {
    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'Faq', {}, 'de');
    const question = page.locator('details#booking-kinds');
    const summary = question.locator('summary');
    const answer = question.locator('p');
    expect(await answer.isVisible()).toBe(false);
    // Tab from the question before it to this one, then Enter opens, Space closes.
    await page.locator('details#booking-how summary').focus();
    await page.keyboard.press('Tab');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.innerText()).toContain('Option');
    await page.keyboard.press('Space');
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await answer.isVisible()).toBe(false);
    // The summary is announced as an expandable control with its question as name.
    const snapshot = await page.locator('section#booking').ariaSnapshot();
    expect(snapshot).toContain('Was ist der Unterschied zwischen Buchung, Option und Anfrage?');
    await page.close();
  });
});
