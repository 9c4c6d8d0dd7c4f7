import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translate';

// Keys here are not the app's: type them as plain strings.
type AnyKeys = Record<string, string>;

const resources = {
  common: { hello: 'Hallo {{name}}', raw: 'roh {{- html}}', nested: { deep: 'tief' } },
  pricing: {
    nights_one: '{{count}} Nacht',
    nights_other: '{{count}} Nächte',
    items_zero: 'keine',
    items_other: '{{count}} Stück',
    plain: 'ohne Plural {{count}}',
    both: 'Grundform',
    both_other: 'Mehrzahl {{count}}',
  },
};

describe('createTranslator', () => {
  const i18n = createTranslator<AnyKeys>('de', resources);

  it('looks up nested keys in the default and a named namespace', () => {
    expect(i18n.namespace('common')('nested.deep')).toBe('tief');
    expect(i18n.namespace('pricing')('common:nested.deep')).toBe('tief');
  });

  it('interpolates values, {{- name}} too, and leaves unknown names empty', () => {
    const t = i18n.namespace('common');
    expect(t('hello', { name: 'Anna' })).toBe('Hallo Anna');
    expect(t('hello', { name: 7 })).toBe('Hallo 7');
    expect(t('hello')).toBe('Hallo ');
    expect(t('hello', { name: null })).toBe('Hallo ');
    expect(t('raw', { html: '<b>' })).toBe('roh <b>');
  });

  it('fills shared values ({{brand}}) into every text; a call passes its own over them', () => {
    const branded = createTranslator<AnyKeys>(
      'de',
      { c: { t: 'Neu bei {{brand}}?' } },
      {
        brand: 'Seeblick',
      },
    );
    expect(branded.namespace('c')('t')).toBe('Neu bei Seeblick?');
    expect(branded.namespace('c')('t', { brand: 'Andere' })).toBe('Neu bei Andere?');
    expect(createTranslator<AnyKeys>('de', { c: { t: '{{brand}}' } }).namespace('c')('t')).toBe('');
  });

  it('chooses plural forms by Intl.PluralRules, _zero for 0 when present', () => {
    const t = i18n.namespace('pricing');
    expect(t('nights', { count: 1 })).toBe('1 Nacht');
    expect(t('nights', { count: 7 })).toBe('7 Nächte');
    expect(t('nights', { count: 0 })).toBe('0 Nächte');
    expect(t('items', { count: 0 })).toBe('keine');
    expect(t('items', { count: 3 })).toBe('3 Stück');
    expect(t('plain', { count: 2 })).toBe('ohne Plural 2');
    // A plural form wins over the plain key when there is a count; without one the plain key.
    expect(t('both', { count: 2 })).toBe('Mehrzahl 2');
    expect(t('both')).toBe('Grundform');
  });

  it("follows the language's plural rules", () => {
    const forms = { n: { x_one: 'one {{count}}', x_other: 'other {{count}}' } };
    // French counts 0 as singular, English and German do not.
    expect(createTranslator<AnyKeys>('fr', forms).namespace('n')('x', { count: 0 })).toBe('one 0');
    expect(createTranslator<AnyKeys>('en', forms).namespace('n')('x', { count: 0 })).toBe(
      'other 0',
    );
    expect(createTranslator<AnyKeys>('it', forms).namespace('n')('x', { count: 1 })).toBe('one 1');
  });

  it('falls back to defaultValue, then to the key as asked for', () => {
    const t = i18n.namespace('pricing');
    expect(t('missing.key', { defaultValue: 'Ersatz {{x}}', x: 1 })).toBe('Ersatz 1');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('common:missing')).toBe('common:missing');
    // A namespace that is not loaded (e.g. routes in the browser) is not a prefix: the whole key.
    expect(t('search:missing')).toBe('search:missing');
    expect(t('nested')).toBe('nested');
  });

  it('keeps one t function per namespace (stable for React effects)', () => {
    expect(i18n.namespace('pricing')).toBe(i18n.namespace('pricing'));
    expect(i18n.namespace('pricing')).not.toBe(i18n.namespace('common'));
    expect(i18n.language).toBe('de');
  });
});

describe('plural rules', () => {
  it('are made once per language, not once per translator (one translator per page render)', () => {
    const made = vi.spyOn(Intl, 'PluralRules');
    try {
      for (let i = 0; i < 3; i++) {
        const t = createTranslator<AnyKeys>('it', resources).namespace('pricing');
        expect(t('nights', { count: 2 })).toBe('2 Nächte');
      }
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});
