// The office's side of the partner programme (/admin/partners/, decision 091). Applications
// arrive by the programme page and POST /api/sendRegistration; until now the office decided them
// with a command (scripts/partner-decide.ts) — no tool for whoever answers the office's mails.
// Here the office sees the pending applications, the longest waiting first, with everything the
// applicant wrote, and approves (optionally into a partner group) or rejects each through the same
// use-cases as the command (registration.ts): the partner made, the mails sent, an application
// decided once, each decision audit-logged in its transaction (by the office's account here, by
// nobody — the operator — on the command line).
import { z } from 'zod';
import { entityId } from '#core/api/common';
import {
  listApplications,
  listPartnerGroups,
  type ApplicationRecord,
} from '#db/repositories/partners-applications';
import { requireAccess } from '#services/accounts';
import { parseOrRefuse, type RequestContext } from '#services/platform';
import { renewLoginCode, type RenewedLoginCode } from './login-code';
import { approveApplication, rejectApplication, type Approval } from './registration';

/** How many applications of each kind the page lists (pending ones are few; decided: the latest). */
export const OFFICE_APPLICATIONS_LISTED = 50;

export interface OfficeApplicationView {
  id: number;
  kind: string;
  company: string;
  contact: string;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  countryCode: string | null;
  vatId: string | null;
  message: string | null;
  language: string;
  status: 'pending' | 'approved' | 'rejected';
  partnerId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

function viewOf(a: ApplicationRecord): OfficeApplicationView {
  const place = [a.postalCode, a.city].filter((part) => part !== null && part !== '').join(' ');
  const address = [a.street, place].filter((part) => part !== null && part !== '').join(', ');
  return {
    id: a.id,
    kind: a.kind,
    company: a.company,
    contact: `${a.firstName} ${a.lastName}`.trim(),
    email: a.email,
    phone: a.phone,
    website: a.website,
    address: address === '' ? null : address,
    countryCode: a.countryCode,
    vatId: a.vatId,
    message: a.message,
    language: a.language,
    status: a.status === 'approved' || a.status === 'rejected' ? a.status : 'pending',
    partnerId: a.partnerId,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** The page: pending applications (oldest first), the latest decided ones, the partner groups. */
export async function officeApplications(ctx: RequestContext): Promise<{
  pending: OfficeApplicationView[];
  pendingTotal: number;
  decided: OfficeApplicationView[];
  groups: { code: string; name: string }[];
}> {
  requireAccess(ctx, 'admin.partners');
  const db = ctx.deps.database.db;
  const [listed, groups] = await Promise.all([
    listApplications(db, OFFICE_APPLICATIONS_LISTED),
    listPartnerGroups(db),
  ]);
  return {
    pending: listed.pending.map(viewOf),
    pendingTotal: listed.pendingTotal,
    decided: listed.decided.map(viewOf),
    groups,
  };
}

/** The input, or a 400 that names the fields at fault. */
const decisionBody = z.discriminatedUnion('decision', [
  z.object({
    applicationId: entityId,
    decision: z.literal('approve'),
    /** A partner group's code, or '' for none. */
    parent: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,32}$/)
      .transform((code) => (code === '' ? null : code)),
  }),
  z.object({ applicationId: entityId, decision: z.literal('reject') }),
]);

export type OfficeApplicationDecision =
  | { decision: 'approve'; applicationId: number; approval: Approval }
  | { decision: 'reject'; applicationId: number; mailed: boolean };

/**
 * The office approves (into a partner group, or none) or rejects an application. The same
 * use-cases as the command: an approval makes the partner and mails the id, login code and link;
 * a rejection mails the polite refusal. Refused: no admin.partners (403), bad input naming the
 * field (400), an unknown application (404), one decided before (409), an unknown group (400).
 */
export async function officeDecideApplication(
  ctx: RequestContext,
  raw: { applicationId: unknown; decision: unknown; parent?: unknown },
): Promise<OfficeApplicationDecision> {
  requireAccess(ctx, 'admin.partners');
  const input = parseOrRefuse(decisionBody, raw, 'decision');
  if (input.decision === 'approve') {
    const approval = await approveApplication(ctx, input.applicationId, { parent: input.parent });
    return { decision: 'approve', applicationId: input.applicationId, approval };
  }
  const { mailed } = await rejectApplication(ctx, input.applicationId);
  return { decision: 'reject', applicationId: input.applicationId, mailed };
}

const renewalBody = z.object({ partnerId: entityId });

/**
 * The office gives a partner a new login code (decision 092): the old code stops working, the
 * partner's staff are logged out, the code goes to the partner's address (shown once on the page
 * when it could not be mailed). Refused: no admin.partners (403), a bad number (400 `partnerId`),
 * an unknown partner (404 `partnerId`), another renewal meanwhile (409 `partnerId`).
 */
export async function officeRenewLoginCode(
  ctx: RequestContext,
  raw: { partnerId: unknown },
): Promise<RenewedLoginCode> {
  requireAccess(ctx, 'admin.partners');
  const { partnerId } = parseOrRefuse(renewalBody, raw, 'partnerId');
  return renewLoginCode(ctx, partnerId);
}
