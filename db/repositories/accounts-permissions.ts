// Permission flags of accounts (accounts.permissions, core/permissions.ts), granted and revoked by
// the operator (`npm run grant`, services/accounts grants.ts). Only the array is touched here.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';

export interface AccountPermissionsRecord {
  id: number;
  email: string;
  permissions: string[];
}

/** The customer account of an address (any case), with its flags; null when there is none. */
export async function findAccountPermissionsByEmail(
  db: Db,
  email: string,
): Promise<AccountPermissionsRecord | null> {
  const rows = await db
    .select({ id: accounts.id, email: accounts.email, permissions: accounts.permissions })
    .from(accounts)
    .where(and(eq(accounts.kind, 'customer'), sql`lower(${accounts.email}) = lower(${email})`))
    .limit(1);
  return rows[0] ?? null;
}

/** Adds (once) or removes a flag; returns the account's flags afterwards. */
export async function changeAccountPermission(
  db: Db,
  accountId: number,
  permission: string,
  grant: boolean,
): Promise<string[]> {
  const rows = await db
    .update(accounts)
    .set({
      permissions: grant
        ? sql`(select array_agg(distinct p order by p) from unnest(array_append(${accounts.permissions}, ${permission}::text)) as p)`
        : sql`array_remove(${accounts.permissions}, ${permission}::text)`,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ permissions: accounts.permissions });
  return rows[0]?.permissions ?? [];
}
