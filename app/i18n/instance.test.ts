import { describe, expect, it } from 'vitest';
import { createI18n } from './instance';

const resources = {
  common: { hello: 'Hallo {{name}}', nested: { deep: 'tief' } },
  price: {
    nights_one: '{{count}} Nacht',
    nights_other: '{{count}} Nächte',
    items_zero: 'keine',
    items_other: '{{count}} Stück',
    plain: 'ohne Plural {{count}}',
  },
};

describe('createI18n (i18next-compatible subset)', () => {
  const i18n = createI18n('de', resources);

  it('looks up nested keys in the default and a named namespace', () => {
    expect(i18n.fixedT()('nested.deep')).toBe('tief');
    expect(i18n.fixedT('price')('common:nested.deep')).toBe('tief');
  });

  it('interpolates values and leaves unknown names empty', () => {
    expect(i18n.fixedT()('hello', { name: 'Anna' })).toBe('Hallo Anna');
    expect(i18n.fixedT()('hello')).toBe('Hallo ');
  });

  it('chooses plural forms by Intl.PluralRules, _zero for 0 when present', () => {
    const t = i18n.fixedT('price');
    expect(t('nights', { count: 1 })).toBe('1 Nacht');
    expect(t('nights', { count: 7 })).toBe('7 Nächte');
    expect(t('items', { count: 0 })).toBe('keine');
    expect(t('items', { count: 3 })).toBe('3 Stück');
    expect(t('plain', { count: 2 })).toBe('ohne Plural 2');
  });

  it('falls back to defaultValue, then to the key', () => {
    const t = i18n.fixedT('price');
    expect(t('missing.key', { defaultValue: 'Ersatz {{x}}', x: 1 })).toBe('Ersatz 1');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('search:missing')).toBe('search:missing');
  });

  it('keeps one t function per namespace (stable for React effects)', () => {
    expect(i18n.fixedT('price')).toBe(i18n.fixedT('price'));
  });
});
