// URL slugs of location names: the demo catalogue and the catalogue import (docs/catalogue-
// import.md) spell them by one rule, so an imported place's URL looks like a seeded one's.

const TRANSLITERATION: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};

/**
 * URL slug of a name: lowercase ASCII words joined by '-'. German umlauts become ae/oe/ue as
 * German URLs spell them (Kärnten → kaernten); other diacritics are dropped (Poreč → porec).
 */
export function slugify(name: string, language: string): string {
  let text = name.toLowerCase();
  if (language === 'de') text = text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  text = text.replace(/[ßøæœłđ]/g, (c) => TRANSLITERATION[c] ?? c);
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
