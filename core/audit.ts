// The actions the back office's audit log records (issue 18, docs/editing.md): `area.verb`, one
// per kind of change an admin (or the operator's shell) makes. The list types every writer's
// `action` and gives each entry of /admin/audit/ its words (admin.json `audit.actions`); rows
// written under a name since retired still show their code.
export const AUDIT_ACTIONS = [
  'bookings.confirmed',
  'bookings.declined',
  'bookings.cancelled',
  'partners.approved',
  'partners.rejected',
  'partners.codeRenewed',
  'partners.commissionRate',
  'partners.commissionRateRemoved',
  'partners.commissionPaid',
  'payments.statementImported',
  'payments.statementEntryDismissed',
  'payments.transferReceived',
  'payments.transferRefunded',
  'ratings.hidden',
  'ratings.shown',
  'ratings.kept',
  'ratings.reportsClosed',
  'ratings.answerLinkSent',
  'cms.save',
  'cms.publish',
  'cms.unpublish',
  'cms.revert',
  'cms.lock',
  'cms.unlock',
  'snippets.create',
  'snippets.update',
  'snippets.delete',
  'schedule.hours',
  'schedule.shiftAdd',
  'schedule.shiftRemove',
  'teasers.update',
  'texts.update',
  'texts.revert',
  'uploads.create',
  'uploads.delete',
  'uploads.alt',
  'uploads.assignStaff',
  'uploads.import',
  'catalogue.importRequested',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}
