// The date-range field as the server renders it (issue 19): text fields that send ISO dates, with
// a pattern and a format hint in the page language — never the browser's date input; in a form
// (contact, enquiry) with the form kit's ids, refusals and hint. And no guest screen renders the
// browser's date input anywhere (the staff's admin screens may).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

describe('DateRangeField in a form (contact, enquiry)', () => {
  const html = renderToStaticMarkup(
    <I18nProvider language="de" sources={[{ common: texts('de') }]}>
      <DateRangeField
        idPrefix="contact"
        startName="startDate"
        endName="endDate"
        controlIds={{ start: 'contact-startDate', end: 'contact-endDate' }}
        today="2026-11-29"
        startDate={null}
        endDate={null}
        labels={{ start: 'Anreise', end: 'Abreise' }}
        hint="Für eine Domizilanfrage erforderlich."
        required
        errors={{ start: 'Bitte geben Sie das Anreisedatum an.' }}
      />
    </I18nProvider>,
  );

  it("takes the form's field ids, so its error summary links to them", () => {
    expect(html).toContain('<label for="contact-startDate">Anreise</label>');
    expect(html).toContain('id="contact-startDate"');
    expect(html).toContain('id="contact-endDate"');
  });

  it('shows a refusal under its field, read with it, and marks only that field invalid', () => {
    expect(html).toMatch(
      /<p id="contact-startDate-error"[^>]*>Bitte geben Sie das Anreisedatum an\.<\/p>/,
    );
    expect(html).toContain(
      'aria-describedby="contact-hint contact-format contact-startDate-error" aria-required="true" aria-invalid="true"',
    );
    expect(html).toContain('aria-describedby="contact-hint contact-format" aria-required="true"');
    expect(html.match(/aria-invalid/g)).toHaveLength(1);
    expect(html).toContain('Für eine Domizilanfrage erforderlich.');
    expect(html).not.toContain('type="date"');
  });
});

describe('no guest screen uses the browser date input', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('finds type="date" in no component or route but the staff admin screens', () => {
    const offenders = sources(root)
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith(join('components', 'admin')))
      .filter((path) => /type=["{']+date["}']/.test(readFileSync(join(root, path), 'utf8')));
    // The contact form and the enquiry had them until issue 19's second round.
    expect(offenders).toEqual([]);
  });
});
