// The locale editor's rules (issue 18, docs/editing.md), pure: which keys there are (the German
// defaults' dotted paths), what a saved text must keep (the default's {{placeholders}}), how long
// it may be, and which keys may hold markup. Everything else is an editor's free text, escaped
// wherever it is shown (React escapes every string it renders).
import { LANGUAGES, type Language } from './languages';

/** Longest text an editor may save (the longest default, a legal paragraph, is ~1,500). */
export const LOCALE_TEXT_MAX = 5_000;

/**
 * Keys whose text is rendered as markup (`namespace:key`). None today: a key goes here only with
 * a component that sanitises what it renders, and the editor's screen says so.
 */
export const RICH_TEXT_KEYS: readonly string[] = [];

export function isRichTextKey(namespace: string, key: string): boolean {
  return RICH_TEXT_KEYS.includes(`${namespace}:${key}`);
}

/** The languages a translation may be missing in (German is the source). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== 'de') as Exclude<
  Language,
  'de'
>[];

/** Every text of a resource tree by dotted key (nested objects walked; non-strings skipped). */
export function flattenTexts(
  resources: Readonly<Record<string, unknown>>,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [name, value] of Object.entries(resources)) {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof value === 'string') out[key] = value;
    else if (value !== null && typeof value === 'object') {
      flattenTexts(value as Record<string, unknown>, key, out);
    }
  }
  return out;
}

/** The {{placeholder}} names of a text, sorted and unique (`{{- x}}` counts as `x`). */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

/** The default's placeholders the text lacks (empty: it keeps them all). */
export function missingPlaceholders(defaultText: string, text: string): string[] {
  const have = new Set(placeholdersOf(text));
  return placeholdersOf(defaultText).filter((name) => !have.has(name));
}
