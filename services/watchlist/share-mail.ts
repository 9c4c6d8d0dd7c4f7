// The e-mail that shares a watch list (sendcustomer): plain text and a simple HTML version of one
// fixed text. It goes to any address a guest types, so nothing in it may serve a spammer: the
// Subject is a fixed text with the brand, the only link is the share link, and the one thing the
// guest chooses is their name (core/api/common.ts personName: no digits, no '@', '/', ':' and no
// dot inside a word, so no mail client turns it into a link), shown as plain text and escaped in
// the HTML. There is no free message (docs/decisions/044-abuse-limits-and-jobs.md).
import type { Translate } from '#services/platform';

export interface WatchListShareMailInput {
  t: Translate;
  senderName: string;
  /** The share link: the only link in the mail. */
  url: string;
  /** Objects on the list (the mail names the first few, without links). */
  count: number;
  objects: { title: string; place: string }[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function watchListShareMail(input: WatchListShareMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { t } = input;
  const brand = t('brand.name');
  const name = input.senderName.trim();
  const objectsLine = t('watchlist:mail.objects', { count: input.count });
  const objectLine = (o: { title: string; place: string }) =>
    o.place ? `${o.title} (${o.place})` : o.title;
  const subject = t('watchlist:mail.subject', { brand });
  const intro = t('watchlist:mail.intro', { name, brand });
  const footer = t('watchlist:mail.footer', { brand });
  const text = [
    t('watchlist:mail.greeting'),
    '',
    intro,
    '',
    objectsLine,
    ...input.objects.map((o) => `- ${objectLine(o)}`),
    '',
    `${t('watchlist:mail.open')}: ${input.url}`,
    '',
    '--',
    footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(t('watchlist:mail.greeting'))}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(objectsLine)}</p>
<ul>${input.objects.map((o) => `<li>${escapeHtml(objectLine(o))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 16px;background:#0b5d5b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('watchlist:mail.open'))}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
