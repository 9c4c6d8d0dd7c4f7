// Verified ratings in Chromium (issue 15): a stay that ended yesterday (a confirmed booking the test
// writes into the server's scratch PostgreSQL database) is invited by the server's own job (every
// minute, on the fixed clock; on this server also every second, JOB_TICK_SECONDS) → the guest
// opens the mail's link, rates the stay (one category changed, who travelled, a text) and sees
// the thanks → the landlord opens the answer link of the mail that followed and publishes an
// answer → the object page shows rating and answer, marked as the host's, in German and in
// English. Axe on each page; screenshots at 375 and 1280 px in German and English
// (test-results/screenshots/ratings).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '#tests/factories/booking';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, elementScreenshot, hydrated, openPage, screenshotWidths } from './browser';
import { MANDANT } from './booking-helpers';
import { berlinDate, navigate, startPostgresE2E, type PostgresE2E } from './fixtures';

// The test reaches into the server's database to set up what a browser cannot (accounts, paid
// charges, the clock's consequences), which needs a PostgreSQL server: without TEST_DATABASE_URL
// (a machine with the embedded database only) it is skipped; .ci/run sets it when one answers.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
/**
 * The invitation job runs every minute, and on this test server also a second after its last run
 * (JOB_TICK_SECONDS): the mail comes within a few seconds, or a loaded machine's while more.
 */
const JOB_WAIT_MS = 30_000;
const ANSWER = 'Vielen Dank für die schöne Bewertung – wir freuen uns auf Ihren nächsten Besuch!';

describe.skipIf(ADMIN_URL === '')('verified rating and the host’s answer', () => {
  let e2e: PostgresE2E;
  let mail: MailCapture;

  beforeAll(async () => {
    mail = await startMailCapture();
    e2e = await startPostgresE2E('ratings', {
      DEMO_OBJECTS: '8',
      SMTP_URL: mail.url,
      // The invitation comes a second after the booking, not with the next minute's cron pass.
      JOB_TICK_SECONDS: '1',
    });
  }, 120_000);

  afterAll(async () => {
    await e2e?.close();
    await mail?.close();
  });

  const shots = (page: Page, name: string) => screenshotWidths(page, `ratings/${name}`);

  it('rating from the invitation → the landlord answers → both on the object page in de and en', async () => {
    const base = e2e.server.url;
    const search = (await (
      await fetch(`${base}/api/search?mandant=${MANDANT}&markers=0`)
    ).json()) as { data: { objects: { objectNumber: number }[] } };
    const objectNumber = search.data.objects[0]!.objectNumber;
    const before = (await (
      await fetch(`${base}/api/ratings/object/${objectNumber}?mandant=${MANDANT}`)
    ).json()) as { data: { total: number } };
    // Departed yesterday: the job's next run invites the guest.
    await insertBooking(e2e.database, {
      objectNumber,
      booking: { startDate: berlinDate(-8), endDate: berlinDate(-1), status: 'confirmed' },
      customer: { email: 'lena.gast@example.org', firstName: 'Lena', lastName: 'Gastmann' },
    });

    const invitation = await mail.waitForMessage(
      (m) => m.to.includes('lena.gast@example.org'),
      JOB_WAIT_MS,
    );
    expect(invitation.subject).toMatch(/^Wie war Ihr Aufenthalt/);
    const rateLink = linksIn(invitation, base).find((l) => l.includes('/bewertung-abgeben/'))!;
    expect(rateLink).toMatch(/\?access=[A-Za-z0-9_-]{43}$/);

    const page = await e2e.browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The form in English first: the link's secret opens it in every language. The German one
    // then stays open for the rating (one load fewer than German, English, German again).
    const rateEnglish = new URL(rateLink);
    rateEnglish.pathname = rateEnglish.pathname.replace(
      '/bewertung-abgeben/',
      '/en/rate-your-stay/',
    );
    await openPage(page, rateEnglish.href);
    expect(await page.locator('main h1').first().textContent()).toBe('Rate your stay');
    await shots(page, 'rate-form-en');
    await openPage(page, rateLink);
    expect(await page.locator('main h1').first().textContent()).toBe('Aufenthalt bewerten');
    expect(await page.getByLabel('Sauberkeit').inputValue()).toBe('5');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'rate-form-de');

    // Sent without the text: the summary names the field and takes the focus.
    await page.getByTestId('rate-submit').click();
    await expect.poll(() => page.getByTestId('error-summary').count()).toBe(1);
    expect(await page.getByTestId('error-summary').textContent()).toContain('Bitte schreiben Sie');

    await page.getByLabel('Einrichtung').selectOption('4');
    await page.getByLabel('Wer ist gereist?').selectOption('couple');
    await page.getByLabel(/^Überschrift/).fill('Ruhig und gemütlich');
    await page
      .getByLabel('Ihre Bewertung', { exact: true })
      .fill('Sehr sauber, herzlicher Empfang und ein wunderbarer Blick. Gern wieder!');
    await page.getByTestId('rate-submit').click();
    await page.getByTestId('rate-thanks').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'rate-thanks-de');

    const after = (await (
      await fetch(`${base}/api/ratings/object/${objectNumber}?mandant=${MANDANT}`)
    ).json()) as {
      data: {
        total: number;
        ratings: { ratingid: number; author: string; travelData: { verified: boolean } }[];
      };
    };
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.ratings[0]).toMatchObject({
      author: 'Lena G.',
      travelData: { verified: true },
    });

    // The landlord's mail: the answer page with the rating's secret.
    const request = await mail.waitForMessage((m) => /^Neue Bewertung/.test(m.subject), 30_000);
    const answerLink = linksIn(request, base).find((l) =>
      l.includes('/bewertung-vermieterkommentar/'),
    )!;
    expect(answerLink).toMatch(/\?ratingHash=[A-Za-z0-9_-]{43}$/);
    await openPage(page, answerLink);
    expect(await page.getByTestId('rating-view').textContent()).toContain('Ruhig und gemütlich');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'answer-form-de');
    await page.getByLabel('Antwort des Vermieters').fill(ANSWER);
    await page.getByTestId('answer-submit').click();
    await page.getByTestId('answer-saved').waitFor();
    expect(await page.getByLabel('Antwort des Vermieters').inputValue()).toBe(ANSWER);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'answer-saved-de');
    // The same page in English (the link's secret works in every language).
    const english = new URL(answerLink);
    english.pathname = english.pathname.replace(
      '/bewertung-vermieterkommentar/',
      '/en/rating-landlord-comment/',
    );
    await openPage(page, english.href);
    expect(await page.locator('main h1').first().textContent()).toBe('Reply to a review');
    await shots(page, 'answer-form-en');

    // The object page: the rating with the host's answer, in German and in English.
    await navigate(page, 'ObjectPage', { objectNumber });
    const answerDe = page.getByTestId('landlord-answer').first();
    await answerDe.scrollIntoViewIfNeeded();
    expect(await answerDe.textContent()).toContain('Antwort des Vermieters');
    expect(await answerDe.textContent()).toContain(ANSWER);
    expect(await axeViolations(page, '[data-testid="object-ratings"]')).toEqual([]);
    await elementScreenshot(page.getByTestId('object-ratings'), 'ratings/object-ratings-de-1280');
    await navigate(page, 'ObjectPage', { objectNumber }, 'en');
    await hydrated(page);
    const answerEn = page.getByTestId('landlord-answer').first();
    expect(await answerEn.textContent()).toContain("Host's reply");
    expect(await answerEn.textContent()).toContain(ANSWER);
    expect(await answerEn.textContent()).toContain('Original in German.');
    await page.setViewportSize({ width: 375, height: 900 });
    await elementScreenshot(page.getByTestId('object-ratings'), 'ratings/object-ratings-en-375');

    // Reporting a rating (decision 096): its link opens the guests' contact form with the
    // reason, the house and the rating's number filled in, and the good-faith box to tick.
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigate(page, 'ObjectPage', { objectNumber });
    await hydrated(page);
    const first = page.getByTestId('rating').first();
    const ratingNumber = await first.getAttribute('data-rating-id');
    expect(await first.textContent()).toContain(`Bewertung Nr. ${ratingNumber}`);
    await first.getByTestId('rating-report').click();
    await page.getByTestId('contact-form').waitFor();
    expect(await page.locator('#contact-reason').inputValue()).toBe('ratingReport');
    expect(await page.locator('#contact-ratingNumber').inputValue()).toBe(ratingNumber);
    expect(await page.locator('#contact-objectNumber').inputValue()).toBe(String(objectNumber));
    expect(await page.getByLabel(/Ich versichere, dass meine Angaben/).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'ratings/report-de', { widths: [1280, 375], settleMs: 200 });
    await page.close();
  }, 300_000);
});
