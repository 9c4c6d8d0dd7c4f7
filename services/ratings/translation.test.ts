import { describe, expect, it } from 'vitest';
import {
  disabledTranslationProvider,
  translateForSite,
  translateReviewForSite,
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

  it('translates a review’s title with its text, in every language the text has', async () => {
    const fake: TranslationProvider = {
      name: 'fake',
      enabled: true,
      // The text fails in Italian: no Italian title either (a title never stands over words in
      // another language).
      translate: (text, from, to) =>
        Promise.resolve(to === 'it' && text.length > 10 ? null : `[${from}→${to}] ${text}`),
    };
    const review = { title: 'Ruhig', text: 'Sehr schön und sauber' };
    expect(await translateReviewForSite(fake, review, 'de', ['de', 'en', 'fr', 'it'])).toEqual({
      titleTranslations: { en: '[de→en] Ruhig', fr: '[de→fr] Ruhig' },
      translations: { en: '[de→en] Sehr schön und sauber', fr: '[de→fr] Sehr schön und sauber' },
    });
    expect(
      await translateReviewForSite(fake, { title: null, text: 'Gut' }, 'de', ['de', 'en']),
    ).toEqual({ titleTranslations: {}, translations: { en: '[de→en] Gut' } });
    expect(
      await translateReviewForSite(disabledTranslationProvider, review, 'de', ['en', 'fr']),
    ).toEqual({ titleTranslations: {}, translations: {} });
  });
});
