// /admin/snippets/ (issue 18): the list of reusable text blocks with a form per snippet (texts per
// language, delete) and one to create a new one. Needs admin.snippets (route and use-cases).
import { LANGUAGES } from '#core/languages';
import { SNIPPET_KEY_MAX, SNIPPET_TEXT_MAX } from '#core/snippets';
import { removeSnippet, saveSnippet, snippetList } from '#services/backoffice';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formString, runAdminAction } from './forms.server';

export async function loadSnippetsPage({ ctx }: AdminPageArgs) {
  const rows = await snippetList(ctx);
  return {
    languages: [...LANGUAGES],
    keyMax: SNIPPET_KEY_MAX,
    textMax: SNIPPET_TEXT_MAX,
    snippets: rows.map((row) => ({
      key: row.key,
      texts: row.texts,
      updatedAt: row.updatedAt,
    })),
  };
}

export async function snippetsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const intent = formString(form, 'intent');
  const key = formString(form, 'key').trim();
  if (intent === 'delete') {
    return runAdminAction(t, t('admin:snippets.deleted', { key }), () => removeSnippet(ctx, key));
  }
  const texts = {
    de: formString(form, 'text.de'),
    en: formString(form, 'text.en'),
    fr: formString(form, 'text.fr'),
    it: formString(form, 'text.it'),
  };
  return runAdminAction(t, t('admin:snippets.saved', { key }), () =>
    saveSnippet(ctx, { key, texts }, intent === 'create'),
  );
}
