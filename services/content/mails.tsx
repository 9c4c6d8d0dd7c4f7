// The contact forms' two e-mails on the one template system (services/platform mail-template.tsx).
// Texts: the `mail` namespace, `contact.*`.
//
// - To the office: every field of the message, the visit's partner and campaign, the sender as
//   Reply-To (contact.ts sets it), so a reply goes to the sender. The office is the operator's own
//   inbox; the sender's text appears there escaped, as lines of text (React escapes it).
// - To the sender, a confirmation. It goes to an address the caller typed, so it must serve no
//   spammer (issue 12, security 3; the share mail's rule): Subject and inbox preview are fixed
//   texts with the brand, the body a fixed text; the sender's name is the only text of theirs, in
//   the greeting as plain text (core/api/common.ts personName: no digits, '@', '/', ':' or dots
//   inside a word, so no client makes a link of it). The message is not echoed, and the mail has
//   no link of its own.
import { formatDisplayDate } from '#core/dates';
import type { Salutation } from '#core/accounts';
import type { ContactFormKind, ContactReason } from '#core/contact';
import { LANGUAGE_NAMES, type Language } from '#core/languages';
import {
  MailButton,
  MailLinkFallback,
  MailLinkLine,
  MailMessage,
  MailList,
  MailNote,
  MailText,
  defineMail,
} from '#services/platform';

export interface ContactOfficeMailData {
  /** The stored message's id, so the office can find it. */
  messageId: number;
  form: ContactFormKind;
  reason: ContactReason;
  salutation: Salutation;
  /** First and last name as written. */
  name: string;
  email: string;
  phone: string | null;
  objectNumber: number | null;
  /** The rating reported (decision 096) and the office's page for it, else null. */
  ratingNumber?: number | null;
  ratingUrl?: string | null;
  startDate: string | null;
  endDate: string | null;
  message: string;
  /** The sender's language (the page's), so the office answers in it. */
  language: Language;
  /** The visit's partner (id and name) and campaign (pid), if any. */
  partner: { id: number; name: string | null } | null;
  pid: string | null;
}

/** To the office: the message and all it came with. */
export const contactOfficeMail = defineMail<ContactOfficeMailData>((scope, data) => {
  const { t } = scope;
  const form = t(`contact.forms.${data.form}`);
  const reason = t(`contact.reasons.${data.reason}`);
  const lines = [
    t('contact.facts.number', { number: data.messageId }),
    t('contact.facts.reason', { reason }),
    t('contact.facts.name', {
      name:
        data.salutation === 'ms' || data.salutation === 'mr'
          ? `${t(`contact.salutations.${data.salutation}`)} ${data.name}`
          : data.name,
    }),
    t('contact.facts.email', { email: data.email }),
  ];
  if (data.phone !== null) lines.push(t('contact.facts.phone', { phone: data.phone }));
  if (data.objectNumber !== null) {
    lines.push(t('contact.facts.objectNumber', { objectNumber: data.objectNumber }));
  }
  if (data.ratingNumber != null) {
    lines.push(t('contact.facts.ratingNumber', { ratingNumber: data.ratingNumber }));
  }
  if (data.startDate !== null && data.endDate !== null) {
    lines.push(
      t('contact.facts.dates', {
        start: formatDisplayDate(data.startDate) ?? data.startDate,
        end: formatDisplayDate(data.endDate) ?? data.endDate,
      }),
    );
  }
  lines.push(t('contact.facts.language', { language: LANGUAGE_NAMES[data.language] }));
  if (data.partner !== null) {
    lines.push(
      data.partner.name === null
        ? t('contact.facts.partnerId', { partnerId: data.partner.id })
        : t('contact.facts.partner', { partner: data.partner.name, partnerId: data.partner.id }),
    );
  }
  if (data.pid !== null) lines.push(t('contact.facts.campaign', { pid: data.pid }));
  return {
    subject: t('contact.officeSubject', { form, reason }),
    preview: t('contact.officePreview'),
    greetingName: null,
    body: (
      <>
        <MailText>{t('contact.officeIntro', { form })}</MailText>
        <MailList items={lines} />
        {data.ratingUrl == null ? null : (
          <MailLinkLine href={data.ratingUrl} label={t('contact.ratingLink')} />
        )}
        <MailText>{t('contact.messageTitle')}</MailText>
        <MailMessage message={data.message} />
        <MailNote>{t('contact.officeReply')}</MailNote>
      </>
    ),
  };
});

export interface ContactConfirmationMailData {
  /** The sender's name (personName-checked): the greeting's, as plain text. */
  name: string;
}

/** To the sender: a fixed confirmation (see the module header). */
export const contactConfirmationMail = defineMail<ContactConfirmationMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('contact.confirmSubject'),
    preview: t('contact.confirmPreview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('contact.confirmIntro')}</MailText>
        <MailNote>{t('contact.confirmNote')}</MailNote>
      </>
    ),
  };
});

export interface NewsletterConfirmMailData {
  /** The single-use confirmation token (only its hash is stored). */
  token: string;
  /** How many days the link works. */
  days: number;
}

/**
 * The double opt-in's mail (issue 17). It goes to an address someone typed, so like the contact
 * confirmation it serves no spammer: fixed texts with the brand, no text of the sender's; its one
 * link is the confirmation page's with the token.
 */
export const newsletterConfirmMail = defineMail<NewsletterConfirmMailData>((scope, data) => {
  const { t } = scope;
  const href = scope.link('NewsletterConfirm', { token: data.token });
  return {
    subject: t('newsletter.confirmSubject'),
    preview: t('newsletter.confirmPreview'),
    greetingName: null,
    body: (
      <>
        <MailText>{t('newsletter.confirmIntro')}</MailText>
        <MailButton href={href}>{t('newsletter.confirmButton')}</MailButton>
        <MailLinkFallback href={href} label={t('newsletter.linkFallback')} />
        <MailNote>{t('newsletter.confirmNote', { days: data.days })}</MailNote>
      </>
    ),
  };
});

export interface NewsletterMailData {
  title: string;
  paragraphs: string[];
  /** The signed unsubscribe link's query (services/content newsletter.ts). */
  unsubscribe: { id: string; sig: string };
}

/**
 * A newsletter issue (no campaign sender exists yet): its text and, in every issue, the link to
 * the unsubscribe page, which works without a login.
 */
export const newsletterMail = defineMail<NewsletterMailData>((scope, data) => {
  const { t } = scope;
  const unsubscribe = scope.link('NewsletterUnsubscribe', data.unsubscribe);
  return {
    subject: data.title,
    preview: data.paragraphs[0] ?? data.title,
    greetingName: null,
    body: (
      <>
        {data.paragraphs.map((paragraph, index) => (
          <MailText key={index}>{paragraph}</MailText>
        ))}
        <MailNote>
          {t('newsletter.unsubscribeNote')}{' '}
          <a href={unsubscribe} data-unsubscribe="">
            {t('newsletter.unsubscribeLink')}
          </a>
        </MailNote>
      </>
    ),
  };
});
