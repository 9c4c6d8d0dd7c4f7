// The editors' translation overrides at run time (issue 18, docs/editing.md): every process keeps
// the overrides of its database and lays them over the JSON defaults of services/platform
// (applyTextOverrides), so the pages, the served /locales files and the server's translators all
// show them. Kept like the operator brand (services/platform syncedValue): read once, reused for
// TTL_MS; a change is announced on the `feriora_texts` change channel, which drops every
// process's copy and moves `textsVersion` on — part of the page cache's stamp, so no stored page
// shows an old text. The server calls ensureLocaleOverrides before each request
// (server/app.ts), which is a comparison while the copy is current.
import {
  changeTranslation,
  listTranslationOverrides,
  type TranslationChange,
} from '#db/repositories/backoffice-translations';
import {
  applyTextOverrides,
  syncedValue,
  type AppDeps,
  type TextOverrides,
} from '#services/platform';

/** The change channel of the texts (SQL identifier). */
export const TEXTS_CHANNEL = 'feriora_texts';
/** How long a process reuses the overrides without hearing of a change (a lost notification). */
export const TTL_MS = 60_000;

type Deps = Pick<AppDeps, 'database'>;

interface Overrides {
  texts: TextOverrides;
  fingerprint: string;
}

const overrides = syncedValue<Overrides, Deps>({
  channel: TEXTS_CHANNEL,
  ttlMs: TTL_MS,
  // After a failed read (database away): retry this soon, keeping the last overrides meanwhile.
  retryMs: 5_000,
  async load(deps) {
    const rows = await listTranslationOverrides(deps.database.db);
    const texts = new Map<string, Record<string, string>>();
    for (const row of rows) {
      const file = `${row.language}/${row.namespace}`;
      let keys = texts.get(file);
      if (keys === undefined) {
        keys = {};
        texts.set(file, keys);
      }
      keys[row.key] = row.value;
    }
    return { texts, fingerprint: JSON.stringify(rows) };
  },
  fallback: (_deps, last) => last ?? { texts: new Map(), fingerprint: '' },
  fingerprint: (value) => value.fingerprint,
});

/**
 * Makes the texts of this process current (the overrides of the database laid over the JSON
 * defaults): at once while the copy is fresh, else after reading the overrides.
 */
export async function ensureLocaleOverrides(deps: Deps): Promise<void> {
  const { texts } = await overrides.get(deps);
  applyTextOverrides(deps.database, overrides.version(deps), texts);
}

/**
 * A token that changes whenever this process learns of other overrides (page-cache stamps): '0'
 * until they were read once.
 */
export function textsVersion(deps: Deps): string {
  return overrides.version(deps);
}

/**
 * Stores one change (override set or removed, with its history row) and announces it: this
 * process at once, the others through the channel. False when nothing changed.
 */
export async function storeTranslationChange(
  deps: Deps,
  change: TranslationChange,
): Promise<boolean> {
  const changed = await changeTranslation(deps.database.db, change);
  if (changed) await overrides.announce(deps, 'texts');
  return changed;
}

/**
 * Announces a change of other stored content the pages show (a CMS container published or
 * unpublished, services/backoffice/cms.ts): like a text change it moves `textsVersion` here at
 * once and in the other processes through the channel, so no stored page keeps the old content.
 */
export async function announceContentChange(deps: Deps): Promise<void> {
  await overrides.announce(deps, 'content');
}

/** Stops this process's listener (before the database closes). */
export async function closeLocaleOverrides(deps: Deps): Promise<void> {
  await overrides.close(deps);
}
