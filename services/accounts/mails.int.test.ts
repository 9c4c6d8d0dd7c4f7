// The account mails end to end through the app's own mailer: rendered in the visit's language
// with the brand of the visit (a partner's contact when the visitor came through one), delivered
// over SMTP to the capture of tests/helpers/mail.ts, parsed as a mail client would, and their
// links followed to the site's pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '#core/routes';
import { mailBrand } from '#services/partners';
import { build, type TestApp } from '#tests/helpers/app';
import { databaseKinds } from '#tests/helpers/database';
import { linksIn, startMailCapture, type MailCapture } from '#tests/helpers/mail';
import { passwordResetMail, registrationConfirmationMail } from './mails';

const SITE = 'http://feriora.test';
/** A demo partner (demo/catalogue/static-data.ts buildPartners: 5001 + i). */
const PARTNER = 5001;

describe.each(databaseKinds())('account mails over SMTP (%s)', (kind) => {
  let capture: MailCapture;
  let t: TestApp;
  beforeAll(async () => {
    capture = await startMailCapture();
    t = await build({
      kind,
      ssr: true,
      catalogue: { objects: 3 },
      env: {
        SMTP_URL: capture.url,
        SITE_URL: SITE,
        BRAND_NAME: 'Urlaubsglück',
        MAIL_FROM: 'Urlaubsglück <service@feriora.test>',
        OFFICE_EMAIL: 'service@feriora.test',
      },
      extraRoutes: (app) => {
        // What a use-case of services/accounts does: the visit's brand, a template, the mailer.
        for (const prefix of ['', '/fr']) {
          app.get(`${prefix}/test/mail/:kind`, async (request) => {
            const { ctx } = request;
            const { kind: which } = request.params as { kind: string };
            const brand = await mailBrand(ctx);
            const mail =
              which === 'confirm'
                ? await registrationConfirmationMail(ctx.language, {
                    brand,
                    name: 'Anna <Muster>',
                    confirmID: 'c0nfirm-ID',
                    validHours: 24,
                  })
                : await passwordResetMail(ctx.language, {
                    brand,
                    name: null,
                    resetID: 'r3set-ID',
                    validHours: 1,
                  });
            await ctx.deps.mailer.send({ to: 'anna@example.org', ...mail });
            return { sent: true };
          });
        }
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await capture?.close();
  });

  it('delivers the confirmation mail with brand, office contact and a link to the confirm page', async () => {
    capture.clear();
    expect((await t.app.inject({ url: '/test/mail/confirm' })).statusCode).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    expect(mail).toMatchObject({
      to: ['anna@example.org'],
      from: 'service@feriora.test',
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für Urlaubsglück',
    });
    expect(mail!.headers['reply-to']).toContain('service@feriora.test');
    expect(mail!.text).toContain('Guten Tag Anna <Muster>,');
    expect(mail!.html).toContain('Guten Tag Anna &lt;Muster&gt;,');
    expect(mail!.text).toContain('Ihr Team von Urlaubsglück');
    expect(mail!.text).toContain('Fragen? Wir helfen gern: Telefon +49 30 5678 9100');

    const links = linksIn(mail!);
    expect(links).toEqual([`${SITE}/user/registration/confirm/?confirmID=c0nfirm-ID`]);
    const link = new URL(links[0]!);
    expect(matchRoute(link.pathname)?.name).toBe('UserRegistrationConfirm');
    expect(link.searchParams.get('confirmID')).toBe('c0nfirm-ID');
    const page = await t.app.inject({ url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it("gives a campaign visitor's mail the campaign's phone beside the office address", async () => {
    capture.clear();
    // Campaign 1001 of the demo data has a phone number of its own (buildCampaigns).
    expect((await t.app.inject({ url: '/test/mail/confirm?pid=1001' })).statusCode).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    expect(mail!.text).toContain(
      'Fragen? Wir helfen gern: Telefon +49 40 889 100, E-Mail service@feriora.test',
    );
    expect(mail!.text).not.toContain('Ansprechpartner');
  });

  it("sends a partner visitor's mail in the visit's language with the partner's contact", async () => {
    capture.clear();
    const response = await t.app.inject({ url: `/fr/test/mail/reset?partner=${PARTNER}` });
    expect(response.statusCode).toBe(200);
    const [mail] = await capture.waitForMessages(1);
    expect(mail!.subject).toBe('Votre nouveau mot de passe pour Urlaubsglück');
    expect(mail!.text).toContain('Bonjour,');
    expect(mail!.text).toMatch(
      /Votre interlocuteur .+ vous aide volontiers\u202f: téléphone \+49 [\d ]+, e-mail info@.+\.example/,
    );
    expect(mail!.headers['reply-to']).toMatch(/info@.+\.example/);
    expect(mail!.text).toContain('Le lien est valable 1 heure');

    const [link] = linksIn(mail!, SITE);
    expect(link).toBe(`${SITE}/fr/user/password/reset/?resetID=r3set-ID`);
    const url = new URL(link!);
    expect(matchRoute(url.pathname)?.name).toBe('UserPasswordReset_fr');
    const page = await t.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="fr"');
  });
});
