// Enquiries (POST /api/request, the /request/{n}/ page): a question to the landlord with optional
// dates and party. It blocks nothing; the landlord gets it (replies go straight to the guest) and
// the guest a copy. Spam protection without a third-party captcha
// (docs/decisions/055-occupancy-and-booking-states.md):
// - a form token: the instant the form was made, signed (HMAC) — an enquiry sooner than
//   MIN_FILL_SECONDS after it, or with a token older than a day or not ours, is refused
//   (`formToken`); scripts that post without loading the form first have no token;
// - a honeypot field the page hides from people (and from screen readers): filled in, the
//   enquiry is answered like any other and silently not sent;
// - the abuse limits per client address and per guest address (limits.ts);
// - the mails carry the guest's text only as escaped text, never as a link or a header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '#db/client';
import { insertEnquiry, objectContact } from '#db/repositories/booking-records';
import { loadPricingSource } from '#db/repositories/pricing';
import { mailBrand } from '#services/partners';
import { DomainError, type AppDeps, type RequestContext } from '#services/platform';
import { deliverAfterAnswer } from './after-answer';
import { objectTitle } from './facts';
import { countBookingWrite } from './limits';
import { queueBookingMails, type QueuedMail } from './outbox';
import type { EnquiryInput, EnquirySent } from './types';

/** A person needs a few seconds to write a question; a script posting at once is refused. */
export const MIN_FILL_SECONDS = 3;
/** A form left open longer is made again (the page gives a new token with every render). */
export const MAX_FORM_AGE_SECONDS = 24 * 60 * 60;

function formKey(deps: Pick<AppDeps, 'jwtSecret'>): Buffer {
  return createHmac('sha256', deps.jwtSecret).update('feriora enquiry form').digest();
}

function sign(deps: Pick<AppDeps, 'jwtSecret'>, issued: string): string {
  return createHmac('sha256', formKey(deps)).update(issued).digest('base64url');
}

/** A new form token: the instant now (base-36 milliseconds), signed. */
export function enquiryFormToken(ctx: Pick<RequestContext, 'deps' | 'now'>): {
  formToken: string;
  minSeconds: number;
} {
  const issued = ctx.now.getTime().toString(36);
  return { formToken: `${issued}.${sign(ctx.deps, issued)}`, minSeconds: MIN_FILL_SECONDS };
}

/** null when the token is ours and its age fits, else why not. */
export function formTokenProblem(
  ctx: Pick<RequestContext, 'deps' | 'now'>,
  token: string,
): 'invalid' | 'tooFast' | 'expired' | null {
  const [issued = '', signature = ''] = token.split('.');
  const expected = sign(ctx.deps, issued);
  if (
    !/^[0-9a-z]{1,12}$/.test(issued) ||
    signature.length !== expected.length ||
    !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return 'invalid';
  }
  const ageSeconds = (ctx.now.getTime() - parseInt(issued, 36)) / 1000;
  if (ageSeconds < MIN_FILL_SECONDS) return 'tooFast';
  if (ageSeconds > MAX_FORM_AGE_SECONDS) return 'expired';
  return null;
}

export async function sendEnquiry(ctx: RequestContext, input: EnquiryInput): Promise<EnquirySent> {
  const t = input.traveller;
  const problem = formTokenProblem(ctx, input.formToken);
  if (problem !== null) {
    throw new DomainError('invalid', `errors.booking.form.${problem}`, { field: 'formToken' });
  }
  await countBookingWrite(ctx, t.email, 'enquiry');
  // A robot filled in the hidden field: the same answer, nothing stored, nothing sent.
  if (input.honeypot.trim() !== '') {
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
