import { describe, expect, it } from 'vitest';
import { flattenTexts, isRichTextKey, missingPlaceholders, placeholdersOf } from './locale-editor';

describe('locale editor rules', () => {
  it('flattens nested texts to dotted keys, skipping what is no text', () => {
    expect(
      flattenTexts({ nav: { search: 'Suche', items_one: '{{count}} Haus' }, n: 3, title: 'T' }),
    ).toEqual({ 'nav.search': 'Suche', 'nav.items_one': '{{count}} Haus', title: 'T' });
  });

  it('names the placeholders a text must keep', () => {
    expect(placeholdersOf('Hallo {{name}}, {{- brand}} und {{ name }}')).toEqual(['brand', 'name']);
    expect(missingPlaceholders('Hallo, {{name}}', '{{name}}, willkommen')).toEqual([]);
    expect(missingPlaceholders('{{count}} von {{total}}', '{{total}} insgesamt')).toEqual([
      'count',
    ]);
  });

  it('declares no rich keys', () => {
    expect(isRichTextKey('common', 'nav.search')).toBe(false);
  });
});
