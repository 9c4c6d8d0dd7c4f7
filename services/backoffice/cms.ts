// CMS containers (issue 18, SPEC §6/§7 cms/content/get|set|locktoggle, docs/editing.md "CMS
// containers"): rich text per language, page and containerKey. Visitors get the published
// content; editors (admin.cms) also the draft (`previewDraft`), and change it under a lock:
// save (the draft), publish (the draft becomes what visitors see, its HTML rendered once here),
// unpublish, revert (a version's document becomes the draft). Every document is sanitised before
// it is stored (core/cms.ts) and rendered on the server with TipTap's static renderer — visitors
// never load the editor. Publishing moves the page cache's stamp in every process.
import { renderToHTMLString } from '@tiptap/static-renderer/pm/html-string';
import StarterKit from '@tiptap/starter-kit';
import type {
  CmsContentAnswer,
  CmsGetInput,
  CmsLockInput,
  CmsSetAnswer,
  CmsSetInput,
} from '#core/api/cms';
import {
  CMS_LOCK_MINUTES,
  CMS_STATUS_AFTER,
  CMS_VERSIONS_SHOWN,
  type CmsAction,
  type CmsDocument,
  type CmsStatus,
  cmsPlainText,
  sanitizeCmsDocument,
} from '#core/cms';
import type { Language } from '#core/languages';
import {
  type CmsOutcome,
  type CmsPerson,
  type CmsRow,
  type CmsTarget,
  type CmsWrite,
  changeCmsContent,
  cmsPeople,
  cmsVersionsOf,
  findCmsContent,
  findCmsVersion,
  publishedCmsHtml,
  toggleCmsLock,
} from '#db/repositories/backoffice-cms';
import { hasPermission, requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import { announceContentChange } from './locale-overrides';

const PERMISSION = 'admin.cms';

// The editor's schema, as far as the server needs it to render: StarterKit without what core/cms.ts
// drops anyway (code, code blocks, strike, underline), headings 2–4, and links whose target and
// rel are the sanitiser's (the extension's defaults would add target="_blank" to every link).
let extensions: ReturnType<typeof StarterKit.configure>[] | null = null;
function cmsExtensions() {
  extensions ??= [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
    }),
  ];
  return extensions;
}

/** A sanitised document as HTML (escaped text, only the allowed elements and attributes). */
export function renderCmsHtml(doc: CmsDocument): string {
  return renderToHTMLString({ content: doc, extensions: cmsExtensions() });
}

/** A stored document, sanitised again on the way out (a row written by an older rule set). */
function stored(doc: unknown): CmsDocument | null {
  return doc === null || doc === undefined ? null : sanitizeCmsDocument(doc);
}

const json = (doc: CmsDocument | null) => (doc === null ? null : JSON.stringify(doc));

function personOf(person: CmsPerson | undefined | null) {
  return person ? { name: person.name, email: person.email } : null;
}

function isStatus(value: string): value is CmsStatus {
  return value === 'draft' || value === 'published' || value === 'unpublished';
}

function isAction(value: string): value is CmsAction {
  return value === 'save' || value === 'publish' || value === 'unpublish' || value === 'revert';
}

/** The container as an editor sees it: both documents, the lock, the versions. */
async function editorAnswer(
  ctx: RequestContext,
  row: CmsRow,
  shownDraft: boolean,
): Promise<CmsContentAnswer> {
  const db = ctx.deps.database.db;
  const draft = stored(row.draft);
  const published = stored(row.published);
  const [versions, people] = await Promise.all([
    cmsVersionsOf(db, row.id, CMS_VERSIONS_SHOWN),
    cmsPeople(db, [row.lockedBy, row.updatedBy]),
  ]);
  const now = ctx.now.getTime();
  const locked =
    row.lockedBy !== null && row.lockedUntil !== null && row.lockedUntil.getTime() > now;
  const shown = shownDraft ? (draft ?? published) : published;
  return {
    contentID: row.id,
    language: row.language as Language,
    page: row.page,
    containerKey: row.containerKey,
    contentStatus: isStatus(row.status) ? row.status : 'draft',
    containerContent: json(shown),
    html: shown === null ? null : shownDraft ? renderCmsHtml(shown) : row.publishedHtml,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    editor: {
      draft: json(draft),
      published: json(published),
      changed: json(draft) !== json(published),
      lock: locked
        ? {
            holder: personOf(people.get(row.lockedBy!)) ?? { name: '', email: null },
            until: row.lockedUntil!.toISOString(),
            mine: ctx.user !== null && String(row.lockedBy) === ctx.user.accountID,
          }
        : null,
      versions: versions.map((version) => ({
        id: version.id,
        action: isAction(version.action) ? version.action : 'save',
        author: personOf(version.author),
        createdAt: version.createdAt.toISOString(),
        excerpt: cmsPlainText(version.document),
      })),
      updatedAt: row.updatedBy === null ? null : row.updatedAt.toISOString(),
      updatedBy: row.updatedBy === null ? null : personOf(people.get(row.updatedBy)),
    },
  };
}

/**
 * POST /api/cms/content/get. Everyone: the published content (null fields when nothing is
 * published — whether a draft exists is not told). previewDraft: editors only (403 otherwise,
 * the one check), who get the draft rendered, the container's status, lock and versions.
 */
export async function cmsContentGet(
  ctx: RequestContext,
  input: CmsGetInput,
): Promise<CmsContentAnswer> {
  const keys = { language: input.language, page: input.page, containerKey: input.containerKey };
  if (input.previewDraft) requireAccess(ctx, PERMISSION);
  const row = await findCmsContent(ctx.deps.database.db, keys);
  if (input.previewDraft) {
    if (row !== null) return editorAnswer(ctx, row, true);
    return {
      contentID: null,
      ...keys,
      contentStatus: null,
      containerContent: null,
      html: null,
      publishedAt: null,
      editor: {
        draft: null,
        published: null,
        changed: false,
        lock: null,
        versions: [],
        updatedAt: null,
        updatedBy: null,
      },
    };
  }
  const published = row === null || row.publishedHtml === null ? null : row;
  return {
    contentID: published?.id ?? null,
    ...keys,
    contentStatus: published ? 'published' : null,
    containerContent: json(stored(published?.published)),
    html: published?.publishedHtml ?? null,
    publishedAt: published?.publishedAt?.toISOString() ?? null,
  };
}

function lockUntil(ctx: RequestContext): Date {
  return new Date(ctx.now.getTime() + CMS_LOCK_MINUTES * 60_000);
}

/** The outcome's row, or the refusal: 409 naming who holds the lock, 400 for a wrong id. */
function settled<R>(outcome: CmsOutcome<R>): { row: CmsRow; result: R } {
  if (outcome.kind === 'mismatch') {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'contentID' });
  }
  if (outcome.kind === 'locked') {
    throw new DomainError('conflict', 'errors.cms.locked', {
      field: 'contentID',
      data: {
        lockedBy: outcome.holder?.name ?? null,
        lockedByEmail: outcome.holder?.email ?? null,
        lockedUntil: outcome.row.lockedUntil?.toISOString() ?? null,
      },
    });
  }
  return { row: outcome.row, result: outcome.result };
}

function summary(row: CmsRow) {
  return {
    status: row.status,
    draft: cmsPlainText(row.draft, 200),
    published: row.publishedHtml === null ? null : cmsPlainText(row.published, 200),
  };
}

/**
 * POST /api/cms/content/set: save, publish, unpublish or revert, under the caller's lock (taken
 * when free, renewed for CMS_LOCK_MINUTES; 409 `errors.cms.locked` when another editor holds
 * it). `contentStatus`, when sent, must be the status the action leaves (400 otherwise).
 */
export async function cmsContentSet(
  ctx: RequestContext,
  input: CmsSetInput,
): Promise<CmsSetAnswer> {
  const editor = requireAccess(ctx, PERMISSION);
  const action = input.contentAction;
  const after = CMS_STATUS_AFTER[action];
  if (input.contentStatus !== undefined && input.contentStatus !== after) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', {
      field: 'contentStatus',
      data: { expected: after },
    });
  }
  const sent =
    input.containerContent === undefined ? null : sanitizeCmsDocument(input.containerContent);
  const target: CmsTarget = {
    id: input.contentID ?? null,
    language: input.language,
    page: input.page,
    containerKey: input.containerKey,
  };
  const now = ctx.now;
  const outcome = await changeCmsContent<boolean>(ctx.deps.database.db, {
    target,
    accountId: Number(editor.accountID),
    now,
    lockUntil: lockUntil(ctx),
    decide: async (row, tx): Promise<CmsWrite<boolean>> => {
      const before = summary(row);
      const draft = stored(row.draft);
      const write = (
        set: NonNullable<CmsWrite<boolean>['set']>,
        document: CmsDocument | null,
      ): CmsWrite<boolean> => {
        const next = { ...row, ...set };
        return {
          set,
          version: { action, document },
          audit: { action: `cms.${action}`, before, after: summary(next) },
          result: true,
        };
      };
      switch (action) {
        case 'save': {
          const doc = sent!;
          if (json(doc) === json(draft)) return { set: null, result: false };
          return write({ draft: doc, status: 'draft' }, doc);
        }
        case 'publish': {
          const doc = sent ?? draft;
          if (doc === null) {
            // Nothing was ever saved: there is nothing to publish.
            throw new DomainError('invalid', 'errors.cms.nothingToPublish', {
              field: 'containerContent',
            });
          }
          return write(
            {
              draft: doc,
              published: doc,
              publishedHtml: renderCmsHtml(doc),
              publishedAt: now,
              status: 'published',
            },
            doc,
          );
        }
        case 'unpublish': {
          if (row.publishedHtml === null) {
            throw new DomainError('invalid', 'errors.cms.notPublished', { field: 'contentAction' });
          }
          return write(
            { published: null, publishedHtml: null, publishedAt: null, status: 'unpublished' },
            stored(row.published),
          );
        }
        case 'revert': {
          const version = await findCmsVersion(tx, row.id, input.versionID!);
          if (version === null) {
            throw new DomainError('invalid', 'errors.validation.invalidValue', {
              field: 'versionID',
            });
          }
          const doc = stored(version.document);
          if (doc === null) {
            // An unpublish of nothing kept no document: nothing to bring back.
            throw new DomainError('invalid', 'errors.validation.invalidValue', {
              field: 'versionID',
            });
          }
          return write({ draft: doc, status: 'draft' }, doc);
        }
      }
    },
  });
  const { row, result: changed } = settled(outcome);
  if (changed && (action === 'publish' || action === 'unpublish')) {
    // What visitors see changed: every process's stored pages are stale.
    await announceContentChange(ctx.deps);
  }
  return { ...(await editorAnswer(ctx, row, true)), changed };
}

/**
 * POST /api/cms/content/locktoggle: toggleState true takes (or renews) the lock for
 * CMS_LOCK_MINUTES, making an empty container when it has no id yet (with containerKey); false
 * releases it (a lock one does not hold is left alone). 409 `errors.cms.locked` naming the holder
 * and until when, when another editor holds an unexpired lock.
 */
export async function cmsLockToggle(
  ctx: RequestContext,
  input: CmsLockInput,
): Promise<CmsContentAnswer> {
  const editor = requireAccess(ctx, PERMISSION);
  const outcome = await toggleCmsLock(ctx.deps.database.db, {
    target: {
      id: input.contentID ?? null,
      language: input.language,
      page: input.page,
      containerKey: input.containerKey ?? null,
    },
    accountId: Number(editor.accountID),
    now: ctx.now,
    lockUntil: lockUntil(ctx),
    take: input.toggleState,
  });
  if (outcome.kind === 'mismatch' && !input.toggleState && input.contentID == null) {
    // Releasing the lock of a container that does not exist: nothing to release.
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'containerKey' });
  }
  const { row } = settled(outcome);
  return editorAnswer(ctx, row, true);
}

/**
 * The published containers of a page in the request's language, by containerKey (HTML rendered
 * and sanitised when published): what the content pages and the home page show.
 */
export async function publishedCmsContainers(
  ctx: RequestContext,
  page: string,
): Promise<Record<string, string>> {
  const rows = await publishedCmsHtml(ctx.deps.database.db, ctx.language, page);
  return Object.fromEntries(rows.map((row) => [row.containerKey, row.html]));
}

/** Whether the request's account may edit CMS containers (the pages' "edit" links). */
export function mayEditCms(ctx: RequestContext): boolean {
  return hasPermission(ctx, PERMISSION);
}
