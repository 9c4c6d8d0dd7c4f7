// The partner programme's mails (issue 16), made with the platform's one template system: the
// application to the office, the applicant's confirmation, the approval with the partner's id and
// login code, the polite refusal. Texts are the `mail` namespace's `partners` section.
//
// Only the office's mail carries what the applicant typed (company, address, message — escaped by
// React, never markup, and the office replies to the applicant through Reply-To). Every mail that
// goes to the address the applicant typed is a fixed text greeting them by name (a person's name
// can hold no link, core/api/common.ts personName): so the form cannot be used to send someone
// else a text or a link of the sender's choice (issue 12 point 3, spam relays). The approval's
// links are built from SITE_URL, never from the input.
import {
  MailButton,
  MailLinkFallback,
  MailLinkLine,
  MailList,
  MailNote,
  MailText,
  defineMail,
} from '#services/platform';

export interface ApplicationOfficeMailData {
  applicationId: number;
  kind: 'agency' | 'affiliate';
  company: string;
  /** The applicant's name with the salutation, as the office greets them back. */
  applicant: string;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  vatId: string | null;
  message: string | null;
  language: string;
  /** The office's page that decides it (/admin/partners/, decision 091); absent in older mails. */
  decideUrl?: string;
}

/**
 * To the office: the whole application, to decide on /admin/partners/ or with
 * `npm run partner:approve|reject`.
 */
export const applicationOfficeMail = defineMail<ApplicationOfficeMailData>((scope, data) => {
  const { t } = scope;
  const none = t('partners.office.none');
  return {
    subject: t('partners.office.subject', { company: data.company }),
    preview: t('partners.office.preview'),
    greetingName: null,
    body: (
      <>
        <MailText>{t('partners.office.intro', { kind: t(`partners.kind.${data.kind}`) })}</MailText>
        <MailList
          items={[
            `${t('partners.office.fields.company')}: ${data.company}`,
            `${t('partners.office.fields.applicant')}: ${data.applicant}`,
            `${t('partners.office.fields.email')}: ${data.email}`,
            `${t('partners.office.fields.phone')}: ${data.phone}`,
            `${t('partners.office.fields.website')}: ${data.website ?? none}`,
            `${t('partners.office.fields.address')}: ${data.address}`,
            `${t('partners.office.fields.vatId')}: ${data.vatId ?? none}`,
            `${t('partners.office.fields.language')}: ${data.language}`,
          ]}
        />
        <MailText>{t('partners.office.fields.message')}:</MailText>
        <MailText>
          {data.message === null
            ? none
            : data.message.split(/\r?\n/).map((line, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
        </MailText>
        <MailNote>
          {t('partners.office.decide', {
            url: data.decideUrl ?? '/admin/partners/',
            approve: `npm run partner:approve -- ${data.applicationId}`,
            reject: `npm run partner:reject -- ${data.applicationId}`,
          })}
        </MailNote>
      </>
    ),
  };
});

export interface ApplicantMailData {
  /** First and last name (a person's name: no link can hide in it). */
  name: string;
}

/** To the applicant: received, what happens next. A fixed text but for the name. */
export const applicationReceivedMail = defineMail<ApplicantMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('partners.received.subject'),
    preview: t('partners.received.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('partners.received.intro')}</MailText>
        <MailText>{t('partners.received.next')}</MailText>
        <MailNote>{t('partners.received.notYou')}</MailNote>
      </>
    ),
  };
});

export interface ApprovedMailData extends ApplicantMailData {
  partnerId: number;
  loginCode: string;
}

/** To the new partner: the id, the login code and the partner link. */
export const partnerApprovedMail = defineMail<ApprovedMailData>((scope, data) => {
  const { t } = scope;
  const link = new URL('/', scope.brand.siteUrl);
  link.searchParams.set('partner', String(data.partnerId));
  return {
    subject: t('partners.approved.subject'),
    preview: t('partners.approved.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('partners.approved.intro')}</MailText>
        <MailList
          items={[
            `${t('partners.approved.partnerId')}: ${data.partnerId}`,
            `${t('partners.approved.loginCode')}: ${data.loginCode}`,
          ]}
        />
        <MailNote>{t('partners.approved.codeNote')}</MailNote>
        <MailLinkLine href={scope.link('UserLogin', {})} label={t('partners.approved.loginAt')} />
        <MailText>{t('partners.approved.link')}</MailText>
        <MailButton href={link.href}>{t('partners.approved.linkAction')}</MailButton>
        <MailLinkFallback href={link.href} label={t('partners.approved.linkFallback')} />
      </>
    ),
  };
});

/** To a partner: a new login code (decision 092), the old one no longer valid. */
export const partnerCodeRenewedMail = defineMail<ApprovedMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('partners.codeRenewed.subject'),
    preview: t('partners.codeRenewed.preview'),
    // The partner's name is its company's: no "Guten Tag Reisebüro … GmbH".
    greetingName: null,
    body: (
      <>
        <MailText>{t('partners.codeRenewed.intro')}</MailText>
        <MailList
          items={[
            `${t('partners.approved.partnerId')}: ${data.partnerId}`,
            `${t('partners.approved.loginCode')}: ${data.loginCode}`,
          ]}
        />
        <MailNote>{t('partners.codeRenewed.oldCode')}</MailNote>
        <MailButton href={scope.link('UserLogin', {})}>
          {t('partners.codeRenewed.loginAction')}
        </MailButton>
        <MailNote>{t('partners.codeRenewed.notYou')}</MailNote>
      </>
    ),
  };
});

/** To the applicant: the polite refusal. */
export const partnerRejectedMail = defineMail<ApplicantMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('partners.rejected.subject'),
    preview: t('partners.rejected.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('partners.rejected.intro')}</MailText>
        <MailText>{t('partners.rejected.outro')}</MailText>
      </>
    ),
  };
});
