import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  RELOAD_PAUSE_MS,
  reloadOnce,
  type ReloadEnvironment,
} from './chunk-reload';

function environment(start = 1_000_000) {
  const store = new Map<string, string>();
  let now = start;
  const env: ReloadEnvironment & { advance(ms: number): void; reloads: number } = {
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    reloads: 0,
    reload: () => void (env.reloads += 1),
    now: () => now,
    advance: (ms) => void (now += ms),
  };
  return { env, store };
}

describe('reloadOnce (a failed chunk reloads the page once)', () => {
  it('reloads the first time and marks the session', () => {
    const { env, store } = environment();
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('never reloads again right after its reload (no loop)', () => {
    const { env } = environment();
    reloadOnce(env);
    env.advance(2_000);
    expect(reloadOnce(env)).toBe(false);
    env.advance(RELOAD_PAUSE_MS - 2_001);
    expect(reloadOnce(env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('a later deploy in the same session may reload once more', () => {
    const { env } = environment();
    reloadOnce(env);
    env.advance(RELOAD_PAUSE_MS + 1);
    expect(reloadOnce(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('without session storage it never reloads', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, reload, now: () => 1 })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(reloadOnce({ storage: throwing, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a garbage mark counts as none', () => {
    const { env, store } = environment();
    store.set(CHUNK_RELOAD_KEY, 'x');
    expect(reloadOnce(env)).toBe(true);
  });
});

describe('importOrReload', () => {
  it('passes a good module through and rethrows when no reload is allowed', async () => {
    vi.resetModules(); // a fresh module: the reloads above left their page "reloading"
    const { importOrReload } = await import('./chunk-reload');
    await expect(importOrReload(() => Promise.resolve(42), { chunk: 'x' })()).resolves.toBe(42);
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js');
    const env = () => ({ storage: null, reload: () => {}, now: () => 0 });
    const failed = await importOrReload(() => Promise.reject(error), { chunk: 'map', env })().catch(
      (e: unknown) => e,
    );
    // SPEC §8: the message names the chunk, the type says what happened, the cause is kept.
    expect(failed).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk map failed',
      type: 'missing',
      chunk: 'map',
      cause: error,
    });
    const other = await importOrReload(() => Promise.reject(new Error('boom')), {
      chunk: 'map',
      env,
    })().catch((e: unknown) => e);
    expect(other).toMatchObject({ message: 'Loading chunk map failed', type: 'error' });
  });

  it('gives up on a chunk after 120 s (SPEC §8 timeout), reloading once when it may', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const { importOrReload, CHUNK_TIMEOUT_MS } = await import('./chunk-reload');
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
      const never = () => new Promise<never>(() => {});
      const env = () => ({ storage: null, reload: () => {}, now: () => 0 });
      const result = importOrReload(never, { chunk: 'object-screen', env })().catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({
        message: 'Loading chunk object-screen failed',
        type: 'timeout',
      });
      // With a reload allowed, the timeout reloads the page instead of erroring.
      const { env: reloadEnv } = environment();
      void importOrReload(never, { chunk: 'object-screen', env: () => reloadEnv })();
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      expect(reloadEnv.reloads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads on a failed import and keeps the promise pending', async () => {
    vi.resetModules();
    const { importOrReload } = await import('./chunk-reload');
    const { env } = environment();
    let settled = false;
    void importOrReload(() => Promise.reject(new Error('x')), {
      chunk: 'x',
      env: () => env,
    })().finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(env.reloads).toBe(1);
    expect(settled).toBe(false);
  });
});
