// White label (issue 16): no text names the operator; the brand comes from the branding
// configuration as `{{brand}}` (core/branding.ts), so switching the brand changes every text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = join(import.meta.dirname, '..', 'locales');

describe('locale files', () => {
  it('never name the product’s default brand literally', () => {
    const offenders: string[] = [];
    for (const language of readdirSync(LOCALES)) {
      for (const file of readdirSync(join(LOCALES, language))) {
        const text = readFileSync(join(LOCALES, language, file), 'utf8');
        text.split('\n').forEach((line, index) => {
          if (/feriora/i.test(line)) offenders.push(`${language}/${file}:${index + 1}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
