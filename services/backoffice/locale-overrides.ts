// The editors' translation overrides at run time (issue 18, docs/editing.md): every process keeps
// the overrides of its database and lays them over the JSON defaults of services/platform
// (applyTextOverrides), so the pages, the served /locales files and the server's translators all
// show them. Like the operator brand (services/partners operator-brand.ts): read once, reused for
// TTL_MS; a change is announced on the `feriora_texts` change channel (NOTIFY between the
// processes of one PostgreSQL, an in-process event with the embedded database), which drops every
// process's copy and moves `textsVersion` on — part of the page cache's stamp, so no stored page
// shows an old text. The server calls ensureLocaleOverrides before each request
// (server/app.ts), which is a comparison while the copy is current.
import { openChangeChannel, type ChangeChannel } from '#db/change-channel';
import type { Database } from '#db/client';
import {
  changeTranslation,
  listTranslationOverrides,
  type TranslationChange,
} from '#db/repositories/backoffice-translations';
import { applyTextOverrides, type AppDeps, type TextOverrides } from '#services/platform';

/** The change channel of the texts (SQL identifier). */
export const TEXTS_CHANNEL = 'feriora_texts';
/** How long a process reuses the overrides without hearing of a change (a lost notification). */
export const TTL_MS = 60_000;
/** After a failed read (database away): retry this soon, keeping the last overrides meanwhile. */
const RETRY_MS = 5_000;

type Deps = Pick<AppDeps, 'database'>;

interface Store {
  texts: TextOverrides | null;
  fingerprint: string;
  until: number;
  loading: Promise<void> | null;
  /** Bumped by every change heard of and every read that found other overrides. */
  version: number;
  generation: number;
  channel: ChangeChannel | null;
}

const stores = new WeakMap<Database, Store>();

function storeOf(deps: Deps): Store {
  let store = stores.get(deps.database);
  if (store === undefined) {
    store = {
      texts: null,
      fingerprint: '',
      until: 0,
      loading: null,
      version: 0,
      generation: 0,
      channel: null,
    };
    stores.set(deps.database, store);
  }
  return store;
}

function invalidate(store: Store): void {
  store.until = 0;
  store.loading = null;
  store.generation++;
  store.version++;
}

function subscribe(deps: Deps, store: Store): ChangeChannel {
  store.channel ??= openChangeChannel(deps.database, TEXTS_CHANNEL, {
    onMessage: () => invalidate(store),
    onResync: () => invalidate(store),
  });
  return store.channel;
}

async function read(deps: Deps, store: Store): Promise<void> {
  const generation = store.generation;
  let texts: Map<string, Record<string, string>>;
  let fingerprint: string;
  let ttl = TTL_MS;
  try {
    const rows = await listTranslationOverrides(deps.database.db);
    texts = new Map();
    for (const row of rows) {
      const file = `${row.language}/${row.namespace}`;
      let keys = texts.get(file);
      if (keys === undefined) {
        keys = {};
        texts.set(file, keys);
      }
      keys[row.key] = row.value;
    }
    fingerprint = JSON.stringify(rows);
  } catch {
    // The database is away: the last overrides (or none) until it answers again.
    texts = new Map(store.texts ?? []);
    fingerprint = store.fingerprint;
    ttl = RETRY_MS;
  }
  if (store.generation !== generation) return;
  if (fingerprint !== store.fingerprint) {
    store.fingerprint = fingerprint;
    if (store.texts !== null) store.version++;
  }
  store.texts = texts;
  store.until = performance.now() + ttl;
  store.loading = null;
}

/**
 * Makes the texts of this process current (the overrides of the database laid over the JSON
 * defaults): at once while the copy is fresh, else after reading the overrides.
 */
export async function ensureLocaleOverrides(deps: Deps): Promise<void> {
  const store = storeOf(deps);
  subscribe(deps, store);
  // A change heard of during a read discards it (it may be older): read again, a few times at most.
  for (
    let tries = 0;
    tries < 3 && (store.texts === null || store.until <= performance.now());
    tries++
  ) {
    store.loading ??= read(deps, store);
    await store.loading;
  }
  if (store.texts !== null) applyTextOverrides(store, String(store.version), store.texts);
}

/**
 * A token that changes whenever this process learns of other overrides (page-cache stamps): '0'
 * until they were read once.
 */
export function textsVersion(deps: Deps): string {
  return String(storeOf(deps).version);
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
  if (changed) {
    const store = storeOf(deps);
    invalidate(store);
    await subscribe(deps, store).publish('texts');
  }
  return changed;
}

/** Stops this process's listener (before the database closes). */
export async function closeLocaleOverrides(deps: Deps): Promise<void> {
  const store = stores.get(deps.database);
  const channel = store?.channel ?? null;
  if (store) store.channel = null;
  await channel?.close();
}
