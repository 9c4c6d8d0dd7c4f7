// The accounts slice's one door: other slices, server/ and app/ loaders and route actions import
// only from here (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
// Every use-case takes the RequestContext; those that log in or out answer the cookies to set
// (CookieSpec: Fastify's setCookie in the API, serializeCookie for a route action's headers).
export { accountsCleanupJob, pruneAccounts } from './cleanup';
export { visitorBootstrap, experimentVariant } from './bootstrap';
export { saveContact } from './contact';
export { tokenDebug, formatBerlinDateTime } from './debug';
export { login, logout, partnerLogin } from './login';
export type { LoginResult } from './login';
export { mailsSent } from './mail-out';
export {
  commonPasswordCount,
  hashPassword,
  needsRehash,
  passwordProblem,
  PASSWORD_HASH_OPTIONS,
} from './passwords';
export type { PasswordHashOptions, PasswordProblem } from './passwords';
export { requestPasswordReset, resetLinkUsable, resetPassword } from './password-reset';
export { hasPermission, requireAccess } from './permissions';
export { changePermission } from './grants';
export type { PermissionChange } from './grants';
export { getProfile, updateProfile } from './profile';
export { deleteOwnAccount, exportOwnData } from './erasure';
export type { ProfileChanges } from './profile';
export { confirmLink, register } from './register';
export type { RegistrationInput } from './register';
export {
  BROWSER_SESSION_MAX_AGE_S,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_S,
  UID_COOKIE,
  UID_MAX_AGE_S,
  endPartnerSessions,
  isValidUid,
  resolveSession,
  serializeCookie,
  signToken,
  verifyToken,
} from './session';
export type { CookieSpec, TokenClaims } from './session';
export { ACCOUNT_LIMITS } from './limits';
