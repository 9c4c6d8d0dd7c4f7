// The date-range field as the server renders it (issue 19): text fields that send ISO dates, with
// a pattern and a format hint in the page language — never the browser's date input.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/provider';
import { DateRangeField } from './date-range-field';

const texts = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/common.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

const render = (language: string) =>
  renderToStaticMarkup(
    <I18nProvider language={language} sources={[{ common: texts(language) }]}>
      <DateRangeField
        idPrefix="home"
        startName="startDate"
        endName="endDate"
        today="2026-11-29"
        startDate="2026-12-24"
        endDate={null}
        labels={{ start: 'Anreise', end: 'Abreise' }}
      />
    </I18nProvider>,
  );

describe('DateRangeField in the server HTML', () => {
  it('renders ISO text fields with a pattern, the value and a format hint (de)', () => {
    const html = render('de');
    expect(html).not.toContain('type="date"');
    expect(html).toContain('name="startDate"');
    expect(html).toContain('name="endDate"');
    expect(html).toContain('pattern="\\d{4}-\\d{2}-\\d{2}"');
    expect(html).toContain('value="2026-12-24"');
    expect(html).toContain('placeholder="JJJJ-MM-TT"');
    expect(html).toContain('aria-describedby="home-format"');
    expect(html).toContain('Datum im Format JJJJ-MM-TT (Jahr-Monat-Tag), z. B. 2026-12-29');
  });

  it('says the format in the page language, never mm/dd/yyyy', () => {
    expect(render('fr')).toContain('AAAA-MM-JJ');
    expect(render('it')).toContain('AAAA-MM-GG');
    for (const language of ['de', 'en', 'fr', 'it']) {
      expect(render(language)).not.toMatch(/mm\/dd\/yyyy/i);
    }
  });
});
