// The one server-side check of logins and permissions (SPEC.md §6: named flags in
// accountPermissions). Every protected API call declares its access in defineRoute (which calls
// requireAccess before the handler), every protected page loader and route action calls
// requireAccess or hasPermission, and every protected use-case calls requireAccess itself, so a
// route action cannot skip it. Nothing else reads ctx.user.permissions.
import type { Access, Permission } from '#core/permissions';
import { DomainError, type RequestContext, type SessionUser } from '#services/platform';

/** Whether the request's user holds a permission (false without a login). */
export function hasPermission(ctx: RequestContext, permission: Permission): boolean {
  return ctx.user !== null && ctx.user.permissions.includes(permission);
}

/**
 * The logged-in user when the request may do what `access` guards: a login ('user') or a
 * permission. Refuses with DomainError 'forbidden' — `errors.accounts.loginRequired` without a
 * login, `errors.accounts.permissionMissing` (data.permission) without the permission.
 */
export function requireAccess(ctx: RequestContext, access: Access): SessionUser {
  const user = ctx.user;
  if (user === null) throw new DomainError('forbidden', 'errors.accounts.loginRequired');
  if (access !== 'user' && !user.permissions.includes(access)) {
    throw new DomainError('forbidden', 'errors.accounts.permissionMissing', {
      data: { permission: access },
    });
  }
  return user;
}
