// The office sends a rating's answer link to the object's contact again (decision 114): for a
// landlord who lost the mail, and for the ratings a handover mail did not list (answered ones, or
// beyond its newest 20). The link goes only to the contact the catalogue names, never to an
// address typed in the office, so nobody in the office holds the secret; each send is audit-logged,
// and one per rating and hour (the dedupe key) is sent, so a double click sends one mail.
import { z } from 'zod';
import { entityId } from '#core/api/common';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import { objectContact } from '#db/repositories/booking-records';
import { findRatingByNumber, ratingAnswerVersion } from '#db/repositories/catalogue-rating-writes';
import { requireAccess } from '#services/accounts';
import { deliverBookingMails, LANDLORD_LANGUAGE, queueBookingMails } from '#services/booking';
import { operatorMailBrand } from '#services/partners';
import { DomainError, parseOrRefuse, type RequestContext } from '#services/platform';
import { titleIn } from './invitation';
import { ratingForLandlord } from './links';

const resendBody = z.strictObject({ ratingNumber: entityId });

export interface ResentAnswerLink {
  ratingNumber: number;
  /** False when this rating's link was already sent in the same hour (nothing sent again). */
  sent: boolean;
}

/** Mails the rating's current answer link to its object's contact (admin.ratings). */
export async function officeResendAnswerLink(
  ctx: RequestContext,
  raw: { ratingNumber: unknown },
): Promise<ResentAnswerLink> {
  const office = requireAccess(ctx, 'admin.ratings');
  const { ratingNumber } = parseOrRefuse(resendBody, raw, 'ratingNumber');
  const db = ctx.deps.database.db;
  const brand = await operatorMailBrand(ctx.deps);
  const ids = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rating = await findRatingByNumber(tx, ratingNumber);
    if (rating === null) {
      throw new DomainError('notFound', 'errors.ratings.unknown', { field: 'ratingNumber' });
    }
    const contact = await objectContact(tx, rating.objectNumber);
    if (!contact?.email) {
      throw new DomainError('conflict', 'errors.ratings.noContact', { field: 'ratingNumber' });
    }
    const version = await ratingAnswerVersion(tx, rating.objectNumber);
    const language = LANDLORD_LANGUAGE;
    const queued = await queueBookingMails(
      tx,
      [
        {
          kind: 'ratingAnswerRequest',
          // One per rating and hour (Berlin time does not matter for a key).
          dedupeKey: `ratingAnswerRequest:${ratingNumber}:office:${ctx.now.toISOString().slice(0, 13)}`,
          recipient: contact.email,
          language,
          data: {
            brand,
            name: contact.name,
            objectTitle: titleIn(contact.title, language),
            objectNumber: rating.objectNumber,
            ...ratingForLandlord(ctx.deps, rating, version, language),
            resent: true,
          },
        },
      ],
      ctx.now,
    );
    if (queued.length > 0) {
      await insertAuditEntry(tx, {
        accountId: Number(office.accountID),
        action: 'ratings.answerLinkSent',
        target: `rating:${ratingNumber}`,
        before: null,
        after: { objectNumber: rating.objectNumber, version },
      });
    }
    return queued;
  });
  if (ids.length > 0) await deliverBookingMails(ctx.deps, ctx.now, ctx.log, ids);
  return { ratingNumber, sent: ids.length > 0 };
}
