// A partner's new login code (decision 092). The code is mailed once at the approval and only its
// hash is kept, so a partner who lost it — or whose welcome mail failed while nobody saw the
// code on the office's page — could never log in again. The office (or the operator on the
// command line) makes a new one: the old one stops working at once, every session of the
// partner's account ends (whoever knew the old code is logged out), the new code goes to the
// partner's e-mail address, and the change is audit-logged — without the code.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/languages';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import {
  findPartnerCodeRecipient,
  replaceLoginCodeHash,
} from '#db/repositories/partners-applications';
import { endPartnerSessions, hashPassword } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import { partnerCodeRenewedMail } from './mails';
import { operatorMailBrand } from './operator-brand';
import { newLoginCode } from './registration';

export interface RenewedLoginCode {
  partnerId: number;
  partnerName: string;
  /** The new code as mailed (only its hash is stored): shown once when it could not be mailed. */
  loginCode: string;
  /** Where it was mailed; null when the partner has no address (hand the code over in person). */
  sentTo: string | null;
  /** Whether the mail went out. */
  mailed: boolean;
  /** How many logged-in sessions of the partner's staff were ended. */
  sessionsEnded: number;
}

function mailLanguage(language: string | null): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Gives partner `partnerId` a new login code and mails it. 404 `errors.partners.partnerNotFound`
 * (field `partnerId`) for an unknown partner; 409 `errors.partners.codeRenewedMeanwhile` when
 * another renewal replaced the code while this one was made (only one code is mailed). The
 * caller checks who may (the office's page: admin.partners; the command: the operator).
 */
export async function renewLoginCode(
  ctx: RequestContext,
  partnerId: number,
): Promise<RenewedLoginCode> {
  const { deps } = ctx;
  const { db } = deps.database;
  const notFound = () =>
    new DomainError('notFound', 'errors.partners.partnerNotFound', { field: 'partnerId' });
  const renewedMeanwhile = () =>
    new DomainError('conflict', 'errors.partners.codeRenewedMeanwhile', { field: 'partnerId' });
  const partner = await findPartnerCodeRecipient(db, partnerId);
  if (partner === null) throw notFound();
  const loginCode = newLoginCode();
  const loginCodeHash = await hashPassword(loginCode);
  const sessionsEnded = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    if (!(await replaceLoginCodeHash(tx, partnerId, loginCodeHash, partner.loginCodeHash))) {
      // Gone meanwhile, or renewed by someone else since it was read (two clicks, two tabs):
      // that renewal's code is the one mailed and in force; a second would silently void it.
      throw (await findPartnerCodeRecipient(tx, partnerId)) === null
        ? notFound()
        : renewedMeanwhile();
    }
    const ended = await endPartnerSessions(tx, partnerId, ctx.now);
    await insertAuditEntry(tx, {
      accountId: ctx.user === null ? null : Number(ctx.user.accountID),
      action: 'partners.codeRenewed',
      target: `partner:${partnerId}`,
      before: null,
      // Never the code: the log's readers must not be able to log in as the partner.
      after: { sessionsEnded: ended },
    });
    return ended;
  });
  const sentTo = partner.partnerEmail;
  let mailed = false;
  if (sentTo !== null) {
    try {
      const mail = await partnerCodeRenewedMail(mailLanguage(partner.language), {
        brand: await operatorMailBrand(deps),
        name: partner.partnerName,
        partnerId,
        loginCode,
      });
      await deps.mailer.send({ to: sentTo, ...mail });
      mailed = true;
    } catch (error) {
      // The code is in force either way: whoever asked for it hands it over another way.
      ctx.log?.error(
        { mail: 'partner.codeRenewed', error: error instanceof Error ? error.name : 'unknown' },
        'partner programme mail failed',
      );
    }
  }
  return { partnerId, partnerName: partner.partnerName, loginCode, sentTo, mailed, sessionsEnded };
}
