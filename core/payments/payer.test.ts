import { describe, expect, it } from 'vitest';
import { familyNameOf, payerNamesGuest } from './payer';

describe('payerNamesGuest', () => {
  it('finds the whole family name where a bank writes it', () => {
    expect(payerNamesGuest('MUSTER, ANNA', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Muster Anna', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Anna und Peter Muster', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Herr Dr. Peter Muster', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Familie Muster', ['Muster'])).toBe(true);
    expect(payerNamesGuest('Muster-Beispiel, Peter', ['Muster-Beispiel'])).toBe(true);
    expect(payerNamesGuest('Peter Muster Beispiel', ['Muster-Beispiel'])).toBe(true);
  });

  it('reads umlauts written out, dropped or kept', () => {
    expect(payerNamesGuest('MUELLER HANS', ['Müller'])).toBe(true);
    expect(payerNamesGuest('MULLER HANS', ['Müller'])).toBe(true);
    expect(payerNamesGuest('Hans Müller', ['Müller'])).toBe(true);
    expect(payerNamesGuest('MUELLER-LUEDENSCHEIDT, GRETA', ['Müller-Lüdenscheidt'])).toBe(true);
    expect(payerNamesGuest('KLOSS GRETA', ['Kloß'])).toBe(true);
    expect(payerNamesGuest('Jean Lefèvre', ['Lefevre'])).toBe(true);
    expect(payerNamesGuest('Jean LEFEVRE', ['Lefèvre'])).toBe(true);
  });

  it('reads particles and apostrophes run together or apart', () => {
    expect(payerNamesGuest('DE LUCA MARCO', ['De Luca'])).toBe(true);
    expect(payerNamesGuest('Marco Deluca', ['De Luca'])).toBe(true);
    expect(payerNamesGuest('DANGELO GIULIA', ['D’Angelo'])).toBe(true);
    expect(payerNamesGuest("Sean O'Neill", ['ONeill'])).toBe(true);
    expect(payerNamesGuest('Maria von Beispiel', ['von Beispiel'])).toBe(true);
  });

  it('takes no first name, part of a name or word inside a name for the family name', () => {
    expect(payerNamesGuest('Luca Bianchi', ['De Luca'])).toBe(false);
    expect(payerNamesGuest('Angelo Rossi', ["D'Angelo"])).toBe(false);
    expect(payerNamesGuest('Rosa Weber', ['La Rosa'])).toBe(false);
    expect(payerNamesGuest('Maria vom Berg', ['vom Stein'])).toBe(false);
    expect(payerNamesGuest('Deutsche Post AG', ['Post'])).toBe(false);
    expect(payerNamesGuest('Musterhaus GmbH', ['Muster'])).toBe(false);
    expect(payerNamesGuest('Anna Schmidt', ['Muster'])).toBe(false);
    expect(payerNamesGuest('SCHULZ, MARTIN', ['Martin'])).toBe(false);
    // Many names typed as one family name catch none of them.
    expect(payerNamesGuest('Hans Müller', ['Müller Schmidt Meier Schneider Weber'])).toBe(false);
  });

  it('takes no name too short to tell guests apart, and nothing from nothing', () => {
    expect(payerNamesGuest('Li Wu', ['Wu'])).toBe(false);
    expect(payerNamesGuest(null, ['Muster'])).toBe(false);
    expect(payerNamesGuest('', ['Muster'])).toBe(false);
    expect(payerNamesGuest('Herr', ['Herr'])).toBe(false);
    expect(payerNamesGuest('Muster', [])).toBe(false);
    expect(payerNamesGuest('Muster', [''])).toBe(false);
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
