import { describe, expect, it } from 'vitest';
import { cachedTranslator, loadTranslations, readLocaleFile, translator } from './translations';

describe('server translations', () => {
  it('reads the namespaces named like the slices, and nothing else', async () => {
    expect(JSON.parse((await readLocaleFile('de', 'catalogue')) ?? 'null')).toHaveProperty('meta');
    expect(JSON.parse((await readLocaleFile('en', 'pricing')) ?? 'null')).toHaveProperty('box');
    expect(await readLocaleFile('de', 'object')).toBeNull();
    expect(await readLocaleFile('xx', 'common')).toBeNull();
    expect(Object.keys(await loadTranslations('fr', ['common', 'pricing']))).toEqual([
      'common',
      'pricing',
    ]);
  });

  it('translates keys of common and, with a prefix, of other namespaces', async () => {
    const t = await translator('de', 'Seeblick Ferien');
    // {{brand}} is the operator's name of the translator, in every namespace.
    expect(t('brand.homeLink')).toBe('Seeblick Ferien – zur Startseite');
    expect(t('mail:watchlistShare.intro', { name: 'Anna' })).toBe(
      'Anna hat bei Seeblick Ferien Ferienunterkünfte gemerkt und möchte sie Ihnen zeigen.',
    );
  });

  it('has plurals, by the language of the texts', async () => {
    const de = await translator('de', 'Feriora');
    expect(de('mail:watchlistShare.objects', { count: 1 })).toBe('1 Unterkunft auf der Merkliste:');
    expect(de('mail:watchlistShare.objects', { count: 3 })).toBe(
      '3 Unterkünfte auf der Merkliste:',
    );
    const fr = await translator('fr', 'Feriora');
    expect(fr('search.personsOption', { count: 0 })).toBe('0 personne');
    expect(fr('search.personsOption', { count: 2 })).toBe('2 personnes');
  });

  it('shows a missing key as it was asked for', async () => {
    const t = await translator('en', 'Feriora');
    expect(t('catalogue:no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
    // @ts-expect-error -- not a key of locales/de, which typecheck refuses; at run time it shows.
    expect(t('catalogue:no.such.key')).toBe('catalogue:no.such.key');
  });

  it('keeps one translate function per language for hot paths', async () => {
    expect(await cachedTranslator('it', 'Feriora')).toBe(await cachedTranslator('it', 'Feriora'));
  });
});
