import { describe, expect, it } from 'vitest';
import { translator } from '#services/platform';
import { watchListShareMail } from './share-mail';

describe('watch-list share mail', () => {
  it('carries the link, the objects and the escaped message', async () => {
    const mail = watchListShareMail({
      t: await translator('de'),
      senderName: 'Anna <b>',
      message: 'Schau mal <script>',
      url: 'https://example.test/watchlist/?watchListUID=abc-123-def',
      count: 2,
      objects: [
        { title: 'Haus am See', place: 'Plön, Deutschland', url: 'https://example.test/o/1' },
      ],
    });
    expect(mail.subject).toBe('Anna <b> teilt eine Merkliste mit Ihnen');
    expect(mail.text).toContain('https://example.test/watchlist/?watchListUID=abc-123-def');
    expect(mail.text).toContain('2 Unterkünfte auf der Merkliste:');
    expect(mail.text).toContain('- Haus am See (Plön, Deutschland): https://example.test/o/1');
    expect(mail.html).toContain('Schau mal &#60;script&#62;');
    expect(mail.html).not.toContain('<script>');
  });
});
