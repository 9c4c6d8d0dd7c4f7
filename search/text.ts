// Fulltext normalisation shared by the index and the brute-force oracle.
//
// Folding: NFC, lower case, then ß → ss, æ → ae, œ → oe, ø → o, ł → l, đ → d, þ → th, ı → i,
// ’ and ʼ → ',
// and every other diacritic is stripped via NFD ('Côte' → 'cote', 'Zürich' → 'zurich').
// Words are maximal runs of letters and digits (Unicode \p{L}\p{N}); everything else separates
// ('Saint-Tropez' → 'saint', 'tropez'; "L'Escala" → 'l', 'escala').
//
// German umlauts: people type 'Zürich' as 'zurich' or 'zuerich'. The INDEX stores both spellings
// of a word with ä/ö/ü ('zurich' and 'zuerich'); a QUERY is only folded ('zü' → 'zu'), so 'zu',
// 'zur', 'zue', 'zuer' and 'zü' all find Zürich. (The reverse — a query 'zuerich' finding a text
// that spells 'Zurich' — is not attempted: 'ue' is an ordinary letter pair in many names.)
//
// Matching: every query word must be a PREFIX of some indexed word ('mar' finds 'Marina').

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
  // Typographic apostrophes read as the straight one a keyboard types: "Côte d’Azur" and
  // "Côte d'Azur" fold alike (they separate words either way).
  '’': "'",
  ʼ: "'",
};
const SPECIAL_PATTERN = /[ßæœøłđþı’ʼ]/g;
const MARKS = /\p{M}+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const UMLAUT = /[äöü]/g;
const HAS_UMLAUT = /[äöü]/;
const UMLAUT_EXPANSION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** Printable ASCII (and tabs/newlines) only: folding is just lower-casing (~10× faster). */
const NON_ASCII = /[^\t\n\r -~]/;

/** Lower case, special letters expanded, diacritics stripped. */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(SPECIAL_PATTERN, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(MARKS, '');
}

function words(folded: string): string[] {
  return folded.split(NON_WORD).filter((w) => w.length > 0);
}

/** Words of a query (folded, in order, duplicates removed). */
export function queryTokens(text: string): string[] {
  return [...new Set(words(foldText(text)))];
}

/** Words an object's search text is indexed under: folded plus German ae/oe/ue spellings. */
export function indexTokens(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase();
  const out = new Set(words(foldText(lower)));
  if (HAS_UMLAUT.test(lower)) {
    for (const w of words(foldText(lower.replace(UMLAUT, (c) => UMLAUT_EXPANSION[c] ?? c)))) {
      out.add(w);
    }
  }
  return [...out];
}
