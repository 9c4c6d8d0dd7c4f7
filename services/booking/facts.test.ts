import { describe, expect, it } from 'vitest';
import { bookingGuest } from './facts';

// The account's one customer record holds the latest booking's traveller (here: a friend).
const latest = {
  firstName: 'Ben',
  lastName: 'Freund',
  email: 'ben@example.org',
  phone: '+49 40 1111',
  city: 'Hamburg',
  country: 'de',
};

describe('bookingGuest', () => {
  it('is the traveller the booking was made with, not the customer record', () => {
    const traveller = {
      name: 'Anna Muster',
      street: 'Lindenstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
      email: 'anna@example.org',
      phone: null,
    };
    expect(bookingGuest({ traveller }, latest)).toEqual({
      name: 'Anna Muster',
      email: 'anna@example.org',
      phone: null,
      city: 'Berlin',
      country: 'de',
    });
  });

  it('takes what older rows lack from the customer record', () => {
    const older = { name: 'Anna Muster', street: null, zip: null, city: null, country: 'at' };
    expect(bookingGuest({ traveller: older }, latest)).toEqual({
      name: 'Anna Muster',
      email: 'ben@example.org',
      phone: '+49 40 1111',
      city: null,
      country: 'at',
    });
    expect(bookingGuest({ traveller: null }, latest)).toEqual({
      name: 'Ben Freund',
      email: 'ben@example.org',
      phone: '+49 40 1111',
      city: 'Hamburg',
      country: 'de',
    });
    expect(bookingGuest({ traveller: null }, null)).toMatchObject({ name: '', email: '' });
  });
});
