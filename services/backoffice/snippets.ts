// Reusable text blocks (issue 18, /admin/snippets/, docs/editing.md): accounts with
// admin.snippets list, create, edit and delete them (each change audit-logged in its transaction);
// content pages read them by key (`snippet:<key>` blocks) for every visitor.
import type { Language } from '#core/languages';
import { snippetInput, snippetKey, snippetText, snippetTexts } from '#core/snippets';
import {
  deleteSnippet as deleteRow,
  findSnippets,
  listSnippets,
  writeSnippet,
} from '#db/repositories/content-snippets';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';
import { announceContentChange } from './locale-overrides';

export async function snippetList(ctx: RequestContext) {
  requireAccess(ctx, 'admin.snippets');
  const rows = await listSnippets(ctx.deps.database.db);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/**
 * Creates or replaces a snippet. Refuses (DomainError 'invalid', the field named) a bad key or an
 * over-long text, a text without German, a create of a taken key ('conflict') and an update of a
 * missing one ('notFound').
 */
export async function saveSnippet(ctx: RequestContext, input: unknown, create: boolean) {
  const editor = requireAccess(ctx, 'admin.snippets');
  const parsed = snippetInput.safeParse(input);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? 'key';
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: path });
  }
  const texts = snippetTexts(parsed.data.texts);
  if (texts.de === undefined) {
    throw new DomainError('invalid', 'errors.validation.required', { field: 'texts.de' });
  }
  const done = await writeSnippet(ctx.deps.database.db, {
    key: parsed.data.key,
    texts,
    accountId: Number(editor.accountID),
    now: ctx.now,
    create,
  });
  if (done) {
    // Pages show snippets: no stored page keeps the old text (textsVersion, every process).
    await announceContentChange(ctx.deps);
    return;
  }
  throw create
    ? new DomainError('conflict', 'errors.validation.invalidValue', { field: 'key' })
    : new DomainError('notFound', 'errors.validation.invalidValue', { field: 'key' });
}

export async function removeSnippet(ctx: RequestContext, key: string) {
  const editor = requireAccess(ctx, 'admin.snippets');
  if (!snippetKey.safeParse(key).success) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'key' });
  }
  const done = await deleteRow(ctx.deps.database.db, key, Number(editor.accountID));
  if (!done) throw new DomainError('notFound', 'errors.validation.invalidValue', { field: 'key' });
  await announceContentChange(ctx.deps);
}

/**
 * The texts of snippets in a language (German where it has none) for a page's `snippet:` blocks;
 * a missing or empty snippet is absent from the map (the block then shows nothing). Public.
 */
export async function snippetTextsFor(
  ctx: Pick<RequestContext, 'deps'>,
  keys: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const valid = keys.filter((key) => snippetKey.safeParse(key).success);
  const rows = await findSnippets(ctx.deps.database.db, valid);
  const out = new Map<string, string>();
  for (const row of rows) {
    const text = snippetText(row.texts, language);
    if (text !== null) out.set(row.key, text);
  }
  return out;
}
