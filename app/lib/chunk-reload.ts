// A script chunk that fails to load (SPEC.md §8 "Chunk load failure"; issue 17): after a deploy the
// old page asks for chunk names the server no longer has. One reload brings the new page and its
// new chunk names. A sessionStorage mark with the time of that reload keeps it to one: a chunk
// that still fails right after the reload (the server is broken, the visitor offline) is an error
// for the error view, never a reload loop. After RELOAD_PAUSE_MS a later deploy may reload again.
export const CHUNK_RELOAD_KEY = 'feriora:chunk-reload';
export const RELOAD_PAUSE_MS = 5 * 60_000;
/** SPEC §8: a chunk that has not arrived after 120 s has failed (type timeout). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** SPEC §8 chunk failure types: gone after a deploy, too slow, or anything else. */
export type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** The error a failed chunk passes to the error view (SPEC §8: "Loading chunk {name} failed"). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkErrorType;
  constructor(chunk: string, type: ChunkErrorType, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, cause === undefined ? undefined : { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
  }
}

/**
 * What kind of failure a rejected import is. Browsers report a module the server no longer has
 * (404 after a deploy) as a TypeError "Failed to fetch dynamically imported module" (Chromium),
 * "error loading dynamically imported module" (Firefox) or "Importing a module script failed"
 * (Safari); they do not tell a 404 from a lost connection, so both count as missing.
 */
export function chunkErrorType(error: unknown): ChunkErrorType {
  if (error instanceof ChunkLoadError) return error.type;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|importing a module script failed/i.test(message)
    ? 'missing'
    : 'error';
}

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

/** The import, failing as a timeout ChunkLoadError when it takes longer than `ms`. */
function withTimeout<T>(load: Promise<T>, chunk: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

export interface ChunkOptions {
  /** The chunk's name for the error message (SPEC §8 "Loading chunk {name} failed"). */
  chunk: string;
  env?: () => ReloadEnvironment;
  /** Default CHUNK_TIMEOUT_MS (120 s). */
  timeoutMs?: number;
}

/**
 * A dynamic import that reloads the page once when it rejects or times out; while the reload runs
 * the promise stays pending (nothing renders an error in the moment before the page goes).
 * Without a reload a ChunkLoadError (its type missing, timeout or error; the import's error as
 * its cause) is passed on to the error view.
 */
export function importOrReload<T>(load: () => Promise<T>, options: ChunkOptions): () => Promise<T> {
  const { chunk, env, timeoutMs = CHUNK_TIMEOUT_MS } = options;
  return () =>
    withTimeout(load(), chunk, timeoutMs).catch((error: unknown) => {
      if (reloading || reloadOnce(env?.())) return new Promise<T>(() => {});
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(chunk, chunkErrorType(error), error);
    });
}
