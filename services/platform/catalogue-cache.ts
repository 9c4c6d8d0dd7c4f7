// Per-process caches of catalogue reads (an object's price facts, its page data, its first page of
// ratings), valid while the search holder's version is unchanged.
//
// The holder bumps its version for every catalogue change it applies — this process's own
// (notifyObjectsChanged) and every other process's (LISTEN/NOTIFY) — so a cached entry never
// outlives a committed change the holder knows of. It cannot say WHICH objects changed, so any
// change drops every entry: coarse but safe, and a miss costs only the reads it saves. Until the
// holder is built it hears of no changes, so nothing is cached then. Anything that writes what
// these caches hold (objects, prices, availability, ratings and landlord answers) must call
// notifyObjectsChanged after its commit, as the search index needs anyway.
import type { AppDeps } from './context';
import type { SearchHolder } from '#services/search';

interface Entry {
  /** SearchHolder.version when the value was read. */
  version: number;
  value: unknown;
}

/** Least recently used first out; entries of an older holder version count as missing. */
class VersionedLru {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A named cache: its capacity and the holder-bound stores behind it. */
export class CatalogueCache<T> {
  private readonly stores = new WeakMap<SearchHolder, VersionedLru>();

  constructor(private readonly capacity: number) {}

  /** The value for `key`, read by `load` unless a current entry exists. */
  async read(deps: Pick<AppDeps, 'search'>, key: string, load: () => Promise<T>): Promise<T> {
    const holder = deps.search;
    if (!holder.ready) return load();
    let store = this.stores.get(holder);
    if (store === undefined) {
      store = new VersionedLru(this.capacity);
      this.stores.set(holder, store);
    }
    // Read the version before loading: a change applied meanwhile makes the entry stale, never
    // the other way round.
    const version = holder.version;
    const hit = store.get(key, version);
    if (hit !== undefined) return hit.value as T;
    const value = await load();
    store.set(key, { version, value });
    return value;
  }

  /** Entries held for this holder (tests and benchmarks). */
  size(deps: Pick<AppDeps, 'search'>): number {
    return this.stores.get(deps.search)?.size ?? 0;
  }
}
