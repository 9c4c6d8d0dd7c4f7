// Translation resources from locales/{lng}/{ns}.json, read once per process and kept in memory,
// with the editors' overrides from the database laid over them (the locale editor, issue 18:
// services/backoffice locale-overrides.ts keeps them current per process and hands them in with
// applyTextOverrides; docs/editing.md). Everything built from the texts — the served
// /locales files, the resources, the pages' picked texts, the cached translators — is dropped
// when the overrides change, so the next read has them.
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

/** Overrides per `lng/ns`: dotted key → text. */
export type TextOverrides = ReadonlyMap<string, Readonly<Record<string, string>>>;

let overlay: { owner: object | null; version: string; texts: TextOverrides } = {
  owner: null,
  version: '',
  texts: new Map(),
};
/** Moves on with every new overlay: a read begun before it must not be cached. */
let overlaySeq = 0;

const defaults = new Map<string, Promise<Readonly<Record<string, unknown>>>>();

/**
 * The JSON defaults of a namespace (the file, without overrides; parsed once per process,
 * read-only), or null when language or namespace is unknown.
 */
export function defaultTexts(
  lng: string,
  ns: string,
): Promise<Readonly<Record<string, unknown>>> | null {
  if (!isLanguage(lng) || !isNamespace(ns)) return null;
  const key = `${lng}/${ns}`;
  let hit = defaults.get(key);
  if (hit === undefined) {
    // Parsing here rejects a broken file on the server rather than in every browser.
    hit = readFile(join(projectRoot(), 'locales', lng, `${ns}.json`), 'utf8').then((text) =>
      Object.freeze(JSON.parse(text) as Record<string, unknown>),
    );
    hit.catch(() => defaults.delete(key));
    defaults.set(key, hit);
  }
  return hit;
}

/** A copy of `resources` with each dotted key's text set (intermediate objects copied). */
function withOverrides(
  resources: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, string>> | undefined,
): Readonly<Record<string, unknown>> {
  if (overrides === undefined) return resources;
  const root: Record<string, unknown> = { ...resources };
  for (const [dotted, text] of Object.entries(overrides)) {
    const parts = dotted.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'string') break;
      const copy = { ...((next as Record<string, unknown> | undefined) ?? {}) };
      node[part] = copy;
      node = copy;
    }
    const last = parts[parts.length - 1] ?? '';
    if (typeof node[last] !== 'object' || node[last] === null) node[last] = text;
  }
  return root;
}

const cache = new Map<string, string>();

/**
 * The namespace's texts in force (defaults with overrides) as compact JSON text, or null when
 * language or namespace is unknown.
 */
export async function readLocaleFile(lng: string, ns: string): Promise<string | null> {
  const file = defaultTexts(lng, ns);
  if (file === null) return null;
  const key = `${lng}/${ns}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const seq = overlaySeq;
  const texts = overlay.texts.get(key);
  const compact = JSON.stringify(withOverrides(await file, texts));
  if (overlaySeq === seq) cache.set(key, compact);
  return compact;
}

/**
 * Lays editors' overrides over the JSON defaults from now on (services/backoffice). `owner` and
 * `version` name the overrides: handing in the same again is a no-op, so a caller may do it per
 * request; new ones drop every text cache of this module.
 */
export function applyTextOverrides(owner: object, version: string, texts: TextOverrides): void {
  if (overlay.owner === owner && overlay.version === version) return;
  overlay = { owner, version, texts };
  overlaySeq++;
  cache.clear();
  parsed.clear();
  picked.clear();
  translators.clear();
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
      const seq = overlaySeq;
      const text = await readLocaleFile(language, ns);
      resources = Object.freeze(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      // Overrides that changed meanwhile: this read may be older, keep nothing.
      if (overlaySeq === seq) parsed.set(key, resources);
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
