import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate';
import { FEATURE_WORDS } from './object-texts';
import { typesetRows, typographicApostrophes } from './typography';

describe('typographicApostrophes', () => {
  it('sets an apostrophe between letters, and only there', () => {
    expect(typographicApostrophes("jusqu'à l'eau, dell'arrivo, Côte d'Azur")).toBe(
      'jusqu’à l’eau, dell’arrivo, Côte d’Azur',
    );
    expect(typographicApostrophes("un po' datato, 'cité'")).toBe("un po' datato, 'cité'");
  });
});

describe('typesetRows', () => {
  it('sets French and Italian texts only: under their key or in a row of their language', () => {
    const rows = [
      {
        names: { de: "Côte d'Azur", en: "Ale's Stones", fr: "Côte d'Azur", it: ["nell'Oberland"] },
      },
      { language: 'fr', text: "L'emplacement", nested: { title: "d'or" } },
      { language: 'en', text: "the provider's terms" },
      { language: 'it', text: "L'alloggio", documents: ["l'ingresso.jpg"] },
    ];
    const before = structuredClone(rows);
    const set = typesetRows(rows);
    // The input is left as written (it may share objects with the place definitions).
    expect(rows).toEqual(before);
    expect(set[2]).toBe(rows[2]);
    expect(set).toEqual([
      {
        names: { de: "Côte d'Azur", en: "Ale's Stones", fr: 'Côte d’Azur', it: ['nell’Oberland'] },
      },
      { language: 'fr', text: 'L’emplacement', nested: { title: 'd’or' } },
      { language: 'en', text: "the provider's terms" },
      // A file's name is no text: it stays as stored.
      { language: 'it', text: 'L’alloggio', documents: ["l'ingresso.jpg"] },
    ]);
  });
});

// Before, a French object page mixed the site's "L’essentiel en un coup d’œil" with the
// description's "jusqu'à" and "s'y", and an Italian one "dell'arrivo" in the cancellation label.
describe('the demo catalogue', () => {
  const catalogue = generateCatalogue({ seed: 42, objects: 400, today: '2026-11-20' });

  /** Every French and Italian text with a straight apostrophe between letters, with its path. */
  function straight(value: unknown, path: string, language?: string): string[] {
    if (typeof value === 'string') {
      return (language === 'fr' || language === 'it') && /\p{L}'\p{L}/u.test(value)
        ? [`${path} (${language}): ${value.slice(0, 80)}`]
        : [];
    }
    if (value === null || typeof value !== 'object' || value instanceof Date) return [];
    const record = value as Record<string, unknown>;
    const own = typeof record.language === 'string' ? record.language : language;
    return Object.entries(record).flatMap(([key, child]) =>
      /^(de|en|fr|it|nl)$/.test(key)
        ? straight(child, path, key)
        : straight(child, /^\d+$/.test(key) ? path : `${path}.${key}`, own),
    );
  }

  it('writes French and Italian texts with the typographic apostrophe, everywhere', () => {
    expect(straight(catalogue, 'catalogue').slice(0, 10)).toEqual([]);
  });

  it('has such texts to check (descriptions, reviews, places, pages, notices)', () => {
    const typeset = JSON.stringify(catalogue).match(/\p{L}’\p{L}/gu) ?? [];
    expect(typeset.length).toBeGreaterThan(1000);
    const french = catalogue.objectDescriptions.filter((d) => d.language === 'fr');
    expect(french.some((d) => d.text.includes('’'))).toBe(true);
  });

  it('keeps English and German texts as written', () => {
    const label = catalogue.cancellationLabels[0];
    expect(label?.text.en).toContain("the provider's cancellation terms");
    expect(label?.text.it).toContain('dell’arrivo');
    const regions = catalogue.regions.map((region) => region.names.de);
    expect(regions).toContain("Côte d'Azur");
  });

  it('gives the truth test the words as the descriptions spell them', () => {
    expect(FEATURE_WORDS.it.airconditioning).toBe('l’aria condizionata');
  });
});
