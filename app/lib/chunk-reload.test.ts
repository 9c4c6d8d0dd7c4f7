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
    await expect(importOrReload(() => Promise.resolve(42))()).resolves.toBe(42);
    const error = new Error('Loading chunk x failed');
    const env = () => ({ storage: null, reload: () => {}, now: () => 0 });
    await expect(importOrReload(() => Promise.reject(error), env)()).rejects.toBe(error);
  });

  it('reloads on a failed import and keeps the promise pending', async () => {
    vi.resetModules();
    const { importOrReload } = await import('./chunk-reload');
    const { env } = environment();
    let settled = false;
    void importOrReload(
      () => Promise.reject(new Error('x')),
      () => env,
    )().finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(env.reloads).toBe(1);
    expect(settled).toBe(false);
  });
});
