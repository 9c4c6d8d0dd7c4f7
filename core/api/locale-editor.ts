// The locale editor's calls (issue 18, docs/editing.md; every one needs localeEditor.update):
// POST /api/localeEditor/texts (a namespace's texts in a language: default, override, text in
// force), /set (one key's text), /revert (to a history entry's text or the default), /history
// (one key's changes) and /missing (untranslated keys per namespace and language). The server
// validates with these schemas (bodies also carry the mandant, checked by defineRoute); the editor's
// screen types its calls with them (type-only).
import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { NAMESPACES } from '../i18n/namespaces';
import { LOCALE_TEXT_MAX } from '../locale-editor';

const language = z.enum(LANGUAGES);
const namespace = z.enum(NAMESPACES);
/** A dotted key (`nav.languages`); whether it exists is the service's check (400 `key`). */
const key = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/);

export const localeTextsBody = z.object({ language, namespace });
export const localeKeyBody = z.object({ language, namespace, key });

export const localeSetBody = z.object({
  language,
  namespace,
  key,
  value: z.string().max(LOCALE_TEXT_MAX),
});
export type LocaleSetInput = z.output<typeof localeSetBody>;

export const localeRevertBody = z.object({
  language,
  namespace,
  key,
  /** The history entry whose text comes back; null: the JSON default. */
  historyId: z.number().int().positive().nullable(),
});
export type LocaleRevertInput = z.output<typeof localeRevertBody>;

export const localeMissingBody = z.object({
  namespace: namespace.optional(),
});

const entry = z.strictObject({
  key: z.string(),
  /** The German text in force (the source). */
  source: z.string(),
  /** This language's JSON default; null when the file lacks the key. */
  defaultValue: z.string().nullable(),
  /** The editor's override; null: none. */
  override: z.string().nullable(),
  /** What visitors see (override, else default, else ''). */
  value: z.string(),
  placeholders: z.array(z.string()),
  rich: z.boolean(),
});

export const localeTextsAnswer = z.strictObject({
  language,
  namespace,
  entries: z.array(entry),
});

export const localeChangeAnswer = z.strictObject({
  changed: z.boolean(),
  entry,
});

export const localeHistoryAnswer = z.strictObject({
  history: z.array(
    z.strictObject({
      id: z.number().int(),
      oldValue: z.string().nullable(),
      newValue: z.string().nullable(),
      author: z.string().nullable(),
      changedAt: z.string(),
    }),
  ),
});

export const localeMissingAnswer = z.strictObject({
  missing: z.array(
    z.strictObject({
      namespace,
      language,
      /** Keys with a German text and none (or an empty one) in this language. */
      keys: z.array(z.string()),
      /** German keys in all. */
      total: z.number().int(),
      /** Overrides stored for this namespace and language. */
      overrides: z.number().int(),
    }),
  ),
});
