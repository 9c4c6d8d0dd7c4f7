// The operator brand at run time (issue 16 "Operator brand", docs/branding.md): the environment's
// defaults (core/branding.ts defaultBranding) with the `branding` row of site_settings laid over
// them. Every page (root loader), mail (operatorMailBrand) and text (`{{brand}}`) reads it here,
// so switching the brand (`npm run brand:set`) changes every screen without a rebuild.
//
// Kept per process and database (services/platform syncedValue): read once, then reused for
// TTL_MS. A change is announced on the `feriora_settings` change channel, which every process
// hears within milliseconds: it drops its copy and bumps `brandVersion`, which the page cache's
// stamp carries, so no stored page of the old brand is served again.
import {
  brandingFingerprint,
  defaultBranding,
  parseBrandingOverride,
  resolveBranding,
  type Branding,
  type BrandingOverride,
} from '#core/branding';
import {
  deleteSiteSetting,
  findSiteSetting,
  saveSiteSetting,
} from '#db/repositories/platform-settings';
import {
  DomainError,
  cachedTranslator,
  officeMailBrand,
  syncedValue,
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

type Deps = Pick<AppDeps, 'database' | 'config'>;

interface StoredBrand {
  branding: Branding;
  /** Why the stored row was not used (invalid), for the operator's tools; null when fine. */
  problem: string | null;
}

const brand = syncedValue<StoredBrand, Deps>({
  channel: SETTINGS_CHANNEL,
  ttlMs: TTL_MS,
  // After a failed read (database away): retry this soon, serving the last brand meanwhile.
  retryMs: 5_000,
  async load(deps) {
    const row = await findSiteSetting(deps.database.db, BRANDING_KEY);
    const parsed = row === null ? null : parseBrandingOverride(row.value);
    // brand:set validates before writing; a row edited by hand that fails is left out whole
    // (a half-applied brand would mix two operators) and named by brandingProblem.
    const problem =
      parsed === null || parsed.success
        ? null
        : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    const branding = resolveBranding(
      defaultBranding(deps.config),
      parsed?.success ? parsed.data : null,
    );
    return { branding, problem };
  },
  // The database is away: the last brand (or the environment's) until it answers again.
  fallback: (deps, last) => last ?? { branding: defaultBranding(deps.config), problem: null },
  fingerprint: (value) => brandingFingerprint(value.branding),
});

/** The operator brand of this site now (kept per process, see above). */
export async function operatorBrand(deps: Deps): Promise<Branding> {
  return (await brand.get(deps)).branding;
}

/**
 * The brand this process read last, without waiting (null before the first read): for what must
 * be decided synchronously, such as the CSP's tile host (server/plugins/security.ts).
 */
export function lastOperatorBrand(deps: Pick<AppDeps, 'database'>): Branding | null {
  return brand.last(deps)?.branding ?? null;
}

/**
 * A token that changes whenever this process learns of another brand (page-cache stamps): '0'
 * until the brand was read once.
 */
export function brandVersion(deps: Pick<AppDeps, 'database'>): string {
  return brand.version(deps);
}

/** Why the stored brand row is not used, or null (it is, or there is none). */
export async function brandingProblem(deps: Deps): Promise<string | null> {
  return (await brand.get(deps)).problem;
}

/** The stored override (what `brand:set` last wrote), or null. */
export async function storedBrandingOverride(
  deps: Pick<AppDeps, 'database'>,
): Promise<Record<string, unknown> | null> {
  return (await findSiteSetting(deps.database.db, BRANDING_KEY))?.value ?? null;
}

async function announce(deps: Pick<AppDeps, 'database'>): Promise<void> {
  await brand.announce(deps, 'branding');
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
  await brand.close(deps);
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
