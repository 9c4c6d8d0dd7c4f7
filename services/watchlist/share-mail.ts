// The e-mail that shares a watch list (sendcustomer): plain text and a simple HTML version, both
// built from the translated texts. The sender's name and message are the guest's own words and
// are escaped in the HTML.
import type { Translate } from '#services/platform';

export interface WatchListShareMailInput {
  t: Translate;
  senderName: string;
  message: string;
  url: string;
  /** Objects on the list (the mail shows the first few). */
  count: number;
  objects: { title: string; place: string; url: string }[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function watchListShareMail(input: WatchListShareMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { t } = input;
  const name = input.senderName.trim();
  const message = input.message.trim();
  const objectsLine = t('watchlist:mail.objects', { count: input.count });
  const subject = t('watchlist:mail.subject', { name });
  const text = [
    t('watchlist:mail.greeting'),
    '',
    t('watchlist:mail.intro', { name }),
    '',
    ...(message ? [t('watchlist:mail.message', { name }), message, ''] : []),
    objectsLine,
    ...input.objects.map((o) => `- ${o.title}${o.place ? ` (${o.place})` : ''}: ${o.url}`),
    '',
    `${t('watchlist:mail.open')}: ${input.url}`,
    '',
    '--',
    t('watchlist:mail.footer'),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">
<p>${escapeHtml(t('watchlist:mail.greeting'))}</p>
<p>${escapeHtml(t('watchlist:mail.intro', { name }))}</p>
${message ? `<p><strong>${escapeHtml(t('watchlist:mail.message', { name }))}</strong><br>${escapeHtml(message).replace(/\n/g, '<br>')}</p>` : ''}
<p>${escapeHtml(objectsLine)}</p>
<ul>${input.objects.map((o) => `<li><a href="${escapeHtml(o.url)}">${escapeHtml(o.title)}</a>${o.place ? ` – ${escapeHtml(o.place)}` : ''}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 16px;background:#0b5d5b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('watchlist:mail.open'))}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(t('watchlist:mail.footer'))}</p>
</body></html>`;
  return { subject, text, html };
}
