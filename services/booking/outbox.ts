// Delivery of the booking mails queued in booking_mails (db/repositories/booking-mails.ts): right
// after the answer for the mails a request queued, and every minute by the mail job for whatever
// is due — a failed attempt is tried again after 1, 2, 4 … minutes, MAX_ATTEMPTS times in all.
// A mail is claimed before it is sent, so two processes never send the same row; it is sent at
// least once (a process dying between the SMTP answer and the mark would send it again).
// Nothing of the recipient is logged: the row's id and kind say which mail failed.
import { isLanguage, type Language } from '#core/languages';
import type { Db } from '#db/client';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  queueMails,
  type BookingMailRecord,
  type NewBookingMail,
} from '#db/repositories/booking-mails';
import { findBooking } from '#db/repositories/booking-records';
import {
  systemContext,
  type AppDeps,
  type ContextLog,
  type JobDefinition,
  type MailBrand,
  type MailData,
  type RenderedMail,
} from '#services/platform';
import { paymentUrl } from '#services/payments';
import { calendarFeedUrl } from './calendar-feed';
import { displayNumberOf } from './facts';
import { guestToken } from './links';
import { paymentInstructions } from './payment-instructions';
import { MAIL_TEMPLATES, type MailKind } from './mails';
import {
  bookingAttribution,
  mailBrandFor,
  operatorMailBrand,
  type BookingAttribution,
} from '#services/partners';

/** Attempts before a mail is given up (about an hour of retries). */
export const MAX_ATTEMPTS = 7;
/** Mails one job run delivers at most (the next run takes the rest). */
const BATCH = 50;

/** Minutes until the next try after attempt n: 1, 2, 4, 8 … (capped at an hour). */
export function retryAfterSeconds(attempt: number): number {
  return Math.min(3_600, 60 * 2 ** (attempt - 1));
}

export interface QueuedMail<K extends MailKind = MailKind> {
  kind: K;
  /** One mail per key ever: 'guestConfirmation:42'. */
  dedupeKey: string;
  recipient: string;
  language: Language;
  bookingId?: number;
  enquiryId?: number;
  /**
   * The template's data; `paymentFor` (a booking id) makes the outbox fill in `paymentUrl` when
   * the mail is sent: the signed link of the payment due then. `calendarFor` (an object number)
   * fills in `calendarUrl`, the landlord's calendar feed address in force then (decision 095):
   * a renewal between queueing and sending is heeded, and a waiting row holds no feed secret.
   */
  data: Parameters<(typeof MAIL_TEMPLATES)[K]>[1] & { paymentFor?: number; calendarFor?: number };
  /** Where replies go instead of the brand's contact (the guest, for an enquiry's landlord mail). */
  replyTo?: string;
}

/** Queues mails in the caller's transaction; returns the ids of those not queued before. */
export function queueBookingMails(
  tx: Db,
  mails: readonly QueuedMail[],
  now: Date,
): Promise<number[]> {
  const rows: NewBookingMail[] = mails.map((mail) => ({
    kind: mail.kind,
    dedupeKey: mail.dedupeKey,
    recipient: mail.recipient,
    language: mail.language,
    bookingId: mail.bookingId ?? null,
    enquiryId: mail.enquiryId ?? null,
    data: {
      ...(mail.data as unknown as Record<string, unknown>),
      ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    },
  }));
  return queueMails(tx, rows, now);
}

/**
 * Mails that keep the operator's contact, whoever the booking came through: to the office, and
 * the office's own decisions, whose replies must reach the office (a hidden rating's author
 * contesting it, decision 096), not a partner's.
 */
const OFFICE_MAILS: ReadonlySet<string> = new Set<MailKind>([
  'officeEscalation',
  'ratingHidden',
  'ratingReportsWaiting',
]);

/**
 * Mails to a landlord: always the operator's contact (reply-to, phone, footer). The landlord's
 * partner is the operator, not the travel agency or affiliate that brought the guest; a reply or
 * a call about a booking must reach the office (an audit found a partner's booking's landlord
 * mails answering to the agency).
 */
const LANDLORD_MAILS: ReadonlySet<string> = new Set<MailKind>([
  'landlordNotification',
  'landlordReminder',
  'landlordCancellation',
  'landlordOfficeDecision',
  'landlordCalendarRenewed',
  'landlordHandover',
  'enquiryLandlord',
  'ratingAnswerRequest',
  'ratingAnswerHandover',
]);

/**
 * The brand a mail goes out with. A booking's mails carry the contact of the partner and campaign
 * the booking is attributed to (bookings.partner_id, pid; SPEC §3) — whoever queued them: the
 * guest's visit, the landlord's (confirming through the link), a reminder job. Other mails (an
 * enquiry's copy) keep the brand of the visit that queued them; mails to the landlord and to the
 * office the operator's.
 */
async function brandOf(
  deps: AppDeps,
  row: BookingMailRecord,
  stored: MailBrand | undefined,
): Promise<MailBrand> {
  if (LANDLORD_MAILS.has(row.kind)) return operatorMailBrand(deps);
  if (row.bookingId !== null && !OFFICE_MAILS.has(row.kind)) {
    const booking = await findBooking(deps.database.db, row.bookingId);
    if (booking !== null) return mailBrandFor({ deps }, booking);
  }
  return stored ?? (await operatorMailBrand(deps));
}

/**
 * What a mail to the office says besides its stored data: whom the booking came through (partner,
 * its group and Midoco use, campaign; SPEC §3 allowMidocoUsage), read when the mail is sent.
 */
async function officeFacts(
  deps: AppDeps,
  row: BookingMailRecord,
): Promise<{ attribution?: BookingAttribution | null }> {
  if (row.bookingId === null || !OFFICE_MAILS.has(row.kind)) return {};
  const booking = await findBooking(deps.database.db, row.bookingId);
  return { attribution: booking === null ? null : await bookingAttribution(deps, booking) };
}

/**
 * What a mail with `paymentFor` says of paying, made when it is sent: the provider's link of the
 * payment due then — with the guest's link secret, so the card page returns a guest paying from
 * the mail in another browser to the booking's page — and the instructions (what is due, the
 * account of a transfer).
 */
async function paymentPart(deps: AppDeps, now: Date, language: Language, bookingId: number) {
  const ctx = systemContext(deps, now, { language });
  const booking = await findBooking(deps.database.db, bookingId);
  return {
    paymentUrl: await paymentUrl(ctx, {
      bookingId,
      language,
      returnAccess:
        booking === null || booking.guestHash === null ? null : guestToken(deps, booking),
    }),
    payment:
      booking === null
        ? null
        : await paymentInstructions(ctx, {
            bookingId,
            paymentMethod: booking.paymentMethod,
            displayNumber: displayNumberOf(booking),
          }),
  };
}

async function send(deps: AppDeps, row: BookingMailRecord, now: Date): Promise<void> {
  // The row's data was written for its kind's template (queueBookingMails is typed by kind).
  const template = MAIL_TEMPLATES[row.kind as MailKind] as unknown as
    | ((language: Language, data: MailData<Record<string, unknown>>) => Promise<RenderedMail>)
    | undefined;
  if (template === undefined) throw new Error(`unknown booking mail ${row.kind}`);
  const language: Language = isLanguage(row.language) ? row.language : 'de';
  const stored = row.data as Record<string, unknown> & {
    brand?: MailBrand;
    replyTo?: string;
    paymentFor?: number;
    calendarFor?: number;
  };
  const brand = await brandOf(deps, row, stored.brand);
  // The payment link of the payment due when the mail goes out (signed, it is made only now), and
  // what is due then with the account of a transfer (decision 080).
  const payment =
    stored.paymentFor === undefined
      ? {}
      : await paymentPart(deps, now, language, stored.paymentFor);
  const calendar =
    stored.calendarFor === undefined
      ? {}
      : { calendarUrl: await calendarFeedUrl(deps, stored.calendarFor) };
  const mail = await template(language, {
    ...stored,
    ...payment,
    ...calendar,
    ...(await officeFacts(deps, row)),
    brand,
  });
  await deps.mailer.send({
    to: row.recipient,
    ...mail,
    ...(stored.replyTo === undefined ? {} : { replyTo: stored.replyTo }),
  });
}

/**
 * Claims and sends due mails (`ids`: only these, right after the request that queued them).
 * Returns how many were sent and how many failed this time.
 */
export async function deliverBookingMails(
  deps: AppDeps,
  now: Date,
  log: ContextLog | undefined,
  ids?: readonly number[],
): Promise<{ sent: number; failed: number }> {
  if (ids !== undefined && ids.length === 0) return { sent: 0, failed: 0 };
  const db = deps.database.db;
  const rows = await claimDueMails(db, now, {
    limit: ids === undefined ? BATCH : ids.length,
    ...(ids === undefined ? {} : { ids }),
    retryAfterSeconds,
  });
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await send(deps, row, now);
      await markMailSent(db, row.id, deps.clock());
      sent++;
    } catch (error) {
      failed++;
      const code = (error as { code?: unknown }).code;
      log?.warn(
        { mail: row.id, kind: row.kind, attempt: row.attempts, code: code ?? null },
        'booking mail not sent',
      );
      if (row.attempts >= MAX_ATTEMPTS) await markMailFailed(db, row.id);
    }
  }
  return { sent, failed };
}

/** Every minute: the booking mails that are due (new ones the request did not send, retries). */
export const bookingMailJob: JobDefinition = {
  name: 'booking.mails',
  cron: '* * * * *',
  pollingSeconds: 5,
  retryLimit: 0,
  async run({ deps, now, log }) {
    return deliverBookingMails(deps, now, log);
  },
};
