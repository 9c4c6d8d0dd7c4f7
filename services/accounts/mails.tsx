// The e-mails of customer accounts (issue 13), made with the platform's one template system
// (services/platform mail-template.tsx): each is `(language, data) => {subject, html, text,
// replyTo}` for `ctx.deps.mailer.send({ to, ...mail })`. `data.brand` is services/partners
// mailBrand(ctx) in a request (the partner's or campaign's contact), operatorMailBrand(deps)
// elsewhere. Tokens arrive as the raw value the link carries; the mails build the links from the
// route table on SITE_URL. `name` is the account holder's name as the greeting shows it (null
// greets without a name); React escapes it like every other value.
import {
  MailButton,
  MailLinkFallback,
  MailNote,
  MailText,
  defineMail,
  type MailScope,
} from '#services/platform';

/** The link of an action mail: the button, its validity, the address written out. */
function ActionLink({
  scope,
  href,
  label,
  validHours,
}: {
  scope: MailScope;
  href: string;
  label: string;
  validHours?: number;
}) {
  return (
    <>
      <MailButton href={href}>{label}</MailButton>
      {validHours !== undefined && (
        <MailNote>{scope.t('layout.validity', { count: validHours })}</MailNote>
      )}
      <MailLinkFallback href={href} label={scope.t('layout.linkFallback')} />
    </>
  );
}

export interface RegistrationConfirmationMailData {
  name: string | null;
  /** The confirmation token: the link is /user/registration/confirm/?confirmID=…. */
  confirmID: string;
  /** How long the link works, said in the mail. */
  validHours: number;
}

/** After registration: the single-use link that confirms the address (and so the account). */
export const registrationConfirmationMail = defineMail<RegistrationConfirmationMailData>(
  (scope, data) => {
    const { t } = scope;
    const href = scope.link('UserRegistrationConfirm', { confirmID: data.confirmID });
    return {
      subject: t('registrationConfirm.subject'),
      preview: t('registrationConfirm.preview'),
      greetingName: data.name,
      body: (
        <>
          <MailText>{t('registrationConfirm.intro')}</MailText>
          <ActionLink
            scope={scope}
            href={href}
            label={t('registrationConfirm.action')}
            validHours={data.validHours}
          />
          <MailNote>{t('registrationConfirm.notYou')}</MailNote>
        </>
      ),
    };
  },
);

export interface RegistrationExistingMailData {
  name: string | null;
}

/**
 * A registration with an address that already has an account: the registrant gets the usual
 * answer, the owner this notice (no enumeration), with the ways in — log in, or a new password.
 */
export const registrationExistingMail = defineMail<RegistrationExistingMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('registrationExisting.subject'),
    preview: t('registrationExisting.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('registrationExisting.intro')}</MailText>
        <MailText>{t('registrationExisting.login')}</MailText>
        <MailButton href={scope.link('UserLogin')}>
          {t('registrationExisting.loginAction')}
        </MailButton>
        <MailText>{t('registrationExisting.forgot')}</MailText>
        <MailButton href={scope.link('UserPasswordRequest')}>
          {t('registrationExisting.forgotAction')}
        </MailButton>
        <MailNote>{t('registrationExisting.notYou')}</MailNote>
      </>
    ),
  };
});

export interface PasswordResetMailData {
  name: string | null;
  /** The reset token: the link is /user/password/reset/?resetID=…. */
  resetID: string;
  /** How long the link works (1 hour), said in the mail. */
  validHours: number;
}

/** A password request: the single-use link to set a new password. */
export const passwordResetMail = defineMail<PasswordResetMailData>((scope, data) => {
  const { t } = scope;
  const href = scope.link('UserPasswordReset', { resetID: data.resetID });
  return {
    subject: t('passwordReset.subject'),
    preview: t('passwordReset.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('passwordReset.intro')}</MailText>
        <ActionLink
          scope={scope}
          href={href}
          label={t('passwordReset.action')}
          validHours={data.validHours}
        />
        <MailNote>{t('passwordReset.notYou')}</MailNote>
      </>
    ),
  };
});

export interface PasswordChangedMailData {
  name: string | null;
}

/** After a reset or a change in the profile: the notice, and what to do if it was not the owner. */
export const passwordChangedMail = defineMail<PasswordChangedMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('passwordChanged.subject'),
    preview: t('passwordChanged.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('passwordChanged.intro')}</MailText>
        <MailText>{t('passwordChanged.notYou')}</MailText>
        <MailButton href={scope.link('UserPasswordRequest')}>
          {t('passwordChanged.action')}
        </MailButton>
      </>
    ),
  };
});

export interface EmailChangeConfirmationMailData {
  name: string | null;
  /** The new address, which this mail goes to. */
  newEmail: string;
  /**
   * The confirmation token. The link is the registration's confirmation form
   * (/user/registration/confirm/?confirmID=…): confirming an address is one step, whether of a
   * new account or a changed one.
   */
  confirmID: string;
  validHours: number;
}

/** A profile change of the e-mail address: the link to the new address that confirms it. */
export const emailChangeConfirmationMail = defineMail<EmailChangeConfirmationMailData>(
  (scope, data) => {
    const { t } = scope;
    const href = scope.link('UserRegistrationConfirm', { confirmID: data.confirmID });
    return {
      subject: t('emailChangeConfirm.subject'),
      preview: t('emailChangeConfirm.preview'),
      greetingName: data.name,
      body: (
        <>
          <MailText>{t('emailChangeConfirm.intro', { email: data.newEmail })}</MailText>
          <ActionLink
            scope={scope}
            href={href}
            label={t('emailChangeConfirm.action')}
            validHours={data.validHours}
          />
          <MailNote>{t('emailChangeConfirm.notYou')}</MailNote>
        </>
      ),
    };
  },
);

export interface EmailChangedMailData {
  name: string | null;
  /** The address the account uses now (this notice goes to the old one). */
  newEmail: string;
}

/** After an address change is confirmed: the notice to the old address. */
export const emailChangedMail = defineMail<EmailChangedMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('emailChanged.subject'),
    preview: t('emailChanged.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('emailChanged.intro', { email: data.newEmail })}</MailText>
        <MailText>{t('emailChanged.notYou')}</MailText>
      </>
    ),
  };
});

export interface AccountDeletedMailData {
  name: string | null;
  /** Bookings were filed under the account: they are kept (retention duties), unlinked. */
  bookingsKept: boolean;
}

/** After the holder deleted the account (decision 087): what went, what stays, if it was not them. */
export const accountDeletedMail = defineMail<AccountDeletedMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('accountDeleted.subject'),
    preview: t('accountDeleted.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('accountDeleted.intro')}</MailText>
        {data.bookingsKept && <MailText>{t('accountDeleted.bookingsKept')}</MailText>}
        <MailNote>{t('accountDeleted.notYou')}</MailNote>
      </>
    ),
  };
});
