// A script chunk that fails to load (SPEC.md §8 "Chunk load failure"; issue 17): after a deploy the
// old page asks for chunk names the server no longer has. One reload brings the new page and its
// new chunk names. A sessionStorage mark with the time of that reload keeps it to one: a chunk
// that still fails right after the reload (the server is broken, the visitor offline) is an error
// for the error view, never a reload loop. After RELOAD_PAUSE_MS a later deploy may reload again.
export const CHUNK_RELOAD_KEY = 'feriora:chunk-reload';
export const RELOAD_PAUSE_MS = 5 * 60_000;

/** Set once this page has asked for its reload: later failures wait for it instead of erroring. */
let reloading = false;

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
  now(): number;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): no mark, hence no reload — never risk a loop.
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/** Reloads the page unless it was reloaded for a chunk a moment ago; says whether it did. */
export function reloadOnce(env: ReloadEnvironment = browserEnvironment()): boolean {
  if (env.storage === null) return false;
  try {
    const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? '');
    if (Number.isFinite(last) && last > 0 && env.now() - last < RELOAD_PAUSE_MS) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/**
 * A dynamic import that reloads the page once when it rejects; while the reload runs the promise
 * stays pending (nothing renders an error in the moment before the page goes). Without a reload
 * the import's error is passed on to the error view.
 */
export function importOrReload<T>(
  load: () => Promise<T>,
  env?: () => ReloadEnvironment,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloading || reloadOnce(env?.())) return new Promise<T>(() => {});
      throw error;
    });
}
