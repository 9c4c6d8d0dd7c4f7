// The platform slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export {
  AbuseLimits,
  abuseSubject,
  enforceAbuseLimits,
  rateLimitCleanupJob,
  withinAbuseLimits,
} from './abuse-limits';
export type { AbuseCheck, AbuseLimit } from './abuse-limits';
export { CatalogueCache } from './catalogue-cache';
export { systemContext } from './context';
export type { AppDeps, ContextLog, RequestContext, SessionUser } from './context';
export { createMailer, sendOrLog } from './mail';
export {
  MailButton,
  MailLinkFallback,
  MailLinkLine,
  MailList,
  MailNote,
  MailMessage,
  MailText,
  defineMail,
  mailTranslator,
  officeMailBrand,
} from './mail-template';
export type {
  MailBrand,
  MailContact,
  MailContent,
  MailData,
  MailScope,
  MailT,
  MailTemplate,
  RenderedMail,
} from './mail-template';
export {
  FORM_GUARD_FIELDS,
  MAX_AGE_MS as FORM_MAX_AGE_MS,
  MIN_FILL_MS as FORM_MIN_FILL_MS,
  enforceFormGuard,
  formTokenProblem,
  issueFormToken,
} from './form-guard';
export type { FormTokenProblem, GuardedForm } from './form-guard';
export {
  DOMAIN_ERROR_CODES,
  DomainError,
  isDomainError,
  issueFields,
  parseOrRefuse,
} from './errors';
export type { DomainErrorCode, DomainErrorOptions } from './errors';
export { JOB_TIME_ZONE, JobEngine } from './jobs';
export type { JobContext, JobDefinition, JobLogger, QueueDepth } from './jobs';
export {
  applyTextOverrides,
  cachedTranslator,
  clientTexts,
  defaultTexts,
  loadTranslations,
  readLocaleFile,
  translator,
} from './translations';
export type { TextOverrides, Translate } from './translations';
export { syncedValue } from './synced-value';
export type { SyncedValue, SyncedValueOptions } from './synced-value';
export { deleteBatches, pruneMessages } from './message-retention';
