// Every mail of the template system as a mail client shows it: the rendered HTML in Chromium at
// 375 and 1280 px (screenshots in test-results/screenshots/mail-*), checked by axe, with nothing
// wider than the phone's screen and no request leaving the mail (no remote images or fonts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBranding } from '#core/branding';
import { parseConfig } from '#core/config';
import { LANGUAGES, type Language } from '#core/languages';
import {
  emailChangeConfirmationMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  registrationConfirmationMail,
  registrationExistingMail,
} from '#services/accounts/mails';
import { officeMailBrand, type MailBrand, type RenderedMail } from '#services/platform';
import { MAIL_TEMPLATES } from '#services/booking/mails';
import { watchListShareMail } from '#services/watchlist/share-mail';
import { brand as bookingBrand, data as bookingMailData } from '#tests/factories/booking-mails';
import { launchBrowser, screenshot, type Browser } from './browser';

const brandConfig = parseConfig({ SITE_URL: 'https://www.feriora.example' });
const office = officeMailBrand(defaultBranding(brandConfig), brandConfig.SITE_URL);
const partner: MailBrand = {
  ...office,
  contact: {
    phone: '+49 89 4711 000',
    email: 'info@reisebuero-sonne.example',
    partnerName: 'Reisebüro Sonne',
  },
};
const TOKEN = 'Yx3kR9vQm2LpT7wZ4nB8sD1fH6jK0cVa';

const MAILS: Record<string, (language: Language) => Promise<RenderedMail>> = {
  'registration-confirm': (l) =>
    registrationConfirmationMail(l, {
      brand: office,
      name: 'Anna Muster',
      confirmID: TOKEN,
      validHours: 24,
    }),
  'registration-existing': (l) =>
    registrationExistingMail(l, { brand: office, name: 'Anna Muster' }),
  'password-reset': (l) =>
    passwordResetMail(l, { brand: partner, name: 'Anna Muster', resetID: TOKEN, validHours: 1 }),
  'password-changed': (l) => passwordChangedMail(l, { brand: office, name: 'Anna Muster' }),
  'email-change-confirm': (l) =>
    emailChangeConfirmationMail(l, {
      brand: office,
      name: 'Anna Muster',
      newEmail: 'anna.muster@example.org',
      confirmID: TOKEN,
      validHours: 24,
    }),
  'email-changed': (l) =>
    emailChangedMail(l, {
      brand: office,
      name: 'Anna Muster',
      newEmail: 'anna.muster@example.org',
    }),
  'watchlist-share': (l) =>
    watchListShareMail(l, {
      brand: partner,
      senderName: 'Jean-Luc O’Neill',
      watchListUID: 'cafe0000-0000-4000-8000-000000000001',
      count: 12,
      objects: [
        { title: 'Ferienhaus am Plöner See mit Sauna und Bootssteg', place: 'Plön, Deutschland' },
        { title: 'Villa Blu', place: 'Poreč, Kroatien' },
        { title: 'Chalet Alpenblick', place: '' },
      ],
    }),
};

// Every booking mail too (guests', landlords', the office's), with the unit test's sample data:
// in German and French, the languages with the longest words (one layout serves all four; the
// account mails above check each language).
type BookingRender = (l: Language, d: Record<string, unknown>) => Promise<RenderedMail>;
const BOOKING_MAILS: Record<string, (language: Language) => Promise<RenderedMail>> = {};
for (const [kind, sample] of Object.entries(bookingMailData)) {
  const template = MAIL_TEMPLATES[kind as keyof typeof MAIL_TEMPLATES] as unknown as
    BookingRender | undefined;
  if (template === undefined) continue;
  BOOKING_MAILS[`booking-${kind}`] = (l) => template(l, { ...sample, brand: bookingBrand });
}
type Render = (language: Language) => Promise<RenderedMail>;
const CHECKS: [string, Render, readonly Language[]][] = [
  ...Object.entries(MAILS).map(([name, render]): [string, Render, readonly Language[]] => [
    name,
    render,
    LANGUAGES,
  ]),
  ...Object.entries(BOOKING_MAILS).map(([name, render]): [string, Render, readonly Language[]] => [
    name,
    render,
    ['de', 'fr'],
  ]),
];

describe('mails in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser({ now: null });
    page = await browser.context.newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && request.url() !== 'about:blank') {
        requests.push(request.url());
      }
    });
  });
  afterAll(() => browser?.close());

  describe.each(CHECKS)('%s', (name, render, languages) => {
    it.each(languages)(
      'in %s: fits 375 and 1280 px, passes axe, loads nothing',
      async (language) => {
        const mail = await render(language);
        requests.length = 0;
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.setContent(mail.html, { waitUntil: 'load' });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(
            overflow,
            `${name} ${language} at ${width} px is wider than the screen`,
          ).toBeLessThanOrEqual(0);
          // Screenshots of every mail in German, and of one mail in each language.
          if (language === 'de' || name === 'registration-confirm') {
            await screenshot(page, `mail-${name}-${language}-${width}`);
          }
        }
        // A mail is shown inside a client's page, which has the landmarks; the mail itself is an
        // article (mail-template.tsx). The page-level landmark rules do not apply to it.
        const axe = await new AxeBuilder({ page })
          .disableRules(['landmark-one-main', 'region'])
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        expect(requests).toEqual([]);
      },
    );
  });
});
