import { describe, expect, it } from 'vitest';
import { affiliateTarget } from './affiliate';

describe('affiliateTarget', () => {
  it('keeps a path of the site with its query', () => {
    expect(affiliateTarget('/object/1234/')).toBe('/object/1234/');
    expect(affiliateTarget('/search/?country=hr&persons=4')).toBe('/search/?country=hr&persons=4');
    expect(affiliateTarget('/en/')).toBe('/en/');
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'evil.example',
    '/\tevil.example',
    '/%09/evil.example',
    '/api/search',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(affiliateTarget(value)).toBeNull();
  });
});
