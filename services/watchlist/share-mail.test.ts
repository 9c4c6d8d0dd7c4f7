import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#core/languages';
import { translator } from '#services/platform';
import { watchListShareMail } from './share-mail';

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
    const mail = watchListShareMail({
      t: await translator('de'),
      senderName: 'Anna <b>',
      url: SHARE_URL,
      count: 2,
      objects: [{ title: 'Haus am See', place: 'Plön, Deutschland' }],
    });
    expect(mail.subject).toBe('Ferienunterkünfte bei Feriora: eine Merkliste für Sie');
    expect(mail.text).toContain('Anna <b> hat bei Feriora Ferienunterkünfte gemerkt');
    expect(mail.text).toContain('2 Unterkünfte auf der Merkliste:');
    expect(mail.text).toContain('- Haus am See (Plön, Deutschland)');
    expect(mail.text).toContain(`Merkliste ansehen: ${SHARE_URL}`);
    expect(mail.html).toContain('Anna &#60;b&#62; hat bei Feriora');
    expect(mail.html).not.toContain('<b>');
    expect(linksOf(mail.text)).toEqual([SHARE_URL]);
    expect(linksOf(mail.html)).toEqual([SHARE_URL]);
  });

  it.each(LANGUAGES)('keeps the sender out of the Subject in %s', async (language) => {
    const mail = watchListShareMail({
      t: await translator(language),
      senderName: 'Zacharias',
      url: SHARE_URL,
      count: 1,
      objects: [],
    });
    expect(mail.subject).not.toContain('Zacharias');
    expect(mail.subject).toContain('Feriora');
    expect(mail.text).toContain('Zacharias');
    expect(mail.text).not.toContain('{{');
  });
});
