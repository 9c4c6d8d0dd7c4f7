// The mails of verified ratings (issue 15), sent through the booking outbox like every mail of a
// stay: the guest's invitation to rate the stay after departure, and the landlord's request to
// answer a new rating (its link carries the rating's secret). Texts: the `mail` namespace,
// `rating.*`. Data as queued (links absolute on SITE_URL, made when the mail was queued).
import {
  MailButton,
  MailLinkFallback,
  MailLinkLine,
  MailList,
  MailMessage,
  MailNote,
  MailText,
  defineMail,
  type MailScope,
} from '#services/platform';
import { Fragment } from 'react';
import { mailDay } from './mail-day';

function Action({ href, label, scope }: { href: string; label: string; scope: MailScope }) {
  return (
    <>
      <MailButton href={href}>{label}</MailButton>
      <MailLinkFallback href={href} label={scope.t('layout.linkFallback')} />
    </>
  );
}

export interface RatingInvitationData {
  /** The guest's name as greeted. */
  name: string | null;
  objectTitle: string;
  startDate: string;
  endDate: string;
  /** The rating form with the stay's rating secret. */
  ratingUrl: string;
}

/** To the guest, after departure: how was the stay? A link to the rating form. */
export const ratingInvitationMail = defineMail<RatingInvitationData>((scope, data) => {
  const { t, language } = scope;
  return {
    subject: t('rating.invitation.subject', { object: data.objectTitle }),
    preview: t('rating.invitation.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t('rating.invitation.intro', {
            object: data.objectTitle,
            start: mailDay(language, data.startDate),
            end: mailDay(language, data.endDate),
          })}
        </MailText>
        <MailText>{t('rating.invitation.why')}</MailText>
        <Action scope={scope} href={data.ratingUrl} label={t('rating.invitation.action')} />
        <MailNote>{t('rating.invitation.note')}</MailNote>
      </>
    ),
  };
});

export interface RatingAnswerRequestData {
  /** The landlord's name, or null. */
  name: string | null;
  objectTitle: string;
  objectNumber: number;
  ratingNumber: number;
  /** "First L." */
  author: string;
  /** The rating's mean, one decimal. */
  average: number;
  title: string | null;
  /** The answer page with the rating's secret. */
  answerUrl: string;
  /** Sent again by the office (decision 114): the link asked for, not a new rating. */
  resent?: boolean;
}

/** To the landlord: a guest rated a stay; the answer page's link. */
export const ratingAnswerRequestMail = defineMail<RatingAnswerRequestData>((scope, data) => {
  const { t, language } = scope;
  const average = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(data.average);
  return {
    subject: t(
      data.resent ? 'rating.answerRequest.subjectResent' : 'rating.answerRequest.subject',
      {
        object: data.objectTitle,
        number: data.ratingNumber,
      },
    ),
    preview: t(data.resent ? 'rating.answerRequest.previewResent' : 'rating.answerRequest.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t(data.resent ? 'rating.answerRequest.introResent' : 'rating.answerRequest.intro', {
            object: data.objectTitle,
          })}
        </MailText>
        <MailList
          items={[
            t('rating.answerRequest.number', { number: data.ratingNumber }),
            t('rating.answerRequest.author', { author: data.author }),
            t('rating.answerRequest.average', { average }),
            ...(data.title ? [t('rating.answerRequest.title', { title: data.title })] : []),
          ]}
        />
        <MailText>{t('rating.answerRequest.why')}</MailText>
        <Action scope={scope} href={data.answerUrl} label={t('rating.answerRequest.action')} />
        <MailNote>{t('rating.answerRequest.note')}</MailNote>
      </>
    ),
  };
});

export interface RatingAnswerHandoverData {
  /** The new contact's name, or null. */
  name: string | null;
  objectTitle: string;
  objectNumber: number;
  /** The newest ratings without an answer, each with its answer page under the new version. */
  ratings: {
    ratingNumber: number;
    author: string;
    average: number;
    /** yyyy-MM-dd. */
    ratingDate: string;
    title: string | null;
    answerUrl: string;
  }[];
  /** Ratings without an answer in all: more than listed when over the mail's limit. */
  total: number;
}

/**
 * To an object's new contact when the catalogue gave the object another one (decision 114): the
 * ratings still without a host's answer, each with a new answer link, and that the answer links
 * sent before for the object no longer work.
 */
export const ratingAnswerHandoverMail = defineMail<RatingAnswerHandoverData>((scope, data) => {
  const { t, language } = scope;
  const format = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const values = { object: data.objectTitle, objectNumber: data.objectNumber };
  const more = data.total - data.ratings.length;
  return {
    subject: t('rating.answerHandover.subject', { ...values, count: data.total }),
    preview: t('rating.answerHandover.preview', { ...values, count: data.total }),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('rating.answerHandover.intro', { ...values, count: data.total })}</MailText>
        {data.ratings.map((rating) => (
          <Fragment key={rating.ratingNumber}>
            <MailText>
              {t(
                rating.title
                  ? 'rating.answerHandover.ratingTitled'
                  : 'rating.answerHandover.rating',
                {
                  number: rating.ratingNumber,
                  author: rating.author,
                  average: format.format(rating.average),
                  date: mailDay(language, rating.ratingDate),
                  title: rating.title ?? '',
                },
              )}
            </MailText>
            <MailLinkLine href={rating.answerUrl} label={t('rating.answerHandover.answer')} />
          </Fragment>
        ))}
        {more > 0 ? <MailText>{t('rating.answerHandover.more', { count: more })}</MailText> : null}
        <MailText>{t('rating.answerRequest.why')}</MailText>
        <MailNote>{t('rating.answerHandover.oldLinks')}</MailNote>
        <MailNote>{t('rating.answerHandover.forward')}</MailNote>
      </>
    ),
  };
});

/**
 * How to contest a moderation decision (decisions 096, 097), the same for the author and for the
 * sender of a report: the review rules, another look on reply or through the contact form, and
 * courts and dispute settlement.
 */
function Redress({
  scope,
  rulesUrl,
  contactUrl,
}: {
  scope: MailScope;
  rulesUrl: string;
  contactUrl: string;
}) {
  const { t } = scope;
  return (
    <>
      <MailLinkLine href={rulesUrl} label={t('rating.hidden.rules')} />
      <MailText>{t('rating.hidden.review')}</MailText>
      <MailLinkLine href={contactUrl} label={t('rating.hidden.contact')} />
      <MailNote>{t('rating.hidden.court')}</MailNote>
    </>
  );
}

export interface RatingHiddenData {
  /** The author's name as greeted. */
  name: string | null;
  objectTitle: string;
  ratingNumber: number;
  /** yyyy-MM-dd, the day the rating was written. */
  ratingDate: string;
  /** What led to the decision: a report by someone else, or the office's own check. */
  basis: 'report' | 'own';
  /** The office's reason, as typed (plain text). */
  reason: string;
  /** The review rules (the FAQ's answer on ratings) and the contact form, absolute. */
  rulesUrl: string;
  contactUrl: string;
}

/**
 * To the author of a rating the office hid (decision 096): which rating is no longer shown, what
 * led to the decision, the office's reason with the rules it applies, and the ways to contest it
 * — the statement of reasons the Digital Services Act asks for (Art. 17 (3)).
 */
export const ratingHiddenMail = defineMail<RatingHiddenData>((scope, data) => {
  const { t, language } = scope;
  const values = {
    object: data.objectTitle,
    number: data.ratingNumber,
    date: mailDay(language, data.ratingDate),
  };
  return {
    subject: t('rating.hidden.subject', values),
    preview: t('rating.hidden.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('rating.hidden.intro', values)}</MailText>
        <MailText>
          {t(data.basis === 'report' ? 'rating.hidden.basisReport' : 'rating.hidden.basisOwn')}
        </MailText>
        <MailText>{t('rating.hidden.reasonTitle')}</MailText>
        <MailMessage message={data.reason} />
        <Redress scope={scope} rulesUrl={data.rulesUrl} contactUrl={data.contactUrl} />
      </>
    ),
  };
});

export interface RatingReportDecidedData {
  /** The sender of the report as greeted. */
  name: string | null;
  objectTitle: string;
  ratingNumber: number;
  /** yyyy-MM-dd, the day the report came in (Berlin). */
  reportDate: string;
  /** The rating was taken off, or it stays. */
  decision: 'hidden' | 'kept';
  /** Why it stays, as the office typed it (plain text); null when it was taken off. */
  reason: string | null;
  /** The review rules and the contact form, absolute. */
  rulesUrl: string;
  contactUrl: string;
}

/**
 * To the sender of a rating report the office decided (decision 097): the decision on the rating
 * named in the report, why it stays when it does, the rules applied and the ways to contest it
 * (DSA Art. 16 (5)). Nothing about the rating's author.
 */
export const ratingReportDecidedMail = defineMail<RatingReportDecidedData>((scope, data) => {
  const { t, language } = scope;
  const values = {
    object: data.objectTitle,
    number: data.ratingNumber,
    date: mailDay(language, data.reportDate),
  };
  return {
    subject: t('rating.reportDecided.subject', values),
    preview: t('rating.reportDecided.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('rating.reportDecided.intro', values)}</MailText>
        <MailText>
          {t(
            data.decision === 'hidden'
              ? 'rating.reportDecided.hidden'
              : 'rating.reportDecided.kept',
          )}
        </MailText>
        {data.reason === null ? null : <MailMessage message={data.reason} />}
        <Redress scope={scope} rulesUrl={data.rulesUrl} contactUrl={data.contactUrl} />
      </>
    ),
  };
});

export interface RatingReportsWaitingData {
  /** Open reports older than the reminder's hours, and of how many ratings. */
  reports: number;
  ratings: number;
  /** The Berlin day the oldest came in. */
  oldest: string;
  /** Days a report waits before the reminder. */
  waitingDays: number;
  /** The office's queue of reported ratings, absolute. */
  queueUrl: string;
}

/**
 * To the office, once a day while rating reports wait undecided (decision 101): how many, since
 * when, and the queue. Nothing of the reports' contents (they are in the office's pages).
 */
export const ratingReportsWaitingMail = defineMail<RatingReportsWaitingData>((scope, data) => {
  const { t, language } = scope;
  const values = {
    count: data.reports,
    ratings: data.ratings,
    days: data.waitingDays,
    date: mailDay(language, data.oldest),
  };
  return {
    subject: t('rating.reportsWaiting.subject', values),
    preview: t('rating.reportsWaiting.preview', values),
    greetingName: null,
    body: (
      <>
        <MailText>{t('rating.reportsWaiting.intro', values)}</MailText>
        <MailText>{t('rating.reportsWaiting.duty')}</MailText>
        <Action scope={scope} href={data.queueUrl} label={t('rating.reportsWaiting.action')} />
      </>
    ),
  };
});
