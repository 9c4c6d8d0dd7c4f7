// The SMTP capture of tests/helpers/mail.ts with the app's own mailer: what it parses out of a
// multipart message, waiting for messages, and the links it finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#core/config';
import { createMailer } from '#services/platform';
import { linksIn, startMailCapture, type MailCapture } from './mail';

describe('mail capture', () => {
  let capture: MailCapture;
  let mailer: ReturnType<typeof createMailer>;
  beforeAll(async () => {
    capture = await startMailCapture();
    mailer = createMailer(
      parseConfig({ NODE_ENV: 'test', SMTP_URL: capture.url, MAIL_FROM: 'Feriora <a@b.example>' }),
    );
  });
  afterAll(async () => {
    mailer.close();
    await capture.close();
  });

  it('keeps each delivered message with envelope, decoded subject, text and html', async () => {
    capture.clear();
    await mailer.send({
      to: 'Jörg Müller <joerg@example.com>',
      subject: 'Grüße aus Kroatien – Ihre Merkliste',
      text: 'Hallo Jörg,\nhier ist sie: https://feriora.test/watchlist/?watchListUID=abc.\nBis bald',
      html: '<p>Hallo <b>Jörg</b>, <a href="https://feriora.test/watchlist/?watchListUID=abc&amp;x=1">hier</a></p>',
    });
    const [mail] = await capture.waitForMessages(1);
    expect(mail).toMatchObject({
      to: ['joerg@example.com'],
      from: 'a@b.example',
      toHeader: ['joerg@example.com'],
      subject: 'Grüße aus Kroatien – Ihre Merkliste',
    });
    expect(mail!.text).toContain('hier ist sie: https://feriora.test/watchlist/?watchListUID=abc.');
    expect(mail!.html).toContain('<b>Jörg</b>');
    expect(mail!.headers['subject']).toMatch(/=\?UTF-8\?/i);
    expect(linksIn(mail!)).toEqual([
      'https://feriora.test/watchlist/?watchListUID=abc&x=1',
      'https://feriora.test/watchlist/?watchListUID=abc',
    ]);
    expect(linksIn(mail!, 'https://elsewhere.test/')).toEqual([]);
  });

  it('waits for messages still to come, and fails after its timeout', async () => {
    capture.clear();
    const waiting = capture.waitForMessage((m) => m.to.includes('late@example.com'));
    await mailer.send({ to: 'early@example.com', subject: 'one', text: 'one' });
    await mailer.send({ to: 'late@example.com', subject: 'two', text: 'two' });
    expect((await waiting).subject).toBe('two');
    expect(capture.messages.map((m) => m.subject)).toEqual(['one', 'two']);
    await expect(capture.waitForMessages(3, 100)).rejects.toThrow(/no 3 messages within 100 ms/);
  });
});
