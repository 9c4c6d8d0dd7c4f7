// The site's languages. German is the default and has no path prefix (SPEC.md §2).
export const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** BCP 47 locale per language, used for number, money and date formatting. */
export const LOCALES: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
};

/**
 * Each language's name in itself, for language switches: a guest who cannot read the page's
 * language still finds their own (not translations; the same on every page).
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads the language from a URL path's first segment. `db` is accepted as a leading segment
 * (SPEC.md §2) and means the default language, like a missing prefix.
 */
export function languageFromPath(pathname: string): { language: Language; prefixed: boolean } {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === 'db' || first === 'de') return { language: DEFAULT_LANGUAGE, prefixed: true };
  if (isLanguage(first)) return { language: first, prefixed: true };
  return { language: DEFAULT_LANGUAGE, prefixed: false };
}
