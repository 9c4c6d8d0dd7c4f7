// The contact forms (SPEC §2 Contact with its guest, landlord, partner and agency forms, §7
// POST /api/mailer/contact; issue 16): one use-case for the API and the page's form post. A
// message is checked against the form guard (services/platform form-guard.ts: time trap, signed
// token, trap field) and the abuse limits (./limits.ts), stored in contact_messages, mailed to the
// office (the operator brand's office address, Reply-To the sender, with the visit's partner and
// campaign) and confirmed to the sender in the page's language with a fixed text (./mails.tsx).
//
// Field formats and the checks between fields are the request schema's (core/api/content.ts,
// core/contact.ts); the one check that needs the clock is here: a stay may not start in the past.
import { todayInBerlin } from '#core/dates';
import type { ContactFormData } from '#core/api/content';
import { contactFieldNeeds } from '#core/contact';
import { buildPath } from '#core/routes';
import { insertContactMessage } from '#db/repositories/content-contact';
import { isPublishedRatingOf } from '#services/catalogue';
import { loadShell, mailBrand, operatorMailBrand } from '#services/partners';
import { DomainError, enforceFormGuard, sendOrLog, type RequestContext } from '#services/platform';
import { countContactMessage } from './limits';
import { contactConfirmationMail, contactOfficeMail } from './mails';
import { CONTACT_FIELD_PREFIX, type ContactInput, type ContactSent } from './types';

const field = (name: string) => `${CONTACT_FIELD_PREFIX}${name}`;

const blank = <T>(value: T | '' | undefined): T | null =>
  value === undefined || value === '' ? null : value;

/** The use-case's input from the request schema's fields (the API's formData, the page's form). */
export function contactInputOf(f: ContactFormData): ContactInput {
  return {
    form: f.form,
    reason: f.reason,
    salutation: f.salutation ?? 'none',
    firstName: f.firstName,
    lastName: f.lastName,
    email: f.email,
    phone: blank(f.phone),
    message: f.message,
    objectNumber: blank(f.objectNumber),
    startDate: blank(f.startDate),
    endDate: blank(f.endDate),
    ratingNumber: blank(f.ratingNumber),
    formToken: f.formToken,
    website2: f.website2,
  };
}

export async function sendContactMessage(
  ctx: RequestContext,
  input: ContactInput,
): Promise<ContactSent> {
  // The guard first: it costs no query, and a bot's post spends no one's limits.
  const verdict = enforceFormGuard(
    ctx,
    'contact',
    { token: input.formToken, trap: input.website2 },
    field('formToken'),
  );
  // Only the fields the form has for this reason (an object number posted to the partner form is
  // left out, not refused).
  const needs = contactFieldNeeds(input.form, input.reason);
  const objectNumber = needs.objectNumber === null ? null : input.objectNumber;
  const ratingNumber = needs.ratingNumber === null ? null : input.ratingNumber;
  const withDates = needs.dates !== null && input.startDate !== null && input.endDate !== null;
  if (withDates && input.startDate! < todayInBerlin(ctx.now)) {
    throw new DomainError('invalid', 'errors.contact.startPast', { field: field('startDate') });
  }
  await countContactMessage(ctx, input.email);
  // A report names a rating the object's page shows (decision 096): the exact place reported.
  if (
    ratingNumber !== null &&
    (objectNumber === null || !(await isPublishedRatingOf(ctx, objectNumber, ratingNumber)))
  ) {
    throw new DomainError('invalid', 'errors.contact.ratingUnknown', {
      field: field('ratingNumber'),
    });
  }
  // The trap was filled: the same answer as a sent message, nothing stored, nothing mailed.
  if (verdict === 'drop') {
    ctx.log?.warn({ form: input.form }, 'contact form trap filled, dropped');
    return { sent: true };
  }
  const name = `${input.firstName} ${input.lastName}`;
  const phone = input.phone === null || input.phone === '' ? null : input.phone;
  const messageId = await insertContactMessage(ctx.deps.database.db, {
    mandant: ctx.mandant,
    uid: ctx.uid,
    form: input.form,
    reason: input.reason,
    email: input.email,
    name,
    phone,
    objectNumber,
    ratingNumber,
    message: input.message,
    language: ctx.language,
    createdAt: ctx.now,
  });
  const [shell, office, senderBrand] = await Promise.all([
    loadShell(ctx),
    operatorMailBrand(ctx.deps),
    mailBrand(ctx),
  ]);
  // The office reads German (the operator's language); the sender's language is named in it.
  const officeMail = await contactOfficeMail('de', {
    brand: office,
    messageId,
    form: input.form,
    reason: input.reason,
    salutation: input.salutation,
    name,
    email: input.email,
    phone,
    objectNumber,
    ratingNumber,
    // The office's page for the reported rating (decision 096).
    ratingUrl:
      ratingNumber === null
        ? null
        : new URL(
            `${buildPath('AdminRatings', {}, 'de')}?rating=${ratingNumber}`,
            ctx.deps.config.siteOrigin,
          ).href,
    startDate: withDates ? input.startDate : null,
    endDate: withDates ? input.endDate : null,
    message: input.message,
    language: ctx.language,
    partner:
      ctx.partnerId === null
        ? null
        : { id: Number(ctx.partnerId), name: shell.partner?.name ?? null },
    pid: ctx.pid,
  });
  // The message is stored: a failing mail server is logged, not answered as an error.
  await sendOrLog(ctx, 'contact.office', () =>
    ctx.deps.mailer.send({ to: office.contact.email, ...officeMail, replyTo: input.email }),
  );
  await sendOrLog(ctx, 'contact.confirmation', async () => {
    const confirmation = await contactConfirmationMail(ctx.language, { brand: senderBrand, name });
    await ctx.deps.mailer.send({ to: input.email, ...confirmation });
  });
  return { sent: true };
}
