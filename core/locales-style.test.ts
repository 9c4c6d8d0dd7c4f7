// The text check over the locale files (issue 19): glossary terms and forbidden forms per language
// (core/locales-style.ts, docs/glossary.md), the back-office namespaces (admin, cms, media) too:
// staff read French spacing, English apostrophes and the Italian Lei as guests do (they were left
// out at first, and had drifted: curly apostrophes in English, "Vuoi davvero …?" in Italian).
// Lives in core/ because locales/ is not in the unit project's include globs.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { styleFindings } from './locales-style';
import { placePhrase, prepositionFor, prepositionOf } from './place-phrase';

const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url));

function leaves(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** Route paths and slugs stay as the SPEC prescribes; only texts are checked. */
const isPath = (text: string): boolean => text.startsWith('/') && !text.includes(' ');

describe.each(LANGUAGES)('locale texts (%s)', (language) => {
  const files = readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json'));
  it.each(files)('%s follows the glossary and typography', (file) => {
    const data = JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as unknown;
    const findings = leaves(data, '', [])
      .filter(([, text]) => !isPath(text))
      .flatMap(([key, text]) =>
        // Placeholders are code, not text ({{count}} may sit before a colon).
        styleFindings(language, text.replace(/\{\{[^}]*\}\}/g, 'X'), 'file').map(
          (f) => `${key}: ${f}`,
        ),
      );
    expect(findings, `locales/${language}/${file}`).toEqual([]);
  });
});

describe('text check rules', () => {
  it('catch the forms they name and pass clean text', () => {
    expect(styleFindings('de', 'Ferienhäuser in Mallorca', 'file')).toHaveLength(1);
    expect(styleFindings('de', 'Ferienhäuser auf Mallorca', 'file')).toEqual([]);
    expect(styleFindings('de', 'Wird geladen...', 'page')).toHaveLength(1);
    expect(styleFindings('fr', "l'hébergement", 'file')).toHaveLength(1);
    expect(styleFindings('fr', 'Délai : 3 jours', 'file')).toHaveLength(1);
    expect(styleFindings('fr', 'Délai\u202f: 3 jours, du 3 juin', 'file')).toEqual([]);
    expect(styleFindings('fr', 'du 3 Juin', 'file')).toHaveLength(1);
    expect(styleFindings('it', "fino all'arrivo", 'file')).toHaveLength(1);
    expect(styleFindings('it', 'fino all’arrivo', 'file')).toEqual([]);
    for (const unelided of [
      'Dal 08/12/2026 al 15/12/2026',
      'pagato il 11 dicembre',
      'una penale pari al 80%',
      'sul 11.000 €',
      'dal\u00a008/12/2026',
      'il 1,5%',
    ]) {
      expect(styleFindings('it', unelided, 'page'), unelided).toHaveLength(1);
    }
    expect(
      styleFindings(
        'it',
        'Dall’08/12/2026 al 15/12/2026, dal 01/12/2026, al 1° piano, al 1000 €',
        'page',
      ),
    ).toEqual([]);
    expect(styleFindings('it', 'Valido fino al', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'Pagato il', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'Scadenza', 'file')).toEqual([]);
    expect(styleFindings('it', 'Tutti i dettagli sul viaggio. Il', 'page')).toEqual([]);
    expect(styleFindings('it', 'Controlla il tuo indirizzo', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'Controlli il Suo indirizzo', 'file')).toEqual([]);
    expect(styleFindings('it', 'Puoi prenotare', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'Siamo lieti di consigliarvi', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'Saremo lieti di consigliarLa', 'file')).toEqual([]);
    // The locative vi (there) is no register: "non è più possibile presentarvi reclami".
    expect(styleFindings('it', 'presentarvi reclami', 'file')).toEqual([]);
    expect(styleFindings('it', 'Case vacanza a Alcúdia', 'file')).toHaveLength(1);
    expect(styleFindings('en', 'Your favourites', 'page')).toHaveLength(1);
    expect(styleFindings('en', 'Your email address', 'file')).toHaveLength(1);
    expect(styleFindings('en', 'Your e-mail address: anna@email.de', 'file')).toEqual([]);
    expect(styleFindings('fr', 'Votre hôte a confirmé', 'file')).toHaveLength(1);
    expect(styleFindings('it', 'agenzie di viaggio', 'file')).toHaveLength(1);
    expect(styleFindings('en', 'Enter mm/dd/yyyy', 'page')).toHaveLength(1);
  });
});

describe('place phrases (location data prepositions)', () => {
  it('joins the preposition and the name with the contractions of each language', () => {
    expect(placePhrase('de', 'auf', 'Mallorca')).toBe('auf Mallorca');
    expect(placePhrase('fr', 'à', 'Majorque')).toBe('à Majorque');
    expect(placePhrase('fr', 'à', 'Le Havre')).toBe('au Havre');
    expect(placePhrase('fr', 'à', 'Les Sables-d’Olonne')).toBe('aux Sables-d’Olonne');
    expect(placePhrase('fr', 'en', 'Croatie')).toBe('en Croatie');
    expect(placePhrase('it', 'a', 'Maiorca')).toBe('a Maiorca');
    expect(placePhrase('it', 'a', 'Alcúdia')).toBe('ad Alcúdia');
    expect(placePhrase('it', 'in', 'Austria')).toBe('in Austria');
    expect(placePhrase('de', 'in', 'Kroatien')).toBe('in Kroatien');
  });

  it('falls back to the level default, never to another language', () => {
    expect(prepositionFor('fr', 'place', undefined)).toBe('à');
    expect(prepositionFor('fr', 'region', '')).toBe('en');
    expect(prepositionFor('it', 'place', null)).toBe('a');
    expect(prepositionFor('de', 'region', 'auf')).toBe('auf');
  });

  it('derives a stored preposition from a full phrase', () => {
    expect(prepositionOf('auf Mallorca', 'Mallorca')).toBe('auf');
    expect(prepositionOf('an der Nordsee', 'Nordsee')).toBe('an der');
    expect(prepositionOf('au bord du lac de Garde', 'Lac de Garde')).toBe('au bord du');
    expect(prepositionOf('Mallorca', 'Mallorca')).toBeNull();
    expect(prepositionOf('im Süden', 'Mallorca')).toBeNull();
  });
});
