// The per-process search state: the in-memory index (search/) built from the database, the small
// catalogue tables search pages need (locations, offers, distinctions) and the result-card store
// (services/search-cards.ts) — kept current through the "objects changed" channel
// (db/change-channel.ts): every process reloads the objects another process reports changed,
// within milliseconds.
import { randomUUID } from 'node:crypto';
import { todayInBerlin } from '#core/dates';
import { MAX_MESSAGE_BYTES, openChangeChannel, type ChangeChannel } from '#db/change-channel';
import type { Database } from '#db/client';
import {
  loadOfferDistinctions,
  loadOffers,
  type OfferDistinctionRecord,
  type OfferRecord,
} from '#db/repositories/catalogue-offers';
import {
  CARD_PHOTOS,
  countObjects,
  loadCards,
  loadIndexObjects,
  streamIndexObjects,
  type CardRow,
  type LocationNames,
} from '#db/repositories/search-source';
import { SearchIndex } from '#search/index';
import type { AppDeps } from '#services/platform';
import { CardStore } from './cards';
import {
  invalidateLocationCatalog,
  locationCatalog,
  type LocationCatalog,
} from '#services/catalogue';

/** The NOTIFY channel of catalogue changes (SQL identifier). */
export const OBJECTS_CHANNEL = 'feriora_objects';

/** Objects per refresh query. */
const REFRESH_BATCH = 1_000;

export interface SearchState {
  index: SearchIndex;
  /** Result-card data of every indexed object. */
  cards: CardStore;
  locations: LocationCatalog;
  offers: Map<number, OfferRecord>;
  /** Offers in display order (sort, id). */
  offerList: OfferRecord[];
  distinctions: Map<number, OfferDistinctionRecord>;
  /** Live objects per location key (location info's top links); cleared on every change. */
  counts: Map<string, number>;
  /** Build time in ms and objects loaded, for logs and benchmarks. */
  buildMs: number;
}

export interface SearchLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface ChangeMessage {
  /** Origin: the holder that sent it (it has applied the change already). */
  o: string;
  /** Changed object numbers; absent = everything (rebuild). */
  n?: number[];
}

function locationNames(catalog: LocationCatalog): LocationNames {
  return {
    country: (code) => catalog.countryByCode.get(code)?.names,
    region: (id) => catalog.regionById.get(id)?.names,
    place: (id) => catalog.placeById.get(id)?.names,
  };
}

export class SearchHolder {
  private state: SearchState | null = null;
  private building: Promise<SearchState> | null = null;
  /** A build is reading the catalogue: changes meanwhile are re-read once it is in place. */
  private reading = false;
  private readonly dirty = new Set<number>();
  private readonly queue = new Set<number>();
  private readonly inflight = new Set<number>();
  private draining: Promise<void> | null = null;
  private channel: ChangeChannel | null = null;
  private logger: SearchLogger | null = null;
  private closed = false;
  /** Id of this holder in change messages. */
  readonly origin = randomUUID();
  /** Increases with every applied change (cache keys). */
  version = 0;
  /** When the index in use was built and when a change was last applied (epoch ms; /metrics). */
  private builtAt: number | null = null;
  private changedAt: number | null = null;

  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  useLogger(logger: SearchLogger): void {
    this.logger = logger;
  }

  /** Whether the index is built (nothing is loaded before the first search or `ensure`). */
  get ready(): boolean {
    return this.state !== null;
  }

  /**
   * The search state, building it on first use (subscribing to changes first, so nothing that
   * changes during the build is missed). Starts a background rebuild when the Berlin day moved
   * on since the build: the index's availability window starts at its build day.
   */
  async ensure(): Promise<SearchState> {
    const state = this.state;
    if (state !== null) {
      if (todayInBerlin(this.clock()) !== state.index.today && this.building === null) {
        void this.rebuild('new day');
      }
      return state;
    }
    if (this.building === null) {
      this.startSync();
      this.building = this.build().finally(() => {
        this.building = null;
      });
    }
    return this.building;
  }

  private startSync(): void {
    if (this.channel !== null || this.closed) return;
    this.channel = openChangeChannel(this.database, OBJECTS_CHANNEL, {
      onMessage: (message) => this.onMessage(message),
      onResync: () => {
        // Notifications sent while the listener was away are lost: read everything again.
        void this.rebuild('listener reconnected');
      },
      onError: (error) => this.logger?.error({ err: error }, 'search change listener failed'),
    });
  }

  private async build(): Promise<SearchState> {
    const started = performance.now();
    this.reading = true;
    try {
      return await this.buildState(started);
    } finally {
      this.reading = false;
    }
  }

  private async buildState(started: number): Promise<SearchState> {
    await this.channel?.ready(5_000);
    const db = this.database.db;
    const [locations, offers, distinctions, count] = await Promise.all([
      locationCatalog(this.database),
      loadOffers(db),
      loadOfferDistinctions(db),
      countObjects(db),
    ]);
    // Room for the objects plus some growth, so updates seldom need to grow the arrays.
    const capacity = Math.ceil(count * 1.02) + 64;
    const index = new SearchIndex({ today: todayInBerlin(this.clock()), capacity });
    const cards = new CardStore(capacity);
    for await (const batch of streamIndexObjects(db, locationNames(locations), {
      batchSize: 1_000,
      // Two batches in flight keep PostgreSQL working while this process indexes (bench:
      // 100k objects 8.2 s → 6.5 s; more in flight gained nothing on two cores).
      inFlight: 2,
    })) {
      for (const o of batch) {
        index.upsert(o);
        cards.put(o);
      }
    }
    index.finishBuild();
    cards.seal();
    const state: SearchState = {
      index,
      cards,
      locations,
      offers: new Map(offers.map((o) => [o.id, o])),
      offerList: offers,
      distinctions: new Map(distinctions.map((d) => [d.id, d])),
      counts: new Map(),
      buildMs: performance.now() - started,
    };
    this.state = state;
    this.reading = false;
    this.version++;
    this.builtAt = this.changedAt = Date.now();
    this.logger?.info({ objects: index.size, ms: Math.round(state.buildMs) }, 'search index built');
    if (this.dirty.size > 0) {
      const changed = [...this.dirty];
      this.dirty.clear();
      await this.refresh(changed);
    }
    return state;
  }

  /** Builds a new state in the background and swaps it in; the old one serves meanwhile. */
  async rebuild(reason: string): Promise<void> {
    if (this.closed) return;
    if (this.state === null || this.building !== null) {
      await this.ensure();
      return;
    }
    invalidateLocationCatalog(this.database);
    this.logger?.info({ reason }, 'search index rebuild');
    this.building = this.build().finally(() => {
      this.building = null;
    });
    try {
      await this.building;
    } catch (error) {
      this.logger?.error({ err: error }, 'search index rebuild failed');
    }
  }

  /** Re-reads the given objects into the index (removed when gone). Resolves once applied. */
  async refresh(objectNumbers: readonly number[]): Promise<void> {
    const wanted = objectNumbers.filter((n) => Number.isSafeInteger(n));
    for (const n of wanted) this.queue.add(n);
    while (wanted.some((n) => this.queue.has(n) || this.inflight.has(n))) {
      await this.drain();
    }
  }

  private drain(): Promise<void> {
    if (this.draining === null) {
      this.draining = this.drainLoop().finally(() => {
        this.draining = null;
      });
    }
    return this.draining;
  }

  private async drainLoop(): Promise<void> {
    // One batch at a time, in order: two overlapping reads of one object must not apply the
    // older row last.
    while (this.queue.size > 0) {
      const batch = [...this.queue].slice(0, REFRESH_BATCH);
      for (const n of batch) {
        this.queue.delete(n);
        this.inflight.add(n);
      }
      try {
        await this.apply(batch);
      } catch (error) {
        this.logger?.error({ err: error, objects: batch.length }, 'search index refresh failed');
      } finally {
        for (const n of batch) this.inflight.delete(n);
      }
    }
  }

  private async apply(batch: number[]): Promise<void> {
    if (this.reading) for (const n of batch) this.dirty.add(n);
    const state = this.state;
    if (state === null) return;
    const objects = await loadIndexObjects(this.database.db, locationNames(state.locations), batch);
    const found = new Set<number>();
    for (const o of objects) {
      state.index.upsert(o);
      state.cards.put(o);
      found.add(o.objectNumber);
      for (const id of o.offerIds) {
        const offer = state.offers.get(id);
        if (offer !== undefined) offer.hasMembers = true;
      }
    }
    for (const n of batch) {
      if (found.has(n)) continue;
      state.index.remove(n);
      state.cards.delete(n);
    }
    state.counts.clear();
    this.version++;
    this.changedAt = Date.now();
  }

  /** What /metrics reports of the index (server/metrics.ts); null before the first build. */
  stats(): {
    version: number;
    objects: number;
    builtAt: number;
    changedAt: number;
    buildMs: number;
  } | null {
    const state = this.state;
    if (state === null || this.builtAt === null || this.changedAt === null) return null;
    return {
      version: this.version,
      objects: state.index.size,
      builtAt: this.builtAt,
      changedAt: this.changedAt,
      buildMs: state.buildMs,
    };
  }

  /**
   * Applies a change here and tells every other process on the database (PostgreSQL: NOTIFY;
   * PGlite: an in-process event). Call after the change is committed.
   */
  async notify(objectNumbers: readonly number[]): Promise<void> {
    const numbers = [...new Set(objectNumbers.filter((n) => Number.isSafeInteger(n)))];
    if (numbers.length === 0) return;
    await this.refresh(numbers);
    await this.publish(numbers);
  }

  /**
   * The catalogue changed beyond single objects (an import brought locations, providers and homes
   * at once): this process and every other one on the database build their index and location
   * catalogue anew. Call after the change is committed.
   */
  async announceRebuild(reason: string): Promise<void> {
    // A process that never searched (an operator's command) builds nothing for itself.
    if (this.state === null) invalidateLocationCatalog(this.database);
    else await this.rebuild(reason);
    const channel = this.channel ?? this.openPublishOnly();
    const message: ChangeMessage = { o: this.origin };
    await channel.publish(JSON.stringify(message));
  }

  private async publish(numbers: number[]): Promise<void> {
    const channel = this.channel ?? this.openPublishOnly();
    // Chunks below the NOTIFY payload limit (an object number is at most 11 characters).
    const perMessage = Math.floor((MAX_MESSAGE_BYTES - 64) / 12);
    for (let i = 0; i < numbers.length; i += perMessage) {
      const message: ChangeMessage = { o: this.origin, n: numbers.slice(i, i + perMessage) };
      await channel.publish(JSON.stringify(message));
    }
  }

  /** A process that never searched still has to tell the others. */
  private openPublishOnly(): ChangeChannel {
    this.startSync();
    if (this.channel === null) throw new Error('search holder is closed');
    return this.channel;
  }

  private onMessage(text: string): void {
    let message: ChangeMessage;
    try {
      message = JSON.parse(text) as ChangeMessage;
    } catch {
      return;
    }
    if (message.o === this.origin) return;
    if (!Array.isArray(message.n)) {
      void this.rebuild('change message');
      return;
    }
    void this.refresh(message.n.filter((n): n is number => typeof n === 'number'));
  }

  /**
   * Card data of the objects: from memory, with one query for any the store lacks (an object
   * the index returned in the moment before its refresh reached the store).
   */
  async cardRows(
    state: SearchState,
    objectNumbers: readonly number[],
  ): Promise<Map<number, CardRow>> {
    const out = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const n of objectNumbers) {
      const row = state.cards.get(n);
      if (row === undefined) missing.push(n);
      else out.set(n, row);
    }
    if (missing.length > 0) {
      for (const row of await loadCards(this.database.db, missing, CARD_PHOTOS)) {
        out.set(row.objectNumber, row);
      }
    }
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
    const channel = this.channel;
    this.channel = null;
    await channel?.close();
    // A build still reading must not hold the database open.
    await this.building?.catch(() => {});
  }
}

/** The process's search state, built on first use (services and loaders call this). */
export function ensureSearchIndex(deps: Pick<AppDeps, 'search'>): Promise<SearchState> {
  return deps.search.ensure();
}

/**
 * Reports committed changes of objects (availability, prices, active, texts …): this process
 * reloads them into its index at once, every other process on the database within milliseconds.
 */
export function notifyObjectsChanged(
  deps: Pick<AppDeps, 'search'>,
  objectNumbers: readonly number[],
): Promise<void> {
  return deps.search.notify(objectNumbers);
}
