// Every account mail in every language: the subject and texts of its language file with the brand
// filled in, exactly the links it should have (in the mail's language, on SITE_URL), user data
// escaped, and no text key or placeholder left over.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultBranding } from '#core/branding';
import { parseConfig } from '#core/config';
import { LANGUAGES, type Language } from '#core/languages';
import { officeMailBrand, type RenderedMail } from '#services/platform';
import {
  accountDeletedMail,
  emailChangeConfirmationMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  registrationConfirmationMail,
  registrationExistingMail,
} from './mails';

const SITE = 'https://ferien.example';
const brandConfig = parseConfig({
  BRAND_NAME: 'Urlaubsglück',
  SITE_URL: SITE,
  OFFICE_EMAIL: 'hilfe@ferien.example',
});
const brand = officeMailBrand(defaultBranding(brandConfig), brandConfig.SITE_URL);
const NAME = 'Zoë <b>Muster</b>';
const NEW_EMAIL = 'neu+test@example.org';

type Texts = Record<string, Record<string, string>>;
const texts = (language: Language): Texts =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/mail.json`, import.meta.url), 'utf8'),
  ) as Texts;

/** A text of the language file as the mail shows it: brand and the given values filled in. */
function expected(language: Language, key: string, values: Record<string, string> = {}): string {
  const [section = '', name = ''] = key.split('.');
  const raw = texts(language)[section]?.[name];
  if (raw === undefined) throw new Error(`no text ${language}:${key}`);
  return raw.replace(
    /\{\{(\w+)\}\}/g,
    (_m, v: string) => (v === 'brand' ? brand.name : values[v]) ?? '',
  );
}

/** Every key path of the German mail texts (plural forms by their base name too). */
const ALL_KEYS = Object.entries(texts('de')).flatMap(([section, entries]) =>
  Object.keys(entries).flatMap((name) => [
    `${section}.${name}`,
    `${section}.${name.replace(/_(zero|one|two|few|many|other)$/, '')}`,
  ]),
);

const hrefs = (html: string) => [
  ...new Set([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])),
];
const textLinks = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
const path = (language: Language, p: string) =>
  `${SITE}${language === 'de' ? '' : `/${language}`}${p}`;
const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

interface Case {
  render(language: Language): Promise<RenderedMail>;
  section: string;
  /** Keys of the body, in order, with their values. */
  body: [key: string, values?: Record<string, string>][];
  links(language: Language): string[];
}

const CASES: Record<string, Case> = {
  registrationConfirmationMail: {
    render: (language) =>
      registrationConfirmationMail(language, {
        brand,
        name: NAME,
        confirmID: 'C0nf-1D_x',
        validHours: 48,
      }),
    section: 'registrationConfirm',
    body: [
      ['registrationConfirm.intro'],
      ['registrationConfirm.action'],
      ['registrationConfirm.notYou'],
    ],
    links: (l) => [path(l, '/user/registration/confirm/?confirmID=C0nf-1D_x')],
  },
  registrationExistingMail: {
    render: (language) => registrationExistingMail(language, { brand, name: NAME }),
    section: 'registrationExisting',
    body: [
      ['registrationExisting.intro'],
      ['registrationExisting.login'],
      ['registrationExisting.loginAction'],
      ['registrationExisting.forgot'],
      ['registrationExisting.forgotAction'],
      ['registrationExisting.notYou'],
    ],
    links: (l) => [path(l, '/user/login/'), path(l, '/user/password/request/')],
  },
  passwordResetMail: {
    render: (language) =>
      passwordResetMail(language, { brand, name: NAME, resetID: 'R3set-ID', validHours: 1 }),
    section: 'passwordReset',
    body: [['passwordReset.intro'], ['passwordReset.action'], ['passwordReset.notYou']],
    links: (l) => [path(l, '/user/password/reset/?resetID=R3set-ID')],
  },
  accountDeletedMail: {
    render: (language) => accountDeletedMail(language, { brand, name: NAME, bookingsKept: true }),
    section: 'accountDeleted',
    body: [['accountDeleted.intro'], ['accountDeleted.bookingsKept'], ['accountDeleted.notYou']],
    links: () => [],
  },
  passwordChangedMail: {
    render: (language) => passwordChangedMail(language, { brand, name: NAME }),
    section: 'passwordChanged',
    body: [['passwordChanged.intro'], ['passwordChanged.notYou'], ['passwordChanged.action']],
    links: (l) => [path(l, '/user/password/request/')],
  },
  emailChangeConfirmationMail: {
    render: (language) =>
      emailChangeConfirmationMail(language, {
        brand,
        name: NAME,
        newEmail: NEW_EMAIL,
        confirmID: 'Em41l',
        validHours: 24,
      }),
    section: 'emailChangeConfirm',
    body: [
      ['emailChangeConfirm.intro', { email: NEW_EMAIL }],
      ['emailChangeConfirm.action'],
      ['emailChangeConfirm.notYou'],
    ],
    links: (l) => [path(l, '/user/registration/confirm/?confirmID=Em41l')],
  },
  emailChangedMail: {
    render: (language) => emailChangedMail(language, { brand, name: NAME, newEmail: NEW_EMAIL }),
    section: 'emailChanged',
    body: [['emailChanged.intro', { email: NEW_EMAIL }], ['emailChanged.notYou']],
    links: () => [],
  },
};

describe.each(Object.entries(CASES))('%s', (_name, mailCase) => {
  it.each(LANGUAGES)('in %s: its subject, texts and links', async (language) => {
    const mail = await mailCase.render(language);
    expect(mail.subject).toBe(expected(language, `${mailCase.section}.subject`));
    expect(mail.subject).toContain(brand.name);
    expect(mail.text).toContain(expected(language, 'layout.greetingNamed', { name: NAME }));
    let position = 0;
    for (const [key, values] of mailCase.body) {
      const line = expected(language, key, values);
      const at = mail.text.indexOf(line, position);
      expect(at, `${key} in the text, after the texts before it`).toBeGreaterThanOrEqual(0);
      position = at + line.length;
      expect(mail.html).toContain(escapeHtml(line));
    }
    expect(mail.html).toContain(escapeHtml(expected(language, `${mailCase.section}.preview`)));
    expect(mail.html).toContain(`lang="${language}"`);
    expect(hrefs(mail.html)).toEqual(mailCase.links(language));
    expect(textLinks(mail.text)).toEqual(mailCase.links(language));
  });

  it.each(LANGUAGES)(
    'in %s: no key or placeholder is left, the name is escaped',
    async (language) => {
      const mail = await mailCase.render(language);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('{{');
        for (const key of ALL_KEYS) expect(part).not.toContain(key);
      }
      expect(mail.html).not.toContain('<b>Muster');
      expect(mail.html).toContain('Zoë &lt;b&gt;Muster&lt;/b&gt;');
    },
  );
});

describe('link validity', () => {
  it('says how long the link works, in the plural form of the language', async () => {
    const one = await passwordResetMail('de', { brand, name: null, resetID: 'x', validHours: 1 });
    expect(one.text).toContain(
      'Der Link ist 1 Stunde lang gültig und lässt sich nur einmal verwenden.',
    );
    const many = await registrationConfirmationMail('en', {
      brand,
      name: null,
      confirmID: 'x',
      validHours: 48,
    });
    expect(many.text).toContain('The link is valid for 48 hours and works only once.');
  });
});
