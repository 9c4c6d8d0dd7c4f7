import { describe, expect, it } from 'vitest';
import { familyNameOf, payerNamesGuest } from './payer';

describe('payerNamesGuest', () => {
  it('finds the family name as a bank writes it', () => {
    expect(payerNamesGuest('MUSTER, ANNA', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Anna und Peter Muster', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Dr. Peter Muster-Beispiel', ['Beispiel'])).toBe(true);
    expect(payerNamesGuest('Muster-Beispiel, Peter', ['Muster-Beispiel'])).toBe(true);
  });

  it('reads umlauts written out, dropped or kept', () => {
    expect(payerNamesGuest('MUELLER HANS', ['Müller'])).toBe(true);
    expect(payerNamesGuest('MULLER HANS', ['Müller'])).toBe(true);
    expect(payerNamesGuest('Hans Müller', ['Müller'])).toBe(true);
    expect(payerNamesGuest('KLOSS GRETA', ['Kloß'])).toBe(true);
    expect(payerNamesGuest('Jean Lefèvre', ['Lefevre'])).toBe(true);
    expect(payerNamesGuest('Jean LEFEVRE', ['Lefèvre'])).toBe(true);
  });

  it('takes no first name, particle or part of a word for a family name', () => {
    expect(payerNamesGuest('Anna Schmidt', ['Muster'])).toBe(false);
    expect(payerNamesGuest('Musterhaus GmbH', ['Muster'])).toBe(false);
    expect(payerNamesGuest('Maria von Beispiel', ['von'])).toBe(false);
    expect(payerNamesGuest('Li Wu', ['Wu'])).toBe(false);
    expect(payerNamesGuest(null, ['Muster'])).toBe(false);
    expect(payerNamesGuest('', ['Muster'])).toBe(false);
    expect(payerNamesGuest('Muster', [])).toBe(false);
  });

  it('tries every name the booking knows', () => {
    expect(payerNamesGuest('Peter Beispiel', ['Muster', 'Beispiel'])).toBe(true);
  });
});

describe('familyNameOf', () => {
  it('takes the last word of a full name', () => {
    expect(familyNameOf('Anna Maria Muster')).toBe('Muster');
    expect(familyNameOf('  Maria von Beispiel ')).toBe('Beispiel');
    expect(familyNameOf('Muster')).toBe('Muster');
    expect(familyNameOf('')).toBe('');
  });
});
