// "auf Mallorca", "à Majorque", "ad Alcúdia", "en Croatie": a location name with the preposition
// it takes in a language (issue 19). The preposition comes from the location data (countries
// store theirs, regions and places in texts.preposition); this module adds the default per level
// and the contractions a bare "preposition + name" cannot produce.
import type { Language } from './languages';

export type LocationLevel = 'country' | 'region' | 'place';

/** Default prepositions when the location data stores none (towns: fr "à", it "a"). */
export const DEFAULT_PREPOSITIONS: Record<Language, Record<LocationLevel, string>> = {
  de: { country: 'in', region: 'in', place: 'in' },
  en: { country: 'in', region: 'in', place: 'in' },
  fr: { country: 'en', region: 'en', place: 'à' },
  it: { country: 'in', region: 'in', place: 'a' },
};

/** The stored preposition, else the level's default. */
export function prepositionFor(
  language: Language,
  level: LocationLevel,
  stored: string | null | undefined,
): string {
  const value = stored?.trim();
  return value ? value : DEFAULT_PREPOSITIONS[language][level];
}

/**
 * The name with its preposition. Contractions: fr "à Le Havre" → "au Havre", "à Les Sables" →
 * "aux Sables"; it "a Alcúdia" → "ad Alcúdia" (Italian writes ad before a vowel a).
 */
export function placePhrase(language: Language, preposition: string, name: string): string {
  const prep = preposition.trim();
  if (prep === '') return name;
  if (language === 'fr' && prep === 'à') {
    if (name.startsWith('Les ')) return `aux ${name.slice(4)}`;
    if (name.startsWith('Le ')) return `au ${name.slice(3)}`;
  }
  if (language === 'it' && prep === 'a' && /^[AaÀàÁá]/.test(name)) return `ad ${name}`;
  return `${prep} ${name}`;
}

/**
 * The preposition part of a full phrase ("auf Mallorca" with the name "Mallorca" → "auf"), or
 * null when the phrase does not end with the name. For deriving stored prepositions from texts.
 */
export function prepositionOf(phrase: string, name: string): string | null {
  const p = phrase.trim();
  if (!p.toLowerCase().endsWith(name.toLowerCase())) return null;
  const prep = p.slice(0, p.length - name.length).trim();
  return prep === '' ? null : prep;
}
