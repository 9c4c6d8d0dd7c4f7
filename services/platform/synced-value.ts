// A value every process keeps a copy of and hears about when it changes (the operator brand and
// other site settings, the editors' translation overrides): read from the database once, reused
// for `ttlMs`; a change is announced on a change channel (db/change-channel.ts: NOTIFY between the
// processes of one PostgreSQL, an in-process event with the embedded database), which drops every
// process's copy and moves its `version` on — part of the page cache's stamp, so no stored page
// shows an old value. A process's first read waits for its listener, so nothing announced after
// it goes unheard; a value read while no listener is up is kept briefly. The TTL is the safety
// net for a notification lost while a listener reconnected (the channel's resync drops the copy
// as well). While the database is away the last value (or the fallback) is served and the read
// retried after `retryMs` — but a read made from inside an embedded transaction (db/client.ts
// guard) throws: that is a bug, not an outage.
import { openChangeChannel, type ChangeChannel } from '#db/change-channel';
import { isTransactionMisuse, type Database } from '#db/client';
import type { AppDeps } from './context';

type Deps = Pick<AppDeps, 'database'>;

/** How long a read waits for its listener's first connection (a LISTEN takes milliseconds). */
export const LISTEN_WAIT_MS = 2_000;

interface Store<T> {
  value: T | null;
  fingerprint: string;
  /** performance.now() until which `value` is reused. */
  until: number;
  loading: Promise<T> | null;
  /** Bumped by every change heard of and every read that found another value. */
  version: number;
  /** Bumped by every change heard of: a read started before it must not be kept. */
  generation: number;
  channel: ChangeChannel | null;
  /** The first read waited for the listener (it waits once per process). */
  waitedForListener: boolean;
}

export interface SyncedValueOptions<T, D extends Deps> {
  /** The change channel (SQL identifier). */
  channel: string;
  ttlMs: number;
  retryMs: number;
  /** Reads the value from the database (throws when it is away). */
  load: (deps: D) => Promise<T>;
  /** What to serve when a read fails: the last value, or a default when there is none. */
  fallback: (deps: D, last: T | null) => T;
  /** Equal for equal values: a read that finds another one moves the version on. */
  fingerprint: (value: T) => string;
}

export interface SyncedValue<T, D extends Deps> {
  /** The current value: at once while the copy is fresh, else after reading it. */
  get(deps: D): Promise<T>;
  /** The value read last, without waiting (null before the first read). */
  last(deps: Deps): T | null;
  /** A token that changes whenever this process learns of another value ('0' before). */
  version(deps: Deps): string;
  /** Drops this process's copy and tells the others (after the change is stored). */
  announce(deps: Deps, message: string): Promise<void>;
  /** Stops this process's listener (before the database closes). */
  close(deps: Deps): Promise<void>;
}

export function syncedValue<T, D extends Deps>(
  options: SyncedValueOptions<T, D>,
): SyncedValue<T, D> {
  const stores = new WeakMap<Database, Store<T>>();

  const storeOf = (deps: Deps): Store<T> => {
    let store = stores.get(deps.database);
    if (store === undefined) {
      store = {
        value: null,
        fingerprint: '',
        until: 0,
        loading: null,
        version: 0,
        generation: 0,
        channel: null,
        waitedForListener: false,
      };
      stores.set(deps.database, store);
    }
    return store;
  };

  const invalidate = (store: Store<T>) => {
    store.until = 0;
    store.loading = null;
    store.generation++;
    store.version++;
  };

  const subscribe = (deps: Deps, store: Store<T>) => {
    store.channel ??= openChangeChannel(deps.database, options.channel, {
      onMessage: () => invalidate(store),
      // Messages sent while the listener was away are lost: read again.
      onResync: () => invalidate(store),
    });
    return store.channel;
  };

  const read = async (deps: D, store: Store<T>): Promise<T> => {
    const generation = store.generation;
    // Listen before reading: a change announced after this read but before the listener's LISTEN
    // was active would be heard by nobody, and the read kept for a whole TTL (a process's first
    // read raced its listener's connection). The first read waits for the listener, once: a
    // listener that cannot connect must not hold up every later read (requests wait on them).
    // A value read while no listener is up is kept for `retryMs` only.
    const channel = subscribe(deps, store);
    if (!store.waitedForListener) {
      store.waitedForListener = true;
      await channel.ready(LISTEN_WAIT_MS);
    }
    let value: T;
    let ttl = channel.listening() ? options.ttlMs : Math.min(options.ttlMs, options.retryMs);
    try {
      value = await options.load(deps);
    } catch (error) {
      // A read from inside a transaction of the embedded database is a bug in the caller: it
      // fails loudly (and the next read tries again) instead of serving the fallback for a while.
      if (isTransactionMisuse(error)) {
        if (store.generation === generation) store.loading = null;
        throw error;
      }
      value = options.fallback(deps, store.value);
      ttl = options.retryMs;
    }
    if (store.generation === generation) {
      const fingerprint = options.fingerprint(value);
      if (fingerprint !== store.fingerprint) {
        store.fingerprint = fingerprint;
        if (store.value !== null) store.version++;
      }
      store.value = value;
      store.until = performance.now() + ttl;
      store.loading = null;
    }
    return value;
  };

  return {
    async get(deps) {
      const store = storeOf(deps);
      subscribe(deps, store);
      let value = store.value;
      // A change heard of during a read discards it (it may be older): read again, a few times
      // at most, then serve what the last read found.
      for (
        let tries = 0;
        tries < 3 && (store.value === null || store.until <= performance.now());
        tries++
      ) {
        store.loading ??= read(deps, store);
        value = await store.loading;
      }
      return (store.value ?? value) as T;
    },
    last: (deps) => storeOf(deps).value,
    version: (deps) => String(storeOf(deps).version),
    async announce(deps, message) {
      const store = storeOf(deps);
      // This process at once; the others (and this one again, harmlessly) through the channel.
      invalidate(store);
      await subscribe(deps, store).publish(message);
    },
    async close(deps) {
      const store = stores.get(deps.database);
      const channel = store?.channel ?? null;
      if (store) store.channel = null;
      await channel?.close();
    },
  };
}
