import { describe, expect, it } from 'vitest';
import { isOnlineMethod, isPaymentMethod, paymentMethodsFor } from './methods';

const withAccount = { bankTransfer: true };
const noAccount = { bankTransfer: false };

describe('paymentMethodsFor', () => {
  it('maps the payment type numbers in their order, without repeats or unknown numbers', () => {
    expect(paymentMethodsFor({ payments: [1, 2, 3], inkasso: 'agency' }, withAccount)).toEqual([
      'card',
      'bankTransfer',
      'invoice',
    ]);
    expect(paymentMethodsFor({ payments: [3, 1, 3, 99], inkasso: 'agency' }, withAccount)).toEqual([
      'invoice',
      'card',
    ]);
  });

  it('lets the landlord collect when the inkasso is theirs: no card through the site', () => {
    expect(paymentMethodsFor({ payments: [1, 2], inkasso: 'landlord' }, withAccount)).toEqual([
      'landlord',
    ]);
  });

  it('falls back to a bank transfer when no number is known', () => {
    expect(paymentMethodsFor({ payments: [], inkasso: 'agency' }, withAccount)).toEqual([
      'bankTransfer',
    ]);
    expect(paymentMethodsFor({ payments: [7], inkasso: null }, withAccount)).toEqual([
      'bankTransfer',
    ]);
  });

  it('offers no bank transfer when the operator has no account to name (decision 080)', () => {
    expect(paymentMethodsFor({ payments: [1, 2, 3], inkasso: 'agency' }, noAccount)).toEqual([
      'card',
      'invoice',
    ]);
    // Nothing left, or nothing known: the site's card provider, never a transfer to nowhere.
    expect(paymentMethodsFor({ payments: [2], inkasso: 'agency' }, noAccount)).toEqual(['card']);
    expect(paymentMethodsFor({ payments: [], inkasso: 'agency' }, noAccount)).toEqual(['card']);
    expect(paymentMethodsFor({ payments: [1, 2], inkasso: 'landlord' }, noAccount)).toEqual([
      'landlord',
    ]);
  });

  it('pays online by card only', () => {
    expect(isOnlineMethod('card')).toBe(true);
    expect(isOnlineMethod('bankTransfer')).toBe(false);
    expect(isOnlineMethod('landlord')).toBe(false);
    expect(isPaymentMethod('card')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
  });
});
