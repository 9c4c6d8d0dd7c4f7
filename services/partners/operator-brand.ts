// The operator brand at run time (issue 16 "Operator brand", docs/branding.md): the environment's
// defaults (core/branding.ts defaultBranding) with the `branding` row of site_settings laid over
// them. Every page (root loader), mail (operatorMailBrand) and text (`{{brand}}`) reads it here,
// so switching the brand (`npm run brand:set`) changes every screen without a rebuild.
//
// Kept per process and database: read once, then reused for TTL_MS. A change is announced on the
// `feriora_settings` change channel (db/change-channel.ts: NOTIFY between the processes of one
// PostgreSQL, an in-process event with the embedded database), which every process hears within
// milliseconds: it drops its copy and bumps `brandVersion`, which the page cache's stamp carries,
// so no stored page of the old brand is served again. The TTL is the safety net for a
// notification lost while a listener reconnected (the channel's resync drops the copy as well).
import {
  brandingFingerprint,
  defaultBranding,
  parseBrandingOverride,
  resolveBranding,
  type Branding,
  type BrandingOverride,
} from '#core/branding';
import { openChangeChannel, type ChangeChannel } from '#db/change-channel';
import type { Database } from '#db/client';
import {
  deleteSiteSetting,
  findSiteSetting,
  saveSiteSetting,
} from '#db/repositories/platform-settings';
import {
  DomainError,
  cachedTranslator,
  officeMailBrand,
  translator,
  type AppDeps,
  type MailBrand,
  type RequestContext,
} from '#services/platform';

/** The site_settings key of the operator brand. */
export const BRANDING_KEY = 'branding';
/** The change channel of site settings (SQL identifier). */
export const SETTINGS_CHANNEL = 'feriora_settings';
/** How long a process reuses the brand without hearing of a change. */
export const TTL_MS = 60_000;
/** After a failed read (database away): retry this soon, serving the last brand meanwhile. */
const RETRY_MS = 5_000;

type Deps = Pick<AppDeps, 'database' | 'config'>;

interface Store {
  value: Branding | null;
  fingerprint: string;
  /** performance.now() until which `value` is reused. */
  until: number;
  loading: Promise<Branding> | null;
  /** Bumped by every change heard of and every read that found another brand. */
  version: number;
  /** Bumped by every change heard of: a read started before it must not be kept. */
  generation: number;
  channel: ChangeChannel | null;
  /** Why the stored row was not used (invalid), for the operator's tools; null when fine. */
  problem: string | null;
}

const stores = new WeakMap<Database, Store>();

function storeOf(deps: Pick<AppDeps, 'database'>): Store {
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
      problem: null,
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

function subscribe(deps: Pick<AppDeps, 'database'>, store: Store): ChangeChannel {
  store.channel ??= openChangeChannel(deps.database, SETTINGS_CHANNEL, {
    onMessage: () => invalidate(store),
    // Messages sent while the listener was away are lost: read again.
    onResync: () => invalidate(store),
  });
  return store.channel;
}

async function read(deps: Deps, store: Store): Promise<Branding> {
  const generation = store.generation;
  const defaults = defaultBranding(deps.config);
  let branding: Branding;
  let ttl = TTL_MS;
  try {
    const row = await findSiteSetting(deps.database.db, BRANDING_KEY);
    const parsed = row === null ? null : parseBrandingOverride(row.value);
    // brand:set validates before writing; a row edited by hand that fails is left out whole
    // (a half-applied brand would mix two operators) and named by brandingProblem.
    store.problem =
      parsed === null || parsed.success
        ? null
        : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    branding = resolveBranding(defaults, parsed?.success ? parsed.data : null);
  } catch {
    // The database is away: the last brand (or the environment's) until it answers again.
    branding = store.value ?? defaults;
    ttl = RETRY_MS;
  }
  if (store.generation === generation) {
    const fingerprint = brandingFingerprint(branding);
    if (fingerprint !== store.fingerprint) {
      store.fingerprint = fingerprint;
      if (store.value !== null) store.version++;
    }
    store.value = branding;
    store.until = performance.now() + ttl;
    store.loading = null;
  }
  return branding;
}

/** The operator brand of this site now (kept per process, see above). */
export function operatorBrand(deps: Deps): Promise<Branding> {
  const store = storeOf(deps);
  subscribe(deps, store);
  if (store.value !== null && store.until > performance.now()) {
    return Promise.resolve(store.value);
  }
  store.loading ??= read(deps, store);
  return store.loading;
}

/**
 * The brand this process read last, without waiting (null before the first read): for what must
 * be decided synchronously, such as the CSP's tile host (server/plugins/security.ts).
 */
export function lastOperatorBrand(deps: Pick<AppDeps, 'database'>): Branding | null {
  return storeOf(deps).value;
}

/**
 * A token that changes whenever this process learns of another brand (page-cache stamps): '0'
 * until the brand was read once.
 */
export function brandVersion(deps: Pick<AppDeps, 'database'>): string {
  return String(storeOf(deps).version);
}

/** Why the stored brand row is not used, or null (it is, or there is none). */
export async function brandingProblem(deps: Deps): Promise<string | null> {
  await operatorBrand(deps);
  return storeOf(deps).problem;
}

/** The stored override (what `brand:set` last wrote), or null. */
export async function storedBrandingOverride(
  deps: Pick<AppDeps, 'database'>,
): Promise<Record<string, unknown> | null> {
  return (await findSiteSetting(deps.database.db, BRANDING_KEY))?.value ?? null;
}

async function announce(deps: Pick<AppDeps, 'database'>): Promise<void> {
  const store = storeOf(deps);
  // This process at once; the others (and this one again, harmlessly) through the channel.
  invalidate(store);
  await subscribe(deps, store).publish('branding');
}

/**
 * Announces a change of another site_settings row (the home configuration, services/content):
 * every process drops its copies and bumps `brandVersion`, which the page cache's stamp carries
 * and the other settings' readers compare, so no page of the old settings is served again.
 */
export async function announceSiteSettingsChange(deps: Pick<AppDeps, 'database'>): Promise<void> {
  await announce(deps);
}

/**
 * Validates an override (a brand:set file, an editor's form) and stores it as the brand; every
 * process shows it at once. Refuses with a DomainError naming each bad field
 * (`colors.primary`), storing nothing.
 */
export async function setOperatorBrand(
  deps: Deps,
  override: unknown,
  updatedBy: number | null = null,
): Promise<Branding> {
  const parsed = parseBrandingOverride(override);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(root)',
      message: issue.message,
    }));
    throw new DomainError('invalid', 'errors.validation.invalidFormat', {
      field: problems.map((p) => p.field),
      data: { problems },
    });
  }
  const value: BrandingOverride = parsed.data;
  await saveSiteSetting(deps.database.db, BRANDING_KEY, value, updatedBy);
  await announce(deps);
  return resolveBranding(defaultBranding(deps.config), value);
}

/** Removes the override: the environment's brand again, on every process. */
export async function resetOperatorBrand(deps: Deps): Promise<void> {
  await deleteSiteSetting(deps.database.db, BRANDING_KEY);
  await announce(deps);
}

/** Stops this process's listener (before the database closes). */
export async function closeOperatorBrand(deps: Pick<AppDeps, 'database'>): Promise<void> {
  const store = stores.get(deps.database);
  const channel = store?.channel ?? null;
  if (store) store.channel = null;
  await channel?.close();
}

/**
 * The server's translate function of a request's language with the operator's name as `{{brand}}`
 * (page titles in loaders, texts produced outside React).
 */
export async function siteTranslator(ctx: Pick<RequestContext, 'language' | 'deps'>) {
  const branding = await operatorBrand(ctx.deps);
  return translator(ctx.language, branding.brand.name);
}

/** siteTranslator() kept per language and brand, for hot paths (search answers). */
export async function cachedSiteTranslator(ctx: Pick<RequestContext, 'language' | 'deps'>) {
  const branding = await operatorBrand(ctx.deps);
  return cachedTranslator(ctx.language, branding.brand.name);
}

/**
 * The brand of mails sent outside a visit (jobs, the office's tools) or without a partner: the
 * operator's name, colour, office contact and legal entity.
 */
export async function operatorMailBrand(deps: Deps): Promise<MailBrand> {
  return officeMailBrand(await operatorBrand(deps), deps.config.SITE_URL);
}
