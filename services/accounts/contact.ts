// POST /api/user/savecontact (SPEC.md §7): a visitor's contact address, kept under their uid. SPEC
// §5: only an address that matches a loose pattern (something, an at sign, something with a dot)
// is saved; anything else is silently not saved. Kept until TRACKING_RETENTION_DAYS after its
// last change (the accounts cleanup job).
import { upsertVisitorContact } from '#db/repositories/accounts-contacts';
import { abuseSubject, enforceAbuseLimits, type RequestContext } from '#services/platform';
import { ACCOUNT_LIMITS } from './limits';
import { LOOSE_EMAIL } from './types';

export async function saveContact(
  ctx: RequestContext,
  input: { email: string },
): Promise<{ saved: boolean }> {
  const email = input.email.trim();
  if (!LOOSE_EMAIL.test(email) || email.length > 254) return { saved: false };
  await enforceAbuseLimits(
    ctx,
    [{ limit: ACCOUNT_LIMITS.contactClient, subject: abuseSubject.client(ctx.clientIp) }],
    'errors.rateLimited',
  );
  await upsertVisitorContact(ctx.deps.database.db, {
    uid: ctx.uid,
    email,
    updatedAt: ctx.now,
  });
  return { saved: true };
}
