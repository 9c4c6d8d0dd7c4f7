// French and Italian demo texts take the typographic apostrophe (’), as the site's own French and
// Italian texts do (core/locales-style.ts): "l’eau", "dell’arrivo". The sources write the
// straight one, which is easier to type and the one English keeps; the generator sets it here, in
// one place, for every text it emits in those languages — descriptions, titles, reviews, place
// names and pages, notices — so a French object page does not mix "L’essentiel" with "jusqu'à".

import type { SiteLanguage } from './places';

const TYPESET: ReadonlySet<string> = new Set<SiteLanguage>(['fr', 'it']);
const LANGUAGE_KEY = /^(de|en|fr|it|nl)$/;
/** Fields of a French or Italian row that hold names of things, not text (a review's files). */
const NOT_TEXT: ReadonlySet<string> = new Set(['documents', 'uid', 'code', 'email', 'url']);
/** A straight apostrophe between letters: an elision ("l'eau") or a name ("Côte d'Azur"). */
const ELISION = /(\p{L})'(?=\p{L})/gu;

/** `text` with each apostrophe between letters made typographic. */
export function typographicApostrophes(text: string): string {
  return text.includes("'") ? text.replace(ELISION, '$1’') : text;
}

/**
 * `rows` with the apostrophes of every French and Italian text set. A text is French or Italian
 * when it sits under a key `fr`/`it` (`{ de, en, fr, it }` texts) or in a row whose `language` is
 * one of them (a description, a review). Copies what it changes and nothing else: the rows may
 * share objects with the place and theme definitions, which must stay as written.
 */
export function typesetRows<T extends object>(rows: readonly T[]): T[] {
  return rows.map((row) => typeset(row, undefined) as T);
}

function typeset(value: unknown, language: string | undefined): unknown {
  if (typeof value === 'string') {
    return language !== undefined && TYPESET.has(language) ? typographicApostrophes(value) : value;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => typeset(item, language));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  const record = value as Record<string, unknown>;
  const own = typeof record.language === 'string' ? record.language : language;
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(record)) {
    if (NOT_TEXT.has(key)) continue;
    const set = typeset(child, LANGUAGE_KEY.test(key) ? key : own);
    if (set !== child) (copy ??= { ...record })[key] = set;
  }
  return copy ?? value;
}
