import { describe, expect, it } from 'vitest';
import { personName } from './common';

const name = personName(80);
const accepts = (value: string) => name.safeParse(value).success;

describe('personName (a name shown in mails to addresses a guest chooses)', () => {
  it.each([
    'Anna',
    'Jean-Luc O’Neill',
    "Conan O'Brien",
    'Dr. Anna Müller',
    'Anna & Ben',
    'Zoë d’Arc',
    'Zoe\u0308',
    '李小龍',
    'Ἀθηνᾶ',
  ])('accepts %j', (value) => {
    expect(accepts(value)).toBe(true);
  });

  it('trims', () => {
    expect(name.parse('  Anna Schmidt  ')).toBe('Anna Schmidt');
  });

  it.each([
    ['a domain', 'example.com'],
    ['a domain among words', 'Anna visit spam.example now'],
    ['a URL', 'https://spam.example'],
    ['www', 'www spam'.replace(' ', '.')],
    ['an address', 'anna@spam.example'],
    ['digits', 'Call 0800 123'],
    ['a slash', 'Anna/Ben'],
    ['a colon', 'Anna: buy'],
    ['a line break', 'Anna\r\nBcc: x@example.com'],
    ['a direction override', 'Anna\u202eevil'],
    ['a zero-width space', 'spam\u200b.example'],
    ['nothing', '   '],
    ['too much', 'A'.repeat(81)],
  ])('refuses %s', (_label, value) => {
    expect(accepts(value)).toBe(false);
  });
});
