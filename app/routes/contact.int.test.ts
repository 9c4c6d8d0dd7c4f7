// Help & contact and its four forms through the production bundle (issue 16): every page in every
// language, the hub's forms and direct contact (the visit's partner's), the reason select's empty
// prompt, the guard's hidden inputs, refusals per field (danger border, message) and the sent
// message as plain form posts without JavaScript, the time trap, the Origin check, and the same
// post as React Router's data request (JavaScript on).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPath } from '#core/routes';
import { contactMessages, ratings } from '#db/schema';
import { availability } from '#tests/factories/availability';
import { insertObject } from '#tests/factories/object';
import { priceRules } from '#tests/factories/price-rules';
import { insertLoginAccount } from '#tests/factories/account';
import { insertPartner } from '#tests/factories/partner';
import { Visitor } from '#tests/helpers/visitor';
import { build, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { startMailCapture, type MailCapture } from '#tests/helpers/mail';

const SITE = 'http://localhost:3000';
const OFFICE = 'office@feriora.test';
const FORMS = {
  guest: 'ContactGuest',
  landlord: 'ContactLandlord',
  partner: 'ContactPartner',
  agency: 'ContactAgency',
} as const;
const REASON = {
  guest: 'booking',
  landlord: 'myhouse',
  partner: 'affiliateCooperation',
  agency: 'officeCooperation',
} as const;

describe('contact pages', () => {
  let t: TestApp;
  let capture: MailCapture;
  let clockMs = FIXED_NOW.getTime();
  let ips = 0;
  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      ssr: true,
      env: { SMTP_URL: capture.url, OFFICE_EMAIL: OFFICE, OFFICE_PHONE: '+49 30 1111 2222' },
    });
    t.deps.clock = () => new Date(clockMs);
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  const get = (url: string) => t.app.inject({ url });
  /** The form's token as the page rendered it. */
  const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const post = (
    url: string,
    fields: Record<string, string>,
    options: { origin?: string | null; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.origin === null ? {} : { origin: options.origin ?? SITE }),
      },
      remoteAddress: options.ip ?? `203.0.113.${++ips}`,
    });
  /** Opens the form, waits 5 s on the clock (the time trap) and posts it. */
  const fillAndSend = async (url: string, fields: Record<string, string>) => {
    const token = tokenOf((await get(url)).body);
    clockMs += 5_000;
    return post(url, { formToken: token, website2: '', ...fields });
  };

  it('serves the hub and every form in every language, privately', async () => {
    for (const lng of ['de', 'en', 'fr', 'it'] as const) {
      const hub = await get(buildPath('Contact', {}, lng));
      expect(hub.statusCode, lng).toBe(200);
      expect(hub.headers['cache-control']).toBe('private, no-store');
      expect(hub.body).toContain('data-testid="contact-hub"');
      for (const name of Object.values(FORMS)) {
        expect(hub.body).toContain(`href="${buildPath(name, {}, lng)}"`);
        const form = await get(buildPath(name, {}, lng));
        expect(form.statusCode, `${name} ${lng}`).toBe(200);
        expect(form.headers['cache-control']).toBe('private, no-store');
        expect(tokenOf(form.body)).toMatch(/^[0-9a-z]+\.[\w-]+$/);
      }
    }
    // A form's breadcrumbs pass help & contact.
    const guest = (await get(buildPath('ContactGuest', {}, 'de'))).body;
    const crumbs = /<nav[^>]*aria-label="Brotkrümelnavigation"[\s\S]*?<\/nav>/.exec(guest)?.[0];
    expect(crumbs).toContain('href="/hilfe-kontakt/"');
    expect(crumbs).toContain('Formular für Gäste');
    // Another word after the slug is no page.
    expect((await get('/hilfe-kontakt/formular-hund/')).statusCode).toBe(404);
    expect((await get('/en/hilfe-kontakt/')).statusCode).toBe(404);
  });

  it('shows the office contact on the hub, and the partner’s for a partner’s visit', async () => {
    const hub = (await get(buildPath('Contact', {}, 'de'))).body;
    expect(hub).toContain('href="tel:+493011112222"');
    expect(hub).toContain(`href="mailto:${OFFICE}"`);
    expect(hub).toContain('Kontaktformular für Gäste');
    const partner = await insertPartner(t.deps.database, {
      partnerName: 'Reisebüro Sonnenschein',
      partnerPhone: '+49 40 999 888',
      partnerEmail: 'info@sonnenschein.example',
    });
    const partnerHub = (await get(`${buildPath('Contact', {}, 'de')}?partner=${partner.partnerId}`))
      .body;
    expect(partnerHub).toContain('href="tel:+4940999888"');
    expect(partnerHub).toContain('mailto:info@sonnenschein.example');
    expect(partnerHub).toContain('über Reisebüro Sonnenschein zu uns gekommen');
  });

  it('renders the reason select with an empty prompt first, and the guard inputs hidden', async () => {
    for (const [form, name] of Object.entries(FORMS)) {
      const html = (await get(buildPath(name, {}, 'de'))).body;
      expect(html, form).toMatch(
        /<select id="contact-reason" name="reason" required="" aria-required="true"><option value="" selected="">Bitte wählen Sie ein Anliegen<\/option>/,
      );
      expect(html).toContain(
        '<label for="contact-website2">Bitte lassen Sie dieses Feld leer.</label>',
      );
      const trap = /<input id="contact-website2"[^>]*>/.exec(html)?.[0] ?? '';
      for (const attribute of [
        'name="website2"',
        'tabindex="-1"',
        'autoComplete="off"',
        'value=""',
      ]) {
        expect(trap, attribute).toContain(attribute);
      }
      // Hidden from sight, not from screen readers (whose users read the label).
      expect(html).toMatch(/<div class="visually-hidden"><label for="contact-website2">/);
      expect(html.includes('name="objectNumber"'), form).toBe(
        form === 'guest' || form === 'landlord',
      );
      expect(html.includes('name="startDate"'), form).toBe(form === 'guest');
    }
    const guest = (await get(buildPath('ContactGuest', {}, 'en'))).body;
    for (const reason of ['General question', 'Question about a booking', 'Availability request']) {
      expect(guest).toContain(`>${reason}</option>`);
    }
    const landlord = (await get(buildPath('ContactLandlord', {}, 'de'))).body;
    for (const reason of ['Vermietungserfolg', 'Mein Ferienhaus', 'Internetauftritt', 'Service']) {
      expect(landlord).toContain(`>${reason}</option>`);
    }
  });

  it('refuses every field of an empty post with a danger border and a message (no JavaScript)', async () => {
    const url = buildPath('ContactGuest', {}, 'de');
    const res = await fillAndSend(url, { reason: '', firstName: '', email: 'kaputt' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    for (const [field, message] of [
      ['reason', 'Bitte wählen Sie ein Anliegen.'],
      ['message', 'Bitte schreiben Sie uns Ihre Nachricht'],
      ['firstName', 'Bitte geben Sie Ihren Vornamen an'],
      ['lastName', 'Bitte geben Sie Ihren Nachnamen an'],
      ['email', 'Bitte geben Sie eine gültige E-Mail-Adresse an'],
    ]) {
      expect(html, field).toMatch(
        new RegExp(
          `id="contact-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*contact-${field}-error`,
        ),
      );
      expect(html).toContain(`id="contact-${field}-error"`);
      expect(html).toContain(message);
    }
    // The typed address comes back; the optional phone is not refused.
    expect(html).toContain('value="kaputt"');
    expect(html).not.toContain('id="contact-phone-error"');
    // A domicile request names the house and the stay.
    const domicile = await fillAndSend(url, {
      reason: 'domicile',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.org',
      message: 'Frei?',
      startDate: '2026-12-10',
      endDate: '2026-12-01',
    });
    for (const field of ['objectNumber', 'endDate']) {
      expect(domicile.body, field).toContain(`id="contact-${field}-error"`);
    }
    expect(domicile.body).toContain('Die Abreise muss nach der Anreise liegen.');
    expect(capture.messages).toHaveLength(0);
  });

  it('sends each form as a plain post and says where the confirmation went', async () => {
    for (const [form, name] of Object.entries(FORMS) as [keyof typeof FORMS, string][]) {
      capture.clear();
      const email = `${form}@example.org`;
      const res = await fillAndSend(buildPath(name, {}, 'de'), {
        reason: REASON[form],
        salutation: 'mr',
        firstName: 'Ben',
        lastName: 'Beispiel',
        email,
        phone: '',
        message: `Eine Frage vom ${form}-Formular.`,
        objectNumber: form === 'guest' ? '4711' : '',
      });
      expect(res.statusCode, form).toBe(200);
      expect(res.body, form).toContain('data-testid="contact-sent"');
      expect(res.body).toContain(`Eine Eingangsbestätigung ist unterwegs an ${email}`);
      const mails = await capture.waitForMessages(2);
      const office = mails.find((m) => m.to.includes(OFFICE))!;
      expect(office.headers['reply-to']).toContain(email);
      expect(office.text).toContain(`Eine Frage vom ${form}-Formular.`);
      expect(office.text).toContain('Herr Ben Beispiel');
      const confirmation = mails.find((m) => m.to.includes(email))!;
      expect(confirmation.subject).toBe('Ihre Nachricht an Feriora ist angekommen');
      expect(confirmation.text).not.toContain('Eine Frage');
    }
  });

  it('takes a report of a rating from its link: the rating named, good faith confirmed, the office linked to it', async () => {
    // A rating's "Melden" link (decision 096) fills in the reason, the house and the rating.
    const { objectNumber } = await insertObject(t.deps.database, {
      rules: priceRules({}),
      availability: availability(),
    });
    await t.deps.database.db.insert(ratings).values({
      ratingNumber: 1_000_011,
      objectNumber,
      votesAverage: 2,
      travelFrom: '2026-10-01',
      travelTo: '2026-10-08',
      travelType: 'couple',
      ratingDate: '2026-10-09',
      authorName: 'Otto O.',
      language: 'de',
      text: 'Der Vermieter Hans Meier, Telefon 0171 555 1234, ist unfreundlich.',
    });
    const url = buildPath('ContactGuest', {}, 'de');
    const linked = await get(
      `${url}?reason=ratingReport&objectNumber=${objectNumber}&ratingNumber=1000011`,
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toMatch(/<option value="ratingReport" selected/);
    expect(linked.body).toMatch(/id="contact-ratingNumber"[^>]*value="1000011"/);
    expect(linked.body).toMatch(
      new RegExp(`id="contact-objectNumber"[^>]*value="${objectNumber}"`),
    );
    expect(linked.body).toContain('id="contact-goodFaith"');
    expect(linked.body).toContain('warum die Bewertung rechtswidrig ist');
    // Only a known reason and plain numbers are taken from the address.
    const odd = await get(`${url}?reason=hack&objectNumber=1%3Cb&ratingNumber=x`);
    expect(odd.body).not.toMatch(/<option value="(?:hack|ratingReport)" selected/);
    expect(odd.body).not.toContain('id="contact-ratingNumber"');
    expect(odd.body).not.toContain('1<b');
    // A known reason with odd numbers: the reason is taken, the numbers are not.
    const oddNumbers = await get(`${url}?reason=ratingReport&objectNumber=1%3Cb&ratingNumber=x`);
    expect(oddNumbers.body).toMatch(/<option value="ratingReport" selected/);
    expect(oddNumbers.body).toMatch(/id="contact-ratingNumber"(?![^>]*value="[^"])/);
    expect(oddNumbers.body).toMatch(/id="contact-objectNumber"(?![^>]*value="[^"])/);
    expect(oddNumbers.body).not.toContain('1<b');

    const fields = {
      reason: 'ratingReport',
      salutation: 'ms',
      firstName: 'Rita',
      lastName: 'Melder',
      email: 'melderin@example.org',
      phone: '',
      message: 'Die Bewertung nennt den vollen Namen und die Telefonnummer des Vermieters.',
      objectNumber: String(objectNumber),
      ratingNumber: '1000011',
    };
    // Without the rating's number and the good-faith box: refused, naming both.
    const refused = await fillAndSend(url, { ...fields, ratingNumber: '' });
    expect(refused.body).toMatch(/id="contact-ratingNumber"[^>]*aria-invalid="true"/);
    expect(refused.body).toContain('Bitte geben Sie die Nummer der Bewertung an');
    expect(refused.body).toContain('Bitte bestätigen Sie, dass Ihre Angaben richtig');
    // A rating the house does not show: refused, naming the number (the place must be exact).
    const unknown = await fillAndSend(url, { ...fields, ratingNumber: '1000012', goodFaith: 'on' });
    expect(unknown.body).toMatch(/id="contact-ratingNumber"[^>]*aria-invalid="true"/);
    expect(unknown.body).toContain('Diese Bewertung gibt es bei dieser Unterkunft nicht');
    capture.clear();
    const sent = await fillAndSend(url, { ...fields, goodFaith: 'on' });
    expect(sent.body).toContain('data-testid="contact-sent"');
    const mails = await capture.waitForMessages(2);
    const office = mails.find((m) => m.to.includes(OFFICE))!;
    expect(office.subject).toBe('Kontaktformular Gäste: Bewertung melden');
    expect(office.text).toContain('Gemeldete Bewertung: Nr. 1000011');
    expect(office.text).toContain(`Objektnummer: ${objectNumber}`);
    expect(office.text).toMatch(/\/admin\/ratings\/\?rating=1000011/);
    const [row] = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'melderin@example.org'));
    expect(row).toMatchObject({
      reason: 'ratingReport',
      objectNumber,
      ratingNumber: 1000011,
    });
  });

  it('refuses a post sooner than 3 s after the render, and one with the trap filled is not sent', async () => {
    capture.clear();
    const url = buildPath('ContactPartner', {}, 'en');
    const token = tokenOf((await get(url)).body);
    const fields = {
      formToken: token,
      website2: '',
      reason: 'agencyCooperation',
      firstName: 'Ben',
      lastName: 'Quick',
      email: 'quick@example.org',
      message: 'Hello',
    };
    const quick = await post(url, fields);
    expect(quick.statusCode).toBe(200);
    expect(quick.body).toContain('data-testid="error-summary"');
    expect(quick.body).toContain('That was very quick');
    expect(quick.body).not.toContain('data-testid="contact-sent"');
    clockMs += 5_000;
    const trapped = await post(url, { ...fields, website2: 'https://spam.example' });
    expect(trapped.body).toContain('data-testid="contact-sent"');
    await new Promise((r) => setTimeout(r, 200));
    expect(capture.messages).toHaveLength(0);
  });

  it("fills in a logged-in customer's contact data", async () => {
    const account = await insertLoginAccount(t.deps.database, {
      firstName: 'Henrike',
      lastName: 'Kundin',
    });
    const visitor = new Visitor(t.app);
    const login = await visitor.post('/api/user/login', {
      user: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const html = (await visitor.get(buildPath('ContactLandlord', {}, 'de'))).body;
    expect(html).toMatch(/id="contact-firstName"[^>]*value="Henrike"/);
    expect(html).toMatch(new RegExp(`id="contact-email"[^>]*value="${account.email}"`));
  });

  it('refuses a form post from a foreign origin (403)', async () => {
    const url = buildPath('ContactGuest', {}, 'de');
    const res = await post(url, { reason: 'general' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const none = await post(url, { reason: 'general' }, { origin: null });
    expect(none.statusCode).toBe(403);
  });

  it("takes the same post through React Router's data request (JavaScript on)", async () => {
    capture.clear();
    const url = buildPath('ContactAgency', {}, 'fr');
    const token = tokenOf((await get(url)).body);
    clockMs += 5_000;
    const res = await post(`${url}_.data`, {
      formToken: token,
      website2: '',
      reason: 'officeCooperation',
      firstName: 'Claire',
      lastName: 'Dupont',
      email: 'claire@example.fr',
      message: 'Bonjour',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/x-script');
    const mails = await capture.waitForMessages(2);
    const confirmation = mails.find((m) => m.to.includes('claire@example.fr'))!;
    expect(confirmation.subject).toBe('Votre message à Feriora est bien arrivé');
  });
});
