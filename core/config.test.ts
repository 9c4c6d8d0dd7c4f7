import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  cardPaymentsNotice,
  parseConfig,
  parseSettings,
} from './config';

const SECRET = 'x'.repeat(32);
const PG_URL = 'postgres://feriora:pw@localhost:5432/feriora';

/** Runs parseConfig and returns the ConfigError it throws (fails the test if it does not). */
function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe('parseConfig defaults', () => {
  it('works on an empty environment', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.databaseKind).toBe('pglite');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.NODE_ENV).toBe('production');
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('takes the site address from PORT when SITE_URL is unset', () => {
    expect(parseConfig({}).SITE_URL).toBe('http://localhost:3000');
    const other = parseConfig({ PORT: '3700' });
    expect(other.SITE_URL).toBe('http://localhost:3700');
    expect(other.siteOrigin).toBe('http://localhost:3700');
    expect(parseConfig({ PORT: '3700', SITE_URL: 'https://www.feriora.example' }).siteOrigin).toBe(
      'https://www.feriora.example',
    );
  });

  it('ignores variables it does not know', () => {
    const config = parseConfig({ PATH: '/usr/bin', HOME: '/root' });
    expect(config).not.toHaveProperty('PATH');
    expect(config.PORT).toBe(3000);
  });

  it('lists every setting in CONFIG_VARIABLES', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['PORT', 'DATA_DIR', 'DATABASE_URL', 'JWT_SECRET', 'NODE_ENV']),
    );
  });
});

describe('parseConfig values', () => {
  it('coerces PORT to a number', () => {
    expect(parseConfig({ PORT: '8080' }).PORT).toBe(8080);
    expect(parseConfig({ PORT: '0' }).PORT).toBe(0);
    expect(parseConfig({ PORT: '65535' }).PORT).toBe(65535);
  });

  it('takes DATA_DIR as given', () => {
    expect(parseConfig({ DATA_DIR: '/var/lib/feriora' }).DATA_DIR).toBe('/var/lib/feriora');
  });

  it.each([PG_URL, 'postgresql://localhost/feriora'])(
    'switches to postgres when DATABASE_URL is %s',
    (url) => {
      const config = parseConfig({ DATABASE_URL: url, JWT_SECRET: SECRET });
      expect(config.databaseKind).toBe('postgres');
      expect(config.DATABASE_URL).toBe(url);
    },
  );

  it('does not need JWT_SECRET with DATABASE_URL outside production', () => {
    expect(parseConfig({ DATABASE_URL: PG_URL, NODE_ENV: 'development' }).databaseKind).toBe(
      'postgres',
    );
    expect(parseConfig({ DATABASE_URL: PG_URL, NODE_ENV: 'test' }).databaseKind).toBe('postgres');
  });

  it('does not need JWT_SECRET in production without DATABASE_URL (embedded mode)', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).databaseKind).toBe('pglite');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads TRUST_PROXY=%s as %s', (raw, expected) => {
    expect(parseConfig({ TRUST_PROXY: raw }).TRUST_PROXY).toBe(expected);
  });
});

describe('parseConfig errors', () => {
  it('rejects PORT=abc with a ConfigError naming PORT', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain('PORT');
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT']);
  });

  it.each(['-1', '65536', '80.5', '1e10'])('rejects PORT=%s', (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toContain('PORT');
  });

  it('names several bad variables at once', () => {
    const error = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://localhost/feriora',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
    });
    const names = error.problems.map((p) => p.variable).sort();
    expect(names).toEqual(['DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'PORT']);
    for (const name of names) expect(error.message).toContain(name);
  });

  it('rejects a DATABASE_URL that is not a postgres URL', () => {
    const error = configError({ DATABASE_URL: 'sqlite:./data/db' });
    expect(error.message).toContain('DATABASE_URL');
  });

  it('requires JWT_SECRET with DATABASE_URL in production', () => {
    const error = configError({ DATABASE_URL: PG_URL });
    expect(error.problems.map((p) => p.variable)).toEqual(['JWT_SECRET']);
    expect(error.message).toContain('JWT_SECRET');

    const explicit = configError({ DATABASE_URL: PG_URL, NODE_ENV: 'production' });
    expect(explicit.message).toContain('JWT_SECRET');
  });

  it('rejects a JWT_SECRET shorter than 32 characters', () => {
    const error = configError({ JWT_SECRET: 'x'.repeat(31) });
    expect(error.problems.map((p) => p.variable)).toEqual(['JWT_SECRET']);
    expect(error.message).toContain('JWT_SECRET');
    expect(parseConfig({ JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
  });

  it('rejects an unknown NODE_ENV', () => {
    expect(configError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
  });

  it('rejects an invalid TRUST_PROXY', () => {
    expect(configError({ TRUST_PROXY: 'maybe' }).message).toContain('TRUST_PROXY');
  });
});

describe('parseConfig: empty strings count as unset', () => {
  it('uses defaults for empty PORT and DATA_DIR', () => {
    const config = parseConfig({ PORT: '', DATA_DIR: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
  });

  it('treats an empty DATABASE_URL as unset (pglite)', () => {
    const config = parseConfig({ DATABASE_URL: '' });
    expect(config.databaseKind).toBe('pglite');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty JWT_SECRET as unset, so it is still required with DATABASE_URL', () => {
    expect(() => parseConfig({ JWT_SECRET: '' })).not.toThrow();
    const error = configError({ DATABASE_URL: PG_URL, JWT_SECRET: '' });
    expect(error.message).toContain('JWT_SECRET');
  });

  it('treats undefined values as unset', () => {
    expect(parseConfig({ PORT: undefined, NODE_ENV: undefined }).PORT).toBe(3000);
  });
});

describe('numbers are strict', () => {
  it.each(['0x50', '1e3', '-1', '80.5', 'abc'])('rejects PORT=%s naming PORT', (value) => {
    expect(() => parseConfig({ PORT: value })).toThrow(/PORT/);
  });
  it('treats a blank value as unset', () => {
    expect(parseConfig({ PORT: '  ' }).PORT).toBe(3000);
  });
});

describe('parseSettings: only the settings a tool names', () => {
  const DATABASE = ['DATA_DIR', 'DATABASE_URL'] as const;

  it('does not ask for JWT_SECRET with DATABASE_URL in production (db:migrate signs no tokens)', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: PG_URL };
    expect(configError(env).message).toContain('JWT_SECRET');
    expect(parseSettings(env, DATABASE)).toEqual({ DATA_DIR: './data', DATABASE_URL: PG_URL });
  });

  it('returns exactly the named settings, with the same defaults and blank-means-unset rule', () => {
    expect(parseSettings({ DATA_DIR: ' ', PORT: '80' }, ['DATA_DIR', 'DEMO_SEED'])).toEqual({
      DATA_DIR: './data',
      DEMO_SEED: 42,
    });
  });

  it('rejects a bad value of a named setting, naming it, and ignores the others', () => {
    expect(() => parseSettings({ DATABASE_URL: 'mysql://x' }, DATABASE)).toThrow(/DATABASE_URL/);
    expect(() => parseSettings({ DATABASE_URL: 'mysql://x' }, DATABASE)).toThrow(ConfigError);
    expect(parseSettings({ PORT: 'abc', JWT_SECRET: 'short' }, DATABASE).DATA_DIR).toBe('./data');
  });
});

describe('FIXED_NOW: a fixed clock for test servers only', () => {
  it('is unset by default and read as an instant with NODE_ENV=test', () => {
    expect(parseConfig({}).FIXED_NOW).toBeUndefined();
    const config = parseConfig({ NODE_ENV: 'test', FIXED_NOW: '2026-11-22T10:30:00+01:00' });
    expect(config.FIXED_NOW?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
  });

  it.each(['production', 'development', undefined])('is refused with NODE_ENV=%s', (env) => {
    const error = configError({ NODE_ENV: env, FIXED_NOW: '2026-11-22T09:30:00Z' });
    expect(error.problems).toEqual([
      { variable: 'FIXED_NOW', message: 'is only allowed with NODE_ENV=test' },
    ]);
  });

  it.each(['2026-11-22', '22.11.2026 10:30', '2026-11-22T09:30:00', 'now'])(
    'rejects %s, which is no instant',
    (value) => {
      const error = configError({ NODE_ENV: 'test', FIXED_NOW: value });
      expect(error.problems.map((p) => p.variable)).toEqual(['FIXED_NOW']);
    },
  );
});

describe('JOB_TICK_SECONDS: every-minute jobs sooner, for test servers only', () => {
  it('is unset by default and read as seconds with NODE_ENV=test', () => {
    expect(parseConfig({}).JOB_TICK_SECONDS).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'test', JOB_TICK_SECONDS: '2' }).JOB_TICK_SECONDS).toBe(2);
  });

  it.each(['production', 'development', undefined])('is refused with NODE_ENV=%s', (env) => {
    expect(configError({ NODE_ENV: env, JOB_TICK_SECONDS: '2' }).problems).toEqual([
      { variable: 'JOB_TICK_SECONDS', message: 'is only allowed with NODE_ENV=test' },
    ]);
  });

  it.each(['0', '60', '0.5'])('rejects %s (whole seconds within the minute)', (value) => {
    const error = configError({ NODE_ENV: 'test', JOB_TICK_SECONDS: value });
    expect(error.problems.map((p) => p.variable)).toEqual(['JOB_TICK_SECONDS']);
  });
});

describe('CARD_PAYMENTS: the sandbox never silently on a live site', () => {
  it('defaults to the sandbox on this machine and in tests', () => {
    expect(parseConfig({}).CARD_PAYMENTS).toBe('sandbox');
    expect(parseConfig({ SITE_URL: 'http://127.0.0.1:4173' }).CARD_PAYMENTS).toBe('sandbox');
    expect(parseConfig({ SITE_URL: 'http://[::1]:3000' }).CARD_PAYMENTS).toBe('sandbox');
    expect(parseConfig({ SITE_URL: 'http://shop.localhost' }).CARD_PAYMENTS).toBe('sandbox');
    const testSite = { NODE_ENV: 'test', SITE_URL: 'https://www.feriora.example' };
    expect(parseConfig(testSite).CARD_PAYMENTS).toBe('sandbox');
  });

  it('defaults to off in production at a public address, and says so at start', () => {
    const live = parseConfig({ SITE_URL: 'https://www.feriora.example' });
    expect(live.CARD_PAYMENTS).toBe('off');
    expect(cardPaymentsNotice(live)).toMatch(/card payments are off/);
    // A look-alike of a loopback name is a public host.
    for (const host of [
      'https://localhost.example',
      'http://127.0.0.1.nip.io',
      'http://10.0.0.7',
    ]) {
      expect(parseConfig({ SITE_URL: host }).CARD_PAYMENTS, host).toBe('off');
    }
    expect(cardPaymentsNotice(parseConfig({ SITE_URL: 'http://localhost:3000' }))).toBeNull();
    expect(cardPaymentsNotice(parseConfig({ NODE_ENV: 'test' }))).toBeNull();
    // Without SITE_URL (npm start, or a live site that forgot it): the sandbox, said at start.
    expect(cardPaymentsNotice(parseConfig({}))).toMatch(/SITE_URL is unset/);
  });

  it('takes the sandbox when given, warning on a public production site', () => {
    const staging = parseConfig({ SITE_URL: 'https://staging.example', CARD_PAYMENTS: 'sandbox' });
    expect(staging.CARD_PAYMENTS).toBe('sandbox');
    expect(cardPaymentsNotice(staging)).toMatch(/no money moves/);
    expect(parseConfig({ CARD_PAYMENTS: 'off' }).CARD_PAYMENTS).toBe('off');
  });

  it('rejects another value, naming the variable', () => {
    expect(() => parseConfig({ CARD_PAYMENTS: 'stripe' })).toThrow(/CARD_PAYMENTS/);
  });
});

describe('BRAND_NAME', () => {
  it('is Feriora by default and takes the operator name as given', () => {
    expect(parseConfig({}).BRAND_NAME).toBe('Feriora');
    expect(parseConfig({ BRAND_NAME: 'Ferien & Meer' }).BRAND_NAME).toBe('Ferien & Meer');
  });

  it.each(['Feriora\nBcc: x@example.com', 'Feriora <b>', 'x'.repeat(61)])(
    'rejects %j, which is no short line of plain text',
    (value) => {
      expect(configError({ BRAND_NAME: value }).problems.map((p) => p.variable)).toEqual([
        'BRAND_NAME',
      ]);
    },
  );
});

describe('documentation of settings', () => {
  it('lists every setting in .env.example and the README table', async () => {
    const { readFileSync } = await import('node:fs');
    const root = new URL('..', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
    }
  });
});
