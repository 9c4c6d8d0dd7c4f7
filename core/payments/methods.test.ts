import { describe, expect, it } from 'vitest';
import { isOnlineMethod, isPaymentMethod, paymentMethodsFor } from './methods';

describe('paymentMethodsFor', () => {
  it('maps the payment type numbers in their order, without repeats or unknown numbers', () => {
    expect(paymentMethodsFor({ payments: [1, 2, 3], inkasso: 'agency' })).toEqual([
      'card',
      'bankTransfer',
      'invoice',
    ]);
    expect(paymentMethodsFor({ payments: [3, 1, 3, 99], inkasso: 'agency' })).toEqual([
      'invoice',
      'card',
    ]);
  });

  it('lets the landlord collect when the inkasso is theirs: no card through the site', () => {
    expect(paymentMethodsFor({ payments: [1, 2], inkasso: 'landlord' })).toEqual(['landlord']);
  });

  it('falls back to a bank transfer when no number is known', () => {
    expect(paymentMethodsFor({ payments: [], inkasso: 'agency' })).toEqual(['bankTransfer']);
    expect(paymentMethodsFor({ payments: [7], inkasso: null })).toEqual(['bankTransfer']);
  });

  it('pays online by card only', () => {
    expect(isOnlineMethod('card')).toBe(true);
    expect(isOnlineMethod('bankTransfer')).toBe(false);
    expect(isOnlineMethod('landlord')).toBe(false);
    expect(isPaymentMethod('card')).toBe(true);
    expect(isPaymentMethod('cash')).toBe(false);
  });
});
