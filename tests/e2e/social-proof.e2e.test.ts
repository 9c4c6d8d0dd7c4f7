// Social proof in Chromium (issue 15): after a real booking made through POST /api/booking, the
// object page shows "booked once in the last 7 days" once hydrated (its server HTML has no notice),
// and /bookingStalker/ lists the booking anonymised, without footer, with no axe violations.
// Screenshots at 375 and 1280 px in German and English (test-results/screenshots).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffDays, type IsoDate } from '#core/dates';
import { bookingRequest } from '#tests/factories/booking-request';
import { axeViolations, screenshotWidths, watchProblems } from './browser';
import { findTarget, MANDANT, paidToLandlord } from './booking-helpers';
import { navigate, startE2E, type E2E } from './fixtures';

describe('social proof', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  }, 120_000);
  afterAll(() => e2e?.close());

  it('shows a booking on its object page and, anonymised, on /bookingStalker/', async () => {
    const { server, browser } = e2e;
    const target = await findTarget(server.url, [], paidToLandlord);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchProblems(page);

    // Not the object page nor /bookingStalker/ before the booking: the server keeps their answers
    // a minute, and this test has no minute to wait.
    await navigate(page, 'Disclaimer');
    // The server HTML is the same as before: the notice only ever comes after hydration.
    const html = await (await fetch(`${server.url}/object/${target.objectNumber}/`)).text();
    expect(html).not.toContain('booking-notice');

    // A real booking, posted from the site itself as the booking screen would.
    const body = bookingRequest({
      mandant: MANDANT,
      objectNumber: target.objectNumber,
      startDate: target.startDate as IsoDate,
      nights: diffDays(target.startDate as IsoDate, target.endDate as IsoDate),
      paymentMethod: 'landlord',
      email: 'greta.geheim@example.org',
      firstName: 'Greta',
      lastName: 'Geheim',
    });
    const status = await page.evaluate(async (body) => {
      const res = await fetch('/api/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, body);
    expect(status).toBe(201);

    const fresh = await browser.context.newPage();
    await fresh.setViewportSize({ width: 1280, height: 900 });
    await navigate(fresh, 'ObjectPage', { objectNumber: target.objectNumber });
    const notice = fresh.getByTestId('booking-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('In den letzten 7 Tagen einmal gebucht');
    expect(await notice.textContent()).toContain('zuletzt vor wenigen Minuten');
    await notice.scrollIntoViewIfNeeded();
    expect(await axeViolations(fresh, '[data-testid="booking-notice"]')).toEqual([]);
    await screenshotWidths(fresh, 'object-notice-de');
    await navigate(fresh, 'ObjectPage', { objectNumber: target.objectNumber }, 'en');
    await fresh.getByTestId('booking-notice').waitFor();
    expect(await fresh.getByTestId('booking-notice').textContent()).toContain(
      'Booked once in the last 7 days',
    );
    await screenshotWidths(fresh, 'object-notice-en');

    await navigate(fresh, 'BookingStalker');
    expect(await fresh.locator('footer').count()).toBe(0);
    const list = fresh.getByTestId('stalker-list');
    expect(await list.locator('li').first().textContent()).toContain('vor wenigen Minuten');
    expect(await fresh.content()).not.toContain('Geheim');
    expect(await axeViolations(fresh)).toEqual([]);
    await screenshotWidths(fresh, 'stalker-de');
    await navigate(fresh, 'BookingStalker', {}, 'en');
    expect(await fresh.getByRole('heading', { level: 1 }).textContent()).toBe('Just booked');
    await screenshotWidths(fresh, 'stalker-en');

    expect(problems).toEqual([]);
    await page.close();
    await fresh.close();
  }, 180_000);
});
