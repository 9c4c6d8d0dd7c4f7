// The e-mail that shares a watch list (sendcustomer), made with the platform's one template system
// (services/platform mail-template.tsx). It goes to any address a guest types, so nothing in it may
// serve a spammer: the Subject and the inbox preview are fixed texts with the brand, the only link
// is the share link, and the one thing the guest chooses is their name (core/api/common.ts
// personName: no digits, no '@', '/', ':' and no dot inside a word, so no mail client turns it
// into a link), shown as plain text and escaped in the HTML. The objects are named by title and
// place, without links. There is no free message (docs/decisions/044-abuse-limits-and-jobs.md).
import {
  MailButton,
  MailLinkFallback,
  MailList,
  MailNote,
  MailText,
  defineMail,
} from '#services/platform';

export interface WatchListShareMailData {
  senderName: string;
  /** The shared list's id: the link, the only one in the mail, is /watchlist/?watchListUID=…. */
  watchListUID: string;
  /** Objects on the list (the mail names the first few, without links). */
  count: number;
  objects: { title: string; place: string }[];
}

export const watchListShareMail = defineMail<WatchListShareMailData>((scope, data) => {
  const { t } = scope;
  const href = scope.link('WatchList', { watchListUID: data.watchListUID });
  return {
    subject: t('watchlistShare.subject'),
    preview: t('watchlistShare.preview'),
    greetingName: null,
    body: (
      <>
        <MailText>{t('watchlistShare.intro', { name: data.senderName.trim() })}</MailText>
        <MailText>{t('watchlistShare.objects', { count: data.count })}</MailText>
        <MailList
          items={data.objects.map((o) => (o.place ? `${o.title} (${o.place})` : o.title))}
        />
        <MailButton href={href}>{t('watchlistShare.open')}</MailButton>
        <MailLinkFallback href={href} label={t('layout.linkFallback')} />
        <MailNote>{t('watchlistShare.footer')}</MailNote>
      </>
    ),
  };
});
