// The home configuration at run time (core/home-config.ts, docs/home.md): the `home` row of
// site_settings over DEFAULT_HOME_CONFIG. Read once per process and reused until a settings change
// is announced (partners' change channel: `brandVersion` moves on every process) or TTL_MS passes,
// so an editor's change shows on the next page without a restart. A stored row that fails the
// schema is left out whole (the default shows) and named by homeConfigProblem.
import {
  DEFAULT_HOME_CONFIG,
  homeConfigProblems,
  parseHomeConfig,
  type HomeConfig,
} from '#core/home-config';
import type { Database } from '#db/client';
import {
  deleteSiteSetting,
  findSiteSetting,
  saveSiteSetting,
} from '#db/repositories/platform-settings';
import { announceSiteSettingsChange, brandVersion } from '#services/partners';
import { DomainError, type AppDeps } from '#services/platform';

/** The site_settings key of the home configuration. */
export const HOME_SETTINGS_KEY = 'home';
const TTL_MS = 60_000;

interface Store {
  value: HomeConfig | null;
  /** brandVersion() when read: another value means a settings change was announced since. */
  version: string;
  until: number;
  problem: string | null;
}

const stores = new WeakMap<Database, Store>();

function storeOf(database: Database): Store {
  let store = stores.get(database);
  if (store === undefined) {
    store = { value: null, version: '', until: 0, problem: null };
    stores.set(database, store);
  }
  return store;
}

/** The home configuration now (the default without a valid stored row). */
export async function homeConfig(deps: Pick<AppDeps, 'database'>): Promise<HomeConfig> {
  const store = storeOf(deps.database);
  const version = brandVersion(deps);
  if (store.value !== null && store.version === version && store.until > performance.now()) {
    return store.value;
  }
  let value: HomeConfig;
  try {
    const row = await findSiteSetting(deps.database.db, HOME_SETTINGS_KEY);
    const parsed = row === null ? null : parseHomeConfig(row.value);
    store.problem =
      parsed === null || parsed.success
        ? null
        : homeConfigProblems(parsed.error)
            .map((p) => `${p.field}: ${p.message}`)
            .join('; ');
    value = parsed?.success ? parsed.data : DEFAULT_HOME_CONFIG;
  } catch {
    // The database is away: the last configuration (or the default) until it answers again.
    value = store.value ?? DEFAULT_HOME_CONFIG;
  }
  store.value = value;
  store.version = version;
  store.until = performance.now() + TTL_MS;
  return value;
}

/** Why the stored row is not used, or null. */
export async function homeConfigProblem(deps: Pick<AppDeps, 'database'>): Promise<string | null> {
  await homeConfig(deps);
  return storeOf(deps.database).problem;
}

/**
 * Validates and stores a home configuration (the editing screens of issue 18, tests); every
 * process shows it on its next page. Refuses with a DomainError naming each bad field.
 */
export async function setHomeConfig(
  deps: Pick<AppDeps, 'database'>,
  value: unknown,
  updatedBy: number | null = null,
): Promise<HomeConfig> {
  const parsed = parseHomeConfig(value);
  if (!parsed.success) {
    const problems = homeConfigProblems(parsed.error);
    throw new DomainError('invalid', 'errors.validation.invalidFormat', {
      field: problems.map((p) => p.field),
      data: { problems },
    });
  }
  await saveSiteSetting(deps.database.db, HOME_SETTINGS_KEY, parsed.data, updatedBy);
  storeOf(deps.database).until = 0;
  await announceSiteSettingsChange(deps);
  return parsed.data;
}

/** Removes the stored configuration: the default again, on every process. */
export async function resetHomeConfig(deps: Pick<AppDeps, 'database'>): Promise<void> {
  await deleteSiteSetting(deps.database.db, HOME_SETTINGS_KEY);
  storeOf(deps.database).until = 0;
  await announceSiteSettingsChange(deps);
}
