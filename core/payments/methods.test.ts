import { describe, expect, it } from 'vitest';
import { isOnlineMethod, isPaymentMethod, paymentMethodsFor } from './methods';

const withAccount = { bankTransfer: true, card: true };
const noAccount = { bankTransfer: false, card: true };
const noCard = { bankTransfer: true, card: false };
const neither = { bankTransfer: false, card: false };

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

  it('offers no card when the site has no card provider (CARD_PAYMENTS=off)', () => {
    expect(paymentMethodsFor({ payments: [1, 2, 3], inkasso: 'agency' }, noCard)).toEqual([
      'bankTransfer',
      'invoice',
    ]);
    // A card-only object: the operator's account, or else the agency's invoice.
    expect(paymentMethodsFor({ payments: [1], inkasso: 'agency' }, noCard)).toEqual([
      'bankTransfer',
    ]);
    expect(paymentMethodsFor({ payments: [1], inkasso: 'agency' }, neither)).toEqual(['invoice']);
    expect(paymentMethodsFor({ payments: [], inkasso: null }, neither)).toEqual(['invoice']);
    expect(paymentMethodsFor({ payments: [1, 3], inkasso: 'agency' }, neither)).toEqual([
      'invoice',
    ]);
    expect(paymentMethodsFor({ payments: [1], inkasso: 'landlord' }, neither)).toEqual([
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
