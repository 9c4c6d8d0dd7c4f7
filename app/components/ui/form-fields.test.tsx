// The form kit's wiring as the server renders it (the page works before any script runs): ids,
// aria-describedby naming hint and refusal, aria-invalid, aria-required, the "(optional)" marker
// and the summary's links, with the texts of `common` as every page has them.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/provider';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  TextField,
  type FieldError,
} from './form-fields';
import { PersonFields } from './person-fields';

const common = JSON.parse(
  readFileSync(new URL('../../../locales/de/common.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider language="de" sources={[{ common }]}>
      {node}
    </I18nProvider>,
  );

const errors: FieldError[] = [
  { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  { field: 'zip', message: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
  { field: null, message: 'Das hat leider nicht geklappt.' },
];

describe('form kit', () => {
  it('names hint and refusal of a refused field, and says it is required', () => {
    const html = render(
      <TextField
        idPrefix="t"
        name="email"
        label="E-Mail"
        hint="Für die Bestätigung."
        required
        errors={errors}
      />,
    );
    expect(html).toMatch(
      /<input id="t-email"[^>]*required=""[^>]*aria-required="true"[^>]*aria-invalid="true" aria-describedby="t-email-hint t-email-error"/,
    );
    expect(html).toContain('<p id="t-email-hint"');
    expect(html).toContain('<p id="t-email-error"');
    expect(html).not.toContain('(freiwillig)');
  });

  it('marks a field that is not required as optional, with no refusal wiring when none', () => {
    const html = render(
      <SelectField
        idPrefix="t"
        name="country"
        label="Land"
        errors={errors}
        defaultValue="at"
        options={[
          { value: 'de', label: 'Deutschland' },
          { value: 'at', label: 'Österreich' },
        ]}
      />,
    );
    expect(html).toContain('Land<span');
    expect(html).toContain(' (freiwillig)</span>');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).toMatch(/<option value="at" selected="">/);
  });

  it('sums up the refusals: the form-wide one as text, each field one as a link to its field', () => {
    const html = render(<ErrorSummary errors={errors} idPrefix="traveller" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-testid="error-summary"');
    expect(html).toContain('Das hat leider nicht geklappt.');
    expect(html).toContain('Bitte prüfen Sie diese 2 Angaben:');
    expect(html).toContain('<a href="#traveller-email">');
    expect(html).toContain('<a href="#traveller-zip">');
    expect(render(<ErrorSummary errors={[]} idPrefix="traveller" />)).toBe('');
  });

  it('never ticks a checkbox unless told', () => {
    const html = render(
      <CheckboxField idPrefix="t" name="acceptTerms" value="1" required label="AGB" errors={[]} />,
    );
    expect(html).toMatch(
      /<input id="t-acceptTerms" type="checkbox"[^>]*name="acceptTerms" value="1"/,
    );
    expect(html).not.toContain('checked');
  });

  it('gives the person fields their kind and the schemas’ lengths', () => {
    const html = render(
      <PersonFields
        idPrefix="profile"
        errors={errors}
        firstName={{ label: 'Vorname', value: 'Mara', required: true }}
        lastName={{ label: 'Nachname', value: '', required: true }}
        email={{ label: 'E-Mail', value: '' }}
        street={{ label: 'Straße', value: '', maxLength: 100 }}
        zip={{ label: 'PLZ', value: '', name: 'zipcode' }}
      />,
    );
    expect(html).toMatch(
      /id="profile-firstName"[^>]*autoComplete="given-name"[^>]*maxLength="80"/i,
    );
    expect(html).toMatch(
      /id="profile-email"[^>]*type="email"[^>]*autoComplete="email"[^>]*inputMode="email"[^>]*maxLength="254"/i,
    );
    expect(html).toMatch(/id="profile-street"[^>]*maxLength="100"/i);
    // The posted name is the form's; the refusal of `zip` is not the profile's `zipcode`.
    expect(html).toMatch(/id="profile-zipcode"[^>]*maxLength="10"[^>]*name="zipcode"/i);
    expect(html).not.toContain('phone');
    expect(html).not.toContain('salutation');
  });
});
