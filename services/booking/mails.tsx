// The booking slice's e-mails on the one template system (services/platform mail-template.tsx,
// docs/decisions/046-one-mail-template-system.md): the guest's confirmation of a booking or option,
// the landlord's notification with the confirmation link, the reminder before an option lapses,
// the balance reminder, the reminder of a payment overdue, the payment receipt, and an enquiry (to the landlord, and its copy to the
// guest). Texts: the `mail` namespace, `booking.*`. The data is what the outbox row keeps
// (outbox.ts), links absolute on SITE_URL, made when the mail was queued.
import type { PetSize } from '#core/booking';
import { formatMoney, labelColon } from '#core/format';
import { LOCALES, type Language } from '#core/languages';
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
  type MailT,
  type MailTemplate,
} from '#services/platform';
import type { BookingAttribution } from '#services/partners';
import type { PaymentKind } from '#services/payments';
import type { ContractFacts, OnSiteCost } from './contract';
import { mailDay } from './mail-day';
import type { PaymentInstructions, TransferDetails } from './payment-instructions';
import { voucherIssuedMail } from './voucher-mail';
import {
  ratingAnswerHandoverMail,
  ratingAnswerRequestMail,
  ratingHiddenMail,
  ratingInvitationMail,
  ratingReportDecidedMail,
  ratingReportsWaitingMail,
} from './rating-mails';

/** What every booking mail says of the booking. */
export interface BookingFacts {
  /** The guest's name as greeted. */
  name: string | null;
  displayNumber: string;
  method: 'booking' | 'option';
  objectTitle: string;
  objectNumber: number;
  startDate: string;
  endDate: string;
  nights: number;
  adults: number;
  children: number;
  pets: number;
  /** core/booking PET_SIZES, where the object asks for it. */
  petSize: PetSize | null;
  totalCents: number;
  /** ISO instant; options only. */
  optionExpiresAt: string | null;
}

/** Money as the site writes it (core/format): "1.701 €", "1.701,50 €". */
function money(language: Language, cents: number): string {
  return formatMoney(cents, LOCALES[language]);
}

/** A payment's name: its kind, and "Anzahlung (Rest)" for the rest of one made in part. */
function paymentKind(scope: MailScope, payment: { kind: PaymentKind; remainder?: boolean }) {
  const kind = scope.t(`booking.payment.kinds.${payment.kind}`);
  return payment.remainder ? scope.t('booking.payment.kindRest', { kind }) : kind;
}

/** An instant as the guest reads it: date and time in Berlin. */
function instant(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

function factLines(scope: MailScope, facts: BookingFacts): string[] {
  const { t, language } = scope;
  const lines = [
    t('booking.facts.number', { number: facts.displayNumber }),
    t('booking.facts.object', { object: facts.objectTitle, objectNumber: facts.objectNumber }),
    t('booking.facts.stay', {
      start: mailDay(language, facts.startDate),
      end: mailDay(language, facts.endDate),
      count: facts.nights,
    }),
    t('booking.facts.adults', { count: facts.adults }),
  ];
  if (facts.children > 0) lines.push(t('booking.facts.children', { count: facts.children }));
  if (facts.pets > 0) {
    const pets = t('booking.facts.pets', { count: facts.pets });
    lines.push(
      facts.petSize === null
        ? pets
        : t('booking.facts.petsWithSize', { pets, size: t(`booking.petSizes.${facts.petSize}`) }),
    );
  }
  lines.push(t('booking.facts.total', { total: money(language, facts.totalCents) }));
  return lines;
}

function Action({ href, label, scope }: { href: string; label: string; scope: MailScope }) {
  return (
    <>
      <MailButton href={href}>{label}</MailButton>
      <MailLinkFallback href={href} label={scope.t('layout.linkFallback')} />
    </>
  );
}

/** The lines a transfer needs: holder, IBAN, BIC and bank (when known), reference. */
function transferLines(scope: MailScope, transfer: TransferDetails): string[] {
  const { t } = scope;
  return [
    t('booking.payment.holder', { value: transfer.holder }),
    t('booking.payment.iban', { value: transfer.iban }),
    ...(transfer.bic === null ? [] : [t('booking.payment.bic', { value: transfer.bic })]),
    ...(transfer.bankName === null
      ? []
      : [t('booking.payment.bank', { value: transfer.bankName })]),
    t('booking.payment.reference', { value: transfer.reference }),
  ];
}

/**
 * Where a transfer goes: the account, or (the operator removed it since) the office to ask. The
 * guest who chose a transfer is never left without either (decision 080).
 */
function TransferAccount({
  scope,
  transfer,
  intro = 'booking.payment.transferIntro',
}: {
  scope: MailScope;
  transfer: TransferDetails | null;
  /** The line above the account (the overdue reminder's asks for the one amount now). */
  intro?: 'booking.payment.transferIntro' | 'booking.paymentOverdue.transferIntro';
}) {
  const { t } = scope;
  if (transfer === null) return <MailText>{t('booking.payment.transferAsk')}</MailText>;
  return (
    <>
      <MailText>{t(intro)}</MailText>
      <MailList items={transferLines(scope, transfer)} />
    </>
  );
}

/**
 * How the guest pays: the method, what is due when, and the account or the way to pay — with the
 * card page's button when there is a payment link (the card's line then points to it).
 */
function PaymentPart({
  scope,
  payment,
  paymentUrl,
}: {
  scope: MailScope;
  payment: PaymentInstructions;
  paymentUrl: string | null | undefined;
}) {
  const { t, language } = scope;
  return (
    <>
      <MailText>
        {t('booking.payment.method', { method: t(`booking.payment.methods.${payment.method}`) })}
      </MailText>
      {payment.due.length > 0 && (
        <MailList
          items={payment.due.map((due) =>
            t('booking.payment.due', {
              kind: paymentKind(scope, due),
              amount: money(language, due.amountCents),
              date: mailDay(language, due.dueDate),
            }),
          )}
        />
      )}
      {payment.method === 'bankTransfer' && payment.due.length > 0 && (
        <TransferAccount scope={scope} transfer={payment.transfer} />
      )}
      {payment.method === 'card' && paymentUrl != null && (
        <MailText>{t('booking.payment.hints.card')}</MailText>
      )}
      {(payment.method === 'invoice' || payment.method === 'landlord') && (
        <MailText>{t(`booking.payment.hints.${payment.method}`)}</MailText>
      )}
      {paymentUrl != null && (
        <Action scope={scope} href={paymentUrl} label={t('booking.guestBooking.pay')} />
      )}
    </>
  );
}

export interface GuestConfirmationData extends BookingFacts {
  /** The finish page with the guest's link secret. */
  bookingUrl: string;
  /** The provider's page of the payment due now, or null (bank transfer, option). */
  paymentUrl: string | null;
  /**
   * How the booking is paid, read when the mail is sent (outbox.ts, with `paymentFor`); null or
   * absent for an option (nothing to pay) and for mails queued before it existed.
   */
  payment?: PaymentInstructions | null;
  /**
   * The object's free cancellation for this stay: its last day, or null when it has passed (as the
   * summary step said); null without the object's own terms (the general terms apply).
   */
  cancellation: {
    deadline: string | null;
    deadlineDays: number;
    feePercent?: number | null;
  } | null;
  /** The contract's terms (./contract.ts); absent in mails queued before, and for an option. */
  contract?: ContractFacts;
}

/** The guest's cancellation line, the words of the summary step (booking `terms.*`). */
function cancellationLine(scope: MailScope, cancellation: GuestConfirmationData['cancellation']) {
  const { t, language } = scope;
  if (cancellation === null) return t('booking.terms.conditions');
  if (cancellation.deadline === null) {
    // The fee of today's tier where the mail knows it (decision 102); rows queued before, not.
    return cancellation.feePercent == null
      ? t('booking.terms.deadlinePassed')
      : t('booking.terms.deadlinePassedFee', { percent: cancellation.feePercent });
  }
  return t('booking.terms.deadline', {
    date: mailDay(language, cancellation.deadline),
    count: cancellation.deadlineDays,
  });
}

/**
 * A text of the pages' namespaces (`pricing:`, `booking:`), which the mail translator loads
 * (services/platform mailTranslator); MailT types the mail namespace's keys only.
 */
function pageText(scope: MailScope) {
  return scope.t as unknown as (key: string, values?: Record<string, unknown>) => string;
}

/** A cost due on site as the booking's price list names it: "Kurtaxe (2,50 € pro Nacht): 35 €". */
function onSiteLine(scope: MailScope, cost: OnSiteCost): string {
  const { language } = scope;
  const page = pageText(scope);
  let name = page(`pricing:services.${cost.name}`, {
    defaultValue: page('pricing:services.other'),
  });
  if (cost.unit !== null && cost.unit !== 'stay' && cost.unitAmountCents !== null) {
    name = `${name} (${money(language, cost.unitAmountCents)} ${page(`pricing:costs.unit.${cost.unit}`)})`;
  }
  const line = `${name}${labelColon(language)} ${money(language, cost.amountCents)}`;
  return cost.refundable ? `${line} – ${page('pricing:costs.refundable')}` : line;
}

/**
 * The contract as the summary step stated it, in the guest's mailbox: the costs due on site beside
 * the total, that no right of withdrawal exists (DOMAIN.md), whom the contract is with, and where
 * the travel conditions are. For bookings only: an option is no contract yet (its conversion's
 * mail has it). The conditions are linked, not attached: whether the operator must send them as a
 * file (§312f BGB) is the lawyer's call (docs/architecture.md, "Mail").
 */
function ContractPart({ scope, contract }: { scope: MailScope; contract: ContractFacts }) {
  const { t, language } = scope;
  const page = pageText(scope);
  const colon = labelColon(language);
  const party = contract.party;
  return (
    <>
      {contract.onSite.length > 0 && (
        <>
          <MailText>{t('booking.contract.onSite')}</MailText>
          <MailList items={contract.onSite.map((cost) => onSiteLine(scope, cost))} />
        </>
      )}
      <MailText>
        {page('booking:terms.withdrawalTitle')}
        {colon} {page('booking:terms.noWithdrawal')}
      </MailText>
      {party !== null && (
        <>
          <MailText>
            {page('booking:terms.partyTitle')}
            {colon}
          </MailText>
          <MailList items={[page(`booking:terms.${party.kind}`, { name: party.name })]} />
          <MailText>{page('booking:terms.mediator')}</MailText>
        </>
      )}
      <MailLinkLine href={scope.link('TravelConditions')} label={t('booking.contract.terms')} />
    </>
  );
}

/** To the guest: the booking or option as made, and what happens next. */
export const guestConfirmationMail = defineMail<GuestConfirmationData>((scope, data) => {
  const { t, language } = scope;
  const option = data.method === 'option';
  const until = data.optionExpiresAt === null ? '' : instant(language, data.optionExpiresAt);
  return {
    subject: option
      ? t('booking.guestOption.subject', { number: data.displayNumber, object: data.objectTitle })
      : t('booking.guestBooking.subject', { number: data.displayNumber, object: data.objectTitle }),
    preview: option
      ? t('booking.guestOption.preview', { until })
      : t('booking.guestBooking.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {option ? t('booking.guestOption.intro', { until }) : t('booking.guestBooking.intro')}
        </MailText>
        <MailList items={factLines(scope, data)} />
        <MailNote>{cancellationLine(scope, data.cancellation)}</MailNote>
        {!option && data.payment != null ? (
          <PaymentPart scope={scope} payment={data.payment} paymentUrl={data.paymentUrl} />
        ) : (
          // Mails queued before `payment` existed: the button alone.
          data.paymentUrl !== null && (
            <Action scope={scope} href={data.paymentUrl} label={t('booking.guestBooking.pay')} />
          )
        )}
        {!option && data.contract !== undefined && (
          <ContractPart scope={scope} contract={data.contract} />
        )}
        <Action
          scope={scope}
          href={data.bookingUrl}
          label={option ? t('booking.guestOption.action') : t('booking.guestBooking.action')}
        />
      </>
    ),
  };
});

export type LandlordPaymentMethod = PaymentInstructions['method'] | null | undefined;

/** The guest's payment method in the landlord's list (absent for an option, and in old rows). */
function landlordPaymentLines(scope: MailScope, method: LandlordPaymentMethod): string[] {
  if (method == null) return [];
  const { t } = scope;
  return [t('booking.payment.method', { method: t(`booking.payment.methods.${method}`) })];
}

/**
 * Invoice and the landlord's own collection: the guest's mail says the bill comes from the
 * landlord or agency, so their mail asks for it (nobody else sends it).
 */
function LandlordBill({ scope, method }: { scope: MailScope; method: LandlordPaymentMethod }) {
  const { t } = scope;
  if (method === 'invoice') return <MailText>{t('booking.payment.landlordInvoice')}</MailText>;
  if (method === 'landlord') return <MailText>{t('booking.payment.landlordOwn')}</MailText>;
  return null;
}

export interface LandlordNotificationData extends BookingFacts {
  guestName: string;
  /** The guest's payment method (absent for an option and in mails queued before). */
  paymentMethod?: LandlordPaymentMethod;
  /** /landlord/booking/confirmation/?bookingId=…&bookingHash=… */
  confirmationUrl: string;
  /** The object's occupancy feed (decision 095); absent in mails queued before it. */
  calendarUrl?: string;
}

/** To the landlord: a new booking or option of the object, with the confirmation link. */
export const landlordNotificationMail = defineMail<LandlordNotificationData>((scope, data) => {
  const { t, language } = scope;
  const option = data.method === 'option';
  const until = data.optionExpiresAt === null ? '' : instant(language, data.optionExpiresAt);
  const values = { number: data.displayNumber, object: data.objectTitle };
  return {
    subject: option
      ? t('booking.landlord.subjectOption', values)
      : t('booking.landlord.subjectBooking', values),
    preview: t('booking.landlord.preview', values),
    greetingName: null,
    body: (
      <>
        <MailText>
          {option
            ? t('booking.landlord.introOption', { until })
            : t('booking.landlord.introBooking')}
        </MailText>
        <MailList
          items={[
            t('booking.landlord.guest', { guest: data.guestName }),
            ...factLines(scope, data),
            ...landlordPaymentLines(scope, data.paymentMethod),
          ]}
        />
        <LandlordBill scope={scope} method={data.paymentMethod} />
        <Action scope={scope} href={data.confirmationUrl} label={t('booking.landlord.action')} />
        {data.calendarUrl === undefined ? null : (
          <MailLinkLine href={data.calendarUrl} label={t('booking.landlord.calendar')} />
        )}
        <MailNote>{t('booking.landlord.private')}</MailNote>
      </>
    ),
  };
});

export interface LandlordCalendarRenewedData {
  objectTitle: string;
  objectNumber: number;
  /** The new address, filled in by the outbox when the mail is sent (`calendarFor`). */
  calendarUrl?: string;
}

/**
 * To the object's landlord: a new calendar feed address was made on the landlord page (decision
 * 095), the old one ends. Sent every time, so that a renewal nobody asked for (a forwarded
 * landlord link) does not silently stop the other portals' calendars: not you, tell us.
 */
export const landlordCalendarRenewedMail = defineMail<LandlordCalendarRenewedData>(
  (scope, data) => {
    const { t } = scope;
    const values = { object: data.objectTitle, objectNumber: data.objectNumber };
    return {
      subject: t('booking.calendarRenewed.subject', values),
      preview: t('booking.calendarRenewed.preview', values),
      greetingName: null,
      body: (
        <>
          <MailText>{t('booking.calendarRenewed.intro', values)}</MailText>
          {data.calendarUrl === undefined ? null : (
            <MailLinkLine href={data.calendarUrl} label={t('booking.landlord.calendar')} />
          )}
          <MailText>{t('booking.calendarRenewed.notYou')}</MailText>
        </>
      ),
    };
  },
);

export interface LandlordHandoverData extends BookingFacts {
  guestName: string;
  /** The guest's payment method (absent for an option). */
  paymentMethod?: LandlordPaymentMethod;
  /** A new landlord link: every link sent before for the booking opens nothing. */
  confirmationUrl: string;
  /** The booking waits for the landlord's answer (a request): the button confirms. */
  awaitsAnswer: boolean;
  /** The object's new occupancy feed address, filled in when sent (`calendarFor`). */
  calendarUrl?: string;
}

/**
 * To an object's new contact, per booking still ahead, when the catalogue gave the object another
 * landlord (decision 114): the booking with a new link, what it waits for, the new feed address,
 * and that the earlier links and address no longer work.
 */
export const landlordHandoverMail = defineMail<LandlordHandoverData>((scope, data) => {
  const { t, language } = scope;
  const values = {
    number: data.displayNumber,
    object: data.objectTitle,
    objectNumber: data.objectNumber,
  };
  const until = data.optionExpiresAt === null ? '' : instant(language, data.optionExpiresAt);
  return {
    subject: t('booking.landlordHandover.subject', values),
    preview: t('booking.landlordHandover.preview', values),
    greetingName: null,
    body: (
      <>
        <MailText>{t('booking.landlordHandover.intro', values)}</MailText>
        <MailList
          items={[
            t('booking.landlord.guest', { guest: data.guestName }),
            ...factLines(scope, data),
            ...landlordPaymentLines(scope, data.paymentMethod),
          ]}
        />
        <MailText>
          {data.method === 'option'
            ? t('booking.landlordHandover.option', { until })
            : data.awaitsAnswer
              ? t('booking.landlordHandover.awaits')
              : t('booking.landlordHandover.confirmed')}
        </MailText>
        <LandlordBill scope={scope} method={data.paymentMethod} />
        <Action
          scope={scope}
          href={data.confirmationUrl}
          label={
            data.awaitsAnswer ? t('booking.landlord.action') : t('booking.landlordHandover.view')
          }
        />
        {data.calendarUrl === undefined ? null : (
          <MailLinkLine href={data.calendarUrl} label={t('booking.landlord.calendar')} />
        )}
        <MailNote>{t('booking.landlordHandover.oldLinks')}</MailNote>
        <MailNote>{t('booking.landlord.private')}</MailNote>
      </>
    ),
  };
});

export interface OptionReminderData extends BookingFacts {
  bookingUrl: string;
}

/** To the guest, a day before the option lapses. */
export const optionReminderMail = defineMail<OptionReminderData>((scope, data) => {
  const { t, language } = scope;
  const until = data.optionExpiresAt === null ? '' : instant(language, data.optionExpiresAt);
  return {
    subject: t('booking.optionReminder.subject', { number: data.displayNumber }),
    preview: t('booking.optionReminder.preview', { until }),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t('booking.optionReminder.intro', { object: data.objectTitle, until })}
        </MailText>
        <MailList items={factLines(scope, data)} />
        <Action scope={scope} href={data.bookingUrl} label={t('booking.optionReminder.action')} />
      </>
    ),
  };
});

export interface BalanceReminderData extends BookingFacts {
  amountCents: number;
  dueDate: string;
  paymentUrl: string | null;
  bookingUrl: string;
  /** Read when the mail is sent (outbox.ts): the account of a transfer. */
  payment?: PaymentInstructions | null;
}

/** To the guest, a week before the balance is due. */
export const balanceReminderMail = defineMail<BalanceReminderData>((scope, data) => {
  const { t, language } = scope;
  return {
    subject: t('booking.balanceReminder.subject', { number: data.displayNumber }),
    preview: t('booking.balanceReminder.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t('booking.balanceReminder.intro', {
            amount: money(language, data.amountCents),
            due: mailDay(language, data.dueDate),
          })}
        </MailText>
        <MailList items={factLines(scope, data)} />
        {data.paymentUrl === null ? (
          <>
            <MailText>{t('booking.balanceReminder.transfer')}</MailText>
            {data.payment?.method === 'bankTransfer' && (
              <TransferAccount scope={scope} transfer={data.payment.transfer} />
            )}
          </>
        ) : (
          <Action
            scope={scope}
            href={data.paymentUrl}
            label={t('booking.balanceReminder.action')}
          />
        )}
      </>
    ),
  };
});

export interface PaymentOverdueData extends BookingFacts {
  kind: PaymentKind;
  /** The rest of a payment made in part. */
  remainder?: boolean;
  amountCents: number;
  dueDate: string;
  /** Made when the mail is sent (outbox.ts, `paymentFor`): the card link of the payment due. */
  paymentUrl: string | null;
  bookingUrl: string;
  /** Read when the mail is sent (outbox.ts): the account of a transfer. */
  payment?: PaymentInstructions | null;
}

/**
 * To the guest, a few days after a payment fell due unpaid (PAYMENT_OVERDUE_DAYS): which one, with
 * the card page's button, the transfer's account or the invoice's (the agency's invoice names it),
 * and a line for a payment already on its way.
 */
export const paymentOverdueMail = defineMail<PaymentOverdueData>((scope, data) => {
  const { t, language } = scope;
  return {
    subject: t('booking.paymentOverdue.subject', { number: data.displayNumber }),
    preview: t('booking.paymentOverdue.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.paymentOverdue.intro')}</MailText>
        <MailList
          items={[
            t('booking.payment.due', {
              kind: paymentKind(scope, data),
              amount: money(language, data.amountCents),
              date: mailDay(language, data.dueDate),
            }),
          ]}
        />
        <MailList items={factLines(scope, data)} />
        <MailText>{t('booking.paymentOverdue.please')}</MailText>
        {data.paymentUrl !== null ? (
          <Action scope={scope} href={data.paymentUrl} label={t('booking.paymentOverdue.action')} />
        ) : data.payment?.method === 'bankTransfer' ? (
          <TransferAccount
            scope={scope}
            transfer={data.payment.transfer}
            intro="booking.paymentOverdue.transferIntro"
          />
        ) : (
          <>
            {/* The agency's invoice names the account (decision 113). */}
            {data.payment?.method === 'invoice' && (
              <MailText>{t('booking.paymentOverdue.invoice')}</MailText>
            )}
            <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
          </>
        )}
        <MailText>{t('booking.paymentOverdue.crossed')}</MailText>
      </>
    ),
  };
});

export interface PaymentReceiptData extends BookingFacts {
  amountCents: number;
  bookingUrl: string;
  /** A transfer of less than was asked: what is still to be paid of it, and by when. */
  remainder?: { amountCents: number; dueDate: string; overdue?: boolean } | null;
}

/** To the guest: a payment arrived (in part: the rest is named, with where to find how to pay). */
export const paymentReceiptMail = defineMail<PaymentReceiptData>((scope, data) => {
  const { t, language } = scope;
  return {
    subject: t('booking.receipt.subject', { number: data.displayNumber }),
    preview: t('booking.receipt.preview', { amount: money(language, data.amountCents) }),
    greetingName: data.name,
    body: (
      <>
        <MailText>
          {t('booking.receipt.intro', { amount: money(language, data.amountCents) })}
        </MailText>
        {data.remainder ? (
          <MailText>
            {t(
              data.remainder.overdue ? 'booking.receipt.remainderNow' : 'booking.receipt.remainder',
              {
                amount: money(language, data.remainder.amountCents),
                due: mailDay(language, data.remainder.dueDate),
              },
            )}
          </MailText>
        ) : null}
        <MailList items={factLines(scope, data)} />
        <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
      </>
    ),
  };
});

export interface RefundSentData extends BookingFacts {
  amountCents: number;
  bookingUrl: string;
}

/** To the guest: the office transferred money back (a transfer of a booking that ended). */
export const refundSentMail = defineMail<RefundSentData>((scope, data) => {
  const { t, language } = scope;
  const amount = money(language, data.amountCents);
  return {
    subject: t('booking.refundSent.subject', { number: data.displayNumber }),
    preview: t('booking.refundSent.preview', { amount }),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.refundSent.intro', { amount })}</MailText>
        <MailList items={factLines(scope, data)} />
        <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
      </>
    ),
  };
});

export interface EnquiryMailData {
  name: string;
  objectTitle: string;
  objectNumber: number;
  message: string;
  startDate: string | null;
  endDate: string | null;
  adults: number | null;
  children: number | null;
  pets: number | null;
  guestEmail: string;
  guestPhone: string | null;
}

function enquiryLines(scope: MailScope, data: EnquiryMailData): string[] {
  const { t, language } = scope;
  const lines = [
    t('booking.facts.object', { object: data.objectTitle, objectNumber: data.objectNumber }),
  ];
  if (data.startDate !== null && data.endDate !== null) {
    lines.push(
      t('booking.enquiry.dates', {
        start: mailDay(language, data.startDate),
        end: mailDay(language, data.endDate),
      }),
    );
  }
  if (data.adults !== null) lines.push(t('booking.facts.adults', { count: data.adults }));
  if (data.children !== null && data.children > 0) {
    lines.push(t('booking.facts.children', { count: data.children }));
  }
  if (data.pets !== null && data.pets > 0)
    lines.push(t('booking.facts.pets', { count: data.pets }));
  return lines;
}

/** To the landlord: the guest's question; replies go to the guest (see outbox.ts). */
export const enquiryLandlordMail = defineMail<EnquiryMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('booking.enquiry.landlordSubject', { object: data.objectTitle }),
    preview: t('booking.enquiry.landlordPreview', { guest: data.name }),
    greetingName: null,
    body: (
      <>
        <MailText>{t('booking.enquiry.landlordIntro', { guest: data.name })}</MailText>
        <MailMessage message={data.message} />
        <MailList
          items={[
            ...enquiryLines(scope, data),
            t('booking.enquiry.contact', {
              email: data.guestEmail,
              phone: data.guestPhone ?? '–',
            }),
          ]}
        />
        <MailNote>{t('booking.enquiry.landlordReply')}</MailNote>
      </>
    ),
  };
});

/** To the guest: the copy of the enquiry. */
export const enquiryCopyMail = defineMail<EnquiryMailData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('booking.enquiry.copySubject', { object: data.objectTitle }),
    preview: t('booking.enquiry.copyPreview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.enquiry.copyIntro')}</MailText>
        <MailMessage message={data.message} />
        <MailList items={enquiryLines(scope, data)} />
      </>
    ),
  };
});

/** The landlord's contact as the guest's confirmation and the office's escalation show it. */
export interface LandlordContactFacts {
  name: string | null;
  email: string | null;
  phone: string | null;
}

function contactLines(scope: MailScope, contact: LandlordContactFacts): string[] {
  const { t } = scope;
  return [
    ...(contact.name ? [t('booking.contact.name', { name: contact.name })] : []),
    ...(contact.email ? [t('booking.contact.email', { email: contact.email })] : []),
    ...(contact.phone ? [t('booking.contact.phone', { phone: contact.phone })] : []),
  ];
}

export interface BookingConfirmedData extends BookingFacts {
  bookingUrl: string;
  landlord: LandlordContactFacts;
  /**
   * How the booking is paid, with the card page's link, read when the mail is sent (outbox.ts,
   * `paymentFor`).
   */
  payment?: PaymentInstructions | null;
  paymentUrl?: string | null;
  /** Mails queued before `payment` existed: the payments then still to be made. */
  paymentsDue?: { amountCents: number; dueDate: string }[];
  /** The contract's terms (./contract.ts): the confirmation makes it. Absent in older mails. */
  contract?: ContractFacts;
}

/** To the guest (issue 15): the landlord confirmed the booking — whom to contact, what is due. */
export const bookingConfirmedMail = defineMail<BookingConfirmedData>((scope, data) => {
  const { t, language } = scope;
  const contact = contactLines(scope, data.landlord);
  return {
    subject: t('booking.confirmed.subject', {
      number: data.displayNumber,
      object: data.objectTitle,
    }),
    preview: t('booking.confirmed.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.confirmed.intro')}</MailText>
        <MailList items={factLines(scope, data)} />
        {data.contract !== undefined && (
          <MailNote>{cancellationLine(scope, data.contract.cancellation)}</MailNote>
        )}
        {contact.length > 0 && (
          <>
            <MailText>{t('booking.confirmed.contact')}</MailText>
            <MailList items={contact} />
          </>
        )}
        {data.payment != null ? (
          <PaymentPart scope={scope} payment={data.payment} paymentUrl={data.paymentUrl} />
        ) : data.paymentsDue !== undefined && data.paymentsDue.length > 0 ? (
          <>
            <MailText>{t('booking.confirmed.payments')}</MailText>
            <MailList
              items={data.paymentsDue.map((p) =>
                t('booking.confirmed.payment', {
                  amount: money(language, p.amountCents),
                  due: mailDay(language, p.dueDate),
                }),
              )}
            />
          </>
        ) : null}
        {data.contract !== undefined && <ContractPart scope={scope} contract={data.contract} />}
        <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
      </>
    ),
  };
});

export interface BookingDeclinedData extends BookingFacts {
  bookingUrl: string;
  /**
   * The search for the same dates and party ("Andere Unterkunft finden"; it opened the declined
   * booking's own page). Absent in mails queued before it existed: they keep the booking's page.
   */
  searchUrl?: string;
  /** The landlord's reason, plain text as typed. */
  reason: string;
}

/** To the guest (issue 15): the landlord declined — why, and that nothing is charged. */
export const bookingDeclinedMail = defineMail<BookingDeclinedData>((scope, data) => {
  const { t } = scope;
  return {
    subject: t('booking.declined.subject', {
      number: data.displayNumber,
      object: data.objectTitle,
    }),
    preview: t('booking.declined.preview'),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.declined.intro', { object: data.objectTitle })}</MailText>
        <MailText>{t('booking.declined.reason')}</MailText>
        <MailMessage message={data.reason} />
        <MailList items={factLines(scope, data)} />
        <MailNote>{t('booking.declined.money')}</MailNote>
        <Action
          scope={scope}
          href={data.searchUrl ?? data.bookingUrl}
          label={t('booking.declined.action')}
        />
      </>
    ),
  };
});

export interface LandlordReminderData extends BookingFacts {
  guestName: string;
  /** The guest's payment method (absent in mails queued before). */
  paymentMethod?: LandlordPaymentMethod;
  /** A new confirmation link: the previous one no longer opens the booking. */
  confirmationUrl: string;
}

/** To the landlord, 24 h after an unanswered request (issue 15), with a new link. */
export const landlordReminderMail = defineMail<LandlordReminderData>((scope, data) => {
  const { t } = scope;
  const values = { number: data.displayNumber, object: data.objectTitle };
  return {
    subject: t('booking.landlordReminder.subject', values),
    preview: t('booking.landlordReminder.preview', values),
    greetingName: null,
    body: (
      <>
        <MailText>{t('booking.landlordReminder.intro')}</MailText>
        <MailList
          items={[
            t('booking.landlord.guest', { guest: data.guestName }),
            ...factLines(scope, data),
            ...landlordPaymentLines(scope, data.paymentMethod),
          ]}
        />
        <LandlordBill scope={scope} method={data.paymentMethod} />
        <Action scope={scope} href={data.confirmationUrl} label={t('booking.landlord.action')} />
        <MailNote>{t('booking.landlordReminder.newLink')}</MailNote>
        <MailNote>{t('booking.landlord.private')}</MailNote>
      </>
    ),
  };
});

export interface OfficeEscalationData extends BookingFacts {
  guestName: string;
  landlord: LandlordContactFacts;
  /** ISO instant since when the request has waited. */
  waitingSince: string;
  /** The partner and campaign the booking came through (filled in when sent, outbox.ts). */
  attribution?: BookingAttribution | null;
}

/** The office's lines on whom a booking came through: partner, its Midoco use, campaign. */
function attributionLines(t: MailT, attribution: BookingAttribution | null | undefined): string[] {
  if (!attribution) return [];
  const lines: string[] = [];
  if (attribution.partnerId !== null) {
    lines.push(
      t('booking.officeEscalation.partner', {
        partner: attribution.partnerName ?? '–',
        partnerId: attribution.partnerId,
        group: attribution.partnerGroup ?? '–',
      }),
    );
    if (attribution.allowMidocoUsage !== null) {
      lines.push(
        t(
          attribution.allowMidocoUsage
            ? 'booking.officeEscalation.midocoYes'
            : 'booking.officeEscalation.midocoNo',
        ),
      );
    }
  }
  if (attribution.pid !== null) {
    lines.push(
      t('booking.officeEscalation.campaign', {
        pid: attribution.pid,
        campaign: attribution.campaign ?? '–',
      }),
    );
  }
  return lines;
}

/** To the office, 48 h after an unanswered request (issue 15): call the landlord. */
export const officeEscalationMail = defineMail<OfficeEscalationData>((scope, data) => {
  const { t, language } = scope;
  const contact = contactLines(scope, data.landlord);
  return {
    subject: t('booking.officeEscalation.subject', {
      number: data.displayNumber,
      object: data.objectTitle,
    }),
    preview: t('booking.officeEscalation.preview', { number: data.displayNumber }),
    greetingName: null,
    body: (
      <>
        <MailText>
          {t('booking.officeEscalation.intro', { since: instant(language, data.waitingSince) })}
        </MailText>
        <MailList
          items={[
            t('booking.landlord.guest', { guest: data.guestName }),
            ...factLines(scope, data),
            ...attributionLines(t, data.attribution),
          ]}
        />
        <MailText>{t('booking.officeEscalation.landlord')}</MailText>
        <MailList
          items={contact.length > 0 ? contact : [t('booking.officeEscalation.noContact')]}
        />
      </>
    ),
  };
});

export interface CancellationMailData extends BookingFacts {
  /** What the cancellation terms charged (0: free). */
  feeCents: number;
  /** What goes back of what was paid. */
  refundCents: number;
  /** The part of refundCents that goes back as a new voucher (absent in mails queued before). */
  voucherRefundCents?: number;
  /** The insurance premium kept (never refunded). */
  insuranceKeptCents: number;
  /**
   * A fee still owed beyond what was paid: its card link and how to pay it, read when the mail is
   * sent (outbox.ts, `paymentFor`). Absent when nothing is owed, and for the landlord.
   */
  payment?: PaymentInstructions | null;
  paymentUrl?: string | null;
  /**
   * Who cancelled, for the landlord's mail: the office (decision 090) or the guest (also every
   * mail queued before this was added).
   */
  cancelledBy?: 'guest' | 'office';
}

/** To the guest: the booking is cancelled, with what it cost and what goes back (issue 15). */
export const guestCancellationMail = defineMail<CancellationMailData>((scope, data) => {
  const { t, language } = scope;
  const lines = [
    ...factLines(scope, data),
    data.feeCents === 0
      ? t('booking.cancellation.free')
      : t('booking.cancellation.fee', { amount: money(language, data.feeCents) }),
  ];
  if (data.insuranceKeptCents > 0) {
    lines.push(
      t('booking.cancellation.insurance', { amount: money(language, data.insuranceKeptCents) }),
    );
  }
  if (data.refundCents > 0) {
    lines.push(t('booking.cancellation.refund', { amount: money(language, data.refundCents) }));
  }
  if ((data.voucherRefundCents ?? 0) > 0) {
    lines.push(
      t('booking.cancellation.refundVoucher', {
        amount: money(language, data.voucherRefundCents ?? 0),
      }),
    );
  }
  return {
    subject: t('booking.cancellation.subject', { number: data.displayNumber }),
    preview: t('booking.cancellation.preview', { object: data.objectTitle }),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.cancellation.intro', { object: data.objectTitle })}</MailText>
        <MailList items={lines} />
        {data.payment != null && data.payment.due.length > 0 && (
          <PaymentPart scope={scope} payment={data.payment} paymentUrl={data.paymentUrl} />
        )}
      </>
    ),
  };
});

/**
 * To the landlord: the guest, or the office for the guest, cancelled; the dates are free again.
 * It says who: a landlord told "the guest cancelled" of a cancellation the office made (a guest
 * who phoned, a goodwill cancellation) would ask the guest, or doubt the next mail.
 */
export const landlordCancellationMail = defineMail<CancellationMailData>((scope, data) => {
  const { t } = scope;
  const values = { number: data.displayNumber, object: data.objectTitle };
  const office = data.cancelledBy === 'office';
  return {
    subject: t('booking.cancellation.landlordSubject', values),
    preview: t(
      office
        ? 'booking.cancellation.landlordOfficePreview'
        : 'booking.cancellation.landlordPreview',
      values,
    ),
    greetingName: null,
    body: (
      <>
        <MailText>
          {t(
            office
              ? 'booking.cancellation.landlordOfficeIntro'
              : 'booking.cancellation.landlordIntro',
            values,
          )}
        </MailText>
        <MailList items={factLines(scope, { ...data, name: null })} />
      </>
    ),
  };
});

export interface LandlordOfficeDecisionData extends BookingFacts {
  decision: 'confirm' | 'decline';
  /** A decline's reason, as the guest read it. */
  reason: string | null;
  /** Who is coming and how they pay (absent in mails queued before they were added). */
  guestName?: string;
  paymentMethod?: LandlordPaymentMethod;
}

/**
 * To the landlord: the office confirmed or declined the request for them (decision 086, after
 * they did not answer the link and were called), so their records and calendar agree.
 */
export const landlordOfficeDecisionMail = defineMail<LandlordOfficeDecisionData>((scope, data) => {
  const { t } = scope;
  const values = { number: data.displayNumber, object: data.objectTitle };
  const confirmed = data.decision === 'confirm';
  return {
    subject: t(
      confirmed
        ? 'booking.officeDecision.confirmedSubject'
        : 'booking.officeDecision.declinedSubject',
      values,
    ),
    preview: t(
      confirmed
        ? 'booking.officeDecision.confirmedPreview'
        : 'booking.officeDecision.declinedPreview',
      values,
    ),
    greetingName: null,
    body: (
      <>
        <MailText>
          {t(
            confirmed
              ? 'booking.officeDecision.confirmedIntro'
              : 'booking.officeDecision.declinedIntro',
            values,
          )}
        </MailText>
        {!confirmed && data.reason !== null && data.reason !== '' && (
          <MailText>{t('booking.officeDecision.reason', { reason: data.reason })}</MailText>
        )}
        <MailList
          items={[
            ...(confirmed && data.guestName
              ? [t('booking.landlord.guest', { guest: data.guestName })]
              : []),
            ...factLines(scope, { ...data, name: null }),
            ...(confirmed ? landlordPaymentLines(scope, data.paymentMethod) : []),
          ]}
        />
        {confirmed && <LandlordBill scope={scope} method={data.paymentMethod} />}
        <MailText>{t('booking.officeDecision.questions')}</MailText>
      </>
    ),
  };
});

/** The templates by the outbox's `kind`. */
export interface ArrivalInfoData extends BookingFacts {
  bookingUrl: string;
  /** The landlord (else agency) to agree the arrival time and the keys with. */
  landlord: LandlordContactFacts;
  /** The costs due on site, as booked (./contract.ts). */
  onSite: OnSiteCost[];
  /** Read when the mail is sent (outbox.ts, `paymentFor`): what is still open, and how. */
  payment?: PaymentInstructions | null;
  paymentUrl?: string | null;
}

/**
 * To the guest, a few days before arrival (ARRIVAL_INFO_DAYS; the finish page promises it): the
 * stay, whom to call for the arrival and the keys, what is paid on site, and what is still open.
 */
export const arrivalInfoMail = defineMail<ArrivalInfoData>((scope, data) => {
  const { t, language } = scope;
  const contact = contactLines(scope, data.landlord);
  const values = { object: data.objectTitle, date: mailDay(language, data.startDate) };
  const payment = data.payment ?? null;
  return {
    subject: t('booking.arrivalInfo.subject', values),
    preview: t('booking.arrivalInfo.preview', values),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.arrivalInfo.intro', values)}</MailText>
        <MailList items={factLines(scope, data)} />
        {contact.length > 0 ? (
          <>
            <MailText>{t('booking.arrivalInfo.contact')}</MailText>
            <MailList items={contact} />
          </>
        ) : (
          <MailText>{t('booking.arrivalInfo.noContact')}</MailText>
        )}
        {data.onSite.length > 0 && (
          <>
            <MailText>{t('booking.contract.onSite')}</MailText>
            <MailList items={data.onSite.map((cost) => onSiteLine(scope, cost))} />
          </>
        )}
        {/* Only what the site itself collects (card, transfer) is known paid or open here: an
            invoice or the landlord's own collection is settled with them, never marked here. */}
        {payment === null ||
        (payment.method !== 'card' && payment.method !== 'bankTransfer') ? null : payment.due
            .length > 0 ? (
          <>
            <MailText>{t('booking.arrivalInfo.stillOpen')}</MailText>
            <PaymentPart scope={scope} payment={payment} paymentUrl={data.paymentUrl} />
          </>
        ) : (
          <MailText>{t('booking.arrivalInfo.paid')}</MailText>
        )}
        <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
        <MailNote>{t('booking.arrivalInfo.wish')}</MailNote>
      </>
    ),
  };
});

export interface BookingClaimedData extends BookingFacts {
  /** The address of the customer account the booking was added to. */
  account: string;
  bookingUrl: string;
}

/**
 * To the address the booking was made with, when a customer account added it through the
 * booking's link (decision 084): from then on that account can cancel it. Not you: tell us.
 */
export const bookingClaimedMail = defineMail<BookingClaimedData>((scope, data) => {
  const { t } = scope;
  const values = { number: data.displayNumber, account: data.account };
  return {
    subject: t('booking.claimed.subject', values),
    preview: t('booking.claimed.preview', values),
    greetingName: data.name,
    body: (
      <>
        <MailText>{t('booking.claimed.intro', values)}</MailText>
        <MailList items={factLines(scope, data)} />
        <MailText>{t('booking.claimed.notYou')}</MailText>
        <Action scope={scope} href={data.bookingUrl} label={t('booking.guestBooking.action')} />
      </>
    ),
  };
});

export const MAIL_TEMPLATES = {
  guestConfirmation: guestConfirmationMail,
  landlordNotification: landlordNotificationMail,
  landlordCalendarRenewed: landlordCalendarRenewedMail,
  landlordHandover: landlordHandoverMail,
  optionReminder: optionReminderMail,
  balanceReminder: balanceReminderMail,
  paymentOverdue: paymentOverdueMail,
  paymentReceipt: paymentReceiptMail,
  refundSent: refundSentMail,
  enquiryLandlord: enquiryLandlordMail,
  enquiryCopy: enquiryCopyMail,
  guestCancellation: guestCancellationMail,
  landlordCancellation: landlordCancellationMail,
  bookingConfirmed: bookingConfirmedMail,
  bookingDeclined: bookingDeclinedMail,
  landlordReminder: landlordReminderMail,
  officeEscalation: officeEscalationMail,
  ratingInvitation: ratingInvitationMail,
  ratingAnswerRequest: ratingAnswerRequestMail,
  ratingAnswerHandover: ratingAnswerHandoverMail,
  ratingHidden: ratingHiddenMail,
  ratingReportDecided: ratingReportDecidedMail,
  ratingReportsWaiting: ratingReportsWaitingMail,
  voucherIssued: voucherIssuedMail,
  arrivalInfo: arrivalInfoMail,
  bookingClaimed: bookingClaimedMail,
  landlordOfficeDecision: landlordOfficeDecisionMail,
} as const satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof MAIL_TEMPLATES;
