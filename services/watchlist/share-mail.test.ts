// The share mail on the template system keeps the rules of decision 044: a fixed Subject with the
// brand, the sender's name only as plain text (escaped in the HTML), no link but the share link.
import { describe, expect, it } from 'vitest';
import { defaultBranding } from '#core/branding';
import { parseConfig } from '#core/config';
import { LANGUAGES } from '#core/languages';
import { href } from '#core/routes';
import { officeMailBrand } from '#services/platform';
import { watchListShareMail } from './share-mail';

const brandConfig = parseConfig({ SITE_URL: 'https://example.test', BRAND_NAME: 'Urlaubsglück' });
const brand = officeMailBrand(defaultBranding(brandConfig), brandConfig.SITE_URL);
const SHARE_URL = 'https://example.test/watchlist/?watchListUID=abc-123-def';

/** Every http(s) URL and every href in a text. */
const linksOf = (text: string) => [
  ...new Set([
    ...[...text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]),
  ]),
];

describe('watch-list share mail', () => {
  it('is a fixed text: the brand in the Subject, the name as plain text, only the share link', async () => {
    const mail = await watchListShareMail('de', {
      brand,
      senderName: ' Anna <b> ',
      watchListUID: 'abc-123-def',
      count: 2,
      objects: [
        { title: 'Haus am See', place: 'Plön, Deutschland' },
        { title: 'Villa <i>Blu</i>', place: '' },
      ],
    });
    expect(mail.subject).toBe('Ferienunterkünfte bei Urlaubsglück: eine Merkliste für Sie');
    expect(mail.text).toContain('Anna <b> hat bei Urlaubsglück Ferienunterkünfte gemerkt');
    expect(mail.text).toContain('2 Unterkünfte auf der Merkliste:');
    expect(mail.text).toContain('* Haus am See (Plön, Deutschland)');
    expect(mail.text).toContain('* Villa <i>Blu</i>');
    expect(mail.text).toContain(`Merkliste ansehen ${SHARE_URL}`);
    expect(mail.text).toContain(
      'Sie erhalten diese E-Mail, weil jemand Ihre Adresse bei Urlaubsglück',
    );
    expect(mail.html).toContain('Anna &lt;b&gt; hat bei Urlaubsglück');
    expect(mail.html).toContain('Villa &lt;i&gt;Blu&lt;/i&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(linksOf(mail.text)).toEqual([SHARE_URL]);
    expect(linksOf(mail.html)).toEqual([SHARE_URL]);
  });

  it.each(LANGUAGES)(
    'keeps the sender out of the Subject and the preview in %s',
    async (language) => {
      const mail = await watchListShareMail(language, {
        brand,
        senderName: 'Zacharias',
        watchListUID: 'u1',
        count: 1,
        objects: [],
      });
      expect(mail.subject).not.toContain('Zacharias');
      expect(mail.subject).toContain('Urlaubsglück');
      expect(mail.text).toContain('Zacharias');
      const preview = mail.html.match(/data-skip-in-text="true">([^<]*)</)?.[1] ?? '';
      expect(preview.length).toBeGreaterThan(10);
      expect(preview).not.toContain('Zacharias');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('{{');
        expect(part).not.toContain('watchlistShare.');
      }
      const url = `https://example.test${href('WatchList', {}, language)}?watchListUID=u1`;
      expect(linksOf(mail.html)).toEqual([url]);
      expect(linksOf(mail.text)).toEqual([url]);
    },
  );
});
