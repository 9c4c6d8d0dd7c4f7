// Translation keys as types, read from the German texts (the source language; core/locales.test.ts
// holds en, fr and it to the same keys). Type-only: the JSON files are never bundled from here, so
// typed keys cost the browser nothing. A key that does not exist in locales/de fails typecheck.
import type { Namespace } from './namespaces';

// Type-level import() rather than `import type`: locales/ is data, not a layer, and only the shape
// of its JSON is read here; no module of it is loaded (the room rules are about modules).
/* eslint-disable @typescript-eslint/consistent-type-imports */
interface GermanTexts {
  common: typeof import('../../locales/de/common.json');
  errors: typeof import('../../locales/de/errors.json');
  routes: typeof import('../../locales/de/routes.json');
  search: typeof import('../../locales/de/search.json');
  watchlist: typeof import('../../locales/de/watchlist.json');
  catalogue: typeof import('../../locales/de/catalogue.json');
  pricing: typeof import('../../locales/de/pricing.json');
  accounts: typeof import('../../locales/de/accounts.json');
  mail: typeof import('../../locales/de/mail.json');
  booking: typeof import('../../locales/de/booking.json');
  payments: typeof import('../../locales/de/payments.json');
  content: typeof import('../../locales/de/content.json');
  office: typeof import('../../locales/de/office.json');
  partners: typeof import('../../locales/de/partners.json');
  consent: typeof import('../../locales/de/consent.json');
  newsletter: typeof import('../../locales/de/newsletter.json');
  offline: typeof import('../../locales/de/offline.json');
  legal: typeof import('../../locales/de/legal.json');
  faq: typeof import('../../locales/de/faq.json');
  guides: typeof import('../../locales/de/guides.json');
  landing: typeof import('../../locales/de/landing.json');
  travelinfo: typeof import('../../locales/de/travelinfo.json');
  home: typeof import('../../locales/de/home.json');
  admin: typeof import('../../locales/de/admin.json');
  cms: typeof import('../../locales/de/cms.json');
  media: typeof import('../../locales/de/media.json');
}
/* eslint-enable @typescript-eslint/consistent-type-imports */

/** Dotted paths of a namespace's texts. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends object
      ? Leaves<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];

/** Plural forms (`nights_one`, `nights_other`, …) are asked for by their base key and a count. */
type PluralBase<K extends string> = K extends `${infer B}_zero`
  ? B
  : K extends `${infer B}_one`
    ? B
    : K extends `${infer B}_two`
      ? B
      : K extends `${infer B}_few`
        ? B
        : K extends `${infer B}_many`
          ? B
          : K extends `${infer B}_other`
            ? B
            : K;

/** Namespace → the keys callers may ask for in it. */
export type KeyMap = Record<string, string>;

/** The app's keys, per namespace (GermanTexts[N] fails typecheck for a namespace without a file). */
export type AppKeys = { [N in Namespace]: PluralBase<Leaves<GermanTexts[N]>> };

/**
 * A namespace, or one top-level section of it (`watchlist.notice`): the unit in which pages send
 * texts to the browser (core/i18n/namespaces.ts SHELL_TEXTS, SCREEN_TEXTS).
 */
export type TextPart = {
  [N in Namespace]: N | `${N}.${keyof GermanTexts[N] & string}`;
}[Namespace];

/** `ns:key` names a key of another namespace. */
type Prefixed<M extends KeyMap> = { [N in keyof M & string]: `${N}:${M[N]}` }[keyof M & string];

/** Interpolation values; `count` chooses the plural form, `defaultValue` stands in for a gap. */
export type Values = Readonly<Record<string, unknown>> & {
  readonly count?: number;
  readonly defaultValue?: string;
};

/** The translate function of namespace N. */
export interface TFunction<N extends keyof M & string, M extends KeyMap = AppKeys> {
  (key: M[N] | Prefixed<M>, values?: Values): string;
  /** A key built from run-time data the types cannot follow must bring its own fallback text. */
  (key: string, values: Values & { readonly defaultValue: string }): string;
}
