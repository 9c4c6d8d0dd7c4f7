// The operator grants and revokes permission flags (issue 18 "Permissions": `npm run grant`, until
// the back office has a screen). Only flags core/permissions.ts names; only customer accounts
// (a partner's staff account carries none). A login in progress sees the change with its next
// request: session.ts reads the flags from the account every time, not from the token.
import { isPermission, type Permission } from '#core/permissions';
import {
  changeAccountPermission,
  findAccountPermissionsByEmail,
} from '#db/repositories/accounts-permissions';
import { DomainError, type AppDeps } from '#services/platform';

export interface PermissionChange {
  accountId: number;
  email: string;
  /** The account's flags afterwards. */
  permissions: Permission[];
}

/**
 * Grants (`grant` true) or revokes a flag of the account with that address. Refuses with
 * DomainError 'invalid' (field `permission`) for an unknown flag, 'notFound' (field `email`)
 * without such an account.
 */
export async function changePermission(
  deps: Pick<AppDeps, 'database'>,
  email: string,
  permission: string,
  grant: boolean,
): Promise<PermissionChange> {
  if (!isPermission(permission)) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'permission' });
  }
  const account = await findAccountPermissionsByEmail(deps.database.db, email.trim());
  if (account === null) {
    throw new DomainError('notFound', 'errors.notFound', { field: 'email' });
  }
  const permissions = await changeAccountPermission(
    deps.database.db,
    account.id,
    permission,
    grant,
  );
  return {
    accountId: account.id,
    email: account.email,
    permissions: permissions.filter(isPermission),
  };
}
