// Machine translation of guests' reviews and hosts' answers (issue 19, SPEC.md §3 "Rating
// translations"): an operator can plug a translation service in; none is configured by default,
// so nothing leaves the server and a review without a stored translation is shown as written,
// with the page saying so in its language. See docs/ratings.md.
import type { Language } from '#core/languages';

/** A machine-translation service (DeepL, Google, a local model …) behind one call. */
export interface TranslationProvider {
  /** Stable name, recorded nowhere sensitive; for logs. */
  readonly name: string;
  /** Whether translations are produced at all (the default provider says no). */
  readonly enabled: boolean;
  /** `text` from `from` into `to`; null when the service cannot translate it (then nothing is stored). */
  translate(text: string, from: Language, to: Language): Promise<string | null>;
}

/** The default: translates nothing and never calls out. */
export const disabledTranslationProvider: TranslationProvider = {
  name: 'disabled',
  enabled: false,
  translate: () => Promise.resolve(null),
};

/**
 * The translations of `text` (written in `from`) into each of `languages` but `from`, as stored
 * in the ratings' per-language jsonb columns (`translations`, `title_translations`,
 * `landlord_answer_translations`).
 * Empty with a disabled provider; a language the service fails on is left out.
 */
export async function translateForSite(
  provider: TranslationProvider,
  text: string,
  from: Language,
  languages: readonly Language[],
): Promise<Partial<Record<Language, string>>> {
  const result: Partial<Record<Language, string>> = {};
  if (!provider.enabled || text.trim() === '') return result;
  for (const to of languages) {
    if (to === from) continue;
    const translated = await provider.translate(text, from, to);
    if (translated !== null && translated.trim() !== '') result[to] = translated;
  }
  return result;
}

/** A review's translations, shaped as its columns `title_translations` and `translations`. */
export interface ReviewTranslations {
  titleTranslations: Partial<Record<Language, string>>;
  translations: Partial<Record<Language, string>>;
}

/**
 * A guest's review (title, when it has one, and text, written in `from`) translated into each of
 * `languages` but `from`. The page shows a translated title only beside a translated text, so a
 * language the service fails on for the text gets no title translation either.
 */
export async function translateReviewForSite(
  provider: TranslationProvider,
  review: { title: string | null; text: string },
  from: Language,
  languages: readonly Language[],
): Promise<ReviewTranslations> {
  const translations = await translateForSite(provider, review.text, from, languages);
  const withText = languages.filter((language) => translations[language] !== undefined);
  const titleTranslations =
    review.title === null ? {} : await translateForSite(provider, review.title, from, withText);
  return { titleTranslations, translations };
}
