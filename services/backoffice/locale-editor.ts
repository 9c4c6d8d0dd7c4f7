// The locale editor's use-cases (issue 18, docs/editing.md): an editor (localeEditor.update) reads
// a namespace's texts in a language, sets one key, reverts it to a history entry or the default,
// reads its history and lists the missing translations. Every use-case checks the permission
// itself (the routes do too). A text is plain: React escapes it wherever it renders, unless the
// key is declared rich (core/locale-editor.ts RICH_TEXT_KEYS, none today).
import type { LocaleRevertInput, LocaleSetInput } from '#core/api/locale-editor';
import { NAMESPACES, type Namespace } from '#core/i18n/namespaces';
import type { Language } from '#core/languages';
import {
  TRANSLATED_LANGUAGES,
  flattenTexts,
  isRichTextKey,
  missingPlaceholders,
  placeholdersOf,
} from '#core/locale-editor';
import {
  findTranslationHistoryEntry,
  listTranslationOverrides,
  translationHistoryOf,
} from '#db/repositories/backoffice-translations';
import { requireAccess } from '#services/accounts';
import { DomainError, defaultTexts, type RequestContext } from '#services/platform';
import { recordAudit } from './audit';
import { storeTranslationChange } from './locale-overrides';

const PERMISSION = 'localeEditor.update';

async function flatDefaults(language: Language, namespace: Namespace) {
  const file = defaultTexts(language, namespace);
  return file === null ? {} : flattenTexts(await file);
}

/** The overrides of a namespace in a language, from the database (not a process's copy). */
async function overridesOf(ctx: RequestContext, language: Language, namespace: Namespace) {
  const rows = await listTranslationOverrides(ctx.deps.database.db);
  return Object.fromEntries(
    rows
      .filter((row) => row.language === language && row.namespace === namespace)
      .map((row) => [row.key, row.value]),
  );
}

interface Texts {
  source: Record<string, string>;
  sourceOverrides: Record<string, string>;
  defaults: Record<string, string>;
  overrides: Record<string, string>;
}

async function textsOf(ctx: RequestContext, language: Language, namespace: Namespace) {
  const [source, sourceOverrides, defaults, overrides] = await Promise.all([
    flatDefaults('de', namespace),
    overridesOf(ctx, 'de', namespace),
    flatDefaults(language, namespace),
    overridesOf(ctx, language, namespace),
  ]);
  return { source, sourceOverrides, defaults, overrides } satisfies Texts;
}

function entryOf(texts: Texts, namespace: Namespace, key: string) {
  const defaultValue = texts.defaults[key] ?? null;
  const override = texts.overrides[key] ?? null;
  const source = texts.sourceOverrides[key] ?? texts.source[key] ?? '';
  return {
    key,
    source,
    defaultValue,
    override,
    value: override ?? defaultValue ?? '',
    placeholders: placeholdersOf(defaultValue ?? texts.source[key] ?? ''),
    rich: isRichTextKey(namespace, key),
  };
}

/** Every key of the namespace (the German defaults') with its texts in the language. */
export async function localeTexts(
  ctx: RequestContext,
  input: { language: Language; namespace: Namespace },
) {
  requireAccess(ctx, PERMISSION);
  const texts = await textsOf(ctx, input.language, input.namespace);
  return {
    language: input.language,
    namespace: input.namespace,
    entries: Object.keys(texts.source).map((key) => entryOf(texts, input.namespace, key)),
  };
}

async function change(
  ctx: RequestContext,
  target: { language: Language; namespace: Namespace; key: string },
  value: string | null,
  action: 'texts.update' | 'texts.revert',
) {
  const editor = requireAccess(ctx, PERMISSION);
  const texts = await textsOf(ctx, target.language, target.namespace);
  const germanDefault = texts.source[target.key];
  if (germanDefault === undefined) {
    throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'key' });
  }
  // The language's own default when it has one (its plural or word order may differ), else the
  // German source: the text must keep their placeholders, or a value would go missing.
  const reference = texts.defaults[target.key] ?? germanDefault;
  if (value !== null) {
    const lacking = missingPlaceholders(reference, value);
    if (lacking.length > 0) {
      throw new DomainError('invalid', 'errors.validation.invalidValue', {
        field: 'value',
        data: { missingPlaceholders: lacking },
      });
    }
    // The JSON default itself is no override: storing it would pin today's file text.
    if (value === texts.defaults[target.key]) value = null;
  }
  const before = texts.overrides[target.key] ?? null;
  const changed = await storeTranslationChange(ctx.deps, {
    ...target,
    value,
    accountId: Number(editor.accountID),
  });
  // The office's one record of who changed what (the key's history is the editor's own view):
  // a changed text is as much a change of the site as a snippet or a teaser.
  if (changed) {
    await recordAudit(ctx, {
      action,
      target: `texts:${target.language}:${target.namespace}:${target.key}`,
      before: { override: before },
      after: { override: value },
    });
  }
  const after: Texts = {
    ...texts,
    overrides: { ...texts.overrides },
  };
  if (value === null) delete after.overrides[target.key];
  else after.overrides[target.key] = value;
  return { changed, entry: entryOf(after, target.namespace, target.key) };
}

/**
 * Sets one key's text in a language. Refuses (400) a key the German defaults lack (field `key`)
 * and a text that drops a placeholder of the default (field `value`, data.missingPlaceholders).
 * The default's own text removes the override.
 */
export function setLocaleText(ctx: RequestContext, input: LocaleSetInput) {
  return change(ctx, input, input.value, 'texts.update');
}

/** Reverts a key to the text of one of its history entries, or (historyId null) the default. */
export async function revertLocaleText(ctx: RequestContext, input: LocaleRevertInput) {
  requireAccess(ctx, PERMISSION);
  let value: string | null = null;
  if (input.historyId !== null) {
    const entry = await findTranslationHistoryEntry(
      ctx.deps.database.db,
      input.historyId,
      input.language,
      input.namespace,
      input.key,
    );
    if (entry === null) {
      throw new DomainError('invalid', 'errors.validation.invalidValue', { field: 'historyId' });
    }
    value = entry.newValue;
  }
  return change(ctx, input, value, 'texts.revert');
}

/** One key's changes, newest first. */
export async function localeHistory(
  ctx: RequestContext,
  input: { language: Language; namespace: Namespace; key: string },
) {
  requireAccess(ctx, PERMISSION);
  const rows = await translationHistoryOf(
    ctx.deps.database.db,
    input.language,
    input.namespace,
    input.key,
  );
  return {
    history: rows.map((row) => ({
      id: row.id,
      oldValue: row.oldValue,
      newValue: row.newValue,
      author: row.author,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}

/**
 * Per namespace and translated language: the keys with a German text and none (or an empty one)
 * in that language, overrides counted; and how many overrides are stored.
 */
export async function missingTranslations(ctx: RequestContext, input: { namespace?: Namespace }) {
  requireAccess(ctx, PERMISSION);
  const rows = await listTranslationOverrides(ctx.deps.database.db);
  const namespaces = input.namespace ? [input.namespace] : [...NAMESPACES];
  const missing = [];
  for (const namespace of namespaces) {
    const source = await flatDefaults('de', namespace);
    const sourceKeys = Object.keys(source).filter((key) => source[key] !== '');
    for (const language of TRANSLATED_LANGUAGES) {
      const defaults = await flatDefaults(language, namespace);
      const overrides = rows.filter((r) => r.language === language && r.namespace === namespace);
      const overridden = new Map(overrides.map((r) => [r.key, r.value]));
      const keys = sourceKeys.filter((key) => {
        const text = overridden.get(key) ?? defaults[key];
        return text === undefined || text.trim() === '';
      });
      missing.push({
        namespace,
        language,
        keys,
        total: sourceKeys.length,
        overrides: overrides.length,
      });
    }
  }
  return { missing };
}
