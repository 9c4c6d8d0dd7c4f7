// The CMS containers' calls (SPEC §7, issue 18, docs/editing.md "CMS containers"):
// POST /api/cms/content/get {uid, jwt, language, page, containerKey, previewDraft},
// /set {contentID, language, page, containerKey, contentStatus, contentAction, containerContent
// (a TipTap document as JSON text), versionID (revert)} and /locktoggle {contentID, language,
// page, toggleState}. `uid`/`jwt` are accepted for the SPEC's call shape and never trusted: the
// login is the token cookie. The server validates with these schemas; the playground types its
// calls with them (type-only).
import { z } from 'zod';
import {
  CMS_ACTIONS,
  CMS_CONTAINER_PATTERN,
  CMS_CONTENT_MAX_BYTES,
  CMS_MAX_DEPTH,
  CMS_PAGE_PATTERN,
  CMS_STATUSES,
  jsonDepth,
} from '../cms';
import { INT32_MAX, jwt, languageCode, uid } from './common';

const page = z.string().regex(CMS_PAGE_PATTERN);
const containerKey = z.string().regex(CMS_CONTAINER_PATTERN);
const contentID = z.number().int().min(1).max(INT32_MAX);

/**
 * A TipTap document as JSON text: at most 200 KB (UTF-8), JSON, an object `{type: 'doc',
 * content: [...]}` nesting at most CMS_MAX_DEPTH deep. What it holds is sanitised on save
 * (core/cms.ts), not refused: an editor's paste of foreign markup loses only that markup.
 */
const containerContent = z
  .string()
  .refine((text) => new TextEncoder().encode(text).length <= CMS_CONTENT_MAX_BYTES, {
    abort: true,
    params: { tooBig: true },
    message: `at most ${CMS_CONTENT_MAX_BYTES} bytes`,
  })
  .transform((text, issue) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      issue.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
    const isDoc =
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { type?: unknown }).type === 'doc' &&
      Array.isArray((parsed as { content?: unknown }).content);
    if (!isDoc) {
      issue.addIssue({ code: 'custom', message: "not a document ({type: 'doc', content: []})" });
      return z.NEVER;
    }
    if (jsonDepth(parsed, CMS_MAX_DEPTH * 3) > CMS_MAX_DEPTH * 3) {
      issue.addIssue({ code: 'custom', message: 'nested too deep' });
      return z.NEVER;
    }
    return parsed as { type: 'doc'; content: unknown[] };
  });

export const cmsGetBody = z.object({
  uid: uid.optional(),
  jwt: jwt.optional(),
  language: languageCode,
  page,
  containerKey,
  /** The draft instead of the published content: editors (admin.cms) only, 403 for others. */
  previewDraft: z.boolean().optional().default(false),
});
export type CmsGetInput = z.output<typeof cmsGetBody>;

export const cmsSetBody = z
  .object({
    uid: uid.optional(),
    jwt: jwt.optional(),
    /** The container's id (from get or locktoggle); null or absent: found by its three keys. */
    contentID: contentID.nullable().optional(),
    language: languageCode,
    page,
    containerKey,
    /** The status the action leaves (optional; when sent it must match the action). */
    contentStatus: z.enum(CMS_STATUSES).optional(),
    contentAction: z.enum(CMS_ACTIONS),
    /** save: required; publish: optional (saved, then published); unpublish, revert: none. */
    containerContent: containerContent.optional(),
    /** revert: the version whose document becomes the draft (an id of get's `versions`). */
    versionID: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((body, issue) => {
    if (body.contentAction === 'save' && body.containerContent === undefined) {
      issue.addIssue({ code: 'custom', path: ['containerContent'], message: 'required for save' });
    }
    if (body.contentAction === 'revert' && body.versionID === undefined) {
      issue.addIssue({ code: 'custom', path: ['versionID'], message: 'required for revert' });
    }
    if (
      (body.contentAction === 'unpublish' || body.contentAction === 'revert') &&
      body.containerContent !== undefined
    ) {
      issue.addIssue({
        code: 'custom',
        path: ['containerContent'],
        message: `not with ${body.contentAction}`,
      });
    }
  });
export type CmsSetInput = z.output<typeof cmsSetBody>;

export const cmsLockBody = z
  .object({
    uid: uid.optional(),
    jwt: jwt.optional(),
    /** The container's id; null or absent: found (or made, empty) by language, page, containerKey. */
    contentID: contentID.nullable().optional(),
    language: languageCode,
    page,
    /** Not in the SPEC's shape: names a container that has no id yet (with contentID absent). */
    containerKey: containerKey.optional(),
    /** true: take (or renew) the lock; false: release it. */
    toggleState: z.boolean(),
  })
  .superRefine((body, issue) => {
    if (body.contentID == null && body.containerKey === undefined) {
      issue.addIssue({ code: 'custom', path: ['contentID'], message: 'contentID or containerKey' });
    }
  });
export type CmsLockInput = z.output<typeof cmsLockBody>;

const person = z.strictObject({ name: z.string(), email: z.string().nullable() });

const lock = z.strictObject({
  holder: person,
  until: z.string(),
  /** The caller holds it. */
  mine: z.boolean(),
});

const version = z.strictObject({
  id: z.number().int(),
  action: z.enum(CMS_ACTIONS),
  author: person.nullable(),
  createdAt: z.string(),
  /** The version's text, shortened (to tell versions apart). */
  excerpt: z.string(),
});

/** What an editor sees beyond the published content (get with previewDraft, set, locktoggle). */
const editorView = z.strictObject({
  /** The draft as JSON text (null: never saved). */
  draft: z.string().nullable(),
  /** The published document as JSON text (null: nothing published). */
  published: z.string().nullable(),
  /** The draft differs from what is published. */
  changed: z.boolean(),
  lock: lock.nullable(),
  versions: z.array(version),
  updatedAt: z.string().nullable(),
  updatedBy: person.nullable(),
});

export const cmsContentAnswer = z.strictObject({
  /** null: no such container (or, for visitors, nothing published). */
  contentID: z.number().int().nullable(),
  language: languageCode,
  page: z.string(),
  containerKey: z.string(),
  /** Visitors: 'published' or null. Editors: the container's status. */
  contentStatus: z.enum(CMS_STATUSES).nullable(),
  /** The document shown (published; the draft on preview) as JSON text, or null. */
  containerContent: z.string().nullable(),
  /** That document as HTML, rendered and sanitised on the server. */
  html: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Editors only (previewDraft, set, locktoggle); absent for visitors. */
  editor: editorView.optional(),
});
export type CmsContentAnswer = z.output<typeof cmsContentAnswer>;

export const cmsSetAnswer = cmsContentAnswer.extend({
  /** false: the action changed nothing (the same draft saved again); no version was written. */
  changed: z.boolean(),
});
export type CmsSetAnswer = z.output<typeof cmsSetAnswer>;
