// The CMS playground /admin/cmsplayground/ (issue 18, docs/editing.md "CMS containers"): the
// pages whose containers render (the home page and every content page, labelled with their
// titles) and the container the URL preselects (`?language=&page=&containerKey=`, the content
// pages' "edit" link). Everything else — draft, lock, versions — the screen asks the
// cms/content calls for, which check admin.cms again.
import { CMS_CONTAINER_PATTERN, CMS_INTRO, CMS_LOCK_MINUTES, CMS_PAGE_PATTERN } from '#core/cms';
import { LANGUAGES, isLanguage } from '#core/languages';
import { requireAccess } from '#services/accounts';
import type { AdminPageArgs } from '../admin-pages.server';
import { CONTENT_PAGES } from '../content-pages.server';

export async function loadCmsPlayground({ ctx, request, t }: AdminPageArgs) {
  requireAccess(ctx, 'admin.cms');
  const query = new URL(request.url).searchParams;
  const pages = ['Home', ...Object.keys(CONTENT_PAGES)].map((page) => ({
    page,
    label: t(`routes:${page}.title`, { defaultValue: page }),
  }));
  const language = query.get('language');
  const page = query.get('page') ?? '';
  const containerKey = query.get('containerKey') ?? '';
  return {
    languages: [...LANGUAGES],
    pages,
    lockMinutes: CMS_LOCK_MINUTES,
    initial: {
      language: isLanguage(language) ? language : ctx.language,
      page: CMS_PAGE_PATTERN.test(page) ? page : 'Home',
      containerKey: CMS_CONTAINER_PATTERN.test(containerKey) ? containerKey : CMS_INTRO,
    },
  };
}

export type CmsPlaygroundData = Awaited<ReturnType<typeof loadCmsPlayground>>;
