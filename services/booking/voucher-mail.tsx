// The travel voucher mail (issue 15): its value, code and expiry, and the link to the voucher page
// where the guest redeems it. On the one template system like the other booking mails (mails.tsx
// lists it in MAIL_TEMPLATES as 'voucherIssued'); texts: the `mail` namespace, `booking.voucher.*`.
import { formatMoney } from '#core/format';
import { LOCALES } from '#core/languages';
import { MailButton, MailLinkFallback, MailList, MailText, defineMail } from '#services/platform';
import { mailDay } from './mail-day';
import type { BookingFacts } from './mails';
import type { VoucherReason } from './voucher-types';

const INTRO = {
  office: 'booking.voucher.intro',
  cancellation: 'booking.voucher.introCancellation',
  returned: 'booking.voucher.introReturned',
} as const satisfies Record<VoucherReason, string>;

export interface VoucherIssuedData extends BookingFacts {
  code: string;
  amountCents: number;
  /** ISO date, the last day to redeem it; null: no expiry. */
  expiresOn: string | null;
  reason: VoucherReason;
  /** /ihr-reisegutschein/{bookingID}/{customerNumber}/ with the guest's link secret. */
  voucherUrl: string;
}

/** To the guest: a travel voucher, its code and where to redeem it. */
export const voucherIssuedMail = defineMail<VoucherIssuedData>((scope, data) => {
  const { t, language } = scope;
  const amount = formatMoney(data.amountCents, LOCALES[language]);
  return {
    subject: t('booking.voucher.subject', { amount }),
    preview: t('booking.voucher.preview', { amount }),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t(INTRO[data.reason] ?? INTRO.office, { amount, number: data.displayNumber })}
        </MailText>
        <MailList
          items={[
            t('booking.voucher.code', { code: data.code }),
            t('booking.voucher.value', { amount }),
            data.expiresOn === null
              ? t('booking.voucher.noExpiry')
              : t('booking.voucher.expires', {
                  date: mailDay(language, data.expiresOn),
                }),
          ]}
        />
        <MailText>{t('booking.voucher.how')}</MailText>
        <MailButton href={data.voucherUrl}>{t('booking.voucher.action')}</MailButton>
        <MailLinkFallback href={data.voucherUrl} label={t('layout.linkFallback')} />
      </>
    ),
  };
});
