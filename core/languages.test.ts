import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, isLanguage, languageFromPath } from './languages';

describe('languageFromPath (SPEC §2)', () => {
  it.each([
    ['/', 'de', false],
    ['', 'de', false],
    ['/en/', 'en', true],
    ['/en', 'en', true],
    ['/en/search/', 'en', true],
    ['/fr/x', 'fr', true],
    ['/fr/', 'fr', true],
    ['/it', 'it', true],
    ['/it/object/12345', 'it', true],
    ['/de/', 'de', true],
    ['/de/ferienhaus-suche/', 'de', true],
    ['/db/', 'de', true],
    ['/db', 'de', true],
    ['/db/search/', 'de', true],
    ['/EN/', 'en', true],
    ['/Fr/x', 'fr', true],
    ['/DB/', 'de', true],
    ['/english/', 'de', false],
    ['/enx/', 'de', false],
    ['/e/', 'de', false],
    ['/es/', 'de', false],
    ['/nl/', 'de', false],
    ['/search/', 'de', false],
    ['/ferienhaus-suche/', 'de', false],
    ['/12345', 'de', false],
    ['/user/login/', 'de', false],
    ['//en/', 'de', false],
    ['/x/en/', 'de', false],
  ] as const)('%s → %s (prefixed: %s)', (path, language, prefixed) => {
    expect(languageFromPath(path)).toEqual({ language, prefixed });
  });

  it('uses de as the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('de');
  });
});

describe('isLanguage', () => {
  it('accepts exactly de, en, fr and it', () => {
    expect([...LANGUAGES]).toEqual(['de', 'en', 'fr', 'it']);
    for (const language of LANGUAGES) expect(isLanguage(language)).toBe(true);
  });

  it.each(['db', 'DE', 'EN', 'es', '', ' en', 'en-GB', null, undefined, 1, {}])(
    'rejects %j',
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );
});

describe('LOCALES', () => {
  it('has a BCP 47 locale for every language', () => {
    for (const language of LANGUAGES) {
      expect(LOCALES[language]).toMatch(new RegExp(`^${language}-[A-Z]{2}$`));
    }
  });
});
