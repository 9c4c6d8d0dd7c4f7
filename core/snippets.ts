// Reusable text blocks (issue 18, /admin/snippets/, docs/editing.md): a key (a lower-case slug)
// and a plain text per language. A content page shows one with a `snippet:<key>` block
// (app/lib/content-document.server.ts) in the page's language, German when that is empty.
// Pure: the admin page's form and the service validate with the same schema.
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';

/** Longest text per language: a notice or a short paragraph, not a page. */
export const SNIPPET_TEXT_MAX = 2000;
export const SNIPPET_KEY_MAX = 64;
/** a-z, 0-9 and single hyphens between them: `faq-notice`, `summer-2027`. */
export const SNIPPET_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const snippetKey = z.string().max(SNIPPET_KEY_MAX).regex(SNIPPET_KEY_PATTERN);

export const snippetInput = z.strictObject({
  key: snippetKey,
  texts: z.strictObject({
    de: z.string().max(SNIPPET_TEXT_MAX),
    en: z.string().max(SNIPPET_TEXT_MAX),
    fr: z.string().max(SNIPPET_TEXT_MAX),
    it: z.string().max(SNIPPET_TEXT_MAX),
  }),
});
export type SnippetInput = z.infer<typeof snippetInput>;

/** The stored texts without empty languages (trimmed); at least German must remain. */
export function snippetTexts(texts: SnippetInput['texts']): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = texts[language].replace(/\r\n/g, '\n').trim();
    if (text !== '') out[language] = text;
  }
  return out;
}

/** A snippet's text in a language, German when that language has none; null when both empty. */
export function snippetText(
  texts: Partial<Record<Language, string>>,
  language: Language,
): string | null {
  return texts[language] || texts.de || null;
}
