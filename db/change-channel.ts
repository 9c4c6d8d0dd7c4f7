// A broadcast channel between the processes that share one database, for "this changed, reload
// it" messages (the search index of every process, ARCHITECTURE.md "Stateless app servers").
// PostgreSQL: LISTEN on a dedicated connection (a pooled one would be handed to other queries and
// lose the subscription) and NOTIFY through the pool; the listener reconnects with backoff and
// reports a resync, because notifications sent while it was away are lost. PGlite: one process
// owns the database, so an in-process event per Database is all it takes.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bulkTargetOf } from './bulk-load';
import type { Database } from './client';

/** PostgreSQL's limit for a NOTIFY payload is 8000 bytes; stay clear of it. */
export const MAX_MESSAGE_BYTES = 7_000;

export interface ChangeChannelHandlers {
  onMessage(message: string): void;
  /** The listener reconnected after losing its connection: messages may have been missed. */
  onResync(): void;
  onError?(error: unknown): void;
}

export interface ChangeChannel {
  /** Resolves once the subscription is active (or after `timeoutMs` without it). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Whether the subscription is active now (false before it connected and while it reconnects). */
  listening(): boolean;
  /** Sends a message to every subscriber of the database, this one included. */
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const buses = new WeakMap<Database, EventEmitter>();

function localBus(database: Database): EventEmitter {
  let bus = buses.get(database);
  if (bus === undefined) {
    bus = new EventEmitter();
    // Every search holder of the database subscribes; tests build several apps per database.
    bus.setMaxListeners(0);
    buses.set(database, bus);
  }
  return bus;
}

function openLocalChannel(
  database: Database,
  channel: string,
  handlers: ChangeChannelHandlers,
): ChangeChannel {
  const bus = localBus(database);
  const listener = (message: string): void => handlers.onMessage(message);
  bus.on(channel, listener);
  return {
    ready: async () => true,
    listening: () => true,
    publish: async (message) => {
      // Asynchronous like a real NOTIFY, so a publisher never re-enters its own handler.
      setImmediate(() => bus.emit(channel, message));
    },
    close: async () => {
      bus.off(channel, listener);
    },
  };
}

function openPostgresChannel(
  database: Database,
  channel: string,
  handlers: ChangeChannelHandlers,
): ChangeChannel {
  const target = bulkTargetOf(database);
  if (target.kind !== 'postgres' || !('pool' in target)) {
    throw new Error('a PostgreSQL change channel needs the pool of the database');
  }
  const options: pg.ClientConfig = { ...target.pool.options, keepAlive: true };
  let client: pg.Client | null = null;
  let closed = false;
  let connectedOnce = false;
  let delay = 100;
  let timer: NodeJS.Timeout | null = null;
  let resolveReady: (value: boolean) => void = () => {};
  const readyPromise = new Promise<boolean>((resolve) => {
    resolveReady = resolve;
  });

  const scheduleReconnect = (): void => {
    if (closed || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(5_000, delay * 2);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client(options);
    // A lost connection emits 'error' and/or 'end'; either way: drop it and reconnect.
    const lost = (error?: unknown): void => {
      if (error !== undefined) handlers.onError?.(error);
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = 100;
    if (connectedOnce) handlers.onResync();
    connectedOnce = true;
    resolveReady(true);
  };

  void connect();
  return {
    ready: (timeoutMs = 5_000) =>
      Promise.race([
        readyPromise,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
      ]),
    listening: () => client !== null,
    publish: async (message) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${message})`);
    },
    close: async () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      const current = client;
      client = null;
      if (current !== null) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** Subscribes to `channel` (a lowercase SQL identifier) of the database. */
export function openChangeChannel(
  database: Database,
  channel: string,
  handlers: ChangeChannelHandlers,
): ChangeChannel {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return database.kind === 'postgres'
    ? openPostgresChannel(database, channel, handlers)
    : openLocalChannel(database, channel, handlers);
}
