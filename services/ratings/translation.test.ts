import { describe, expect, it } from 'vitest';
import {
  disabledTranslationProvider,
  translateForSite,
  type TranslationProvider,
} from './translation';

describe('translation provider', () => {
  it('translates nothing by default (no network)', async () => {
    expect(
      await translateForSite(disabledTranslationProvider, 'Sehr schön', 'de', ['de', 'en']),
    ).toEqual({});
  });

  it('fills every other site language with a plugged-in provider, skipping failures', async () => {
    const fake: TranslationProvider = {
      name: 'fake',
      enabled: true,
      translate: (text, from, to) =>
        Promise.resolve(to === 'it' ? null : `[${from}→${to}] ${text}`),
    };
    expect(await translateForSite(fake, 'Sehr schön', 'de', ['de', 'en', 'fr', 'it'])).toEqual({
      en: '[de→en] Sehr schön',
      fr: '[de→fr] Sehr schön',
    });
  });
});
