// Whether a bank credit's payer may be a booking's guest, by name (decision 083): a transfer that
// lacks the booking number in its remittance is proposed by its amount and the payer's name. The
// bank gives the account holder's name as it keeps it — "NACHNAME, VORNAME" or "Vorname Nachname",
// upper case, umlauts written out ("MUELLER") or dropped ("MULLER"), apostrophes and particles
// run together ("DANGELO", "DELUCA"), two holders of a joint account ("Anna und Peter Muster").
// So the guest's whole family name must open or close the payer's name, compared without spaces,
// hyphens or apostrophes and in every spelling an umlaut may take: "De Luca" is not found in
// "Luca Bianchi", nor "Post" in "Deutsche Post AG", nor one word of a long name typed to catch
// others' money.

/** Salutations and titles that open a payer's name before the name itself. */
const TITLES = new Set([
  'herr',
  'frau',
  'hr',
  'fr',
  'dr',
  'prof',
  'familie',
  'fam',
  'eheleute',
  'mr',
  'mrs',
  'ms',
  'mme',
  'mlle',
  'sig',
  'sigra',
  'dott',
]);

/** Family names shorter than this are too common a word to identify a guest ("Li", "Wu"). */
const MIN_LETTERS = 3;
/** The most words of a payer's name looked at (the bank's field holds 70 characters). */
const MAX_WORDS = 12;

/** The letters-only words of a name, lower case. */
function words(name: string): string[] {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '');
}

/** The spellings a name may take on a statement: "müller" → mueller, muller. */
function spellings(name: string): string[] {
  const spelledOut = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const dropped = name.replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '');
  return spelledOut === dropped ? [dropped] : [spelledOut, dropped];
}

/** The words of the payer's name that may be a family name: before a comma, without titles. */
function payerWords(payer: string): string[] {
  const comma = payer.indexOf(',');
  const surnameFirst = comma > 0 ? words(payer.slice(0, comma)) : [];
  const all = surnameFirst.length > 0 ? surnameFirst : words(payer);
  let start = 0;
  while (start < all.length && TITLES.has(all[start]!)) start += 1;
  return all.slice(start, start + MAX_WORDS);
}

/**
 * Whether one of the guest's family names, whole, opens or closes the payer's name (before its
 * comma when it has one: "NACHNAME, VORNAME"). `familyNames` are the names the booking knows its
 * guest by (the traveller's family name as booked). A family name that is also a first name
 * ("Martin") may still be found in "Martin Schulz": the office checks every proposal.
 */
export function payerNamesGuest(payer: string | null, familyNames: readonly string[]): boolean {
  if (payer === null) return false;
  const payerRun = payerWords(payer);
  if (payerRun.length === 0) return false;
  // Every run of words that opens or closes the payer's name, joined: "de luca marco" gives
  // de, deluca, delucamarco, marco, lucamarco.
  const runs = new Set<string>();
  for (let k = 1; k <= payerRun.length; k += 1) {
    for (const run of [payerRun.slice(0, k), payerRun.slice(payerRun.length - k)]) {
      for (const spelling of spellings(run.join(''))) runs.add(spelling);
    }
  }
  return familyNames.some((name) => {
    const joined = words(name).join('');
    return joined.length >= MIN_LETTERS && spellings(joined).some((s) => runs.has(s));
  });
}

/** The family name of a full name as older bookings kept it ("Anna Maria Muster" → "Muster"). */
export function familyNameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts[parts.length - 1] ?? '';
}
