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

  it('elides an Italian preposition before a number read with a vowel, and only there', () => {
    const texts = {
      c: {
        range: 'Dal {{start}} al {{end}} ({{count}} notti)',
        until: 'fino al {{date}} compreso',
        fee: 'una penale pari al {{percent}}% del prezzo, del {{n}} e nel\u00a0{{n}}',
        total: 'sul {{amount}}',
        word: 'al {{what}}',
        paid: 'Il {{date}}: pagato il {{date}}',
        city: 'Montréal {{n}}',
      },
    };
    const tr = createTranslator<AnyKeys>('it', texts).namespace('c');
    expect(tr('range', { start: '08/12/2026', end: '11/12/2026', count: 3 })).toBe(
      'Dall’08/12/2026 all’11/12/2026 (3 notti)',
    );
    expect(tr('range', { start: '08/12/2026', end: '10/12/2026', count: 2 })).toBe(
      'Dall’08/12/2026 al 10/12/2026 (2 notti)',
    );
    // The first of a month is read primo: no elision.
    expect(tr('range', { start: '01/12/2026', end: '18/12/2026', count: 17 })).toBe(
      'Dal 01/12/2026 al 18/12/2026 (17 notti)',
    );
    expect(tr('until', { date: '11 dicembre 2026' })).toBe('fino all’11 dicembre 2026 compreso');
    expect(tr('until', { date: '1 dicembre 2026' })).toBe('fino al 1 dicembre 2026 compreso');
    expect(tr('until', { date: '10 dicembre 2026' })).toBe('fino al 10 dicembre 2026 compreso');
    expect(tr('paid', { date: '08/12/2026' })).toBe('L’08/12/2026: pagato l’08/12/2026');
    expect(tr('paid', { date: '18/12/2026' })).toBe('Il 18/12/2026: pagato il 18/12/2026');
    expect(tr('fee', { percent: 80, n: 8 })).toBe(
      'una penale pari all’80% del prezzo, dell’8 e nell’8',
    );
    expect(tr('fee', { percent: 50, n: 110 })).toBe(
      'una penale pari al 50% del prezzo, del 110 e nel\u00a0110',
    );
    expect(tr('fee', { percent: '1,5', n: 1 })).toBe(
      'una penale pari all’1,5% del prezzo, dell’1 e nell’1',
    );
    // Amounts as Intl writes them in Italian: mille and millecento, not grouped; ottomila;
    // undicimila, grouped.
    expect(tr('total', { amount: '1000 €' })).toBe('sul 1000 €');
    expect(tr('total', { amount: '1100 €' })).toBe('sul 1100 €');
    expect(tr('total', { amount: '8000 €' })).toBe('sull’8000 €');
    expect(tr('total', { amount: '11.000 €' })).toBe('sull’11.000 €');
    expect(tr('word', { what: 'mare' })).toBe('al mare');
    // A whole word only.
    expect(tr('city', { n: 8 })).toBe('Montréal 8');
    // Other languages keep their words as written.
    const de = createTranslator<AnyKeys>('de', { c: { t: 'Dal {{x}}, al {{x}}' } }).namespace('c');
    expect(de('t', { x: 8 })).toBe('Dal 8, al 8');
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
