// Enquiries (POST /api/request, the /request/{n}/ page): a question to the landlord with optional
// dates and party. It blocks nothing; the landlord gets it (replies go straight to the guest) and
// the guest a copy. Spam protection without a third-party captcha is the platform's form guard
// (services/platform/form-guard.ts: a signed form token with a minimum fill time, and a honeypot
// field whose filled-in enquiries are answered like any other and silently not sent), plus
// - the abuse limits per client address and per guest address (limits.ts);
// - the mails carry the guest's text only as escaped text, never as a link or a header.
import type { Db } from '#db/client';
import { insertEnquiry, objectContact } from '#db/repositories/booking-records';
import { loadPricingSource } from '#db/repositories/pricing';
import { mailBrand } from '#services/partners';
import {
  DomainError,
  FORM_MIN_FILL_MS,
  enforceFormGuard,
  issueFormToken,
  type RequestContext,
} from '#services/platform';
import { deliverAfterAnswer } from './after-answer';
import { objectTitle } from './facts';
import { countBookingWrite } from './limits';
import { queueBookingMails, type QueuedMail } from './outbox';
import type { EnquiryInput, EnquirySent } from './types';

/** A new form token of the enquiry (the platform's form guard, bound to this form). */
export function enquiryFormToken(ctx: Pick<RequestContext, 'deps' | 'now'>): {
  formToken: string;
  minSeconds: number;
} {
  return { formToken: issueFormToken(ctx, 'enquiry'), minSeconds: FORM_MIN_FILL_MS / 1000 };
}

export async function sendEnquiry(ctx: RequestContext, input: EnquiryInput): Promise<EnquirySent> {
  const t = input.traveller;
  const verdict = enforceFormGuard(ctx, 'enquiry', {
    token: input.formToken,
    trap: input.honeypot,
  });
  await countBookingWrite(ctx, t.email, 'enquiry');
  // A robot filled in the hidden field: the same answer, nothing stored, nothing sent.
  if (verdict === 'drop') {
    ctx.log?.warn({ objectNumber: input.objectNumber }, 'enquiry honeypot filled, dropped');
    return { sentTo: t.email };
  }
  const db = ctx.deps.database.db;
  const source = await loadPricingSource(db, input.objectNumber);
  const data = { objectNumber: input.objectNumber };
  if (source === null) {
    throw new DomainError('notFound', 'errors.object.notFound', { field: 'objectNumber', data });
  }
  if (!source.active) {
    throw new DomainError('gone', 'errors.object.gone', { field: 'objectNumber', data });
  }
  const brand = await mailBrand(ctx);
  const accountId =
    ctx.user !== null && ctx.user.kind === 'customer' ? Number(ctx.user.accountID) : null;
  const ids = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const enquiryId = await insertEnquiry(tx, {
      objectNumber: input.objectNumber,
      accountId: accountId !== null && Number.isSafeInteger(accountId) ? accountId : null,
      salutation: t.salutation,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      phone: t.phone,
      message: input.message,
      startDate: input.startDate,
      endDate: input.endDate,
      adults: input.adults,
      children: input.children,
      pets: input.pets,
      language: ctx.language,
      uid: ctx.uid,
      // The partner and campaign of the visit, as a booking keeps them (commission later).
      partnerId: ctx.partnerId === null ? null : Number(ctx.partnerId),
      pid: ctx.pid,
      createdAt: ctx.now,
    });
    const contact = await objectContact(tx, input.objectNumber);
    const mailData = {
      brand,
      name: `${t.firstName} ${t.lastName}`,
      objectTitle: objectTitle(contact, ctx.language),
      objectNumber: input.objectNumber,
      message: input.message,
      startDate: input.startDate,
      endDate: input.endDate,
      adults: input.adults,
      children: input.children,
      pets: input.pets,
      guestEmail: t.email,
      guestPhone: t.phone,
    };
    const mails: QueuedMail[] = [
      {
        kind: 'enquiryCopy',
        dedupeKey: `enquiryCopy:${enquiryId}`,
        recipient: t.email,
        language: ctx.language,
        enquiryId,
        data: mailData,
      },
    ];
    if (contact?.email) {
      mails.push({
        kind: 'enquiryLandlord',
        dedupeKey: `enquiryLandlord:${enquiryId}`,
        recipient: contact.email,
        language: ctx.language,
        enquiryId,
        data: mailData,
        replyTo: t.email,
      });
    }
    return queueBookingMails(tx, mails, ctx.now);
  });
  deliverAfterAnswer(ctx, ids);
  return { sentTo: t.email };
}
