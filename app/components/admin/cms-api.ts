// Typed calls of the CMS playground (issue 18; core/api/cms.ts, type-only: no zod in the
// browser). set and locktoggle need admin.cms, as does get with previewDraft.
import type { CmsContentAnswer, CmsSetAnswer } from '#core/api/cms';
import type { CmsAction } from '#core/cms';
import type { ApiClient } from '../../lib/api/client';

export type { CmsContentAnswer, CmsSetAnswer };

export interface CmsTarget {
  language: string;
  page: string;
  containerKey: string;
}

function dataOf<T>(envelope: { data: T | null }): T {
  if (envelope.data === null) throw new Error('cms: empty answer');
  return envelope.data;
}

/** The container as an editor sees it (the draft, status, lock, versions). */
export async function getCmsDraft(client: ApiClient, target: CmsTarget) {
  return dataOf(
    await client.post<CmsContentAnswer>('/api/cms/content/get', { ...target, previewDraft: true }),
  );
}

export async function setCmsContent(
  client: ApiClient,
  target: CmsTarget & { contentID: number | null },
  action: CmsAction,
  extra: { containerContent?: string; versionID?: number } = {},
) {
  return dataOf(
    await client.post<CmsSetAnswer>('/api/cms/content/set', {
      ...target,
      contentAction: action,
      ...extra,
    }),
  );
}

export async function toggleCmsLock(
  client: ApiClient,
  target: CmsTarget & { contentID: number | null },
  toggleState: boolean,
) {
  return dataOf(
    await client.post<CmsContentAnswer>('/api/cms/content/locktoggle', {
      contentID: target.contentID,
      language: target.language,
      page: target.page,
      // Not in the SPEC's shape: names a container that has no id yet.
      containerKey: target.containerKey,
      toggleState,
    }),
  );
}
