// Path parameters of the route table (SPEC.md §2, §5). Every `:name` in a route pattern must be a
// key of PARAM_DEFINITIONS; the definition decides how the segment is validated and what type the
// parsed value has.
//
// - 'int': digits only, parsed to a number. At most 15 digits so that every value is a safe integer
//   (2^53 ≈ 9·10^15) and href → match round-trips exactly. Leading zeros are accepted when matching
//   and normalised away by href, so the canonical path of '/object/0123/' is '/object/123/'.
// - 'enum': one of a fixed list of strings (matched case-sensitively).
// - 'string': a whole segment matching `pattern`; the patterns never admit '/', '.', '%' or other
//   characters that would need percent-encoding, so href never has to encode.

const DIGITS = '[0-9]{1,15}';

export type ParamDefinition =
  | { readonly type: 'int'; readonly pattern: string }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'string'; readonly pattern: string };

export const PARAM_DEFINITIONS = {
  objectNumber: { type: 'int', pattern: DIGITS },
  bookingID: { type: 'int', pattern: DIGITS },
  customerNumber: { type: 'int', pattern: DIGITS },
  poiId: { type: 'int', pattern: DIGITS },
  ratingNumber: { type: 'int', pattern: DIGITS },
  bookingDisplayNumber: { type: 'int', pattern: DIGITS },
  /** Offer id of a themed landing page (/besondere-angebote/{offerID?}/{slug}/). */
  offerID: { type: 'int', pattern: DIGITS },
  /** FAQ part (SPEC §5). */
  part: { type: 'enum', values: ['faq1', 'faq2'] },
  /** Language of the card payment provider's page (SPEC §5) — not the site language. */
  language: { type: 'enum', values: ['de', 'en'] },
  /** First segment of a POI page: a travel report or a sight. */
  poiType: { type: 'enum', values: ['Reisebericht', 'Sehenswuerdigkeit'] },
  /** Optional SEO slug of a POI page. */
  url: { type: 'string', pattern: '[A-Za-z0-9_-]{1,200}' },
  /** Slug of a themed landing page. */
  slug: { type: 'string', pattern: '[a-z0-9-]+' },
  /** Lower-case ISO 3166-1 alpha-2 code (/reisetipps/ferientermine/land/{countryCode}/). */
  countryCode: { type: 'string', pattern: '[a-z]{2}' },
} as const satisfies Record<string, ParamDefinition>;

export type ParamName = keyof typeof PARAM_DEFINITIONS;

/** The TypeScript type of a parsed parameter value. */
export type ParamValueOf<K extends string> = K extends ParamName
  ? (typeof PARAM_DEFINITIONS)[K] extends { readonly type: 'int' }
    ? number
    : (typeof PARAM_DEFINITIONS)[K] extends { readonly values: readonly (infer V)[] }
      ? V
      : string
  : never;

export function isParamName(name: string): name is ParamName {
  return Object.prototype.hasOwnProperty.call(PARAM_DEFINITIONS, name);
}

// ---- Parameter types derived from a pattern literal --------------------------------------------

type Split<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Split<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;
type Simplify<T> = { [K in keyof T]: T[K] } & unknown;

/**
 * Parameters of a pattern such as '/booking/start/:objectNumber?/' →
 * `{ objectNumber?: number }`.
 */
export type PathParams<P extends string> = Simplify<
  { [K in RequiredName<Split<P>>]: ParamValueOf<K> } & {
    [K in OptionalName<Split<P>>]?: ParamValueOf<K>;
  }
>;
