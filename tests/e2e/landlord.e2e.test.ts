// The landlord's confirmation link in Chromium against the real server (issue 15): two stays
// booked through the API, the landlord's links taken from the captured mails. German: the page
// shows the stay and the revenue, "Buchung bestätigen" confirms, the page then shows the state
// instead of the buttons, and the guest's finish page (the link of the guest's mail) says the host
// confirmed. English: the decline step asks for the reason (refused empty, naming the field),
// declines. A wrong secret is the 404 view. axe on each state; screenshots at 375 and 1280 px in
// test-results/screenshots/landlord/.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#core/routes';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { axeViolations, hydrated, screenshotWidths, watchProblems } from './browser';
import { MANDANT, findTarget, type Target } from './booking-helpers';
import { startE2E, type E2E } from './fixtures';

const MAIL_WAIT_MS = 30_000;

const shots = (page: Page, name: string): Promise<void> =>
  screenshotWidths(page, `landlord/${name}`, { photos: {} });

describe('landlord confirmation page', () => {
  let e2e: E2E;
  let capture: MailCapture;
  let base: string;

  beforeAll(async () => {
    capture = await startMailCapture();
    e2e = await startE2E({ DEMO_OBJECTS: '40', SMTP_URL: capture.url });
    base = e2e.server.url;
  });
  afterAll(async () => {
    await e2e?.close();
    await capture?.close();
  });

  /** Books the stay through the API; returns its number and the landlord's and guest's links. */
  async function book(target: Target, email: string, language: 'de' | 'en') {
    const res = await fetch(`${base}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({
        mandant: MANDANT,
        method: 'booking',
        ...target,
        adults: 2,
        childAges: [6],
        pets: 0,
        insurance: false,
        extras: [],
        traveller: {
          salutation: 'ms',
          firstName: 'Anna',
          lastName: 'Muster',
          email,
          phone: '+49 171 1234567',
          street: 'Hauptstraße 1',
          zip: '50667',
          city: 'Köln',
          country: 'de',
        },
        paymentMethod: 'bankTransfer',
        acceptTerms: true,
        idempotencyKey: randomUUID(),
      }),
    });
    const body = (await res.json()) as { data: { bookingDisplayNumber: string } | null };
    expect(res.status, JSON.stringify(body)).toBe(201);
    const number = body.data!.bookingDisplayNumber;
    const landlord = await capture.waitForMessage(
      (m) => m.text.includes(number) && /bookingHash=/.test(m.text),
      MAIL_WAIT_MS,
    );
    const guest = await capture.waitForMessage(
      (m) => m.to.includes(email) && m.text.includes(number),
      MAIL_WAIT_MS,
    );
    const link =
      /https?:\/\/\S*landlord\/booking\/confirmation\/\?bookingId=\d+&bookingHash=[\w-]{43}/.exec(
        landlord.text,
      )![0];
    const access = /https?:\/\/\S*\?bookingId=\d+&access=[\w-]{43}/.exec(guest.text)![0];
    const local = (url: string) => {
      const u = new URL(url);
      return `${u.pathname}${u.search}`;
    };
    return { number, landlordPath: local(link), guestPath: local(access) };
  }

  it('confirms a booking from the mail’s link; the guest’s page says so', async () => {
    const target = await findTarget(base, [], (price) => price.payments.includes(2));
    const b = await book(target, 'landlord.e2e.de@example.org', 'de');
    const page = await e2e.browser.context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(b.landlordPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await hydrated(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect
      .poll(() => page.getByTestId('landlord-status').getAttribute('data-status'))
      .toBe('requested');
    expect(await page.getByTestId('landlord-number').textContent()).toBe(b.number);
    expect(await page.getByTestId('landlord-guest').textContent()).toContain('Anna Muster');
    // The guest's country by its name, not its code.
    expect(await page.getByTestId('landlord-guest').textContent()).toContain('Köln, Deutschland');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'pending-de');
    // The object's calendar feed to subscribe to elsewhere (decision 095): an address to copy
    // that answers the occupancy with this booking.
    const feed = await page.getByTestId('landlord-calendar-url').inputValue();
    expect(feed).toMatch(/\/landlord\/calendar\/\d+\/[A-Za-z0-9_-]{43}\/occupancy\.ics$/);
    const ics = await page.request.get(feed);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`(${b.number})`);
    await screenshotWidths(page, 'landlord/calendar-de', {
      element: '[data-testid="landlord-calendar"]',
    });

    await page.getByTestId('landlord-decline').click();
    await page.getByLabel(/Begründung für den Gast/).waitFor();
    await shots(page, 'decline-step-de');
    await page.getByRole('link', { name: 'Zurück' }).click();

    await page.getByTestId('landlord-confirm').click();
    await page.getByTestId('landlord-done').waitFor();
    expect(await page.getByTestId('landlord-status').getAttribute('data-status')).toBe('confirmed');
    expect(await page.getByTestId('landlord-confirm').count()).toBe(0);
    expect(await page.getByText('+49 171 1234567').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'confirmed-de');

    // Opened again from the mail: the state, no buttons.
    await page.goto(b.landlordPath);
    // The renewal below is React's form: a click before hydration would post the plain form.
    await hydrated(page);
    expect(await page.getByTestId('landlord-status').textContent()).toMatch(/^Bestätigt am /);
    expect(await page.getByRole('button').filter({ hasText: 'Buchung bestätigen' }).count()).toBe(
      0,
    );

    // A new feed address (decision 095): behind a disclosure; the old address ends at once, the
    // page shows the new one at its calendar section and says so.
    await page.getByText('Adresse ersetzen').click();
    await page.getByTestId('landlord-calendar-renew').click();
    await page.getByTestId('landlord-calendar-renewed').waitFor();
    const renewed = await page.getByTestId('landlord-calendar-url').inputValue();
    expect(renewed).not.toBe(feed);
    expect(new URL(page.url()).searchParams.get('calendar')).toBe('renewed');
    expect((await page.request.get(feed)).status()).toBe(404);
    expect(await (await page.request.get(renewed)).text()).toContain(`(${b.number})`);
    // The section is in view, not the top of the page.
    await expect.poll(() => page.getByTestId('landlord-calendar-renewed').isVisible()).toBe(true);
    const top = await page
      .getByTestId('landlord-calendar')
      .evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight));
    // The focus is on the notice (the button that had it is gone), not back at the page's start.
    // It moves there in an effect once the notice has rendered: polled, not read once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('landlord-calendar-renewed');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWidths(page, 'landlord/calendar-renewed-de', {
      element: '[data-testid="landlord-calendar"]',
    });

    const finish = await page.goto(b.guestPath);
    expect(finish?.status()).toBe(200);
    await page.getByTestId('finish-confirmed').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('declines with a reason in English; a wrong secret is the 404 view', async () => {
    const target = await findTarget(base, [], (price) => price.payments.includes(2));
    const b = await book(target, 'landlord.e2e.en@example.org', 'en');
    const page = await e2e.browser.context.newPage();
    const problems = watchProblems(page, ['404']);
    const en = b.landlordPath.replace(
      buildPath('LandlordBookingConfirmation'),
      buildPath('LandlordBookingConfirmation', undefined, 'en'),
    );
    await page.goto(en);
    await hydrated(page);
    await shots(page, 'pending-en');
    await page.getByTestId('landlord-decline').click();
    // Blanks pass the browser's `required`; the server refuses them, naming the field.
    await page.getByLabel(/Reason for the guest/).fill('   ');
    await page.getByTestId('decline-send').click();
    await page.getByTestId('error-summary').waitFor();
    expect(await page.getByLabel(/Reason for the guest/).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'decline-step-en');
    await page.getByLabel(/Reason for the guest/).fill('Sorry, the house is being renovated.');
    await page.getByTestId('decline-send').click();
    await page.getByTestId('landlord-done').waitFor();
    expect(await page.getByTestId('landlord-status').getAttribute('data-status')).toBe('declined');
    expect(await page.getByText('Sorry, the house is being renovated.').count()).toBe(1);
    // No revenue for a stay that will not happen ("You receive 1,285 €" stood there).
    expect(await page.getByTestId('landlord-total').count()).toBe(0);
    await shots(page, 'declined-en');

    // The guest's mail: its button finds another home for the same dates (it opened this
    // booking's own page); that page says declined and offers no next steps, payment or .ics.
    const declined = await capture.waitForMessage(
      (m) => m.text.includes(b.number) && /declined|abgelehnt/i.test(m.subject),
      MAIL_WAIT_MS,
    );
    const search = new URL(/https?:\/\/\S*\/search\/\?\S+/.exec(declined.text)![0]);
    // In the booking's language, as the mail's other link.
    const language = b.guestPath.startsWith('/en/') ? 'en' : 'de';
    expect(search.pathname).toBe(buildPath('Search', undefined, language));
    expect(search.searchParams.get('persons')).toBe('3');
    await page.goto(b.guestPath);
    await hydrated(page);
    await page.getByTestId('finish-ended').waitFor();
    for (const part of ['ics', 'pay-now', 'finish-confirmed']) {
      expect(await page.getByTestId(part).count(), part).toBe(0);
    }
    expect(await page.getByRole('heading', { name: /next|geht es weiter/i }).count()).toBe(0);
    await shots(page, 'declined-guest-en');

    const wrong = b.landlordPath.replace(/bookingHash=[\w-]{43}/, `bookingHash=${'x'.repeat(43)}`);
    const res = await page.goto(wrong);
    expect(res?.status()).toBe(404);
    await shots(page, 'not-found-de');
    const wrongEn = en.replace(/bookingHash=[\w-]{43}/, `bookingHash=${'y'.repeat(43)}`);
    expect((await page.goto(wrongEn))?.status()).toBe(404);
    await shots(page, 'not-found-en');
    expect(problems).toEqual([]);
    await page.close();
  });
});
