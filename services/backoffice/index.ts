// The back office slice's one door (issue 18): what editors change at run time — today the
// locale editor's translation overrides (docs/editing.md). server/, app/ loaders and scripts
// import only from here.
export {
  localeHistory,
  localeTexts,
  missingTranslations,
  revertLocaleText,
  setLocaleText,
} from './locale-editor';
export {
  TEXTS_CHANNEL,
  announceContentChange,
  closeLocaleOverrides,
  ensureLocaleOverrides,
  storeTranslationChange,
  textsVersion,
} from './locale-overrides';
export { auditActor, auditLog, recordAudit } from './audit';
export { auditRetentionJob, pruneAuditLog } from './retention';
export {
  cmsContentGet,
  cmsContentSet,
  cmsLockToggle,
  mayEditCms,
  publishedCmsContainers,
} from './cms';
export { removeSnippet, saveSnippet, snippetList, snippetTextsFor } from './snippets';
export { saveTeaserSettings, teaserSettings } from './teasers';
export type { TeaserEdit } from './teasers';
