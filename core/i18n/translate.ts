// The one translator of the site: the browser and the server render (app/i18n/provider.tsx), page
// titles in loaders and e-mails (services/platform/translations.ts) all translate through it, so a
// text reads the same wherever it is produced.
//
// What it does is the part of i18next the site uses: namespaces, nested keys, `ns:key`,
// {{value}} interpolation (with values every text of a translator gets, such as the operator's
// `{{brand}}`: core/branding.ts), plurals by Intl.PluralRules (with `_zero` for 0), defaultValue, and the
// key itself for a missing text. i18next with react-i18next was ~17 KB gzip of the object page's
// 150 KB first-load JavaScript budget (issue 6, docs/decisions/035-…); this is well under 1 KB.
// One thing i18next does not do: Italian elides an article or preposition before a filled-in
// number read with a vowel ("dall’08/12/2026", docs/glossary.md), as a translator writing the
// text around a known number would.
import type { AppKeys, KeyMap, TFunction, Values } from './keys';

export type { AppKeys, KeyMap, TFunction, Values } from './keys';

/** Resources of one language: namespace → nested keys. */
export type ResourceLanguage = Readonly<Record<string, unknown>>;

export interface Translator<M extends KeyMap = AppKeys> {
  readonly language: string;
  /** The translate function of a namespace; the same function for every call (stable for React). */
  namespace<N extends keyof M & string>(ns: N): TFunction<N, M>;
}

function lookup(resources: ResourceLanguage, ns: string, key: string): string | undefined {
  let node: unknown = resources[ns];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A placeholder, with the Italian article or articulated preposition before it when there is one
 * ("fino al {{date}}", "Dal {{start}}", "pagato il {{date}}"); a whole word only ("Montréal" has
 * none).
 */
const PLACEHOLDER =
  /(?:(?<![\p{L}\p{N}_])(il|al|dal|del|nel|sul|Il|Al|Dal|Del|Nel|Sul)[ \u00a0])?\{\{-?\s*([\w.]+)\s*\}\}/gu;

/** The elided form: "dal" → "dall’", "il" → "l’". */
const elided = (word: string): string =>
  word === 'il' ? 'l’' : word === 'Il' ? 'L’' : `${word}l’`;

/**
 * An Italian number read with a vowel first, as the site writes numbers (Intl: "1000 €" and
 * "8000 €" ungrouped, "11.000 €" grouped; days with a leading zero): otto, ottanta, ottocento,
 * ottomila …; undici, undicimila; uno ("l’1%", "l’1,5%") — but not mille ("1000 €"), centodieci
 * ("110") or the first of a month, which is read primo ("dal 01/12/2026", "il 1 dicembre").
 * Shared with the text check (core/locales-style.ts), which flags a page that composed such a
 * phrase past the translator.
 */
export const READS_WITH_VOWEL = String.raw`(?:0?8|11(?!\d)|0?1(?![\d.°/]|\s\p{L}))`;
const readsWithVowel = new RegExp(`^${READS_WITH_VOWEL}`, 'u');

/**
 * {{name}} (and i18next's unescaped {{- name}}) from the values; unknown names become ''. In
 * Italian, an article or preposition before a number that is read with a vowel is elided as the
 * language writes it: "dall’08/12/2026", "fino all’11 dicembre", "pagato l’8 dicembre", "pari
 * all’80%" (never "dal 08", "al 11", "il 8"; READS_WITH_VOWEL).
 */
function interpolate(text: string, values: Values | undefined, italian: boolean): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, preposition: string | undefined, name: string) => {
    const raw = values?.[name];
    const value = raw === undefined || raw === null ? '' : String(raw as string | number);
    if (preposition === undefined) return value;
    if (italian && readsWithVowel.test(value)) return `${elided(preposition)}${value}`;
    return match.slice(0, preposition.length + 1) + value;
  });
}

/** Plural rules per language, made once (a translator is made per page render). */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * A translator over one language's resources (read-only; shared between requests on the server).
 * M types the keys: the app's keys from locales/de by default. `shared` values fill every text's
 * placeholders unless a call passes its own: `{ brand }`, so no text names the operator itself.
 */
export function createTranslator<M extends KeyMap = AppKeys>(
  language: string,
  resources: ResourceLanguage,
  shared?: Values,
): Translator<M> {
  const pluralForm = (count: number): string => pluralRulesOf(language).select(count);
  const italian = language === 'it';
  const cache = new Map<string, (key: string, values?: Values) => string>();
  return {
    language,
    namespace<N extends keyof M & string>(defaultNs: N): TFunction<N, M> {
      const hit = cache.get(defaultNs);
      if (hit) return hit;
      const t = (fullKey: string, values?: Values): string => {
        // "ns:key" names another namespace (i18next nsSeparator) when that namespace is loaded.
        const colon = fullKey.indexOf(':');
        const prefixed = colon > 0 && fullKey.slice(0, colon) in resources;
        const ns = prefixed ? fullKey.slice(0, colon) : defaultNs;
        const key = prefixed ? fullKey.slice(colon + 1) : fullKey;
        let text: string | undefined;
        if (typeof values?.count === 'number') {
          // i18next v4 JSON: key_zero for 0 when present, then the Intl plural form.
          if (values.count === 0) text = lookup(resources, ns, `${key}_zero`);
          text ??= lookup(resources, ns, `${key}_${pluralForm(values.count)}`);
          text ??= lookup(resources, ns, `${key}_other`);
        }
        text ??= lookup(resources, ns, key);
        text ??= values?.defaultValue;
        // A missing text shows the key as asked for (`ns:key` included), visible and greppable.
        if (text === undefined) return fullKey;
        return interpolate(text, shared === undefined ? values : { ...shared, ...values }, italian);
      };
      cache.set(defaultNs, t);
      return t;
    },
  };
}
