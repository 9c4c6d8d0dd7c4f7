// The partner programme (SPEC §2 Distribution, §7 sendRegistration; issue 16): travel agencies and
// affiliates apply with their company data; the office approves or rejects. The programme page's
// action, POST /api/sendRegistration and the office's scripts (scripts/partner-decide.ts) all come
// through this one door, as a back office will.
//
// An application is an anonymous write that mails an address the caller typed, so:
// - the form guard (services/platform form-guard.ts): a signed render instant, refused sooner than
//   3 s after it or a day later, and a hidden field whose filled-in posts are answered as sent and
//   dropped;
// - abuse limits per client address and per applicant address (counted in the database);
// - the applicant's mail is a fixed text with their name only (./mails.tsx).
// An approval makes the partner (the next free id, a random login code of which only the argon2
// hash is kept — the hashing partnerLogin verifies — and the configuration from the application)
// and mails the partner their id, the code and their partner link. A decided application cannot
// be decided again. Whoever calls approve or reject is trusted to: the office's scripts; a back
// office checks its editor's permission before it calls.
import { randomInt } from 'node:crypto';
import type { RegistrationFields } from '#core/api/partners';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/languages';
import { buildPath } from '#core/routes';
import type { PartnerKind } from '#core/partner-registration';
import { LOGIN_CODE_ALPHABET } from '#core/partner-login-code';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import {
  decideApplication,
  findApplication,
  insertApplication,
  insertPartnerRow,
  nextPartnerId,
  partnerGroupExists,
  type ApplicationRecord,
} from '#db/repositories/partners-applications';
import { hashPassword } from '#services/accounts';
import {
  DomainError,
  FORM_GUARD_FIELDS,
  FORM_MIN_FILL_MS,
  abuseSubject,
  enforceAbuseLimits,
  enforceFormGuard,
  issueFormToken,
  sendOrLog,
  type AbuseLimit,
  type RequestContext,
} from '#services/platform';
import { mailBrand } from './branding';
import { forgetPartnerLookups } from './lookups';
import {
  applicationOfficeMail,
  applicationReceivedMail,
  partnerApprovedMail,
  partnerRejectedMail,
} from './mails';
import { operatorMailBrand } from './operator-brand';

const HOUR = 60 * 60;

export const REGISTRATION_ABUSE_LIMITS = {
  /** Applications from one client address (an office applies once, a few tries at most). */
  client: { name: 'partners.registration.ip', points: 5, perSeconds: HOUR },
  /** Confirmations to one applicant address a day. */
  recipient: { name: 'partners.registration.to', points: 3, perSeconds: 24 * HOUR },
} as const satisfies Record<string, AbuseLimit>;

export const TOO_MANY_APPLICATIONS = 'errors.partners.tooMany';

/** Seconds a person needs at least (the form guard's time trap). */
export const REGISTRATION_MIN_SECONDS = FORM_MIN_FILL_MS / 1000;

export interface RegistrationInput {
  kind: PartnerKind;
  company: string;
  salutation: 'ms' | 'mr' | 'diverse' | 'none';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  website: string | null;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  vatId: string | null;
  message: string | null;
  /** The form guard's inputs (FORM_GUARD_FIELDS). */
  formToken: string | undefined;
  trap: string | undefined;
}

/** The use-case's input from the request schema's fields (the API's registration, the page's form). */
export function registrationInputOf(r: RegistrationFields): RegistrationInput {
  return {
    kind: r.kind,
    company: r.company,
    salutation: r.salutation,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    website: r.website ?? null,
    street: r.street,
    postalCode: r.postalCode,
    city: r.city,
    countryCode: r.countryCode,
    vatId: r.vatId ?? null,
    message: r.message === undefined || r.message === '' ? null : r.message,
    formToken: r.formToken,
    trap: r.website2,
  };
}

/** The application form's token, for a form rendered now. */
export function registrationFormToken(ctx: Pick<RequestContext, 'deps' | 'now'>): {
  formToken: string;
  minSeconds: number;
} {
  return {
    formToken: issueFormToken(ctx, 'registration'),
    minSeconds: REGISTRATION_MIN_SECONDS,
  };
}

function salutationText(language: Language, salutation: RegistrationInput['salutation']) {
  const words: Record<Language, Record<string, string>> = {
    de: { ms: 'Frau', mr: 'Herr' },
    en: { ms: 'Ms', mr: 'Mr' },
    fr: { ms: 'Mme', mr: 'M.' },
    it: { ms: 'Sig.ra', mr: 'Sig.' },
  };
  return words[language][salutation] ?? '';
}

/** The mails go out once the application is stored; a failure is logged without personal data. */
/**
 * POST /api/sendRegistration and the programme page's form: stores the application, mails the
 * office the application (Reply-To the applicant) and the applicant a confirmation. Refuses a
 * failed form guard (400 on `tokenField`) and spent abuse limits (429 errors.partners.tooMany).
 */
export async function sendRegistration(
  ctx: RequestContext,
  input: RegistrationInput,
  tokenField: string = FORM_GUARD_FIELDS.token,
): Promise<{ sentTo: string }> {
  const verdict = enforceFormGuard(
    ctx,
    'registration',
    { token: input.formToken, trap: input.trap },
    tokenField,
  );
  await enforceAbuseLimits(
    ctx,
    [
      { limit: REGISTRATION_ABUSE_LIMITS.client, subject: abuseSubject.client(ctx.clientIp) },
      { limit: REGISTRATION_ABUSE_LIMITS.recipient, subject: abuseSubject.recipient(input.email) },
    ],
    TOO_MANY_APPLICATIONS,
  );
  // A robot filled in the hidden field: the same answer, nothing stored, nothing sent.
  if (verdict === 'drop') {
    ctx.log?.warn({ form: 'registration' }, 'form trap filled, application dropped');
    return { sentTo: input.email };
  }
  const { deps } = ctx;
  const applicationId = await insertApplication(deps.database.db, {
    kind: input.kind,
    company: input.company,
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    website: input.website,
    street: input.street,
    postalCode: input.postalCode,
    city: input.city,
    countryCode: input.countryCode,
    vatId: input.vatId,
    message: input.message,
    language: ctx.language,
    createdAt: ctx.now,
  });
  const name = `${input.firstName} ${input.lastName}`;
  const salutation = salutationText('de', input.salutation);
  const office = await operatorMailBrand(deps);
  await sendOrLog(ctx, 'registration.office', async () => {
    // The office reads German: the brand's own language.
    const mail = await applicationOfficeMail('de', {
      brand: office,
      applicationId,
      kind: input.kind,
      company: input.company,
      applicant: salutation === '' ? name : `${salutation} ${name}`,
      email: input.email,
      phone: input.phone,
      website: input.website,
      address: `${input.street}, ${input.postalCode} ${input.city}, ${input.countryCode.toUpperCase()}`,
      vatId: input.vatId,
      message: input.message,
      language: ctx.language,
      decideUrl: new URL(buildPath('AdminPartners', {}, 'de'), office.siteUrl).href,
    });
    await deps.mailer.send({ to: office.contact.email, ...mail, replyTo: input.email });
  });
  await sendOrLog(ctx, 'registration.applicant', async () => {
    const mail = await applicationReceivedMail(ctx.language, { brand: await mailBrand(ctx), name });
    await deps.mailer.send({ to: input.email, ...mail });
  });
  return { sentTo: input.email };
}

// ---- The office's decision ----------------------------------------------------------------------

/** A login code of 12 characters (60 random bits) in three groups: no 0/O or 1/I to mix up. */
export function newLoginCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)],
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

async function pendingApplication(db: Db, applicationId: number): Promise<ApplicationRecord> {
  const application = await findApplication(db, applicationId);
  if (application === null) {
    throw new DomainError('notFound', 'errors.partners.applicationNotFound', {
      field: 'applicationId',
    });
  }
  if (application.status !== 'pending') throw alreadyDecided(application);
  return application;
}

function alreadyDecided(application: ApplicationRecord): DomainError {
  return new DomainError('conflict', 'errors.partners.alreadyDecided', {
    field: 'applicationId',
    data: { status: application.status, partnerId: application.partnerId },
  });
}

function languageOf(application: ApplicationRecord): Language {
  const { language } = application;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export interface ApprovalOptions {
  /** The partner group (partner_groups.code) the partner belongs to. */
  parent?: string | null;
  /** The phone shown on the partner's visits, instead of the application's. */
  phone?: string | null;
}

/**
 * The decision's audit entry, in its transaction (decision 091): who decided (the office's
 * account, or null for the command line), the company, the partner made and its group — not the
 * applicant's person or address, which the log's readers need not see.
 */
async function auditDecision(
  tx: Db,
  ctx: RequestContext,
  decided: ApplicationRecord,
  parent: string | null,
): Promise<void> {
  await insertAuditEntry(tx, {
    accountId: ctx.user === null ? null : Number(ctx.user.accountID),
    action: decided.status === 'approved' ? 'partners.approved' : 'partners.rejected',
    target: `partner:application-${decided.id}`,
    before: { status: 'pending' },
    after: {
      status: decided.status,
      company: decided.company,
      partnerId: decided.partnerId,
      ...(decided.status === 'approved' ? { parent } : {}),
    },
  });
}

export interface Approval {
  applicationId: number;
  partnerId: number;
  /** The login code as mailed (only its hash is stored). */
  loginCode: string;
  /** `<SITE_URL>/?partner=<id>`. */
  partnerLink: string;
  /** Whether the mail to the partner went out (else the code must be handed over another way). */
  mailed: boolean;
}

/**
 * Approves a pending application: a partner with the next free id, a new login code (its hash
 * stored) and the application's name, e-mail, phone and website; mails the partner. 404 for an
 * unknown application, 409 errors.partners.alreadyDecided once decided, 400 for an unknown group.
 */
export async function approveApplication(
  ctx: RequestContext,
  applicationId: number,
  options: ApprovalOptions = {},
): Promise<Approval> {
  const { deps } = ctx;
  const { db } = deps.database;
  await pendingApplication(db, applicationId);
  const parent = options.parent ?? null;
  if (parent !== null && !(await partnerGroupExists(db, parent))) {
    throw new DomainError('invalid', 'errors.partners.unknownGroup', { field: 'parent' });
  }
  const loginCode = newLoginCode();
  const loginCodeHash = await hashPassword(loginCode);
  const decided = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const application = await pendingApplication(tx, applicationId);
    const partnerId = await nextPartnerId(tx);
    await insertPartnerRow(tx, {
      partnerId,
      partnerName: application.company,
      partnerParent: parent,
      partnerPhone: options.phone ?? application.phone,
      partnerEmail: application.email,
      partnerUrl: application.website,
      loginCodeHash,
    });
    const row = await decideApplication(tx, applicationId, {
      status: 'approved',
      partnerId,
      decidedAt: ctx.now,
    });
    // Decided by someone else since it was read: the throw undoes the partner too.
    if (row === null) throw alreadyDecided((await findApplication(tx, applicationId))!);
    await auditDecision(tx, ctx, row, parent);
    return row;
  });
  const partnerId = decided.partnerId!;
  forgetPartnerLookups(deps);
  const name = `${decided.firstName} ${decided.lastName}`;
  const brand = await operatorMailBrand(deps);
  let mailed = true;
  try {
    const mail = await partnerApprovedMail(languageOf(decided), {
      brand,
      name,
      partnerId,
      loginCode,
    });
    await deps.mailer.send({ to: decided.email, ...mail });
  } catch (error) {
    // The partner exists; whoever approved hands the code over another way.
    mailed = false;
    ctx.log?.error(
      { mail: 'partner.approved', error: error instanceof Error ? error.name : 'unknown' },
      'partner programme mail failed',
    );
  }
  const link = new URL('/', brand.siteUrl);
  link.searchParams.set('partner', String(partnerId));
  return { applicationId, partnerId, loginCode, partnerLink: link.href, mailed };
}

/**
 * Rejects a pending application (audit-logged in its transaction) and mails the polite refusal;
 * `mailed: false` when that mail failed. 404 / 409 like approving.
 */
export async function rejectApplication(
  ctx: RequestContext,
  applicationId: number,
): Promise<{ applicationId: number; mailed: boolean }> {
  const { deps } = ctx;
  const { db } = deps.database;
  await pendingApplication(db, applicationId);
  const decided = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const row = await decideApplication(tx, applicationId, {
      status: 'rejected',
      partnerId: null,
      decidedAt: ctx.now,
    });
    if (row === null) throw alreadyDecided((await findApplication(tx, applicationId))!);
    await auditDecision(tx, ctx, row, null);
    return row;
  });
  try {
    const mail = await partnerRejectedMail(languageOf(decided), {
      brand: await operatorMailBrand(deps),
      name: `${decided.firstName} ${decided.lastName}`,
    });
    await deps.mailer.send({ to: decided.email, ...mail });
    return { applicationId, mailed: true };
  } catch (error) {
    // Rejected either way (a second try would be "decided"): whoever decided tells the applicant.
    ctx.log?.error(
      { mail: 'partner.rejected', error: error instanceof Error ? error.name : 'unknown' },
      'partner programme mail failed',
    );
    return { applicationId, mailed: false };
  }
}
