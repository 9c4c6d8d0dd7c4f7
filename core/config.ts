// The one place that turns environment variables into a typed, validated configuration.
// Pure: it takes the environment as an argument, so tests and tools can build configs freely.
import { z } from 'zod';
import { isValidBic, isValidIban, normaliseIban } from './payments/iban';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole number written in decimal digits (no signs, hex, exponents or blanks). */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: whole(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MANDANT: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, - or _')
    .default('feriora'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The key that signs payment-page links and the payment provider's notifications (HMAC-SHA256).
   * Unset: derived from the login secret (JWT_SECRET or the generated one), which every process
   * of a site shares already; set it to rotate the two apart (services/payments/keys.ts).
   */
  PAYMENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The site's public address: links in mails, canonical URLs, the origin pages are rendered for.
   * Unset: http://localhost:PORT (a site started without it used to assume port 3000 whatever
   * PORT said, and its forms failed on the port it really ran on).
   */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /**
   * Who takes card payments (docs/payments.md). `sandbox`: the built-in test provider — its page
   * takes test cards and no money moves. `off`: the site offers no card payment (bank transfer,
   * invoice, the landlord's collection remain). Unset: `sandbox` on a local or test site, `off` in
   * production at a public SITE_URL, so a live site never marks bookings paid for simulated money.
   */
  CARD_PAYMENTS: z.enum(['sandbox', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Feriora <service@feriora.example>'),
  /**
   * The operator's name as guests read it: the `{{brand}}` of every text, page and e-mail. Plain
   * text on one line. The default of the operator brand's name, which `npm run brand:set` may
   * override at run time (core/branding.ts, docs/branding.md) — like OFFICE_PHONE, OFFICE_EMAIL
   * and MAP_TILE_URL.
   */
  BRAND_NAME: z
    .string()
    .max(60, 'must be at most 60 characters')
    .regex(/^[^\p{Cc}<>]+$/u, 'must be one line of plain text (no < or >)')
    .default('Feriora'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  RATE_LIMIT_PER_MINUTE: whole(1).default(600),
  SHUTDOWN_TIMEOUT_MS: whole(0).default(10_000),
  /**
   * How long a SIGTERM keeps serving (with /readyz 503 and `Connection: close` on every answer)
   * before it stops accepting: the time a load balancer needs to take the process out of its
   * rotation. 0 (one process, no balancer): stop accepting at once. docs/operations.md.
   */
  SHUTDOWN_DRAIN_MS: whole(0, 60_000).default(0),
  /**
   * The bearer token that opens /metrics from other hosts (a Prometheus server elsewhere); without
   * it /metrics answers only direct requests from this machine (server/metrics.ts).
   */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** How long a page rendered for a cookie-less visitor is reused (server/page-cache.ts); 0 = off. */
  PAGE_CACHE_SECONDS: whole(0, 3_600).default(30),
  /** The office contact shown in the header and footer unless a partner or campaign has its own. */
  OFFICE_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()/-]{6,24}$/, 'must be a phone number')
    .default('+49 30 5678 9100'),
  OFFICE_EMAIL: z.string().email().default('service@feriora.example'),
  /**
   * The operator's bank account for payments by transfer (decision 080; the brand's `bank`, which
   * `npm run brand:set` may override). Without BANK_IBAN the site offers no bank transfer. The
   * holder defaults to BRAND_NAME; BIC and bank name are printed when given.
   */
  BANK_IBAN: z
    .string()
    .refine(isValidIban, 'must be an IBAN whose check digits hold')
    .transform(normaliseIban)
    .optional(),
  BANK_ACCOUNT_HOLDER: z
    .string()
    .max(70, 'must be at most 70 characters')
    .regex(/^[^\p{Cc}\p{Cf}<>]+$/u, 'must be one line of plain text (no < or >, nothing invisible)')
    .optional(),
  BANK_BIC: z
    .string()
    .refine(isValidBic, 'must be a BIC of 8 or 11 signs')
    .transform((value) => value.trim().toUpperCase())
    .optional(),
  BANK_NAME: z
    .string()
    .max(70, 'must be at most 70 characters')
    .regex(/^[^\p{Cc}\p{Cf}<>]+$/u, 'must be one line of plain text (no < or >, nothing invisible)')
    .optional(),
  /**
   * Days the tracking tables (tracking_events, cookie_consent_logs, tracking_params) keep a row;
   * the retention job deletes older rows every night (services/visitors/retention.ts).
   */
  TRACKING_RETENTION_DAYS: whole(1, 3_650).default(90),
  /**
   * Days a message is kept after it came in (decision 093): contact-form messages, enquiries to
   * landlords, and rejected partner applications (days after the decision); nightly jobs of each
   * slice delete older ones. The privacy policy names the figure.
   */
  MESSAGE_RETENTION_DAYS: whole(30, 3_650).default(365),
  /** How many days an option holds the dates before it lapses (issue 14; services/booking). */
  BOOKING_OPTION_DAYS: whole(1, 14).default(3),
  /**
   * Uploaded media (admin uploads, services/media/storage.ts, docs/media.md): unset, files under
   * DATA_DIR/media; set, objects in this S3-compatible bucket (AWS, MinIO, R2, Ceph …).
   */
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  /** The S3 endpoint of a store other than AWS (`https://minio.example:9000`). */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: most non-AWS stores. */
  MEDIA_S3_FORCE_PATH_STYLE: bool.default(false),
  /** A key prefix inside the bucket (`feriora/`), so several sites can share one bucket. */
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^(?:[a-z0-9][a-z0-9_-]{0,63}\/){1,4}$/, 'must be lower-case path segments ending in /')
    .optional(),
  /**
   * The catalogue feed (decision 117, docs/catalogue-import.md): a catalogue file (the import's
   * format) the server imports itself whenever it changes, checked every minute, and whenever
   * the office asks at /admin/catalogue/. Unset: no feed.
   */
  CATALOGUE_FEED_FILE: z.string().min(1).max(4096).optional(),
  /** The folder of the photo files the feed names (`images[].file`), as the command's --photos. */
  CATALOGUE_FEED_PHOTOS: z.string().min(1).max(4096).optional(),
  /** The feed lists every home of its agencies (the command's --full): theirs it lacks go off. */
  CATALOGUE_FEED_FULL: bool.default(false),
  /** Demo catalogue seeded into an empty database at start; 0 starts empty, as does a feed. */
  DEMO_SEED: whole(0).default(42),
  DEMO_OBJECTS: whole(1, 1_000_000).default(2000),
  /**
   * Test only (NODE_ENV=test): the server's clock starts at this instant instead of the real time
   * and runs on from there, so browser tests see the same dates whenever they run.
   */
  FIXED_NOW: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 instant, e.g. 2026-11-22T09:30:00Z' })
    .transform((value) => new Date(value))
    .optional(),
  /**
   * Test only (NODE_ENV=test): the jobs scheduled every minute also run this many seconds after
   * their previous run ended (services/platform/jobs.ts), so a browser test that waits for one
   * waits seconds instead of the next minute plus pg-boss's cron pass and worker polling.
   */
  JOB_TICK_SECONDS: whole(1, 59).optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'SITE_URL' | 'CARD_PAYMENTS'> & {
  /** SITE_URL, or http://localhost:PORT when unset. */
  SITE_URL: string;
  /** CARD_PAYMENTS, or its default for this site (cardPaymentsDefault). */
  CARD_PAYMENTS: 'sandbox' | 'off';
  /**
   * Whether SITE_URL was given: the operator named the site's address, so pages asked for on
   * another host are sent there (server/ssr.ts). A site started without it serves any host.
   */
  siteUrlGiven: boolean;
  /** 'pglite' when DATABASE_URL is unset (embedded, files under DATA_DIR), else 'postgres'. */
  databaseKind: 'pglite' | 'postgres';
  /**
   * Scheme, host and port of SITE_URL: the origin every page is rendered for, whatever Host
   * header a request carries (server/ssr.ts).
   */
  siteOrigin: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      'Invalid configuration:\n' + problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Every setting, validated, as the server sees them. */
export type Settings = z.infer<typeof schema>;

/**
 * Validates the environment with one schema: the whole of it, or the settings a tool names.
 * Throws ConfigError naming every bad variable.
 */
function validate<T>(shape: z.ZodType<T>, env: Record<string, string | undefined>): T {
  // Blank values count as unset, as in most .env tooling; surrounding blanks are not part of a value.
  const cleaned = Object.fromEntries(
    Object.entries(env)
      .map(([k, v]) => [k, v?.trim()] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = shape.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(unknown)'),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/**
 * Parses and validates only the named settings, with the same rules and defaults as parseConfig,
 * for tools that read a few of them (`npm run db:migrate`, `npm run seed`): a setting they never
 * use — JWT_SECRET above all, which the server requires with DATABASE_URL in production — can
 * neither be demanded nor stop them.
 */
export function parseSettings<K extends keyof Settings>(
  env: Record<string, string | undefined>,
  names: readonly K[],
): Pick<Settings, K> {
  const picked: z.ZodType<unknown> = z.object(
    Object.fromEntries(names.map((name) => [name, schema.shape[name]])),
  );
  // It holds exactly the named fields of the schema, so its output is Pick<Settings, K>.
  return validate(picked, env) as Pick<Settings, K>;
}

/** Parses and validates the environment. Throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const value = validate(schema, env);
  if (value.NODE_ENV === 'production' && !value.JWT_SECRET && value.DATABASE_URL) {
    // With a shared PostgreSQL several processes must sign tokens with one secret; the embedded
    // mode instead creates a random secret in DATA_DIR on first start.
    throw new ConfigError([
      { variable: 'JWT_SECRET', message: 'is required when DATABASE_URL is set in production' },
    ]);
  }
  if (value.FIXED_NOW !== undefined && value.NODE_ENV !== 'test') {
    // A site on a wrong clock would sell stays in the past: only a test server may set it.
    throw new ConfigError([
      { variable: 'FIXED_NOW', message: 'is only allowed with NODE_ENV=test' },
    ]);
  }
  const bankParts = (['BANK_ACCOUNT_HOLDER', 'BANK_BIC', 'BANK_NAME'] as const).filter(
    (name) => value[name] !== undefined,
  );
  if (bankParts.length > 0 && value.BANK_IBAN === undefined) {
    // An account without its IBAN is no account: say so instead of offering no transfer silently.
    throw new ConfigError(
      bankParts.map((variable) => ({ variable, message: 'needs BANK_IBAN (the account itself)' })),
    );
  }
  if (value.JOB_TICK_SECONDS !== undefined && value.NODE_ENV !== 'test') {
    // Production keeps the schedules as written: a tick would run those jobs 60 times as often.
    throw new ConfigError([
      { variable: 'JOB_TICK_SECONDS', message: 'is only allowed with NODE_ENV=test' },
    ]);
  }
  const siteUrl = value.SITE_URL ?? `http://localhost:${value.PORT}`;
  return {
    ...value,
    SITE_URL: siteUrl,
    CARD_PAYMENTS: value.CARD_PAYMENTS ?? cardPaymentsDefault(value.NODE_ENV, siteUrl),
    siteUrlGiven: value.SITE_URL !== undefined,
    databaseKind: value.DATABASE_URL ? 'postgres' : 'pglite',
    siteOrigin: new URL(siteUrl).origin,
  };
}

/** Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1): a site nobody else reaches. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The card provider of a site that does not name one. The sandbox takes any test card and marks
 * the booking paid while no money moves: right for `npm start`, tests and a demo on this machine,
 * a silent loss on a live site. So production at a public address takes no card payment until
 * the operator chooses (a real provider's adapter, or CARD_PAYMENTS=sandbox for a staging site).
 */
export function cardPaymentsDefault(
  nodeEnv: Settings['NODE_ENV'],
  siteUrl: string,
): 'sandbox' | 'off' {
  return nodeEnv === 'production' && !isLoopbackUrl(siteUrl) ? 'off' : 'sandbox';
}

/**
 * What the operator should read at start about card payments, or null: a production site at a
 * public address that simulates them (CARD_PAYMENTS=sandbox given for a staging site) or takes
 * none (the default there until a real provider is configured), or one started without SITE_URL
 * (local, or a live site misconfigured) that runs the sandbox.
 */
export function cardPaymentsNotice(config: Config): string | null {
  if (config.NODE_ENV !== 'production') return null;
  if (!config.siteUrlGiven && config.CARD_PAYMENTS === 'sandbox') {
    // `npm start` on this machine; a live site started so would sell for simulated money.
    return 'SITE_URL is unset: card payments run on the sandbox (test cards, no money moves); a live site sets SITE_URL, and CARD_PAYMENTS stays off there (docs/payments.md)';
  }
  if (isLoopbackUrl(config.SITE_URL)) return null;
  return config.CARD_PAYMENTS === 'sandbox'
    ? 'card payments run on the sandbox: test cards only, no money moves, yet bookings are marked paid; never on a live site (docs/payments.md)'
    : 'card payments are off: guests pay by bank transfer, invoice or to the landlord (CARD_PAYMENTS, docs/payments.md)';
}

/** Names and descriptions of every setting, for README and .env.example checks. */
export const CONFIG_VARIABLES = Object.keys(schema.shape);
