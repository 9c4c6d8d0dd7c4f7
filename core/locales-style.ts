// Forbidden forms per site language (issue 19, docs/glossary.md): the text check over the locale
// files (core/locales-style.test.ts) and over rendered pages (server/locales-style.int.test.ts).
// Patterns are precise on purpose: each names a form that is wrong wherever it appears, so a hit
// is a finding, not noise. Pure data; no I/O.
import { READS_WITH_VOWEL } from './i18n/translate';
import type { Language } from './languages';

export interface StyleRule {
  /** What is wrong, for the failure message. */
  why: string;
  pattern: RegExp;
  /** Only for texts written by the site (locale files), not for rendered pages with user content. */
  filesOnly?: boolean;
}

const FR_MONTHS =
  'Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre';
const IT_MONTHS =
  'Gennaio|Febbraio|Marzo|Aprile|Maggio|Giugno|Luglio|Agosto|Settembre|Ottobre|Novembre|Dicembre';

/** Rules for every language. */
const COMMON: StyleRule[] = [
  { why: 'three dots instead of the ellipsis …', pattern: /\.\.\./ },
  {
    why: 'a date format placeholder shown to guests',
    pattern: /\b(mm\/dd\/yyyy|tt\.mm\.jjjj|jj\/mm\/aaaa|gg\/mm\/aaaa)\b/i,
  },
];

export const STYLE_RULES: Record<Language, StyleRule[]> = {
  de: [
    ...COMMON,
    // Islands take "auf" (location data: regions' texts.preposition).
    {
      why: 'island with "in" (auf Mallorca)',
      pattern: /\bin (Mallorca|Korsika|Sardinien|Bornholm|Fünen|Seeland)\b/,
    },
    { why: 'straight double quotes (German „…“)', pattern: /"/, filesOnly: true },
    { why: 'English opening quote (German „…“)', pattern: /(^|[\s(])“/, filesOnly: true },
    { why: 'glossary: Serviceteam in one word', pattern: /\bService[- ][Tt]eam\b/ },
    { why: 'glossary: Hilfe & Kontakt', pattern: /\bHilfe und Kontakt\b/ },
    { why: 'glossary: Merkliste', pattern: /\b(Merkzettel|Wunschliste)\b/ },
    // The site's own texts; a guest may well thank "die Gastgeber" in a review.
    { why: 'glossary: Vermieter (not Gastgeber)', pattern: /\bGastgeber/, filesOnly: true },
  ],
  en: [
    ...COMMON,
    { why: 'glossary: watch list', pattern: /\b(favourites|wish ?list|watchlist)\b/i },
    { why: 'glossary: Help and contact', pattern: /\bHelp & contact\b/i },
    { why: 'glossary: service team', pattern: /\bservice-team\b|\bServiceteam\b/ },
    // Not on pages: an e-mail address such as mail@email.de is user content.
    { why: 'glossary: e-mail (not email)', pattern: /(?<![\w@.-])[Ee]mail\b/, filesOnly: true },
    { why: "curly apostrophe (English uses the straight ')", pattern: /’/, filesOnly: true },
    { why: 'straight double quotes (English “…”)', pattern: /"/, filesOnly: true },
  ],
  fr: [
    ...COMMON,
    { why: 'straight apostrophe (French ’)', pattern: /'/, filesOnly: true },
    {
      why: 'space before : ; ! ? » that is not a narrow no-break space (U+202F)',
      pattern: /[ \u00a0][:;!?»]/,
      filesOnly: true,
    },
    { why: '« followed by a space that is not U+202F', pattern: /«[ \u00a0]/, filesOnly: true },
    { why: 'Majorque takes "à"', pattern: /\b(en|in) Majorque\b/ },
    {
      why: 'capitalised month in running text',
      pattern: new RegExp(`(\\d|[a-zé]) (${FR_MONTHS})\\b`),
    },
    { why: 'glossary: Aide et contact', pattern: /\bAide & contact\b/ },
    {
      why: 'glossary: sélection (not liste de favoris, en favori, vos favoris)',
      pattern: /\bliste de favoris\b|\ben favoris?\b|\bvos favoris\b/i,
      filesOnly: true,
    },
    // The rules below are for the site's own texts; reviews and descriptions are the authors'.
    {
      why: 'glossary: hôte means guest too (propriétaire, client)',
      pattern: /\bhôtes?\b/i,
      filesOnly: true,
    },
    {
      why: 'glossary: service client (not équipe de service)',
      pattern: /équipe de service/i,
      filesOnly: true,
    },
  ],
  it: [
    ...COMMON,
    // As the French: the site's texts and the demo catalogue's (demo/catalogue/typography.ts) take
    // the typographic apostrophe, so a page never mixes "dell'arrivo" with "dell’arrivo".
    { why: 'straight apostrophe (Italian ’)', pattern: /'/, filesOnly: true },
    // The translator elides before a filled-in number (core/i18n/translate.ts); a page showing
    // "dal 08/12" or "il 11" composed a text past it.
    {
      why: 'no elision before a number read with a vowel (dall’8, l’11, all’80%)',
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}_])(il|al|dal|del|nel|sul)[ \\u00a0]${READS_WITH_VOWEL}`,
        'iu',
      ),
    },
    // A label whose value sits in another element ("Valido fino al" over a date) cannot be
    // elided by the translator: "al 08/12" stays wrong. Labels name the value instead (Scadenza).
    {
      why: 'label ending in an article or preposition the value would need elided (Scadenza)',
      pattern: /(?<![\p{L}\p{N}_])(il|al|dal|del|nel|sul)\s*$/iu,
      filesOnly: true,
    },
    { why: 'Maiorca takes "a"', pattern: /\bin Maiorca\b/ },
    {
      why: 'ad before a: "ad Alcúdia"',
      pattern: /(^|\s)a (?=[AÀÁ][a-zà-ú])(?!A\b)/,
      filesOnly: true,
    },
    // Register: Lei. Pronouns and possessives of tu and voi, the tu forms of the modal verbs.
    {
      why: 'tu/voi form (Italian register is Lei)',
      pattern:
        /\b(tu|tuo|tua|tuoi|tue|ti|vostro|vostra|vostri|vostre|voi|puoi|vuoi|devi|potete|dovete|volete|riceverai|troverai|potrai|contattaci|scrivici|ricordati|iscriviti|goditi|attendi|scegli|prendi|inserisci|tieni|consigliarvi|mostrarvi|aiutarvi|informarvi|contattarvi|inviarvi|ricordarvi)\b/i,
    },
    {
      why: 'capitalised month in running text',
      pattern: new RegExp(`(\\d|[a-zà-ú]) (${IT_MONTHS})\\b`),
    },
    { why: 'glossary: Aiuto e contatti', pattern: /\b(Aiuto e contatto|Aiuto & contatti)\b/ },
    { why: 'glossary: agenzia di viaggi', pattern: /\bagenzi[ae] di viaggio\b/i, filesOnly: true },
    {
      why: 'glossary: servizio clienti (not team di assistenza)',
      pattern: /\bteam di assistenza\b/i,
      filesOnly: true,
    },
    {
      why: 'glossary: preferiti (not promemoria for the watch list)',
      pattern: /\bal Suo promemoria\b|\bIl promemoria\b/,
    },
  ],
};

/** The rules a text breaks, as "why: excerpt" lines (empty when clean). */
export function styleFindings(language: Language, text: string, source: 'file' | 'page'): string[] {
  const out: string[] = [];
  for (const rule of STYLE_RULES[language]) {
    if (source === 'page' && rule.filesOnly === true) continue;
    const m = rule.pattern.exec(text);
    if (m) {
      const at = Math.max(0, m.index - 30);
      out.push(`${rule.why}: …${text.slice(at, m.index + m[0].length + 30)}…`);
    }
  }
  return out;
}
