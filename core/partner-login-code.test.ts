import { describe, expect, it } from 'vitest';
import { loginCodeAsIssued } from './partner-login-code';

describe('loginCodeAsIssued', () => {
  it('reads a code as typed from a mail: any case, with or without dashes and blanks', () => {
    for (const typed of [
      'GDLH-SMXD-YXUT',
      'gdlh-smxd-yxut',
      'GDLHSMXDYXUT',
      ' gdlh smxd yxut ',
      'Gdlh–Smxd–Yxut',
    ]) {
      expect(loginCodeAsIssued(typed)).toBe('GDLH-SMXD-YXUT');
    }
  });

  it('leaves what cannot be a code as typed (refused as such)', () => {
    expect(loginCodeAsIssued('GDLH-SMXD-YXU')).toBe('GDLH-SMXD-YXU');
    expect(loginCodeAsIssued('GDLH-SMXD-YXU0')).toBe('GDLH-SMXD-YXU0');
    expect(loginCodeAsIssued('')).toBe('');
  });
});
