import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths of the site with their query', () => {
    expect(safeReturnTo('/user/')).toBe('/user/');
    expect(safeReturnTo('/en/user/debug/')).toBe('/en/user/debug/');
    expect(safeReturnTo('/watchlist/?a=1&b=2')).toBe('/watchlist/?a=1&b=2');
    expect(safeReturnTo('/object/123/#photos')).toBe('/object/123/');
    // An encoded newline inside one of our paths stays on the site: harmless.
    expect(safeReturnTo('/%0a/evil')).toBe('/%0a/evil');
  });

  it.each([
    'https://evil.example/',
    'http://localhost:3000/user/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'user/',
    '',
    '/api/user/logout',
    '/user/login.data',
    `/${'a'.repeat(2_001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/user/'])).toBeNull();
  });
});
