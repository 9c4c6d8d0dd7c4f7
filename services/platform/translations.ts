// Translation resources from locales/{lng}/{ns}.json, read once per process and kept in memory.
// (Editor overrides from the database are layered on top in the content issue.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  NAMESPACES,
  isNamespace,
  pickTexts,
  type Namespace,
  type TextPart,
  type TextResources,
} from '#core/i18n/namespaces';
import { createTranslator, type TFunction } from '#core/i18n/translate';
import { isLanguage, type Language } from '#core/languages';
import { projectRoot } from '#db/paths';

const cache = new Map<string, string>();

/** The namespace file as compact JSON text, or null when language or namespace is unknown. */
export async function readLocaleFile(lng: string, ns: string): Promise<string | null> {
  if (!isLanguage(lng) || !isNamespace(ns)) return null;
  const key = `${lng}/${ns}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const text = await readFile(join(projectRoot(), 'locales', lng, `${ns}.json`), 'utf8');
  // Parsing here rejects a broken file on the server rather than in every browser.
  const compact = JSON.stringify(JSON.parse(text));
  cache.set(key, compact);
  return compact;
}

export type TranslationResources = Record<string, Record<string, unknown>>;

const parsed = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * The namespaces' resources. Each namespace is parsed once per process and shared by every
 * request (parsing them per page render cost ~1 ms of CPU on the object page): callers must treat
 * the objects as read-only.
 */
export async function loadTranslations(
  language: Language,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<TranslationResources> {
  const out: TranslationResources = {};
  for (const ns of namespaces) {
    const key = `${language}/${ns}`;
    let resources = parsed.get(key);
    if (resources === undefined) {
      const text = await readLocaleFile(language, ns);
      resources = Object.freeze(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      parsed.set(key, resources);
    }
    out[ns] = resources;
  }
  return out;
}

const picked = new Map<string, Promise<TextResources>>();

/**
 * The texts a page sends to the browser: the named namespaces and sections
 * (core/i18n/namespaces.ts SHELL_TEXTS, SCREEN_TEXTS) of the language, picked once per language
 * and list and shared by every request (read-only, like loadTranslations' resources).
 */
export function clientTexts(
  language: Language,
  parts: readonly TextPart[],
): Promise<TextResources> {
  const key = `${language}|${parts.join(',')}`;
  let hit = picked.get(key);
  if (hit === undefined) {
    const namespaces = [...new Set(parts.map((part) => part.split('.')[0] as Namespace))];
    hit = loadTranslations(language, namespaces).then((all) => pickTexts(all, parts));
    hit.catch(() => picked.delete(key));
    picked.set(key, hit);
  }
  return hit;
}

/** A translate function whose plain keys are in `common`; `ns:key` names another namespace. */
export type Translate = TFunction<'common'>;

/**
 * A server-side translate function for texts produced outside React (page titles in loaders,
 * e-mails): the same translator as the pages' (core/i18n/translate.ts), plurals included, with
 * the operator's name as every text's `{{brand}}` (services/partners siteTranslator reads it).
 */
export async function translator(language: Language, brand: string): Promise<Translate> {
  return createTranslator(language, await loadTranslations(language), { brand }).namespace(
    'common',
  );
}

const translators = new Map<string, Promise<Translate>>();
/** Languages × brands kept; a brand switch leaves the old brand's few entries behind. */
const MAX_TRANSLATORS = 32;

/**
 * translator() once per language, brand and process, for hot paths (search pages, API answers):
 * the resources are files that do not change while the process runs.
 */
export function cachedTranslator(language: Language, brand: string): Promise<Translate> {
  const key = `${language}|${brand}`;
  let hit = translators.get(key);
  if (hit === undefined) {
    if (translators.size >= MAX_TRANSLATORS) translators.clear();
    hit = translator(language, brand);
    hit.catch(() => translators.delete(key));
    translators.set(key, hit);
  }
  return hit;
}
