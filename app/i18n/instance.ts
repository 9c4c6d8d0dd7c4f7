// One translator per render (server: per request; browser: per language), built synchronously
// from the resources the root loader sent, so there is no flash of another language.
//
// Why not i18next in the bundle: the pages use a small part of it (namespaces, nested keys,
// {{value}} interpolation, plurals by Intl.PluralRules, defaultValue), and i18next with
// react-i18next was ~17 KB gzip of the object page's 150 KB first-load JavaScript budget
// (issue 6, docs/decisions.md). `react-i18next` imports resolve to ./react-i18next.tsx (see
// vite.config.ts), which implements that part with the same call signatures and results.

/** Resources of one language: namespace → nested keys. */
export type ResourceLanguage = Record<string, unknown>;

type Values = Record<string, unknown> & { count?: number; defaultValue?: string };

export interface Translator {
  language: string;
  /** The translate function of a namespace (default `common`), i18next `t` semantics. */
  fixedT(ns?: string): (key: string, values?: Values) => string;
}

const DEFAULT_NS = 'common';

function lookup(resources: ResourceLanguage, ns: string, key: string): string | undefined {
  let node: unknown = resources[ns];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** {{name}} (and i18next's unescaped {{- name}}) from the values; unknown names become ''. */
function interpolate(text: string, values: Values | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{-?\s*([\w.]+)\s*\}\}/g, (_m, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

export function createI18n(language: string, resources: ResourceLanguage): Translator {
  let plurals: Intl.PluralRules | null = null;
  const pluralForm = (count: number): string => {
    plurals ??= new Intl.PluralRules(language);
    return plurals.select(count);
  };
  const cache = new Map<string, (key: string, values?: Values) => string>();
  return {
    language,
    fixedT(defaultNs = DEFAULT_NS) {
      const hit = cache.get(defaultNs);
      if (hit) return hit;
      const t = (fullKey: string, values?: Values): string => {
        // "ns:key" names another namespace (i18next nsSeparator) when that namespace exists.
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
        // Missing keys show the key, as i18next does, so a gap is visible and greppable.
        return text === undefined ? key : interpolate(text, values);
      };
      cache.set(defaultNs, t);
      return t;
    },
  };
}
