// Checks the translation files of locales/{lng}/{ns}.json against the German originals: same key
// paths in every language, no empty texts, and the same {{placeholders}}. Lives in core/ because
// locales/ is not in the unit project's include globs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));
const SOURCE_LANGUAGE = 'de';
const OTHER_LANGUAGES = ['en', 'fr', 'it'] as const;

type Flat = Map<string, unknown>;

/** Flattens nested objects into dotted key paths; leaves (strings, numbers, arrays…) are kept. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readNamespace(language: string, file: string): Flat {
  const raw = readFileSync(join(LOCALES_DIR, language, file), 'utf8');
  return flatten(JSON.parse(raw) as unknown);
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const namespaceFiles = readdirSync(join(LOCALES_DIR, SOURCE_LANGUAGE))
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('locales', () => {
  it('has German namespace files', () => {
    expect(namespaceFiles.length).toBeGreaterThan(0);
  });

  it('has no namespace files in other languages that German lacks', () => {
    for (const language of OTHER_LANGUAGES) {
      const extra = readdirSync(join(LOCALES_DIR, language))
        .filter((name) => name.endsWith('.json'))
        .filter((name) => !namespaceFiles.includes(name));
      expect(extra, `locales/${language} has namespaces missing in locales/de`).toEqual([]);
    }
  });

  describe.each(namespaceFiles)('%s', (file) => {
    const german = readNamespace(SOURCE_LANGUAGE, file);

    it('German values are non-empty strings', () => {
      const bad = [...german].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(
        bad.map(([k]) => k),
        `locales/de/${file}: empty or non-string values`,
      ).toEqual([]);
    });

    describe.each(OTHER_LANGUAGES)('%s', (language) => {
      const path = join(LOCALES_DIR, language, file);

      it('exists', () => {
        expect(existsSync(path), `missing locales/${language}/${file}`).toBe(true);
      });

      it('has exactly the German key paths', () => {
        const translated = readNamespace(language, file);
        const missing = [...german.keys()].filter((k) => !translated.has(k));
        const extra = [...translated.keys()].filter((k) => !german.has(k));
        expect(
          { missing, extra },
          `locales/${language}/${file}: missing keys [${missing.join(', ')}], extra keys [${extra.join(', ')}]`,
        ).toEqual({ missing: [], extra: [] });
      });

      it('has no empty values', () => {
        const translated = readNamespace(language, file);
        const bad = [...translated]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect(
          bad,
          `locales/${language}/${file}: empty or non-string values [${bad.join(', ')}]`,
        ).toEqual([]);
      });

      it('uses every German {{placeholder}} in the same key', () => {
        const translated = readNamespace(language, file);
        const problems: string[] = [];
        for (const [key, value] of german) {
          if (typeof value !== 'string') continue;
          const other = translated.get(key);
          if (typeof other !== 'string') continue; // reported by the key and value checks
          const lacking = placeholders(value).filter((p) => !placeholders(other).includes(p));
          if (lacking.length > 0) problems.push(`${key}: lacks {{${lacking.join('}}, {{')}}}`);
        }
        expect(
          problems,
          `locales/${language}/${file}: placeholders missing\n${problems.join('\n')}`,
        ).toEqual([]);
      });
    });
  });
});

describe('locale test helpers', () => {
  it('flatten builds dotted key paths', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z', '404': { t: 'n' } })]).toEqual([
      ['404.t', 'n'],
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('placeholders finds i18next interpolations', () => {
    expect(placeholders('{{count}} Personen, {{ year }} und {{count}}')).toEqual(['count', 'year']);
    expect(placeholders('keine')).toEqual([]);
  });
});
