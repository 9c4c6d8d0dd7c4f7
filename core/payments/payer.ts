// Whether a bank credit's payer may be a booking's guest, by name (decision 083): a transfer that
// lacks the booking number in its remittance is proposed by its amount and the payer's name. The
// bank gives the account holder's name as the bank keeps it — upper case, "NACHNAME, VORNAME",
// umlauts written out ("MUELLER") or dropped ("MULLER"), two holders of a joint account — so names
// are compared by their family-name words, in every spelling an umlaut may take.

/** Words too common in names and payer lines to tell one guest from another. */
const NOT_A_NAME = new Set([
  'und',
  'von',
  'van',
  'der',
  'den',
  'del',
  'della',
  'des',
  'die',
  'herr',
  'frau',
  'familie',
  'fam',
  'gmbh',
  'bank',
]);

/** The spellings a word may take on a statement: "müller" → muller, mueller. */
function spellings(word: string): string[] {
  const spelledOut = word
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const dropped = word.replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '');
  return spelledOut === dropped ? [dropped] : [spelledOut, dropped];
}

/** The words of a name that may identify it, each in every spelling. */
function nameWords(name: string): Set<string> {
  const words = new Set<string>();
  for (const word of name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .split(/[^\p{L}]+/u)) {
    if (word.length < 3 || NOT_A_NAME.has(word)) continue;
    for (const spelling of spellings(word)) words.add(spelling);
  }
  return words;
}

/**
 * Whether the payer's name holds one of the guest's family names (a word of three letters or
 * more, not a particle such as "von"), in any spelling of its umlauts. `familyNames` are the names
 * the booking knows its guest by — the customer's last name, the traveller's — not first names:
 * "Anna" pays for many bookings.
 */
export function payerNamesGuest(payer: string | null, familyNames: readonly string[]): boolean {
  if (payer === null) return false;
  const payerWords = nameWords(payer);
  if (payerWords.size === 0) return false;
  return familyNames.some((name) => [...nameWords(name)].some((word) => payerWords.has(word)));
}

/** The family name of a full name as a traveller gives it ("Anna Maria Muster" → "Muster"). */
export function familyNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words[words.length - 1] ?? '';
}
