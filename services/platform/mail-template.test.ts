// The mail template system itself: brand and contact in every mail, HTML and text from one tree,
// user data escaped, links on SITE_URL in the mail's language.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultBranding } from '#core/branding';
import { parseConfig } from '#core/config';
import { LANGUAGES } from '#core/languages';
import {
  MailButton,
  MailLinkFallback,
  MailList,
  MailText,
  defineMail,
  mailTranslator,
  officeMailBrand,
  type MailBrand,
} from '#services/platform';

const config = parseConfig({
  BRAND_NAME: 'Ferien & Meer',
  SITE_URL: 'https://ferien.example',
  OFFICE_PHONE: '+49 40 1234 567',
  OFFICE_EMAIL: 'hilfe@ferien.example',
});
const office = officeMailBrand(defaultBranding(config), config.SITE_URL);

/** A template with every part, the user's text in the greeting, body, list and link. */
const sampleMail = defineMail<{ name: string | null; words: string; token: string }>(
  (scope, data) => {
    const href = scope.link('UserPasswordReset', { resetID: data.token });
    return {
      subject: scope.t('passwordReset.subject'),
      preview: scope.t('passwordReset.preview'),
      greetingName: data.name,
      body: [
        createElement(MailText, { key: 'p', children: data.words }),
        createElement(MailList, { key: 'l', items: [data.words, 'zwei'] }),
        createElement(MailButton, { key: 'b', href, children: scope.t('passwordReset.action') }),
        createElement(MailLinkFallback, { key: 'f', href, label: scope.t('layout.linkFallback') }),
      ],
    };
  },
);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('defineMail', () => {
  it('renders subject, HTML and text with the brand, the greeting and the office contact', async () => {
    const mail = await sampleMail('de', {
      brand: office,
      name: 'Anna Muster',
      words: 'Hallo',
      token: 'tok',
    });
    expect(mail.subject).toBe('Ihr neues Passwort für Ferien & Meer');
    expect(mail.replyTo).toBe('hilfe@ferien.example');
    // No address but our links: not even the XHTML doctype's DTD.
    expect(mail.html).toMatch(/^<!DOCTYPE html><html /);
    expect(mail.html).not.toContain('w3.org');
    expect(mail.html).toContain('<html dir="ltr" lang="de">');
    expect(mail.html).toContain('>Ferien &amp; Meer</h1>');
    expect(mail.text.split('\n')[0]).toBe('Ferien & Meer');
    for (const line of [
      'Guten Tag Anna Muster,',
      'Freundliche Grüße',
      'Ihr Team von Ferien & Meer',
      'Fragen? Wir helfen gern: Telefon +49 40 1234 567, E-Mail hilfe@ferien.example',
    ]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line.replace(/&/g, '&amp;'));
    }
    // The inbox preview is in the HTML only; the text part has the link once, after its label.
    expect(mail.html).toContain('Über den Link legen Sie ein neues Passwort fest.');
    expect(mail.text).not.toContain('Über den Link legen Sie');
    const url = 'https://ferien.example/user/password/reset/?resetID=tok';
    expect(mail.text).toContain(`Neues Passwort festlegen ${url}`);
    expect(mail.text.split(url)).toHaveLength(2);
    expect(hrefs(mail.html)).toEqual([url, url]);
  });

  it('greets without a name when there is none', async () => {
    const mail = await sampleMail('en', { brand: office, name: null, words: 'x', token: 't' });
    expect(mail.text).toContain('\nHello,\n');
  });

  it('escapes user data in the HTML and keeps it as written in the text', async () => {
    const evil = `<script>alert(1)</script><a href="https://evil.example">x</a> & "quotes"`;
    const mail = await sampleMail('de', { brand: office, name: evil, words: evil, token: 't' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hrefs(mail.html)).not.toContain('https://evil.example');
    expect(mail.text).toContain(`Guten Tag ${evil},`);
  });

  it('puts a token into the link as a query value, not as markup or path', async () => {
    const mail = await sampleMail('de', {
      brand: office,
      name: null,
      words: 'x',
      token: 'a&b="c"/../d',
    });
    const expected = 'https://ferien.example/user/password/reset/?resetID=a%26b%3D%22c%22%2F..%2Fd';
    expect(hrefs(mail.html)[0]?.replace(/&amp;/g, '&')).toBe(expected);
    expect(mail.text).toContain(expected);
  });

  it.each(LANGUAGES)('links to the route of the mail language (%s)', async (language) => {
    const mail = await sampleMail(language, { brand: office, name: null, words: 'x', token: 't' });
    const prefix = language === 'de' ? '' : `/${language}`;
    expect(hrefs(mail.html)[0]).toBe(
      `https://ferien.example${prefix}/user/password/reset/?resetID=t`,
    );
    expect(mail.html).toContain(`lang="${language}"`);
  });

  it("names a partner's contact in the footer and sends replies there", async () => {
    const partner: MailBrand = {
      ...office,
      contact: {
        phone: '+41 44 000 00 00',
        email: 'reisen@partner.example',
        partnerName: 'Reisebüro Sonne',
      },
    };
    const mail = await sampleMail('de', { brand: partner, name: null, words: 'x', token: 't' });
    expect(mail.text).toContain(
      'Ihr Ansprechpartner Reisebüro Sonne hilft gern: Telefon +41 44 000 00 00, E-Mail reisen@partner.example',
    );
    expect(mail.text).not.toContain('hilfe@ferien.example');
    expect(mail.replyTo).toBe('reisen@partner.example');
  });
});

describe('mailTranslator', () => {
  it('fills in the brand, and a value of the caller wins', async () => {
    const t = await mailTranslator('fr', 'Vacances');
    expect(t('layout.signature')).toBe('L’équipe Vacances');
    expect(t('layout.signature', { brand: 'Autre' })).toBe('L’équipe Autre');
    expect(t('layout.validity', { count: 1 })).toBe(
      'Le lien est valable 1 heure et ne peut être utilisé qu’une seule fois.',
    );
  });
});
